// A change feed: every write to a document of a kept collection is followed by an entry naming the document,
// at the next free number of one sequence (`_id` "1", "2", … in the feed's own collection). Each number is
// claimed by inserting it, the only step FerretDB 1.24 makes exclusive, so concurrent writers in any number of
// processes fill the numbers one after another without gaps or doubles, and a reader follows the feed with
// `_id` reads alone. What an API process keeps of reports and form data follows the database this way
// (docs/architecture.md, "Kept in the process").
import type { Db } from "mongodb";
import { isoNow } from "./time";

export interface ChangeDoc {
  _id: string;
  /** The `_id` of the document written. */
  documentId: string;
  at: string;
}

function isDuplicate(error: unknown): boolean {
  return (error as { code?: number }).code === 11000;
}

/** How many numbers a reader asks for at once once the next one is there (a burst of writes). */
const READ_AHEAD = 8;

export class ChangeFeed {
  constructor(
    private readonly db: Db,
    /** The feed's collection, e.g. `reportChanges`. */
    readonly name: string,
  ) {}

  /** The newest number this object appended or read: where its next entry is looked for. */
  private newest = 0;

  private get entries() {
    return this.db.collection<ChangeDoc>(this.name);
  }

  /**
   * Records that the document was written: appends after the newest number known here (`known`, or what this
   * object appended or read last), else after the feed's tail.
   */
  async record(documentId: string, known = 0): Promise<number> {
    const from = Math.max(known, this.newest);
    return this.append(documentId, (from > 0 ? from : await this.tail()) + 1);
  }

  /**
   * Appends a change of the document at the first free number from `from` on (a number at or below the tail;
   * starting lower only costs a refused insert per number taken). Returns the number it took.
   */
  async append(documentId: string, from: number): Promise<number> {
    for (let number = Math.max(1, from); ; number += 1) {
      try {
        await this.entries.insertOne({ _id: String(number), documentId, at: isoNow() });
        this.newest = Math.max(this.newest, number);
        return number;
      } catch (error) {
        if (!isDuplicate(error)) throw error;
      }
    }
  }

  /**
   * The changes after `after`, in order, up to the first number not yet written. Numbers are taken one after
   * another, so the first missing one ends the feed as far as it is written now.
   */
  async after(after: number): Promise<ChangeDoc[]> {
    const changes: ChangeDoc[] = [];
    for (;;) {
      // Most catch-ups find nothing new: one read for the next number, more only when it is there.
      const count = changes.length === 0 ? 1 : READ_AHEAD;
      const numbers = Array.from({ length: count }, (_, i) => after + changes.length + 1 + i);
      const found = await Promise.all(numbers.map((number) => this.entries.findOne({ _id: String(number) })));
      const end = found.indexOf(null);
      changes.push(...(found.slice(0, end === -1 ? found.length : end) as ChangeDoc[]));
      this.newest = Math.max(this.newest, after + changes.length);
      if (end !== -1) return changes;
    }
  }

  /** The number of the newest change (0 for none): doubling, then halving, with `_id` reads only. */
  async tail(): Promise<number> {
    const exists = async (number: number) =>
      (await this.entries.findOne({ _id: String(number) }, { projection: { _id: 1 } })) !== null;
    let high = 1;
    while (await exists(high)) high *= 2;
    let low = high / 2; // exists, unless high is 1 (then low is ½ and the feed is empty)
    if (low < 1) return 0;
    // low exists, high does not: the tail lies in [low, high).
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (await exists(middle)) low = middle;
      else high = middle;
    }
    return low;
  }
}

/**
 * Records a document written by something other than the API's own writers (a script, a test's fixture): the
 * running API processes then take it in.
 */
export function recordChange(db: Db, feed: string, documentId: string): Promise<number> {
  return new ChangeFeed(db, feed).record(documentId);
}
