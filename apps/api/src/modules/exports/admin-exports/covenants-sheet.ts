// The covenants export's sheet (docs/exports.md, "Covenants export"): values shown as the portal shows them,
// the stored hundredths divided by 100, percentual ones as percentages, currency ones with their currency.
import type ExcelJS from "exceljs";
import type { CovenantValueType } from "@ledgerline/schemas";
import type { ColumnSpec } from "../../../platform/sheet";
import {
  amountFormat,
  freezeBelow,
  generatedAtLabel,
  headerBlock,
  headingRow,
  headingRowOf,
  percentFormat,
  safeText,
  setColumns,
  writeRow,
} from "../../../platform/sheet";
import type { CovenantRow } from "./covenant-rows";

export const COVENANTS_SHEET = "Covenants";

/** A percentual value of 12.5 (stored 1250) is the fraction 0.125 in a percent cell; others 2 decimals. */
export function covenantValueFormat(fieldType: CovenantValueType): string {
  return fieldType === "percentual" ? percentFormat(2) : amountFormat(2);
}

/** The cell value of stored hundredths of a covenant of this field type. */
export function covenantCellValue(hundredths: number | null, fieldType: CovenantValueType): number | null {
  if (hundredths === null) return null;
  return fieldType === "percentual" ? hundredths / 10000 : hundredths / 100;
}

export function covenantColumns(fieldType: CovenantValueType): ColumnSpec[] {
  const numFmt = covenantValueFormat(fieldType);
  return [
    { header: "Client", width: 34 },
    { header: "Investment (TM1 id)", width: 18 },
    { header: "Fund", width: 26 },
    { header: "Currency", width: 10 },
    { header: "Covenant", width: 36 },
    { header: "Field type", width: 12 },
    { header: "Range min", width: 14, numFmt },
    { header: "Range max", width: 14, numFmt },
    { header: "Alert threshold", width: 16, numFmt },
    { header: "Waiver in effect today", width: 48 },
  ];
}

export interface CovenantsSheetHeader {
  fieldType: CovenantValueType;
  forWhom: string;
  today: string;
  generatedAt: Date;
}

const CURRENCY_NOTE = "Currency covenants in each investment's currency";

/** Writes the Covenants sheet and commits it. */
export async function writeCovenantsSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  header: CovenantsSheetHeader,
  rows: readonly CovenantRow[],
): Promise<void> {
  const lines: Array<[string, string]> = [
    ["Field type", header.fieldType],
    ["For", header.forWhom],
    ["Investments", `Open on ${header.today}`],
    ["Values", header.fieldType === "currency" ? CURRENCY_NOTE : "As entered on each investment's covenant"],
    ["Covenants", String(rows.length)],
    ["Generated at", generatedAtLabel(header.generatedAt)],
  ];
  const sheet = workbook.addWorksheet(COVENANTS_SHEET, freezeBelow(headingRowOf(lines) + 1));
  const columns = covenantColumns(header.fieldType);
  setColumns(sheet, columns);
  const headingAt = headerBlock(sheet, "Covenants export", lines);
  let next = headingRow(sheet, headingAt, columns);
  for (const row of rows) {
    writeRow(sheet, next++, [
      safeText(row.client),
      safeText(row.investment),
      safeText(row.fund),
      row.currency,
      safeText(row.covenant),
      row.fieldType,
      covenantCellValue(row.min, row.fieldType),
      covenantCellValue(row.max, row.fieldType),
      covenantCellValue(row.alertThreshold, row.fieldType),
      safeText(row.waiver),
    ]);
  }
  sheet.commit();
}
