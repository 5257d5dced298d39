// The report change feed: every write to a report instance is followed by an entry naming the report, at the
// next free number of one sequence (`reportChanges`, `_id` "1", "2", …). Each number is claimed by inserting
// it, the only step FerretDB 1.24 makes exclusive, so concurrent writers in any number of processes fill the
// numbers one after another without gaps or doubles, and a reader follows the feed with `_id` reads alone.
// The report catalog (report-catalog.ts) keeps its lists in step this way (docs/architecture.md, "Report
// lists").
import type { Db } from "mongodb";
import { isoNow } from "../../platform/time";

export interface ReportChangeDoc {
  _id: string;
  reportId: string;
  at: string;
}

export function reportChangesOf(db: Db) {
  return db.collection<ReportChangeDoc>("reportChanges");
}

function isDuplicate(error: unknown): boolean {
  return (error as { code?: number }).code === 11000;
}

/** How many numbers a reader asks for at once: most catch-ups find none or one, bursts a few more. */
const READ_AHEAD = 8;

export class ReportFeed {
  constructor(private readonly db: Db) {}

  /**
   * Appends a change of the report at the first free number from `from` on (a number at or below the tail;
   * starting lower only costs a refused insert per number taken). Returns the number it took.
   */
  async append(reportId: string, from: number): Promise<number> {
    for (let number = Math.max(1, from); ; number += 1) {
      try {
        await reportChangesOf(this.db).insertOne({ _id: String(number), reportId, at: isoNow() });
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
  async after(after: number): Promise<ReportChangeDoc[]> {
    const changes: ReportChangeDoc[] = [];
    for (;;) {
      const numbers = Array.from({ length: READ_AHEAD }, (_, i) => after + changes.length + 1 + i);
      const found = await Promise.all(
        numbers.map((number) => reportChangesOf(this.db).findOne({ _id: String(number) })),
      );
      const end = found.indexOf(null);
      changes.push(...(found.slice(0, end === -1 ? found.length : end) as ReportChangeDoc[]));
      if (end !== -1) return changes;
    }
  }

  /** The number of the newest change (0 for none): doubling, then halving, with `_id` reads only. */
  async tail(): Promise<number> {
    const exists = async (number: number) =>
      (await reportChangesOf(this.db).findOne({ _id: String(number) }, { projection: { _id: 1 } })) !== null;
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
 * Records a report written by something other than the API's repository (a script, a test's fixture): the
 * running API processes then show it in their lists.
 */
export async function recordReportChange(db: Db, reportId: string): Promise<number> {
  const feed = new ReportFeed(db);
  return feed.append(reportId, (await feed.tail()) + 1);
}
