// The rules of a month's exchange-rate file (docs/exchange-rates.md): a header `currency,rate` (or
// `pair,rate` with pairs written USDPEN), then one row per currency, its rate per 1 USD. Every problem is
// reported with its row number, so one correction round fixes them all; a file with any problem stores nothing.
// Problems are shared messages (@ledgerline/schemas/messages), so that the portal words them in its language.
import { isMonthKey, monthEnd, monthKey } from "@ledgerline/schemas";
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
  /** What is wrong, with the row number among its params ("Row 4: rate must be a positive number, …"). */
  message: Message;
}

export type RowsCheck =
  { ok: true; quotes: Quote[] } | { ok: false; message: Message; problems: RowProblem[] };

const CURRENCY = /^[A-Z]{3}$/;
const PAIR = /^USD([A-Z]{3})$/;
const RATE = /^\d+(\.\d+)?$/;
const BASE_CURRENCY = "USD";

/** The current month as YYYY-MM (UTC). */
export function currentMonth(now: Date = new Date()): string {
  return monthKey(now.getUTCFullYear(), now.getUTCMonth() + 1);
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
  if (!header || !column) {
    const row = header?.row ?? 1;
    return refusal([{ row, message: message("rate-row-header", { row }) }]);
  }
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
    const add = (problem: Message) => problems.push({ row, message: problem });
    if (cells.length !== 2) {
      add(message("rate-row-columns", { row, column, count: cells.length }));
      continue;
    }
    const currency = currencyOf(cells[0]!, column);
    const rate = rateOf(cells[1]!, row);
    if (currency === null) add(currencyProblem(cells[0]!, column, row));
    if (typeof rate !== "number") add(rate);
    if (currency === null || typeof rate !== "number") continue;
    const earlier = rowOfCurrency.get(currency);
    if (earlier !== undefined) add(message("rate-row-duplicate", { row, currency, firstRow: earlier }));
    else if (currency === BASE_CURRENCY && rate !== 1) add(message("rate-row-base", { row }));
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

/** What is wrong with the row's first cell; an empty one has its own wording, as "" would say little. */
function currencyProblem(cell: string, column: Column, row: number): Message {
  if (column === "pair")
    return cell === ""
      ? message("rate-row-pair-empty", { row })
      : message("rate-row-pair", { row, found: cell });
  return cell === ""
    ? message("rate-row-currency-empty", { row })
    : message("rate-row-currency", { row, found: cell });
}

/**
 * The rate, or what is wrong with it. The rate is a row's last cell, and the reader drops trailing empty
 * cells (rate-file.ts): an empty rate is reported as a missing column, never here.
 */
function rateOf(cell: string, row: number): number | Message {
  const rate = Number(cell);
  if (!RATE.test(cell) || !Number.isFinite(rate) || rate <= 0)
    return message("rate-row-rate", { row, found: cell });
  if ((cell.split(".")[1] ?? "").length > MAX_DECIMALS)
    return message("rate-row-decimals", { row, max: MAX_DECIMALS });
  return rate;
}
