// A page of a report list computed in memory (filters, computed overdue, sort with _id as the last key): the
// lists of both repositories, the MongoDB one over its report catalog (report-catalog.ts) and the benchmark's
// in-memory anchor (docs/reporting.md, "Performance").
import type { ReportInstanceDoc } from "./model";
import { sortByPaths } from "../../platform/sort-by-paths";
import type { ReportQuery } from "./report-query";

/**
 * One page of a report list, filtered, sorted and paged in memory; `sorted` when the reports are in the
 * query's order already (a kept order of every report).
 */
export function pageOf(
  reports: readonly ReportInstanceDoc[],
  query: ReportQuery,
  sorted = false,
): { results: ReportInstanceDoc[]; total: number } {
  const matches = matcher(query);
  if (!sorted) {
    const selected = matches ? reports.filter(matches) : [...reports];
    const ordered = sortByPaths(selected, [...query.sort, { path: "_id", direction: 1 }]);
    return { results: ordered.slice(query.skip, query.skip + query.limit), total: selected.length };
  }
  // Already in order (every report of the portfolio): count the matches and keep only the page's, rather
  // than copying tens of thousands of reports per request.
  if (!matches)
    return { results: reports.slice(query.skip, query.skip + query.limit), total: reports.length };
  const results: ReportInstanceDoc[] = [];
  let total = 0;
  for (const report of reports) {
    if (!matches(report)) continue;
    if (total >= query.skip && results.length < query.limit) results.push(report);
    total += 1;
  }
  return { results, total };
}

/** The query's filters as one test, or null when it has none. */
function matcher(query: ReportQuery): ((report: ReportInstanceDoc) => boolean) | null {
  const clients = query.clientIds === "all" ? null : new Set(query.clientIds);
  const pattern = query.text ? new RegExp(query.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i") : null;
  const statuses = query.statuses && query.statuses.length > 0 ? query.statuses : null;
  if (!clients && !query.configKeys && !statuses && !pattern) return null;
  return (report) => {
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
}
