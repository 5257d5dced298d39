// The rules of a month's exchange-rate file (docs/exchange-rates.md): a header `currency,rate` (or
// `pair,rate` with pairs written USDPEN), then one row per currency, its rate per 1 USD. Every problem is
// reported with its row number, so one correction round fixes them all; a file with any problem stores nothing.
import { isMonthKey, monthEnd } from "@ledgerline/schemas";
import { message } from "@ledgerline/schemas/messages";
import type { Message } from "@ledgerline/schemas/messages";
import type { FileRow } from "./rate-file";

export const MAX_RATE_ROWS = 300;
/** Exchange rates start in 2000 (spec 3 §9: export years 2000 to the current year). */
export const FIRST_RATE_YEAR = 2000;
const MAX_DECIMALS = 6;

export interface Quote {
  /** ISO 4217 code, e.g. PEN. */
  currency: string;
  /** Units of the currency per 1 USD. */
  rate: number;
}

export interface RowProblem {
  row: number;
  /** "Row 4: rate must be a positive number, …" */
  message: string;
}

export type RowsCheck =
  { ok: true; quotes: Quote[] } | { ok: false; message: Message; problems: RowProblem[] };

const CURRENCY = /^[A-Z]{3}$/;
const PAIR = /^USD([A-Z]{3})$/;
const RATE = /^\d+(\.\d+)?$/;
const BASE_CURRENCY = "USD";

/** The current month as YYYY-MM (UTC). */
export function currentMonth(now: Date = new Date()): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** Why `month` cannot take rates, or null: YYYY-MM, from 2000, not after the current month. */
export function monthProblem(month: string, now: Date = new Date()): Message | null {
  if (!isMonthKey(month)) return message("rate-month-format");
  if (Number(month.slice(0, 4)) < FIRST_RATE_YEAR)
    return message("rate-month-too-early", { year: FIRST_RATE_YEAR });
  if (month > currentMonth(now)) return message("rate-month-future", { month });
  return null;
}

/** The month's stored date: its last day, the period every report of the month converts with. */
export function monthNumericDate(month: string): number {
  return monthEnd(month);
}

type Column = "currency" | "pair";

function headerColumn(cells: readonly string[]): Column | null {
  const [first, second, ...rest] = cells.map((cell) => cell.toLowerCase());
  if (second !== "rate" || rest.length > 0) return null;
  return first === "currency" || first === "pair" ? first : null;
}

/** The rows under a header → the quotes, sorted by currency, or every problem found. */
export function checkRateRows(rows: readonly FileRow[]): RowsCheck {
  const [header, ...data] = rows;
  const column = header ? headerColumn(header.cells) : null;
  if (!header || !column)
    return refusal([
      {
        row: header?.row ?? 1,
        message: `Row ${header?.row ?? 1}: the first row must be the header currency,rate (or pair,rate)`,
      },
    ]);
  if (data.length === 0)
    return {
      ok: false,
      message: message("rate-file-no-rates"),
      problems: [],
    };
  if (data.length > MAX_RATE_ROWS)
    return {
      ok: false,
      message: message("rate-file-too-many-rates", { count: data.length, max: MAX_RATE_ROWS }),
      problems: [],
    };

  const problems: RowProblem[] = [];
  const rowOfCurrency = new Map<string, number>();
  const quotes: Quote[] = [];
  for (const { row, cells } of data) {
    const add = (problem: string) => problems.push({ row, message: `Row ${row}: ${problem}` });
    if (cells.length !== 2) {
      add(`expected 2 columns (${column}, rate), found ${cells.length}`);
      continue;
    }
    const currency = currencyOf(cells[0]!, column);
    const rate = rateOf(cells[1]!);
    if (currency === null) add(currencyProblem(cells[0]!, column));
    if (typeof rate === "string") add(rate);
    if (currency === null || typeof rate === "string") continue;
    const earlier = rowOfCurrency.get(currency);
    if (earlier !== undefined) add(`${currency} is already given in row ${earlier}`);
    else if (currency === BASE_CURRENCY && rate !== 1) add("USD is the base currency: its rate must be 1");
    else {
      rowOfCurrency.set(currency, row);
      quotes.push({ currency, rate });
    }
  }
  if (problems.length > 0) return refusal(problems);
  return { ok: true, quotes: quotes.sort((a, b) => a.currency.localeCompare(b.currency)) };
}

function refusal(problems: RowProblem[]): RowsCheck {
  return { ok: false, message: message("rate-file-problems", { count: problems.length }), problems };
}

/** The currency code, or null when the cell does not hold one. */
function currencyOf(cell: string, column: Column): string | null {
  if (column === "pair") return PAIR.exec(cell)?.[1] ?? null;
  return CURRENCY.test(cell) ? cell : null;
}

function currencyProblem(cell: string, column: Column): string {
  const shown = cell === "" ? "empty" : `"${cell}"`;
  return column === "pair"
    ? `pair must be USD followed by a currency code in capitals, e.g. USDPEN (found ${shown})`
    : `currency must be a code of 3 capital letters, e.g. PEN (found ${shown})`;
}

/** The rate, or what is wrong with it. */
function rateOf(cell: string): number | string {
  const rate = Number(cell);
  if (!RATE.test(cell) || !Number.isFinite(rate) || rate <= 0)
    return `rate must be a positive number, e.g. 3.75 (found ${cell === "" ? "empty" : `"${cell}"`})`;
  if ((cell.split(".")[1] ?? "").length > MAX_DECIMALS) return `rate has more than ${MAX_DECIMALS} decimals`;
  return rate;
}
