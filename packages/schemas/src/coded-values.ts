// Coded values that screens list and test: report statuses, waiver types, client statuses and reporting
// periodicities. A module of its own (no schema library), so that screens import them without the rest of the
// package: `@ledgerline/schemas/coded-values`. The schemas (reporting.ts, covenants.ts, client.ts,
// investment.ts) build their enums from these lists.

/** Statuses stored on a report instance. "overdue" is not stored: it is a created report past its due date. */
export const REPORT_STATUSES = [
  "created",
  "in_progress",
  "submitted",
  "in_review",
  "rejected",
  "approved",
] as const;

/** DISABLE switches a covenant off; REPLACE tests another covenant; ALTER changes the limits. */
export const WAIVER_TYPES = ["DISABLE", "REPLACE", "ALTER"] as const;

/** A client's status; "removed" is what removing a client sets, so the client form offers the other three. */
export const CLIENT_STATUSES = ["active", "workout", "inactive", "removed"] as const;

/** How often an investment is reported on. */
export const REPORTING_PERIODICITIES = ["monthly", "quarterly", "not required"] as const;
