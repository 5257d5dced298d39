// Every report instance, held in the API process for the lists (a client's reports, the provider's reports
// filtered and sorted, the reminder round, exports by period, the covenant monitor) and kept in step with the
// database through the report change feed (`reportChanges`, platform/change-feed.ts). On FerretDB 1.24 any read of reports other than by `_id` reads the
// whole collection; here it is read once, at the first list, and afterwards a list costs one `_id` read (the
// feed's next number, usually not there yet) plus the reports that changed since, in whatever process they
// changed (docs/architecture.md, "Report lists").
import type { Db } from "mongodb";
import { ChangeFeed } from "../../platform/change-feed";
import type { ReportInstanceDoc } from "./model";
import { sortReports } from "./report-page";

/** The report change feed's collection. */
export const REPORT_CHANGES = "reportChanges";

/** What a list holds of a report: everything but its notes and rejections (read by `_id` where shown). */
const LISTED = { projection: { notes: 0, rejections: 0 } } as const;

/**
 * The whole catalog is read again this often, in the background: it mends a report written by a process
 * that stopped between the write and its feed entry (the one write the feed can miss).
 */
export const CATALOG_RELOAD_MS = 60 * 60 * 1000;

type Order = ReadonlyArray<{ path: string; direction: 1 | -1 }>;

export class ReportCatalog {
  private readonly feed: ChangeFeed;
  private reports = new Map<string, ReportInstanceDoc>();
  /** The feed's number up to which `reports` has followed it. */
  private applied = 0;
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  private catchingUp: Promise<void> | null = null;
  private reloading = false;
  /** The latest read started of each report being taken in: only its answer is kept. */
  private readonly taking = new Map<string, number>();
  private tickets = 0;
  /** The reports in each order asked for, until the next change. */
  private readonly orders = new Map<string, ReportInstanceDoc[]>();
  /** Each client's reports by `_id`. */
  private byClient = new Map<string, Map<string, ReportInstanceDoc>>();

  constructor(
    private readonly db: Db,
    private readonly reloadMs = CATALOG_RELOAD_MS,
  ) {
    this.feed = new ChangeFeed(db, REPORT_CHANGES);
  }

  private get collection() {
    return this.db.collection<ReportInstanceDoc>("reportInstances");
  }

  /** Every report as of now: loaded at the first call, then caught up with the feed. */
  async all(): Promise<ReadonlyMap<string, ReportInstanceDoc>> {
    if (this.loadedAt === 0) {
      this.loading ??= this.load().finally(() => (this.loading = null));
      await this.loading;
    } else {
      await this.catchUp();
      if (!this.reloading && Date.now() - this.loadedAt > this.reloadMs) void this.reload();
    }
    return this.reports;
  }

  /** The client's reports, in no order. */
  async ofClient(clientId: string): Promise<ReportInstanceDoc[]> {
    await this.all();
    return [...(this.byClient.get(clientId)?.values() ?? [])];
  }

  /** Every report, in the order given (sorted once per order until the next change). */
  async sorted(order: Order): Promise<readonly ReportInstanceDoc[]> {
    const reports = await this.all();
    const key = order.map((entry) => `${entry.path}:${entry.direction}`).join(",");
    let sorted = this.orders.get(key);
    if (!sorted) {
      sorted = sortReports([...reports.values()], order);
      this.orders.set(key, sorted);
    }
    return sorted;
  }

  /**
   * Records that the report was written (created, changed or deleted) and takes the change in at once, so
   * that the writer's next list shows it; other processes take it in at their next list.
   */
  async changed(reportId: string): Promise<void> {
    await this.feed.record(reportId, this.applied);
    if (this.loadedAt !== 0) await this.take(reportId);
  }

  private async load(): Promise<void> {
    // The feed's tail first: a report written during the read below has a later entry, taken in after it.
    const tail = await this.feed.tail();
    this.fill(await this.collection.find({}, LISTED).toArray());
    this.applied = tail;
    this.loadedAt = Date.now();
    await this.catchUp();
  }

  private async reload(): Promise<void> {
    this.reloading = true;
    try {
      const from = this.applied;
      const reports = await this.collection.find({}, LISTED).toArray();
      while (this.catchingUp) await this.catchingUp;
      // Entries after `from` were taken in by the maps now replaced: the catch-up below takes them in again.
      this.fill(reports);
      this.applied = from;
      this.loadedAt = Date.now();
      await this.catchUp();
    } finally {
      this.reloading = false;
    }
  }

  private catchUp(): Promise<void> {
    // Concurrent lists share one catch-up: each waits for the feed's reads to come back once.
    this.catchingUp ??= (async () => {
      try {
        const changes = await this.feed.after(this.applied);
        const reportIds = [...new Set(changes.map((change) => change.documentId))];
        await Promise.all(reportIds.map((reportId) => this.take(reportId)));
        if (changes.length > 0) this.applied = Number(changes.at(-1)!._id);
      } finally {
        this.catchingUp = null;
      }
    })();
    return this.catchingUp;
  }

  /** Reads the report as it is now and puts it in (or takes it out, when deleted). */
  private async take(reportId: string): Promise<void> {
    // Two reads of one report may overlap (a write here while catching up with another's): the later one
    // started sees the later state, so an earlier one answering last must not overwrite it.
    const ticket = ++this.tickets;
    this.taking.set(reportId, ticket);
    const report = await this.collection.findOne({ _id: reportId }, LISTED);
    if (this.taking.get(reportId) !== ticket) return;
    this.taking.delete(reportId);
    const before = this.reports.get(reportId);
    if (before) this.byClient.get(before.client._id)?.delete(reportId);
    if (report) {
      this.reports.set(reportId, report);
      this.clientReports(report.client._id).set(reportId, report);
    } else this.reports.delete(reportId);
    this.orders.clear();
  }

  private fill(reports: readonly ReportInstanceDoc[]): void {
    this.reports = new Map(reports.map((report) => [report._id, report]));
    this.byClient = new Map();
    for (const report of reports) this.clientReports(report.client._id).set(report._id, report);
    this.orders.clear();
  }

  private clientReports(clientId: string): Map<string, ReportInstanceDoc> {
    let reports = this.byClient.get(clientId);
    if (!reports) this.byClient.set(clientId, (reports = new Map()));
    return reports;
  }
}
