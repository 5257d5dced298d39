// Financial periods (spec 3 §5): after sorting by end, each period needs a start and an end, ends after it
// starts, and starts the day after the previous one ends. The API also asks that a period runs from the
// first day of a month to the last day of a month (a period is a month end, DESIGN "Values, periods"), and
// computes months, financialYear and financialYearId from the dates.
import type { FinancialPeriodInput } from "../../generated/graphql";
import { message } from "@ledgerline/schemas/messages";
import { Problems } from "../../platform/errors";
import type { FinancialPeriodDoc } from "./model";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

interface DateParts {
  year: number;
  month: number;
  day: number;
}

function parts(value: number): DateParts | null {
  if (!Number.isInteger(value) || value < 19000101 || value > 29991231) return null;
  const year = Math.floor(value / 10000);
  const month = Math.floor(value / 100) % 100;
  const day = value % 100;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return { year, month, day };
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function dayAfter(value: number): number {
  const { year, month, day } = parts(value)!;
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return next.getUTCFullYear() * 10000 + (next.getUTCMonth() + 1) * 100 + next.getUTCDate();
}

/** 20231231 → 31/Dec/2023, the spec's date format. */
export function formatDate(value: number): string {
  const date = parts(value);
  if (!date) return String(value);
  return `${String(date.day).padStart(2, "0")}/${MONTHS[date.month - 1]}/${date.year}`;
}

export const EMPTY_PERIODS = message("financial-periods-empty");

export function checkFinancialPeriods(input: readonly FinancialPeriodInput[]): {
  periods: FinancialPeriodDoc[];
  problems: Problems;
} {
  const problems = new Problems();
  // An empty table would wipe every period of the client; removing them all is not an edit the form makes.
  if (input.length === 0) problems.add("financialPeriods", EMPTY_PERIODS);
  const rows = input.map((row, index) => ({
    index,
    start: row.start ?? null,
    end: row.end ?? null,
    months: row.months ?? null,
  }));
  const sorted = [...rows].sort(
    (a, b) => (a.end ?? Number.MAX_SAFE_INTEGER) - (b.end ?? Number.MAX_SAFE_INTEGER),
  );
  const periods: FinancialPeriodDoc[] = [];
  const years = new Set<number>();
  let previousEnd: number | null = null;

  for (const row of sorted) {
    const at = `financialPeriods.${row.index}`;
    const start = row.start === null ? null : parts(row.start);
    const end = row.end === null ? null : parts(row.end);
    if (row.start === null) problems.add(`${at}.start`, message("admin-clients-period-start-required"));
    else if (!start) problems.add(`${at}.start`, message("period-start-not-date", { value: row.start }));
    if (row.end === null) problems.add(`${at}.end`, message("admin-clients-period-end-required"));
    else if (!end) problems.add(`${at}.end`, message("period-end-not-date", { value: row.end }));
    if (!start || !end || row.start === null || row.end === null) {
      previousEnd = end && row.end !== null ? row.end : previousEnd;
      continue;
    }
    if (row.end <= row.start) {
      problems.add(`${at}.start`, message("admin-clients-period-start-before-end"));
      problems.add(`${at}.end`, message("admin-clients-period-end-after-start"));
    }
    if (previousEnd !== null && row.start !== dayAfter(previousEnd)) {
      problems.add(
        `${at}.start`,
        message("admin-clients-period-not-following", {
          start: formatDate(row.start),
          previousEnd: formatDate(previousEnd),
        }),
      );
    }
    previousEnd = row.end;
    if (start.day !== 1) problems.add(`${at}.start`, message("period-first-day"));
    if (end.day !== daysIn(end.year, end.month)) problems.add(`${at}.end`, message("period-last-day"));
    const months = (end.year - start.year) * 12 + (end.month - start.month) + 1;
    if (row.end > row.start && (months < 1 || months > 24))
      problems.add(`${at}.end`, message("period-length"));
    if (row.months !== null && row.months !== months) {
      problems.add(
        `${at}.months`,
        message("period-months-mismatch", {
          start: formatDate(row.start),
          end: formatDate(row.end),
          months,
          given: row.months,
        }),
      );
    }
    if (years.has(end.year)) problems.add(`${at}.end`, message("period-year-taken", { year: end.year }));
    years.add(end.year);
    periods.push({
      financialYear: end.year,
      financialYearId: end.year * 100,
      start: row.start,
      end: row.end,
      months,
    });
  }
  return { periods, problems };
}
