// The calendar months an export covers (spec 2 §3 period selection: YYYYMM for months; §2 period picker:
// years from 2000 to the current year), shared by the reports, investments and exchange rates exports.
import { monthOf } from "@ledgerline/schemas";
import { message } from "@ledgerline/schemas/messages";
import type { Problems, Text } from "../../platform/errors";
import { text } from "../../platform/input";

export const FIRST_EXPORT_YEAR = 2000;

const INVALID_MONTHS = message("export-months-invalid");

type MonthsReading = { ok: true; months: number[] } | { ok: false; invalid: number[] };

/** The chosen months, distinct and ascending; months outside 2000 … this year are refused. */
function readCalendarMonths(periods: readonly number[], today: number): MonthsReading {
  const lastYear = Math.floor(today / 10000);
  const invalid = periods.filter((period) => {
    const year = Math.floor(period / 100);
    const month = period % 100;
    return (
      !Number.isInteger(period) || year < FIRST_EXPORT_YEAR || year > lastYear || month < 1 || month > 12
    );
  });
  if (invalid.length > 0) return { ok: false, invalid };
  return { ok: true, months: [...new Set(periods)].sort((a, b) => a - b) };
}

/**
 * The `periods` argument of an export of calendar months: none is `required` (each export words it), a month
 * outside 2000 … this year is INVALID_MONTHS; either is added to `problems` on `periods`. The months, distinct
 * and ascending, or null when refused.
 */
export function readMonthsField(
  problems: Problems,
  periods: readonly number[] | null | undefined,
  today: number,
  required: Text,
): number[] | null {
  const chosen = periods ?? [];
  if (chosen.length === 0) {
    problems.add("periods", required);
    return null;
  }
  const months = readCalendarMonths(chosen, today);
  if (!months.ok) {
    problems.add("periods", INVALID_MONTHS);
    return null;
  }
  return months.months;
}

/** The `periodType` argument of an export of calendar months: c or none; anything else adds `refusal`. */
export function requireCalendarPeriods(
  problems: Problems,
  periodType: string | null | undefined,
  refusal: Text,
): void {
  if ((text(periodType) || "c") !== "c") problems.add("periodType", refusal);
}

// The first and the last day of a YYYYMM month as yyyymmdd (the last: the `context.numeric` of a report on
// that month), from the home of month arithmetic.
export { firstDayOfMonth as monthStart, lastDayOfMonth as monthEnd } from "@ledgerline/formula-engine";

/** "2025-01_2025-12" for a file name, "2025-03" for one month. */
export function monthSpan(months: readonly number[]): string {
  const first = monthOf(months[0]!);
  const last = monthOf(months[months.length - 1]!);
  return first === last ? first : `${first}_${last}`;
}

/** "2025-01 … 2025-12 (12 months)" for a sheet's header. */
export function monthsLabel(months: readonly number[]): string {
  if (months.length === 1) return monthOf(months[0]!);
  return `${monthOf(months[0]!)} … ${monthOf(months[months.length - 1]!)} (${months.length} months)`;
}

/** A yyyymmdd number as a date Excel shows as a date (midnight UTC, which exceljs writes as the day's serial). */
export function excelDate(dateNumber: number): Date {
  return new Date(
    Date.UTC(Math.floor(dateNumber / 10000), (Math.floor(dateNumber / 100) % 100) - 1, dateNumber % 100),
  );
}
