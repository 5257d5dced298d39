// Inserts into one collection sent together: those asked for while the previous command ran go in the next
// one, as one unordered insert (group commit). The database's cost is mostly per command (FerretDB 1.24 on
// SQLite: ~1 ms a command, ten documents in one insert about two), so under load many writers share a
// command, while a lone writer is sent at once and waits no longer than before. Each caller still waits for
// its own document to be acknowledged: nothing is answered before it is stored.
// Inserts only: FerretDB 1.24 holds a backend connection for every update or delete statement of a command
// until the command ends, and locks up for good past ~100 (a bulk of 101 updates never answers), so grouped
// updates would trade a command each for that risk; an insert holds none.
import { MongoBulkWriteError } from "mongodb";
import type { AnyBulkWriteOperation, Collection, Document } from "mongodb";
import { DUPLICATE_KEY } from "./errors";

/** The most documents one insert carries (those beyond wait for the next). */
const MAX_GROUP = 100;

interface Queued<T extends Document> {
  operation: AnyBulkWriteOperation<T>;
  /** Called with whether the document was stored: false when its `_id` was taken. */
  settle: (stored: boolean) => void;
  fail: (error: unknown) => void;
}

export class GroupedInserts<T extends Document & { _id: string }> {
  private readonly queued: Array<Queued<T>> = [];
  private writing = false;

  constructor(private readonly collection: Collection<T>) {}

  /** Inserts the document; false when its `_id` is taken (the claim pattern's answer), nothing written. */
  insert(document: T): Promise<boolean> {
    return new Promise((settle, fail) => {
      this.queued.push({ operation: { insertOne: { document } } as AnyBulkWriteOperation<T>, settle, fail });
      void this.writeQueued();
    });
  }

  private async writeQueued(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.queued.length > 0) await this.writeGroup(this.queued.splice(0, MAX_GROUP));
    } finally {
      this.writing = false;
    }
  }

  private async writeGroup(group: Array<Queued<T>>): Promise<void> {
    try {
      await this.collection.bulkWrite(
        group.map((entry) => entry.operation),
        { ordered: false },
      );
      for (const entry of group) entry.settle(true);
    } catch (error) {
      // A write error belongs to the one document it names (by its index in the group); the others are stored.
      // Anything else (the connection, the server) failed the whole command, so every writer hears of it.
      if (!(error instanceof MongoBulkWriteError)) {
        for (const entry of group) entry.fail(error);
        return;
      }
      const failures = new Map(
        [error.writeErrors].flat().map((failure) => [failure.index, failure] as const),
      );
      if (failures.size === 0) {
        for (const entry of group) entry.fail(error); // a write concern error: none known to be stored
        return;
      }
      group.forEach((entry, index) => {
        const failure = failures.get(index);
        if (!failure) entry.settle(true);
        else if (failure.code === DUPLICATE_KEY) entry.settle(false);
        else
          entry.fail(Object.assign(new Error(failure.errmsg ?? "the write failed"), { code: failure.code }));
      });
    }
  }
}
