// A change feed: every write to a document of a kept collection is followed by an entry naming the document,
// at the next free number of one sequence (`_id` "1", "2", … in the feed's own collection). Each number is
// claimed by inserting it, the only step FerretDB 1.24 makes exclusive, so concurrent writers in any number of
// processes fill the numbers one after another without gaps or doubles, and a reader follows the feed with
// `_id` reads alone. What an API process keeps of reports and form data follows the database this way
// (docs/architecture.md, "Kept in the process").
import type { Db } from "mongodb";
import { DUPLICATE_KEY } from "./errors";
import { GroupCommit } from "./group-commit";
import { isoNow } from "./time";

export interface ChangeDoc {
  _id: string;
  /** The `_id` of the document written. */
  documentId: string;
  at: string;
}

/** How many numbers a reader asks for at once once the next one is there (a burst of writes). */
const READ_AHEAD = 8;

/** How many entries of an ordered insert went in before it stopped at a number already taken. */
function insertedBeforeDuplicate(error: unknown): number | null {
  const failures = [(error as { writeErrors?: unknown }).writeErrors ?? error].flat() as Array<{
    code?: number;
    index?: number;
  }>;
  const first = failures[0];
  return first?.code === DUPLICATE_KEY ? (first.index ?? 0) : null;
}

export class ChangeFeed {
  constructor(
    private readonly db: Db,
    /** The feed's collection, e.g. `reportChanges`. */
    readonly name: string,
  ) {}

  /** The newest number this object appended or read: where its next entry is looked for. */
  private newest = 0;
  /** Writes recorded while an insert runs: the next insert writes them together, in order. */
  private readonly records = new GroupCommit<string, number>(async (documentIds) => {
    const from = this.newest > 0 ? this.newest + 1 : (await this.tail()) + 1;
    return (await this.appendAll(documentIds, from)).map((number) => ({ answer: number }));
  });

  private get entries() {
    return this.db.collection<ChangeDoc>(this.name);
  }

  /**
   * Records that the document was written: appends after the newest number this object appended, read or
   * found as the tail, else after the feed's tail. A process writes its entries one insert at a
   * time, those recorded meanwhile together, so its concurrent writers never compete for the same numbers.
   */
  record(documentId: string): Promise<number> {
    return this.records.submit(documentId);
  }

  /**
   * Appends a change of the document at the first free number from `from` on (a number at or below the tail;
   * starting lower only costs a refused insert per number taken). Returns the number it took.
   */
  async append(documentId: string, from: number): Promise<number> {
    return (await this.appendAll([documentId], from))[0]!;
  }

  /**
   * Appends changes of the documents at consecutive free numbers from `from` on, in one ordered insert while
   * no other writer takes a number in between. An ordered insert stops at the first number taken, having
   * written every one before it, so the numbers stay without gaps. Returns the numbers, in order.
   */
  async appendAll(documentIds: readonly string[], from: number): Promise<number[]> {
    const numbers: number[] = [];
    let next = Math.max(1, from);
    let rest = [...documentIds];
    while (rest.length > 0) {
      const at = isoNow();
      const entries = rest.map((documentId, i) => ({ _id: String(next + i), documentId, at }));
      try {
        await this.entries.insertMany(entries, { ordered: true });
        numbers.push(...entries.map((_, i) => next + i));
        next += rest.length;
        rest = [];
      } catch (error) {
        const inserted = insertedBeforeDuplicate(error);
        if (inserted === null) throw error;
        numbers.push(...entries.slice(0, inserted).map((_, i) => next + i));
        rest = rest.slice(inserted);
        next += inserted + 1; // past the number another writer took
      }
    }
    this.newest = Math.max(this.newest, next - 1);
    return numbers;
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

  /** Whether the feed holds the entry of this number (one `_id` read). */
  async holds(number: number): Promise<boolean> {
    return (await this.entries.findOne({ _id: String(number) }, { projection: { _id: 1 } })) !== null;
  }

  /** The number of the newest change (0 for none): doubling, then halving, with `_id` reads only. */
  async tail(): Promise<number> {
    const exists = (number: number) => this.holds(number);
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
    this.newest = Math.max(this.newest, low);
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

/** `recordChange` for several documents at once: one search for the tail, then entries written together. */
export async function recordChanges(db: Db, feed: string, documentIds: readonly string[]): Promise<void> {
  const changes = new ChangeFeed(db, feed);
  await Promise.all(documentIds.map((documentId) => changes.record(documentId)));
}
