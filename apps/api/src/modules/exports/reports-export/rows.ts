// The rows of the reports export (spec 2 §5, §7 createReportsExport): one per report instance that matches
// every filter, built from what the repositories read (the reports of the clients in scope on the chosen
// months, and their clients). Pure: the resolver reads, this decides.
import type { ClientDoc } from "../../../model/clients";
import type { ReportInstanceDoc, ReportStatus } from "../../reports/model";
import { isOverdue, translate } from "../../reports/model";
import { monthEnd } from "../calendar-months";

export interface ReportsExportFilters {
  /** Calendar months, YYYYMM, ascending. */
  months: readonly number[];
  /** Stored statuses to keep; all when empty. */
  statuses: readonly ReportStatus[];
  /** The report template's key; all templates when null. */
  templateKey: string | null;
  /** Region ids (the client's worldRegion); all when empty. */
  regionIds: readonly string[];
  /** Country ids (the client's address country); all when empty. */
  countryIds: readonly string[];
  clientStatuses: readonly string[];
  /** Due dates, yyyymmdd, inclusive; open-ended when null. */
  dueFrom: number | null;
  dueTo: number | null;
  /** Only overdue reports (true), only reports that are not (false), or both (null). */
  overdue: boolean | null;
  today: number;
}

export interface ReportsExportRow {
  reportId: string;
  client: string;
  template: string;
  /** The report's period end, yyyymmdd. */
  period: number;
  due: number;
  status: ReportStatus;
  overdue: boolean;
  reportedBy: string;
  auditedBy: string;
  /** ISO date-time. */
  lastUpdated: string;
}

function clientMatches(client: ClientDoc | undefined, filters: ReportsExportFilters): boolean {
  if (!client) return false;
  if (filters.regionIds.length > 0 && !filters.regionIds.includes(client.worldRegion)) return false;
  if (filters.countryIds.length > 0 && !filters.countryIds.includes(client.address.country)) return false;
  return filters.clientStatuses.length === 0 || filters.clientStatuses.includes(client.status);
}

function reportMatches(report: ReportInstanceDoc, filters: ReportsExportFilters, periods: Set<number>) {
  if (!periods.has(report.context.numeric)) return false;
  if (filters.templateKey !== null && report.config.key !== filters.templateKey) return false;
  if (filters.statuses.length > 0 && !filters.statuses.includes(report.status)) return false;
  if (filters.dueFrom !== null && report.schedule.due < filters.dueFrom) return false;
  if (filters.dueTo !== null && report.schedule.due > filters.dueTo) return false;
  return filters.overdue === null || isOverdue(report, filters.today) === filters.overdue;
}

/** The matching reports as rows, by client, then period, then template. */
export function reportsExportRows(
  reports: readonly ReportInstanceDoc[],
  clients: readonly ClientDoc[],
  filters: ReportsExportFilters,
  language: string,
): ReportsExportRow[] {
  const clientById = new Map(clients.map((client) => [client._id, client]));
  const periods = new Set(filters.months.map(monthEnd));
  const rows = reports
    .filter((report) => clientMatches(clientById.get(report.client._id), filters))
    .filter((report) => reportMatches(report, filters, periods))
    .map((report): ReportsExportRow => ({
      reportId: report._id,
      client: report.client.name,
      template: translate(report.config.name, language, report.config.key),
      period: report.context.numeric,
      due: report.schedule.due,
      status: report.status,
      overdue: isOverdue(report, filters.today),
      reportedBy: report.reportedBy?.fullName ?? "",
      auditedBy: report.auditedBy?.fullName ?? "",
      lastUpdated: report.lastUpdated,
    }));
  return rows.sort(
    (a, b) =>
      a.client.localeCompare(b.client) ||
      a.period - b.period ||
      a.template.localeCompare(b.template) ||
      a.reportId.localeCompare(b.reportId),
  );
}
