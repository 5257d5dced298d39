// Writes to one collection sent together: those asked for while the previous command ran go in the next one,
// as one unordered bulk write (group commit). The database's cost is mostly per command (FerretDB 1.24 on
// SQLite: ~1 ms a command; ten inserts in one command cost about two), so under load many writers share a
// command, while a lone writer is sent at once and waits no longer than before. Each caller still waits for
// its own write to be acknowledged: nothing is answered before it is stored.
import { MongoBulkWriteError } from "mongodb";
import type { AnyBulkWriteOperation, Collection, Document, Filter, UpdateFilter } from "mongodb";
import { DUPLICATE_KEY } from "./errors";

/** The most writes one command carries (those beyond wait for the next). */
const MAX_GROUP = 100;

interface Queued<T extends Document> {
  operation: AnyBulkWriteOperation<T>;
  /** Called with whether the write took effect: false only for an insert whose `_id` was taken. */
  settle: (applied: boolean) => void;
  fail: (error: unknown) => void;
}

export class GroupedWrites<T extends Document & { _id: string }> {
  private readonly queued: Array<Queued<T>> = [];
  private writing = false;

  constructor(private readonly collection: Collection<T>) {}

  /** Inserts the document; false when its `_id` is taken (the claim pattern's answer), nothing written. */
  insert(document: T): Promise<boolean> {
    return this.enqueue({ insertOne: { document } } as AnyBulkWriteOperation<T>);
  }

  /** Applies `update` to the document of that `_id` (none: nothing happens). */
  async updateById(id: string, update: UpdateFilter<T>): Promise<void> {
    await this.enqueue({ updateOne: { filter: { _id: id } as Filter<T>, update } });
  }

  async deleteById(id: string): Promise<void> {
    await this.enqueue({ deleteOne: { filter: { _id: id } as Filter<T> } });
  }

  private enqueue(operation: AnyBulkWriteOperation<T>): Promise<boolean> {
    return new Promise((settle, fail) => {
      this.queued.push({ operation, settle, fail });
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
      // A write error belongs to the one write it names (by its index in the group); the others took effect.
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
        else if (failure.code === DUPLICATE_KEY && "insertOne" in entry.operation) entry.settle(false);
        else
          entry.fail(Object.assign(new Error(failure.errmsg ?? "the write failed"), { code: failure.code }));
      });
    }
  }
}
