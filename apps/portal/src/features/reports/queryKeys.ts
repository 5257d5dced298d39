// The reports' react-query keys. `all` is the prefix of every report grid (the reports pages, the report
// administration and the dashboards): a report that changes status anywhere refreshes them all.

/** What one page of a report grid depends on. */
interface ReportGridPage {
  list: "reports" | "adminReports";
  clientId: string | null;
  reportKey: string | null;
  language: string;
  filter: string;
  page: number;
  pageSize: number;
  sort: readonly { field: string; direction: string }[];
  /** Bumped by the grid's owner to load the page again (after a report was created). */
  refresh: number;
}

export const reportKeys = {
  all: ["reports"] as const,
  page: (grid: ReportGridPage) =>
    [
      ...reportKeys.all,
      grid.list,
      grid.clientId,
      grid.reportKey,
      grid.language,
      grid.filter,
      grid.page,
      grid.pageSize,
      grid.sort,
      grid.refresh,
    ] as const,
};
