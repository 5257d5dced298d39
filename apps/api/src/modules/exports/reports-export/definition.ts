// The reports export (spec 2 §7 createReportsExport; docs/exports.md, "Reports export") on the export
// pipeline: its input, the reports of the chosen months for the clients in scope that match every filter,
// and its one sheet.
import { formatDateNumber } from "@ledgerline/schemas";
import type { MutationCreateReportsExportArgs } from "../../../generated/graphql";
import type { ReportingRepository } from "../../reports/repository";
import { monthEnd, monthSpan, monthsLabel } from "../calendar-months";
import type { ExportAudience } from "../export-clients";
import { exportAudience } from "../export-clients";
import type { ExportDefinition } from "../pipeline/definition";
import { filtersLabel } from "../pipeline/sheets";
import type { ReportsExportInput } from "./input";
import { readReportsExportInput } from "./input";
import type { ReportsExportRow } from "./rows";
import { reportsExportRows } from "./rows";
import { reportsSheet } from "./workbook";

interface ReportsExportServices {
  reporting: ReportingRepository;
}

interface ReportsExportData {
  audience: ExportAudience;
  rows: ReportsExportRow[];
}

/** A due date of the filter as people write it (2025-01-10); an open end as "…". */
function dueDateLabel(date: number | null): string {
  return date === null ? "…" : formatDateNumber(date);
}

function filtersLine(input: ReportsExportInput): string {
  return filtersLabel([
    input.templateKey ? `template ${input.templateKey}` : "",
    input.statuses.length > 0 ? `statuses ${input.statuses.join(", ")}` : "",
    input.regionIds.length > 0 ? `${input.regionIds.length} regions` : "",
    input.countryIds.length > 0 ? `${input.countryIds.length} countries` : "",
    input.clientStatuses.length > 0 ? `client status ${input.clientStatuses.join(", ")}` : "",
    input.dueFrom !== null || input.dueTo !== null
      ? `due ${dueDateLabel(input.dueFrom)} to ${dueDateLabel(input.dueTo)}`
      : "",
    input.overdue === null ? "" : input.overdue ? "overdue only" : "not overdue",
  ]);
}

export const reportsExport: ExportDefinition<
  MutationCreateReportsExportArgs,
  ReportsExportInput,
  ReportsExportData,
  ReportsExportServices
> = {
  action: "createReportsExport",
  description: "Reports exported",
  read: async (args, { services, today }) =>
    readReportsExportInput(args, await services.reporting.templates(), today),
  async collect(input, { services: { reporting }, access, today, language }) {
    const audience = await exportAudience(access, reporting, input.clients);
    const reports = await reporting.reportsOnPeriods(audience.clientIds, input.months.map(monthEnd));
    const clients = await reporting.clientsByIds([...new Set(reports.map((report) => report.client._id))]);
    return { audience, rows: reportsExportRows(reports, clients, { ...input, today }, language) };
  },
  file: ({ audience, rows }, input) => ({
    name: ["reports", audience.fileKey, monthSpan(input.months)],
    sheets: [
      reportsSheet(
        { forWhom: audience.forWhom, periods: monthsLabel(input.months), filters: filtersLine(input) },
        rows,
      ),
    ],
    contents: `${rows.length} reports`,
  }),
};
