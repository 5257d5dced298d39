// The reports export's sheet: a header block, frozen headings, one row per report with its status coloured
// as in the portal (docs/exports.md, "Reports export").
import type ExcelJS from "exceljs";
import { excelDate } from "../calendar-months";
import type { ColumnSpec } from "../../../platform/sheet";
import {
  DATE_FORMAT,
  freezeBelow,
  generatedAtLabel,
  headerBlock,
  headingRow,
  headingRowOf,
  safeText,
  setColumns,
  statusFill,
  statusFont,
  writeRow,
} from "../../../platform/sheet";
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
  generatedAt: Date;
}

/** Writes the Reports sheet and commits it. */
export async function writeReportsSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  header: ReportsSheetHeader,
  rows: readonly ReportsExportRow[],
): Promise<void> {
  const lines: Array<[string, string]> = [
    ["For", header.forWhom],
    ["Periods", header.periods],
    ["Filters", header.filters],
    ["Reports", String(rows.length)],
    ["Generated at", generatedAtLabel(header.generatedAt)],
  ];
  const sheet = workbook.addWorksheet(REPORTS_SHEET, freezeBelow(headingRowOf(lines) + 1));
  setColumns(sheet, REPORTS_COLUMNS);
  let next = headingRow(sheet, headerBlock(sheet, "Reports export", lines), REPORTS_COLUMNS);
  for (const report of rows) {
    const shown = report.overdue ? "overdue" : report.status;
    const values = [
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
    writeRow(sheet, next++, values, (row) => {
      const status = row.getCell(STATUS_COLUMN);
      const fill = statusFill(shown);
      if (fill) status.fill = fill;
      status.font = statusFont(shown);
    });
  }
  sheet.commit();
}
