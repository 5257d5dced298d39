// The exchange rates export (spec 3 §2, §5, §9; docs/exports.md, "Exchange rates export"): one row per chosen
// month with the rate of 1 USD in the chosen currency, or a "no rate" cell when that month has none.
import { monthOf } from "@ledgerline/schemas";
import { message } from "@ledgerline/schemas/messages";
import { Problems } from "../../../platform/errors";
import type { ExchangeRateDoc } from "../../reports/model";
import { readMonthsField } from "../calendar-months";
import type { ColumnSpec } from "../../../platform/sheet";
import type { InputReading } from "../pipeline/definition";
import type { ExportSheet } from "../pipeline/sheets";
import { tableSheet } from "../pipeline/sheets";

/** Spec 3 §5, §8. */
export const EXCHANGE_EXPORT_INCOMPLETE = message("exports-exchange-incomplete");
export const BASE_CURRENCY = "USD";
export const NO_RATE = "no rate";
export const EXCHANGE_SHEET = "Exchange rates";
const RATE_FORMAT = "#,##0.0000";

export type ExchangeExportInput = { currency: string; months: number[] };

/** The currency (3 letters) and the months (YYYYMM, 2000 to this year), or the refusal with its fields. */
export function readExchangeExportInput(
  args: { currency: string; periods: readonly number[] },
  today: number,
): InputReading<ExchangeExportInput> {
  const problems = new Problems();
  const currency = args.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) problems.add("currency", message("export-currency-choose"));
  const months = readMonthsField(problems, args.periods, today, message("export-months-required"));
  if (!problems.empty || !months)
    return { ok: false, error: problems.toError(EXCHANGE_EXPORT_INCOMPLETE).error };
  return { ok: true, input: { currency, months } };
}

export interface ExchangeRow {
  /** YYYYMM */
  month: number;
  /** Units of the currency per 1 USD; null when the month has no rate for it. */
  rate: number | null;
}

/** The rate of each chosen month; USD to USD is 1 whether or not the month quotes it. */
export function exchangeRows(rates: readonly ExchangeRateDoc[], input: ExchangeExportInput): ExchangeRow[] {
  const byMonth = new Map(rates.map((rate) => [Math.floor(rate.numericDate / 100), rate]));
  return input.months.map((month) => {
    const quotes = byMonth.get(month)?.quotes;
    const quoted = quotes?.[`${BASE_CURRENCY}${input.currency}`];
    const rate = input.currency === BASE_CURRENCY && quotes ? 1 : quoted;
    return { month, rate: typeof rate === "number" && Number.isFinite(rate) ? rate : null };
  });
}

const COLUMNS = (currency: string): ColumnSpec[] => [
  { header: "Month", width: 12 },
  { header: `${BASE_CURRENCY} → ${currency} (per 1 ${BASE_CURRENCY})`, width: 24, numFmt: RATE_FORMAT },
];

const NO_RATE_FONT = { italic: true, color: { argb: "FF8C8C8C" } };

export function exchangeSheet(
  header: { currency: string; periods: string },
  rows: readonly ExchangeRow[],
): ExportSheet {
  return tableSheet({
    name: EXCHANGE_SHEET,
    title: "Exchange rates export",
    lines: [
      ["Currency", `${header.currency}, units per 1 ${BASE_CURRENCY}`],
      ["Periods", header.periods],
      ["Months without a rate", String(rows.filter((row) => row.rate === null).length)],
    ],
    columns: COLUMNS(header.currency),
    rows,
    cells: (row) => [monthOf(row.month), row.rate ?? NO_RATE],
    decorate: (written, row) => {
      if (row.rate === null) written.getCell(2).font = NO_RATE_FONT;
    },
  });
}
