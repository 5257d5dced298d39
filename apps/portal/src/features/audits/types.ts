// Shapes of the audit log answers, named as the API's SDL names them (apps/api/src/modules/audits/schema.ts).
import type { PageInfo } from "../../api/types";

export interface AuditEntry {
  _id: string;
  user: { _id?: string | null; fullName: string };
  description: string;
  text: string;
  /** An ISO timestamp. */
  date: string;
}

export interface AuditPage {
  results: AuditEntry[];
  pageInfo: PageInfo;
}

/** What the API's DateRange takes: ISO timestamps, either end open. */
export interface AuditRange {
  from?: string;
  to?: string;
}
