// Shapes of the audit log answers, named as the API's SDL names them (apps/api/src/modules/audits/schema.ts).
import type { AuditsQuery, DateRange } from "../../api/generated/operations";

export type AuditPage = AuditsQuery["audits"];
/** date: an ISO timestamp. */
export type AuditEntry = AuditPage["results"][number];

/** What the API's DateRange takes: ISO timestamps, either end open. */
export type AuditRange = DateRange;
