// A page of a report list computed in memory, with the rules of the MongoDB query of repository.ts (filters,
// computed overdue, sort with _id as the last key): the in-memory repository's list, and the MongoDB
// repository's list of one client, whose reports it reads with one top-level equality that FerretDB pushes
// down to SQL (docs/reporting.md, "Performance").
import type { ReportInstanceDoc } from "./model";
import type { ReportQuery } from "./report-query";

function step(value: unknown, part: string): unknown {
  return value === null || value === undefined ? undefined : (value as Record<string, unknown>)[part];
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  return (a as number | string) < (b as number | string) ? -1 : 1;
}

/** The reports in the order of `sort` (a new array). */
export function sortReports(
  reports: readonly ReportInstanceDoc[],
  sort: ReadonlyArray<{ path: string; direction: 1 | -1 }>,
): ReportInstanceDoc[] {
  // Each report's sort keys are read once, not once per comparison: lists of all clients hold tens of
  // thousands of reports.
  const paths = sort.map((entry) => entry.path.split("."));
  const keyed = reports.map((report) => ({
    report,
    keys: paths.map((path) => path.reduce<unknown>(step, report)),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < sort.length; i++) {
      const order = compare(a.keys[i], b.keys[i]) * sort[i]!.direction;
      if (order !== 0) return order;
    }
    return 0;
  });
  return keyed.map((entry) => entry.report);
}

/**
 * One page of a report list, filtered, sorted and paged in memory with the rules of the MongoDB query
 * (repository.ts): used by this repository and by the MongoDB one for a single client's reports.
 */
export function pageOf(
  reports: readonly ReportInstanceDoc[],
  query: ReportQuery,
  sorted = false,
): { results: ReportInstanceDoc[]; total: number } {
  const clients = query.clientIds === "all" ? null : new Set(query.clientIds);
  const pattern = query.text ? new RegExp(query.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i") : null;
  const matches = reports.filter((report) => {
    if (clients && !clients.has(report.client._id)) return false;
    if (query.configKeys && !query.configKeys.includes(report.config.key)) return false;
    if (query.statuses && query.statuses.length > 0) {
      const overdue = report.status === "created" && report.schedule.due < query.today;
      const status = overdue ? "overdue" : report.status;
      if (!query.statuses.includes(status)) return false;
    }
    if (pattern) {
      const texts = [
        report.client.name,
        report.client.officialName,
        report.config.name.en,
        report.context.text,
        report.status,
      ];
      if (!texts.some((text) => pattern.test(text))) return false;
    }
    return true;
  });
  const ordered = sorted ? matches : sortReports(matches, [...query.sort, { path: "_id", direction: 1 }]);
  return { results: ordered.slice(query.skip, query.skip + query.limit), total: matches.length };
}
