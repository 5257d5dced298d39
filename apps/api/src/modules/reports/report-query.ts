// What a report list asks for (filters, sort, page), shared by the repositories that answer it
// (repository.ts, memory-repository.ts, report-page.ts) and the resolvers that build it.
export const SORT_FIELDS = {
  "context.numeric": "context.numeric",
  numeric: "context.numeric",
  period: "context.numeric",
  "schedule.due": "schedule.due",
  due: "schedule.due",
  dueDate: "schedule.due",
  "config.name": "config.name.en",
  name: "config.name.en",
  template: "config.name.en",
  client: "client.name",
  "client.name": "client.name",
  status: "status",
  lastUpdated: "lastUpdated",
  reportedBy: "reportedBy.fullName",
  auditedBy: "auditedBy.fullName",
} as const;
export type SortPath = (typeof SORT_FIELDS)[keyof typeof SORT_FIELDS];

/** Default order of report lists (spec 2 §2): period descending, due date descending, name ascending. */
export const DEFAULT_SORT: ReadonlyArray<{ path: SortPath; direction: 1 | -1 }> = [
  { path: "context.numeric", direction: -1 },
  { path: "schedule.due", direction: -1 },
  { path: "config.name.en", direction: 1 },
];

export interface ReportQuery {
  /** The clients whose reports may be listed; "all" for users who see every client. */
  clientIds: readonly string[] | "all";
  configKeys?: readonly string[];
  /** Stored statuses, plus "overdue" (created and past due); "created" then means created and not overdue. */
  statuses?: readonly string[];
  text?: string;
  today: number;
  sort: ReadonlyArray<{ path: SortPath; direction: 1 | -1 }>;
  skip: number;
  limit: number;
}
