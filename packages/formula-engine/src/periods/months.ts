// Months are written "YYYY-MM" in the API; inside the engine a month is an integer index year × 12 + (month − 1).
import { InvalidMonthError } from "../errors";

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const CACHE_LIMIT = 100_000;
const formatted = new Map<number, string>();
const parsed = new Map<string, number>();

/** The month index of "YYYY-MM"; throws InvalidMonthError otherwise. */
export function parseMonth(month: string): number {
  const known = parsed.get(month);
  if (known !== undefined) return known;
  const match = typeof month === "string" ? MONTH_PATTERN.exec(month) : null;
  if (!match) throw new InvalidMonthError(month);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1;
  if (parsed.size < CACHE_LIMIT) parsed.set(month, index);
  return index;
}

/** True when the text is a month written "YYYY-MM". */
export function isMonth(month: unknown): month is string {
  return typeof month === "string" && MONTH_PATTERN.test(month);
}

/** "YYYY-MM" of a month index. */
export function formatMonth(index: number): string {
  let text = formatted.get(index);
  if (text === undefined) {
    const year = Math.floor(index / 12);
    const month = index - year * 12 + 1;
    text = `${String(year).padStart(4, "0")}-${month < 10 ? "0" : ""}${month}`;
    if (formatted.size < CACHE_LIMIT) formatted.set(index, text);
  }
  return text;
}

/** The month index of a yyyymmdd date number (the day is ignored). */
export function monthOfDate(date: number): number {
  const year = Math.floor(date / 10000);
  const month = Math.floor(date / 100) % 100;
  return year * 12 + month - 1;
}

/** Every month from `from` to `to` inclusive, as "YYYY-MM". */
export function monthRange(from: string, to: string): string[] {
  const start = parseMonth(from);
  const end = parseMonth(to);
  const months: string[] = [];
  for (let m = start; m <= end; m++) months.push(formatMonth(m));
  return months;
}

/** Shifts a month written "YYYY-MM" by a number of months. */
export function addMonths(month: string, count: number): string {
  return formatMonth(parseMonth(month) + count);
}
