// Coded values that screens list and test: report statuses, waiver types, client statuses, institutional forms,
// profit profiles and reporting scales, reporting periodicities. A module of its own (no schema library), so that screens import them without the rest of the
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

/** A client's legal form (spec 3 §3). */
export const INSTITUTIONAL_FORMS = ["Bank", "NBFI", "NGO", "Credit Union / SACCO", "Other"] as const;

/** Whether a client works for profit (spec 3 §3). */
export const PROFIT_PROFILES = ["profit", "nonprofit"] as const;

/** Reporting scales a client may be configured with (spec 3 §3): its values are typed in units of 1/scale. */
export const CLIENT_SCALES = [1, 100, 1000, 10000, 100000, 1000000, 10000000] as const;
