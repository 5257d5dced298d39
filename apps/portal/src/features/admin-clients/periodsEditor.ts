// The financial periods editor's pure logic (spec 3 §2 "Financial periods editor", §4, §5): rows of start and
// end dates (yyyymmdd numbers), months computed from them; with autocorrect on, a change to one period moves
// every later period so that it follows on the previous one, keeping its month count; off leaves them.
// Checks (after sorting by end) give the spec's messages as Fluent ids with their arguments.
import { addMonths } from "../form-data/periodModel";

export interface PeriodRow {
  /** A stable key for the table row. */
  key: string;
  /** yyyymmdd, null when not set. */
  start: number | null;
  end: number | null;
}

export interface PeriodIssue {
  /** The row's index in the editor (not the sorted order). */
  index: number;
  field: "start" | "end";
  messageId:
    | "admin-clients-period-start-required"
    | "admin-clients-period-end-required"
    | "admin-clients-period-start-before-end"
    | "admin-clients-period-end-after-start"
    | "admin-clients-period-not-following";
  args?: { start: number; previousEnd: number };
}

/** A new period lasts 12 months (spec 3 §9). */
export const DEFAULT_PERIOD_MONTHS = 12;

let keys = 0;
export const newKey = (): string => `period-${++keys}`;

const monthOf = (date: number) => Math.floor(date / 100);
const daysIn = (month: number) => new Date(Date.UTC(Math.floor(month / 100), month % 100, 0)).getUTCDate();

/** yyyymm → its first day as yyyymmdd. */
export const firstDayOf = (month: number): number => month * 100 + 1;
/** yyyymm → its last day as yyyymmdd. */
export const lastDayOf = (month: number): number => month * 100 + daysIn(month);

/** The day after a yyyymmdd date. */
export function dayAfter(date: number): number {
  const month = monthOf(date);
  return date % 100 >= daysIn(month) ? firstDayOf(addMonths(month, 1)) : date + 1;
}

/** Calendar months from start to end, both counted; null unless both are set and end comes after start. */
export function monthsOf(row: Pick<PeriodRow, "start" | "end">): number | null {
  if (row.start === null || row.end === null || row.end <= row.start) return null;
  const index = (month: number) => Math.floor(month / 100) * 12 + (month % 100);
  return index(monthOf(row.end)) - index(monthOf(row.start)) + 1;
}

/** The end of a period starting at `start` that lasts `months` months. */
export function endAfter(start: number, months: number): number {
  return lastDayOf(addMonths(monthOf(start), months - 1));
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
  const end = lastDayOf(today.getFullYear() * 100 + endMonth);
  const start = firstDayOf(addMonths(monthOf(end), 1 - DEFAULT_PERIOD_MONTHS));
  return [...rows, { key: newKey(), start, end }];
}

/** Takes a period out; with autocorrect the later periods move up to follow on the one before it. */
export function removePeriod(rows: readonly PeriodRow[], index: number, autocorrect: boolean): PeriodRow[] {
  const next = rows.filter((_, at) => at !== index);
  return autocorrect && index > 0 ? cascade(next, [...next], index - 1) : next;
}

/** The spec's checks, after sorting by end (rows without an end last). */
export function checkPeriods(rows: readonly PeriodRow[]): PeriodIssue[] {
  const issues: PeriodIssue[] = [];
  const sorted = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (a.row.end ?? Number.MAX_SAFE_INTEGER) - (b.row.end ?? Number.MAX_SAFE_INTEGER));
  let previousEnd: number | null = null;
  for (const { row, index } of sorted) {
    if (row.start === null)
      issues.push({ index, field: "start", messageId: "admin-clients-period-start-required" });
    if (row.end === null)
      issues.push({ index, field: "end", messageId: "admin-clients-period-end-required" });
    if (row.start !== null && row.end !== null) {
      if (row.end <= row.start) {
        issues.push({ index, field: "start", messageId: "admin-clients-period-start-before-end" });
        issues.push({ index, field: "end", messageId: "admin-clients-period-end-after-start" });
      }
      if (previousEnd !== null && row.start !== dayAfter(previousEnd))
        issues.push({
          index,
          field: "start",
          messageId: "admin-clients-period-not-following",
          args: { start: row.start, previousEnd },
        });
    }
    if (row.end !== null) previousEnd = row.end;
  }
  return issues;
}

/** yyyymmdd ↔ the value of an `<input type="month">` (yyyy-mm); starts take the first day, ends the last. */
export const monthInputValue = (date: number | null): string =>
  date === null ? "" : `${Math.floor(date / 10000)}-${String(Math.floor(date / 100) % 100).padStart(2, "0")}`;

export function fromMonthInput(value: string, side: "start" | "end"): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]) * 100 + Number(match[2]);
  if (month % 100 < 1 || month % 100 > 12) return null;
  return side === "start" ? firstDayOf(month) : lastDayOf(month);
}
