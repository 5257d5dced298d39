// The look every export shares (docs/exports.md, "Sheet conventions"): a header block saying what the sheet
// is, frozen headings, set widths, number formats with thousands separators, the portal's status colours, and
// text that Excel never reads as a formula.
import type ExcelJS from "exceljs";
import type { FieldSettings } from "@ledgerline/schemas";

/** The media type of every .xlsx the API sends. */
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A sheet of a streaming workbook or of an in-memory one: the helpers use what both have. */
type Sheet = ExcelJS.Worksheet;

/**
 * Writes the title (bold) and one row per label and value (what, for whom, periods, currency, scale,
 * generated at), then leaves a blank row. Returns the number of the next free row.
 */
export function headerBlock(
  sheet: Sheet,
  title: string,
  lines: Array<[label: string, value: string]>,
): number {
  const titleRow = sheet.getRow(1);
  titleRow.getCell(1).value = safeText(title);
  titleRow.font = { bold: true, size: 14 };
  titleRow.commit();
  lines.forEach(([label, value], index) => {
    const row = sheet.getRow(index + 2);
    row.getCell(1).value = safeText(label);
    row.getCell(1).font = { bold: true };
    row.getCell(2).value = safeText(value);
    row.commit();
  });
  return headingRowOf(lines);
}

/** The row headerBlock returns for these lines: where the column headings go. */
export function headingRowOf(lines: readonly unknown[]): number {
  return lines.length + 3;
}

/**
 * addWorksheet options that keep the rows above `row` (the header block and the column headings) and the
 * first `columns` columns in view. Given when the sheet is added: a streamed sheet writes its views as it is
 * created, so setting them later has no effect.
 */
export function freezeBelow(row: number, columns = 0): Partial<ExcelJS.AddWorksheetOptions> {
  return { views: [{ state: "frozen", xSplit: columns, ySplit: row - 1 }] };
}

export interface ColumnSpec {
  header: string;
  width: number;
  numFmt?: string;
}

/**
 * Sets the widths and number formats of the columns. The headings are not written here: the header block
 * comes first, so the caller writes them with `headingRow` on the row headerBlock returned.
 */
export function setColumns(sheet: Sheet, columns: ColumnSpec[]): void {
  sheet.columns = columns.map(({ width, numFmt }) => ({ width, ...(numFmt ? { style: { numFmt } } : {}) }));
}

/** Writes the column headings (bold, bottom border) on `row`; returns the first data row. */
export function headingRow(sheet: Sheet, row: number, columns: ColumnSpec[]): number {
  const heading = sheet.getRow(row);
  columns.forEach(({ header }, index) => {
    const cell = heading.getCell(index + 1);
    cell.value = safeText(header);
    cell.font = { bold: true };
    cell.border = { bottom: { style: "thin" } };
  });
  heading.commit();
  return row + 1;
}

/**
 * Writes one data row from column 1 on and commits it (a streamed sheet keeps only uncommitted rows in
 * memory); `decorate` styles its cells first, e.g. a status fill.
 */
export function writeRow(
  sheet: Sheet,
  rowNumber: number,
  values: readonly ExcelJS.CellValue[],
  decorate?: (row: ExcelJS.Row) => void,
): void {
  const row = sheet.getRow(rowNumber);
  values.forEach((value, index) => {
    row.getCell(index + 1).value = value;
  });
  decorate?.(row);
  row.commit();
}

/** The header block's "Generated at" value: minutes, UTC, said so. */
export function generatedAtLabel(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** Dates as the screens show them (spec 3 §9: DD/MMM/YYYY), on real Excel dates. */
export const DATE_FORMAT = "dd/mmm/yyyy";

/** '#,##0' or '#,##0.00': thousands separators and the field's decimals. */
export function amountFormat(decimals: number): string {
  return decimals > 0 ? `#,##0.${"0".repeat(decimals)}` : "#,##0";
}

/** '0%' or '0.00%': the cell holds the fraction (0.125 shows as 12.50%). */
export function percentFormat(decimals: number): string {
  return decimals > 0 ? `0.${"0".repeat(decimals)}%` : "0%";
}

export type NumericUnit = NonNullable<FieldSettings["unit"]>;

/** How a form field's percentages sit in their cells: as the fraction (0.125) or as the percent (12.5). */
export type PercentCells = "fraction" | "percent";

/**
 * The number format of a form field's value cells, as the form renderer shows the value: the field's
 * `settings.decimals` (two when unset: Excel cannot trim zeros the way the screens do) and, for a numeric
 * field, its unit after the number as quoted text, so the cell keeps the bare number the upload reads back.
 * `unitWord` gives the unit in the workbook's language.
 */
export function fieldNumberFormat(
  type: string,
  settings: Pick<FieldSettings, "decimals" | "unit"> | undefined,
  percentCells: PercentCells,
  unitWord: (unit: NumericUnit) => string,
): string | undefined {
  const decimals = settings?.decimals ?? 2;
  if (type === "percentual")
    return percentCells === "fraction" ? percentFormat(decimals) : `${amountFormat(decimals)}" %"`;
  if (type === "currency") return amountFormat(decimals);
  if (type !== "numeric") return undefined;
  const unit = settings?.unit;
  return unit ? `${amountFormat(decimals)}" ${unitWord(unit).replace(/"/g, "")}"` : amountFormat(decimals);
}

/** The portal's status colours (apps/portal/src/features/reports/status.ts, spec 2 §9), as ARGB. */
const STATUS_ARGB: Record<string, string> = {
  rejected: "FFE62633",
  approved: "FF93BB36",
  submitted: "FFF19836",
  in_progress: "FF535353",
  in_review: "FF535353",
  created: "FF12B6CF",
  overdue: "FFE62633",
};

/** The text colours the portal puts on them, for contrast. */
const STATUS_TEXT_ARGB: Record<string, string> = {
  in_progress: "FFFFFFFF",
  in_review: "FFFFFFFF",
};

/** The fill of a status cell, or undefined for a status without a colour. */
export function statusFill(status: string): ExcelJS.Fill | undefined {
  const argb = STATUS_ARGB[status];
  return argb ? { type: "pattern", pattern: "solid", fgColor: { argb } } : undefined;
}

/** The font colour that reads on statusFill(status). */
export function statusFont(status: string): Partial<ExcelJS.Font> {
  return { color: { argb: STATUS_TEXT_ARGB[status] ?? "FF000000" } };
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text as a cell value that is never read as a formula: text starting with =, +, -, @ (or a tab or carriage
 * return) gets a leading apostrophe (OWASP's advice on formula injection). exceljs writes strings as strings,
 * but a client's name such as "=HYPERLINK(…)" would run once a person edits the cell or saves the sheet as CSV.
 */
export function safeText(value: string | null | undefined): string {
  const text = value ?? "";
  return FORMULA_START.test(text) ? `'${text}` : text;
}
