// The audit log's react-query keys.
import type { AuditRange } from "./types";

export const auditKeys = {
  page: (filter: string, range: AuditRange | null, page: number) => ["audits", filter, range, page] as const,
};
