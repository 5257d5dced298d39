// The financial periods editor's pure logic (spec 3 §2 "Financial periods editor", §4, §5): rows of start and
// end dates (yyyymmdd numbers), months computed from them; with autocorrect on, a change to one period moves
// every later period so that it follows on the previous one, keeping its month count; off leaves them.
// The checks are the table's rule shared with the API (the schemas package's checkFinancialPeriodTable): the
// editor shows its order checks as one types, as Fluent ids with their arguments.
import {
  addMonthsToMonthNumber,
  firstDayOfMonth,
  lastDayOfMonth,
  monthsCovered,
} from "@ledgerline/formula-engine";
import { addDays, checkFinancialPeriodTable, isOrderIssue } from "@ledgerline/schemas";
import type { FinancialPeriodOrderIssue } from "@ledgerline/schemas";

export interface PeriodRow {
  /** A stable key for the table row. */
  key: string;
  /** yyyymmdd, null when not set. */
  start: number | null;
  end: number | null;
}

/** A broken check of a row; `index` is the row's index in the editor (not the sorted order). */
export type PeriodIssue = FinancialPeriodOrderIssue;

/** A new period lasts 12 months (spec 3 §9). */
export const DEFAULT_PERIOD_MONTHS = 12;

let keys = 0;
export const newKey = (): string => `period-${++keys}`;

const monthOf = (date: number) => Math.floor(date / 100);
const dayAfter = (date: number) => addDays(date, 1);

/** Calendar months from start to end, both counted; null unless both are set and end comes after start. */
export function monthsOf(row: Pick<PeriodRow, "start" | "end">): number | null {
  if (row.start === null || row.end === null || row.end <= row.start) return null;
  return monthsCovered(row.start, row.end);
}

/** The end of a period starting at `start` that lasts `months` months. */
export function endAfter(start: number, months: number): number {
  return lastDayOfMonth(addMonthsToMonthNumber(monthOf(start), months - 1));
}

/** Moves every period after `index` to follow on its predecessor, keeping its month count. */
function cascade(rows: PeriodRow[], before: readonly PeriodRow[], index: number): PeriodRow[] {
  for (let at = index + 1; at < rows.length; at++) {
    const previousEnd = rows[at - 1]!.end;
    if (previousEnd === null) break;
    const months = monthsOf(before[at]!) ?? DEFAULT_PERIOD_MONTHS;
    const start = dayAfter(previousEnd);
    rows[at] = { ...rows[at]!, start, end: endAfter(start, months) };
  }
  return rows;
}

function change(
  rows: readonly PeriodRow[],
  index: number,
  patch: Partial<PeriodRow>,
  autocorrect: boolean,
): PeriodRow[] {
  const next = rows.map((row, at) => (at === index ? { ...row, ...patch } : row));
  return autocorrect ? cascade(next, rows, index) : next;
}

export const setStart = (
  rows: readonly PeriodRow[],
  index: number,
  start: number | null,
  autocorrect: boolean,
) => change(rows, index, { start }, autocorrect);

export const setEnd = (rows: readonly PeriodRow[], index: number, end: number | null, autocorrect: boolean) =>
  change(rows, index, { end }, autocorrect);

/** Sets a period's length: its end moves, and with autocorrect the later periods follow. */
export function setMonths(
  rows: readonly PeriodRow[],
  index: number,
  months: number,
  autocorrect: boolean,
): PeriodRow[] {
  const start = rows[index]?.start ?? null;
  if (start === null || !Number.isInteger(months) || months < 1) return [...rows];
  return change(rows, index, { end: endAfter(start, months) }, autocorrect);
}

/**
 * A new period after the last one (12 months); the first one ends on the client's financial period end
 * (month, 12 by default) of the current year.
 */
export function addPeriod(rows: readonly PeriodRow[], endMonth = 12, today = new Date()): PeriodRow[] {
  const last = rows.at(-1)?.end ?? null;
  if (last !== null) {
    const start = dayAfter(last);
    return [...rows, { key: newKey(), start, end: endAfter(start, DEFAULT_PERIOD_MONTHS) }];
  }
  const end = lastDayOfMonth(today.getFullYear() * 100 + endMonth);
  const start = firstDayOfMonth(addMonthsToMonthNumber(monthOf(end), 1 - DEFAULT_PERIOD_MONTHS));
  return [...rows, { key: newKey(), start, end }];
}

/** Takes a period out; with autocorrect the later periods move up to follow on the one before it. */
export function removePeriod(rows: readonly PeriodRow[], index: number, autocorrect: boolean): PeriodRow[] {
  const next = rows.filter((_, at) => at !== index);
  return autocorrect && index > 0 ? cascade(next, [...next], index - 1) : next;
}

/** The table's order checks, after sorting by end (rows without an end last). */
export function checkPeriods(rows: readonly PeriodRow[]): PeriodIssue[] {
  return checkFinancialPeriodTable(rows).issues.filter(isOrderIssue);
}

/** yyyymmdd ↔ the value of an `<input type="month">` (yyyy-mm); starts take the first day, ends the last. */
export const monthInputValue = (date: number | null): string =>
  date === null ? "" : `${Math.floor(date / 10000)}-${String(Math.floor(date / 100) % 100).padStart(2, "0")}`;

export function fromMonthInput(value: string, side: "start" | "end"): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]) * 100 + Number(match[2]);
  if (month % 100 < 1 || month % 100 > 12) return null;
  return side === "start" ? firstDayOfMonth(month) : lastDayOfMonth(month);
}
