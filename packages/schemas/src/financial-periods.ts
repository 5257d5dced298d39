// A client's financial period table (spec 3 §5), the one rule that the periods editor and the API both apply.
// After sorting by end (rows without an end last), each period needs a start and an end, ends after it
// starts, and starts the day after the previous one ends: the order checks, which the editor shows as one
// types. Each period also has real dates (1900 to 2999), runs from the first day of a month to the last day
// of a month (a period is a month end, DESIGN "Values, periods"), lasts 1 to 24 months, has the month count it
// gives, and ends in a year no other period ends in; months and the financial year come from the dates.
import { lastDayOfMonth, monthsCovered } from "@ledgerline/formula-engine";
import type { FinancialPeriod } from "./schemas/client.js";
import { FIRST_DATE_NUMBER, LAST_DATE_NUMBER } from "./schemas/primitives.js";
import { addDays, financialYearId, isDateNumber } from "./values.js";

/** One row of the table: yyyymmdd dates, null when not set; `months` as given, when given. */
export interface FinancialPeriodRow {
  readonly start: number | null;
  readonly end: number | null;
  readonly months?: number | null;
}

/** A broken order check of the row at `index` (its place in the table as given, not the sorted order). */
export type FinancialPeriodOrderIssue =
  | {
      index: number;
      field: "start" | "end";
      messageId:
        | "admin-clients-period-start-required"
        | "admin-clients-period-end-required"
        | "admin-clients-period-start-before-end"
        | "admin-clients-period-end-after-start";
      args?: undefined;
    }
  | {
      index: number;
      field: "start";
      messageId: "admin-clients-period-not-following";
      /** yyyymmdd dates. */
      args: { start: number; previousEnd: number };
    };

/** A broken check of one period's own dates; dates in `args` are yyyymmdd. */
export type FinancialPeriodDateIssue = { index: number } & (
  | { field: "start"; messageId: "period-start-not-date"; args: { value: number } }
  | { field: "end"; messageId: "period-end-not-date"; args: { value: number } }
  | { field: "start"; messageId: "period-first-day" }
  | { field: "end"; messageId: "period-last-day" | "period-length" }
  | {
      field: "months";
      messageId: "period-months-mismatch";
      args: { start: number; end: number; months: number; given: number };
    }
  | { field: "end"; messageId: "period-year-taken"; args: { year: number } }
);

export type FinancialPeriodIssue = FinancialPeriodOrderIssue | FinancialPeriodDateIssue;

const ORDER_MESSAGES: ReadonlySet<string> = new Set<FinancialPeriodOrderIssue["messageId"]>([
  "admin-clients-period-start-required",
  "admin-clients-period-end-required",
  "admin-clients-period-start-before-end",
  "admin-clients-period-end-after-start",
  "admin-clients-period-not-following",
]);

export function isOrderIssue(issue: FinancialPeriodIssue): issue is FinancialPeriodOrderIssue {
  return ORDER_MESSAGES.has(issue.messageId);
}

const LONGEST_PERIOD_MONTHS = 24;

/** A real yyyymmdd date within the years a stored date may have (1900 to 2999). */
export function isFinancialPeriodDate(value: number): boolean {
  return value >= FIRST_DATE_NUMBER && value <= LAST_DATE_NUMBER && isDateNumber(value);
}

/**
 * Checks a financial period table, in the sorted order, and gives the periods of its rows with real dates
 * (months, financialYear and financialYearId computed); the table is acceptable when `issues` is empty.
 */
export function checkFinancialPeriodTable(rows: readonly FinancialPeriodRow[]): {
  periods: FinancialPeriod[];
  issues: FinancialPeriodIssue[];
} {
  const sorted = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (a.row.end ?? Number.MAX_SAFE_INTEGER) - (b.row.end ?? Number.MAX_SAFE_INTEGER));
  const issues: FinancialPeriodIssue[] = [];
  const periods: FinancialPeriod[] = [];
  const years = new Set<number>();
  let previousEnd: number | null = null;

  for (const { row, index } of sorted) {
    const { start, end } = row;
    const startIsDate = start !== null && isFinancialPeriodDate(start);
    const endIsDate = end !== null && isFinancialPeriodDate(end);
    if (start === null)
      issues.push({ index, field: "start", messageId: "admin-clients-period-start-required" });
    else if (!startIsDate)
      issues.push({ index, field: "start", messageId: "period-start-not-date", args: { value: start } });
    if (end === null) issues.push({ index, field: "end", messageId: "admin-clients-period-end-required" });
    else if (!endIsDate)
      issues.push({ index, field: "end", messageId: "period-end-not-date", args: { value: end } });
    if (start === null || end === null || !startIsDate || !endIsDate) {
      if (endIsDate) previousEnd = end;
      continue;
    }

    if (end <= start) {
      issues.push({ index, field: "start", messageId: "admin-clients-period-start-before-end" });
      issues.push({ index, field: "end", messageId: "admin-clients-period-end-after-start" });
    }
    if (previousEnd !== null && start !== addDays(previousEnd, 1)) {
      issues.push({
        index,
        field: "start",
        messageId: "admin-clients-period-not-following",
        args: { start, previousEnd },
      });
    }
    previousEnd = end;
    if (start % 100 !== 1) issues.push({ index, field: "start", messageId: "period-first-day" });
    if (end !== lastDayOfMonth(Math.floor(end / 100)))
      issues.push({ index, field: "end", messageId: "period-last-day" });
    const months = monthsCovered(start, end);
    if (end > start && (months < 1 || months > LONGEST_PERIOD_MONTHS))
      issues.push({ index, field: "end", messageId: "period-length" });
    const given = row.months ?? null;
    if (given !== null && given !== months) {
      issues.push({
        index,
        field: "months",
        messageId: "period-months-mismatch",
        args: { start, end, months, given },
      });
    }
    const year = Math.floor(end / 10000);
    if (years.has(year)) issues.push({ index, field: "end", messageId: "period-year-taken", args: { year } });
    years.add(year);
    periods.push({ financialYear: year, financialYearId: financialYearId(year), start, end, months });
  }
  return { periods, issues };
}
