// The investments export's sheet: a header block, frozen headings, one row per investment with the outstanding
// amount as a whole number in its currency and the dates as dates (docs/exports.md, "Investments export").
import type ExcelJS from "exceljs";
import { excelDate } from "../calendar-months";
import type { ColumnSpec } from "../../../platform/sheet";
import {
  DATE_FORMAT,
  amountFormat,
  freezeBelow,
  generatedAtLabel,
  headerBlock,
  headingRow,
  headingRowOf,
  safeText,
  setColumns,
  writeRow,
} from "../../../platform/sheet";
import type { InvestmentsExportRow } from "./rows";

export const INVESTMENTS_SHEET = "Investments";

export const INVESTMENTS_COLUMNS: ColumnSpec[] = [
  { header: "TM1 id", width: 12 },
  { header: "Client", width: 34 },
  { header: "Country", width: 18 },
  { header: "Fund", width: 26 },
  { header: "Product", width: 18 },
  { header: "Currency", width: 10 },
  { header: "Outstanding amount", width: 20, numFmt: amountFormat(0) },
  { header: "First disbursement", width: 18, numFmt: DATE_FORMAT },
  { header: "Final maturity", width: 16, numFmt: DATE_FORMAT },
  { header: "Ended at", width: 14, numFmt: DATE_FORMAT },
  { header: "Reporting periodicity", width: 20 },
  { header: "Investment managers", width: 34 },
  { header: "Covenants", width: 11, numFmt: amountFormat(0) },
];

const OUTSTANDING_COLUMN = 7;

/** A whole number with thousands separators followed by the currency code (spec 3 §9). */
export function currencyAmountFormat(currency: string): string {
  return `${amountFormat(0)} "${currency.replace(/[^A-Z]/g, "")}"`;
}

export interface InvestmentsSheetHeader {
  forWhom: string;
  periods: string;
  filters: string;
  generatedAt: Date;
}

/** Writes the Investments sheet and commits it. */
export async function writeInvestmentsSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  header: InvestmentsSheetHeader,
  rows: readonly InvestmentsExportRow[],
): Promise<void> {
  const lines: Array<[string, string]> = [
    ["For", header.forWhom],
    ["Periods", header.periods],
    ["Filters", header.filters],
    ["Investments", String(rows.length)],
    ["Amounts", "Outstanding amounts in each investment's own currency"],
    ["Generated at", generatedAtLabel(header.generatedAt)],
  ];
  const sheet = workbook.addWorksheet(INVESTMENTS_SHEET, freezeBelow(headingRowOf(lines) + 1));
  setColumns(sheet, INVESTMENTS_COLUMNS);
  let next = headingRow(sheet, headerBlock(sheet, "Investments export", lines), INVESTMENTS_COLUMNS);
  for (const investment of rows) {
    const values = [
      safeText(investment.importedId),
      safeText(investment.client),
      safeText(investment.country),
      safeText(investment.fund),
      safeText(investment.product),
      investment.currency,
      investment.outstandingAmount,
      excelDate(investment.firstDisbursement),
      excelDate(investment.finalMaturity),
      investment.endedAt === null ? null : excelDate(investment.endedAt),
      investment.reportingPeriodicity,
      safeText(investment.investmentManagers),
      investment.covenants,
    ];
    writeRow(sheet, next++, values, (row) => {
      row.getCell(OUTSTANDING_COLUMN).numFmt = currencyAmountFormat(investment.currency);
    });
  }
  sheet.commit();
}
