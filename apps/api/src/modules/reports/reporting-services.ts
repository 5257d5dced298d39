// What the reporting services (the workflow, the wizard's save, the submission steps) are given: the
// repositories and the audit log of the composition root (app.ts's `services` is one), never a request's
// context, so the GraphQL resolvers and the Excel routes call them alike.
import type { Db } from "mongodb";
import type { AuditLog } from "../audits/repository";
import type { ReportInstanceDoc } from "./model";
import type { ReportingRepository } from "./repository";

/** "covenants: 5 tested, 1 breached, 1 alerted" of a report, for the audit entry of a step that judges it. */
export type CovenantAudit = (
  report: Pick<ReportInstanceDoc, "client" | "context" | "versions">,
) => Promise<string>;

export interface ReportingServices {
  /** Only for the one-time claims of platform/claims.ts (a roll-forward, a note's resolution). */
  db: Db;
  reporting: ReportingRepository;
  audits: Pick<AuditLog, "record">;
  /** The covenant tests' summary (covenants/checks.ts, given by the composition root). */
  covenantAudit: CovenantAudit;
}
