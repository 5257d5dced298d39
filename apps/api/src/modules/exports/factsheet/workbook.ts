// The factsheet's sheets (docs/exports.md, "Client factsheet export"): one per form config and currency, the
// form's fields down, a column per client and period across, then the summary columns of a multi-client
// export. Values are numbers in display units with the field's format; formulas are written as their values.
import type ExcelJS from "exceljs";
import { templateTexts } from "../../excel/template-texts";
import { translate } from "../../reports/model";
import { excelDate } from "../calendar-months";
import { DATE_FORMAT, fieldNumberFormat, safeText } from "../../../platform/sheet";
import type { ExportSheet } from "../pipeline/sheets";
import type { ClientValues, FactsheetForm, FactsheetValue } from "./data";
import type { FactsheetPeriod, SummaryType } from "./request";

/** Excel's last column (XFD). */
export const MAX_COLUMNS = 16384;
const LABEL_WIDTH = 48;
const VALUE_WIDTH = 16;
const SHEET_NAME_LENGTH = 31;

export interface FactsheetHeader {
  forWhom: string;
  periods: readonly FactsheetPeriod[];
  periodType: "c" | "f";
  scale: number;
  /** Which report statuses' data the values come from. */
  data: string;
  language: string;
}

export interface FactsheetSheet {
  form: FactsheetForm;
  currency: string;
  /** The clients the form applies to, in column order. */
  clients: readonly ClientValues[];
}

/** A sheet name Excel accepts (31 characters, none of []:*?/\), unique within the workbook. */
export function sheetName(formName: string, currency: string, withCurrency: boolean, taken: Set<string>) {
  const suffix = withCurrency ? ` ${currency}` : "";
  const base = formName.replace(/[[\]:*?/\\]/g, " ").slice(0, SHEET_NAME_LENGTH - suffix.length) + suffix;
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++)
    name = `${base.slice(0, SHEET_NAME_LENGTH - String(n).length - 1)}~${n}`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * The summary of one row and period across clients: values that are numbers only, empty cells ignored (as
 * the formula functions sum and mean do); null when no client has a number. Percentages are averaged even
 * under SUM: a sum of ratios means nothing.
 */
export function summaryOf(
  values: readonly FactsheetValue[],
  summary: SummaryType,
  percentual: boolean,
): number | null {
  const numbers = values.filter((value): value is number => typeof value === "number");
  if (numbers.length === 0) return null;
  const total = numbers.reduce((sum, value) => sum + value, 0);
  return summary === "AVG" || percentual ? total / numbers.length : total;
}

function cellValue(value: FactsheetValue): ExcelJS.CellValue {
  if (typeof value === "string") return safeText(value);
  return value;
}

/**
 * One form × currency sheet: the form's fields down, a column per client and period across (two heading
 * rows: client, period), the label column and the headings kept in view.
 */
export function factsheetSheet(
  name: string,
  sheet: FactsheetSheet,
  header: FactsheetHeader,
  summary: SummaryType | null,
): ExportSheet {
  const { form, currency, clients } = sheet;
  const periods = header.periods;
  const valueColumns = clients.length * periods.length + (summary ? periods.length : 0);
  return {
    name,
    title: `Client factsheet: ${translate(form.form.name, header.language, form.form.key)}`,
    lines: [
      ["For", header.forWhom],
      [
        "Periods",
        `${periods.map((period) => period.label).join(", ")} (${header.periodType === "c" ? "calendar" : "financial"})`,
      ],
      ["Currency", currency],
      ["Scale", header.scale === 1 ? "1 (full units)" : `1/${header.scale} (currency amounts)`],
      ["Data", header.data],
    ],
    columns: [
      { header: "", width: LABEL_WIDTH },
      ...Array.from({ length: valueColumns }, () => ({ header: "", width: VALUE_WIDTH })),
    ],
    headingRows: 2,
    frozenColumns: 1,
    writeBody: (worksheet, clientRow) => {
      writeHeadings(worksheet, clientRow, sheet, periods, summary);
      writeValueRows(worksheet, clientRow + 2, sheet, header, summary);
    },
  };
}

/** The two heading rows: the client (or the summary) over each of its periods. */
function writeHeadings(
  worksheet: ExcelJS.Worksheet,
  clientRow: number,
  { clients }: FactsheetSheet,
  periods: readonly FactsheetPeriod[],
  summary: SummaryType | null,
): void {
  const clientHeading = worksheet.getRow(clientRow);
  const periodHeading = worksheet.getRow(clientRow + 1);
  clientHeading.getCell(1).value = "Client";
  periodHeading.getCell(1).value = "Period";
  let column = 2;
  const headings = [
    ...clients.map((entry) => safeText(entry.client.name)),
    ...(summary ? [summary === "SUM" ? "Sum" : "Average"] : []),
  ];
  for (const heading of headings)
    for (const period of periods) {
      clientHeading.getCell(column).value = heading;
      periodHeading.getCell(column).value = period.label;
      column++;
    }
  for (const row of [clientHeading, periodHeading]) {
    row.font = { bold: true };
    row.getCell(1).border = {};
  }
  periodHeading.eachCell((cell) => (cell.border = { bottom: { style: "thin" } }));
  clientHeading.commit();
  periodHeading.commit();
}

/** A row per field of the form: its label indented by depth, then its values and summaries, committed. */
function writeValueRows(
  worksheet: ExcelJS.Worksheet,
  firstDataRow: number,
  { form, currency, clients }: FactsheetSheet,
  header: FactsheetHeader,
  summary: SummaryType | null,
): void {
  const { units } = templateTexts(header.language);
  const periods = header.periods;
  const columns = clients.map((entry) => entry.values.get(form.form.key)!.get(currency)!);
  form.rows.forEach(({ field, depth }, index) => {
    const row = worksheet.getRow(firstDataRow + index);
    const label = row.getCell(1);
    label.value = safeText(translate(field.name, header.language, field.internalName));
    label.alignment = { indent: depth - 1 };
    if (field.type === "fieldset") {
      label.font = { bold: true };
      row.commit();
      return;
    }
    const type = field.type === "COVENANT" ? (field.fieldType ?? "numeric") : field.type;
    const numFmt = fieldNumberFormat(type, field.settings, "fraction", (unit) => units[unit]);
    let at = 2;
    const write = (value: FactsheetValue | ExcelJS.CellValue) => {
      const cell = row.getCell(at++);
      if (type === "date" && typeof value === "number") {
        cell.value = excelDate(value);
        cell.numFmt = DATE_FORMAT;
        return;
      }
      cell.value = cellValue(value as FactsheetValue);
      if (numFmt && typeof value === "number") cell.numFmt = numFmt;
    };
    for (const byPeriod of columns) for (const values of byPeriod) write(values[index] ?? null);
    if (summary)
      periods.forEach((_, period) =>
        write(
          summaryOf(
            columns.map((byPeriod) => byPeriod[period]![index] ?? null),
            summary,
            type === "percentual",
          ),
        ),
      );
    row.commit();
  });
}
