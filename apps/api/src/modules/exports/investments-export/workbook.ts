// The investments export's sheet: a header block, frozen headings, one row per investment with the outstanding
// amount as a whole number in its currency and the dates as dates (docs/exports.md, "Investments export").
import { excelDate } from "../calendar-months";
import type { ColumnSpec } from "../../../platform/sheet";
import { DATE_FORMAT, amountFormat, safeText } from "../../../platform/sheet";
import type { ExportSheet } from "../pipeline/sheets";
import { tableSheet } from "../pipeline/sheets";
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
}

export function investmentsSheet(
  header: InvestmentsSheetHeader,
  rows: readonly InvestmentsExportRow[],
): ExportSheet {
  return tableSheet({
    name: INVESTMENTS_SHEET,
    title: "Investments export",
    lines: [
      ["For", header.forWhom],
      ["Periods", header.periods],
      ["Filters", header.filters],
      ["Investments", String(rows.length)],
      ["Amounts", "Outstanding amounts in each investment's own currency"],
    ],
    columns: INVESTMENTS_COLUMNS,
    rows,
    cells: (investment) => [
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
    ],
    decorate: (written, investment) => {
      written.getCell(OUTSTANDING_COLUMN).numFmt = currencyAmountFormat(investment.currency);
    },
  });
}
