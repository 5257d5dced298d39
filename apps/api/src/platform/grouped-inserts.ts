// Inserts into one collection sent together: those asked for while the previous command ran go in the next
// one, as one unordered insert (group commit, ./group-commit.ts). FerretDB 1.24 on SQLite takes ~1 ms a
// command and ten documents in one insert about two, so under load many writers share a command. Each caller
// still waits for its own document to be acknowledged: nothing is answered before it is stored.
// Inserts only: FerretDB 1.24 holds a backend connection for every update or delete statement of a command
// until the command ends, and locks up for good past ~100 (a bulk of 101 updates never answers), so grouped
// updates would trade a command each for that risk; an insert holds none.
import { MongoBulkWriteError } from "mongodb";
import type { AnyBulkWriteOperation, Collection, Document } from "mongodb";
import { DUPLICATE_KEY } from "./errors";
import { GroupCommit } from "./group-commit";
import type { Outcome } from "./group-commit";

export class GroupedInserts<T extends Document & { _id: string }> {
  private readonly commit: GroupCommit<T, boolean>;

  constructor(private readonly collection: Collection<T>) {
    this.commit = new GroupCommit((documents) => this.insertAll(documents));
  }

  /** Inserts the document; false when its `_id` is taken (the claim pattern's answer), nothing written. */
  insert(document: T): Promise<boolean> {
    return this.commit.submit(document);
  }

  /** One unordered insert of the group: each document's outcome, a taken `_id` answering false. */
  private async insertAll(documents: readonly T[]): Promise<Array<Outcome<boolean>>> {
    try {
      await this.collection.bulkWrite(
        documents.map((document) => ({ insertOne: { document } }) as AnyBulkWriteOperation<T>),
        { ordered: false },
      );
      return documents.map(() => ({ answer: true }));
    } catch (error) {
      // A write error belongs to the one document it names (by its index in the group); the others are stored.
      // Anything else (the connection, the server, a write concern error) fails the whole command: thrown, so
      // every writer hears of it.
      const failures =
        error instanceof MongoBulkWriteError
          ? new Map([error.writeErrors].flat().map((failure) => [failure.index, failure] as const))
          : new Map();
      if (failures.size === 0) throw error;
      return documents.map((_, index) => {
        const failure = failures.get(index);
        if (!failure) return { answer: true };
        if (failure.code === DUPLICATE_KEY) return { answer: false };
        return {
          error: Object.assign(new Error(failure.errmsg ?? "the write failed"), { code: failure.code }),
        };
      });
    }
  }
}
