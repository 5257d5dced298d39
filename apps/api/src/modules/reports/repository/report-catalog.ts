// Every report instance, kept in the API process (platform/kept-collection.ts) for the lists: a client's
// reports, the provider's reports filtered and sorted, the reminder round, exports by period, the covenant
// monitor's report periods and the wizard's earlier open reports. Every writer of a report records it in the
// report change feed (`reportChanges`) through `changed` (docs/architecture.md, "Kept in the process").
import type { Db } from "mongodb";
import { KEPT_RELOAD_MS, KeptCollection } from "../../../platform/kept-collection";
import type { ReportInstanceDoc } from "../model";

/** The report change feed's collection. */
export const REPORT_CHANGES = "reportChanges";

/** What a list holds of a report: everything but its notes and rejections (read by `_id` where shown). */
export const CATALOG_PROJECTION = { notes: 0, rejections: 0 } as const;

export class ReportCatalog extends KeptCollection<ReportInstanceDoc> {
  constructor(db: Db, reloadMs = KEPT_RELOAD_MS) {
    super(db, {
      collection: "reportInstances",
      feed: REPORT_CHANGES,
      projection: CATALOG_PROJECTION,
      groupOf: (report) => report.client._id,
      reloadMs,
    });
  }

  /** The client's reports, in no order. */
  ofClient(clientId: string): Promise<ReportInstanceDoc[]> {
    return this.ofGroup(clientId);
  }
}
