// A page of a report list computed in memory (filters, computed overdue, sort with _id as the last key): the
// lists of both repositories, the MongoDB one over its report catalog (report-catalog.ts) and the benchmark's
// in-memory anchor (docs/reporting.md, "Performance").
import type { ReportInstanceDoc } from "./model";
import { sortByPaths } from "../../platform/sort-by-paths";
import type { ReportQuery } from "./report-query";

/** One page of a report list, filtered, sorted and paged in memory. */
export function pageOf(
  reports: readonly ReportInstanceDoc[],
  query: ReportQuery,
): { results: ReportInstanceDoc[]; total: number } {
  const filter = reportFilter(query);
  const selected = filter ? reports.filter(filter.matches) : [...reports];
  return pageIn(sortByPaths(selected, [...query.sort, { path: "_id", direction: 1 }]), query);
}

/** The query's page of reports already filtered and in its order (a kept list: kept-collection.ts). */
export function pageIn(
  selected: readonly ReportInstanceDoc[],
  query: Pick<ReportQuery, "skip" | "limit">,
): { results: ReportInstanceDoc[]; total: number } {
  return { results: selected.slice(query.skip, query.skip + query.limit), total: selected.length };
}

/**
 * The query's filters as one test, with a name that is the same exactly when the test is (the filter's
 * values), or null when it has none.
 */
export function reportFilter(
  query: ReportQuery,
): { name: string; matches: (report: ReportInstanceDoc) => boolean } | null {
  const clients = query.clientIds === "all" ? null : new Set(query.clientIds);
  const pattern = query.text ? new RegExp(query.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i") : null;
  const statuses = query.statuses && query.statuses.length > 0 ? query.statuses : null;
  if (!clients && !query.configKeys && !statuses && !pattern) return null;
  const name = JSON.stringify([
    clients ? [...clients].sort() : null,
    query.configKeys ? [...query.configKeys].sort() : null,
    // "overdue" and "created" depend on the day.
    statuses ? [[...statuses].sort(), query.today] : null,
    query.text ?? null,
  ]);
  const matches = (report: ReportInstanceDoc) => {
    if (clients && !clients.has(report.client._id)) return false;
    if (query.configKeys && !query.configKeys.includes(report.config.key)) return false;
    if (statuses) {
      const overdue = report.status === "created" && report.schedule.due < query.today;
      const status = overdue ? "overdue" : report.status;
      if (!statuses.includes(status)) return false;
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
  };
  return { name, matches };
}
