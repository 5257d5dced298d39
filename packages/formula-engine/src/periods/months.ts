// Month arithmetic for all of Ledgerline: the engine, the schemas package, the API and the apps import it from
// here. A month is written three ways, and each helper says which it takes:
// - a month key "YYYY-MM", as routes, the engine's API and the data files write it;
// - a month number yyyymm (202401), as period selections and the export pickers write it;
// - a month index year × 12 + (month − 1), inside the engine, so that shifting a month is one addition.
// A day is a yyyymmdd number (20240131); a period's month end is the date stored for it.
import { InvalidMonthError } from "../errors";

/** A month as `YYYY-MM`. */
export type MonthKey = `${number}-${number}`;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const CACHE_LIMIT = 100_000;
const formatted = new Map<number, MonthKey>();
const parsed = new Map<string, number>();

// ---------------------------------------------------------------------------------------------- indices

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
export function isMonth(month: unknown): month is MonthKey {
  return typeof month === "string" && MONTH_PATTERN.test(month);
}

/** Builds `YYYY-MM` from a year and a month (1–12). */
export function monthKey(year: number, month: number): MonthKey {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}` as MonthKey;
}

/** "YYYY-MM" of a month index. */
export function formatMonth(index: number): MonthKey {
  let text = formatted.get(index);
  if (text === undefined) {
    const year = Math.floor(index / 12);
    text = monthKey(year, index - year * 12 + 1);
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

// ------------------------------------------------------------------------------------------ month keys

/** Splits `YYYY-MM`; throws InvalidMonthError on a malformed key. */
export function monthParts(key: string): { year: number; month: number } {
  const index = parseMonth(key);
  const year = Math.floor(index / 12);
  return { year, month: index - year * 12 + 1 };
}

/** Shifts a month written "YYYY-MM" by a number of months (back when negative). */
export function addMonths(month: string, count: number): MonthKey {
  return formatMonth(parseMonth(month) + count);
}

/** Months from `from` to `to` (to − from; 2024-01 → 2024-03 is 2). */
export function monthsBetween(from: string, to: string): number {
  return parseMonth(to) - parseMonth(from);
}

/** Every month from `from` to `to` inclusive, as "YYYY-MM"; none when `to` is earlier. */
export function monthRange(from: string, to: string): MonthKey[] {
  const start = parseMonth(from);
  const end = parseMonth(to);
  const months: MonthKey[] = [];
  for (let m = start; m <= end; m++) months.push(formatMonth(m));
  return months;
}

/** Calendar quarter (1–4) of a month. */
export function quarterOf(key: string): number {
  return Math.floor((monthParts(key).month - 1) / 3) + 1;
}

/** True for March, June, September and December. */
export function isQuarterEnd(key: string): boolean {
  return monthParts(key).month % 3 === 0;
}

// --------------------------------------------------------------------------------------- month numbers

/** yyyymmdd (any day) or yyyymm → `YYYY-MM`. */
export function monthOf(n: number): MonthKey {
  const yyyymm = n >= 1000000 ? Math.floor(n / 100) : n;
  return monthKey(Math.floor(yyyymm / 100), yyyymm % 100);
}

/** `YYYY-MM` → yyyymm (202401). */
export function monthNumber(key: string): number {
  const { year, month } = monthParts(key);
  return year * 100 + month;
}

/** yyyymm → yyyymm `count` months later (earlier when negative). */
export function addMonthsToMonthNumber(month: number, count: number): number {
  return monthNumber(addMonths(monthOf(month), count));
}

/** Every month from `first` to `last` inclusive, as yyyymm; none when `last` is earlier. */
export function monthNumberRange(first: number, last: number): number[] {
  return monthRange(monthOf(first), monthOf(last)).map(monthNumber);
}

// ------------------------------------------------------------------------------------------ days

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (month 1–12; 0 for any other month). */
export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** `YYYY-MM` → the month-end date yyyymmdd (2024-02 → 20240229). */
export function monthEnd(key: string): number {
  const { year, month } = monthParts(key);
  return year * 10000 + month * 100 + daysInMonth(year, month);
}

/** yyyymm → its first day as yyyymmdd. */
export function firstDayOfMonth(month: number): number {
  return month * 100 + 1;
}

/** yyyymm → its last day as yyyymmdd. */
export function lastDayOfMonth(month: number): number {
  return monthEnd(monthOf(month));
}

/** Calendar months a span of yyyymmdd dates touches, both ends counted (20230115 … 20230301 is 3). */
export function monthsCovered(start: number, end: number): number {
  return monthOfDate(end) - monthOfDate(start) + 1;
}

/** The month ends (yyyymmdd) of the `months` months before the month of `date`, newest first. */
export function monthEndsBefore(date: number, months: number): number[] {
  const month = monthOf(date);
  return monthRange(addMonths(month, -months), addMonths(month, -1)).map(monthEnd).reverse();
}

/** The month ends (yyyymmdd) that fall within [from, to], oldest first. */
export function monthEndsBetween(from: number, to: number): number[] {
  return monthRange(monthOf(from), monthOf(to))
    .map(monthEnd)
    .filter((end) => end >= from && end <= to);
}
