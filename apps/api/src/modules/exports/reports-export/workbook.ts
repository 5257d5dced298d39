// The reports export's sheet: a header block, frozen headings, one row per report with its status coloured
// as in the portal (docs/exports.md, "Reports export").
import { excelDate } from "../calendar-months";
import type { ColumnSpec } from "../../../platform/sheet";
import { DATE_FORMAT, safeText, statusFill, statusFont } from "../../../platform/sheet";
import type { ExportSheet } from "../pipeline/sheets";
import { tableSheet } from "../pipeline/sheets";
import type { ReportsExportRow } from "./rows";

export const REPORTS_SHEET = "Reports";

const MONTH_FORMAT = "mmm yyyy";

export const REPORTS_COLUMNS: ColumnSpec[] = [
  { header: "Client", width: 34 },
  { header: "Template", width: 34 },
  { header: "Period", width: 12, numFmt: MONTH_FORMAT },
  { header: "Due date", width: 14, numFmt: DATE_FORMAT },
  { header: "Status", width: 14 },
  { header: "Overdue", width: 10 },
  { header: "Reported by", width: 24 },
  { header: "Audited by", width: 24 },
  { header: "Last updated", width: 18, numFmt: `${DATE_FORMAT} hh:mm` },
];

const STATUS_COLUMN = 5;

/** Status texts as the portal shows them. */
const STATUS_TEXT: Record<string, string> = {
  created: "Created",
  overdue: "Overdue",
  in_progress: "In progress",
  submitted: "Submitted",
  in_review: "In review",
  rejected: "Rejected",
  approved: "Approved",
};

export interface ReportsSheetHeader {
  /** Who the export is for: the chosen clients, or the caller's scope. */
  forWhom: string;
  periods: string;
  /** The filters chosen besides clients and periods, as one line. */
  filters: string;
}

/** The status a row shows: overdue for a created report past due, else the stored one. */
function shownStatus(report: ReportsExportRow): string {
  return report.overdue ? "overdue" : report.status;
}

export function reportsSheet(header: ReportsSheetHeader, rows: readonly ReportsExportRow[]): ExportSheet {
  return tableSheet({
    name: REPORTS_SHEET,
    title: "Reports export",
    lines: [
      ["For", header.forWhom],
      ["Periods", header.periods],
      ["Filters", header.filters],
      ["Reports", String(rows.length)],
    ],
    columns: REPORTS_COLUMNS,
    rows,
    cells: (report) => {
      const shown = shownStatus(report);
      return [
        safeText(report.client),
        safeText(report.template),
        excelDate(report.period),
        excelDate(report.due),
        STATUS_TEXT[shown] ?? shown,
        report.overdue ? "Yes" : "No",
        safeText(report.reportedBy),
        safeText(report.auditedBy),
        new Date(report.lastUpdated),
      ];
    },
    decorate: (written, report) => {
      const shown = shownStatus(report);
      const status = written.getCell(STATUS_COLUMN);
      const fill = statusFill(shown);
      if (fill) status.fill = fill;
      status.font = statusFont(shown);
    },
  });
}
