// Which periods the monitor looks at: the trend's twelve periods and the history the formulas need before them.
import { addMonths, monthEnd, monthOf } from "@ledgerline/schemas";
import type { MonthKey } from "@ledgerline/schemas";

/** Periods in a trend. */
export const TREND_PERIODS = 12;

/**
 * Months of data read before the trend's first period: -1Y, -1FY, ltm() and periodAverage() reach at most
 * twelve months back (the catalogue's formulas), plus the opening month of a financial year.
 */
export const TREND_HISTORY_MONTHS = 13;

/** Reports older than this (months before today) are not looked at: such a covenant has no period. */
export const PERIOD_HORIZON_MONTHS = 36;

/** Months between two periods of a report: monthly 1, quarterly 3, yearly 12. */
export function periodStep(scheduleType: string | undefined): number {
  if (scheduleType === "quarterly") return 3;
  if (scheduleType === "yearly") return 12;
  return 1;
}

/** The trend's periods, oldest first, ending at `last`. */
export function trendMonths(last: MonthKey, step: number): MonthKey[] {
  return Array.from({ length: TREND_PERIODS }, (_, index) =>
    addMonths(last, (index - TREND_PERIODS + 1) * step),
  );
}

/** The first period (yyyymmdd) whose data the trend ending at `last` may read. */
export function trendDataStart(last: number, step: number): number {
  return monthEnd(addMonths(monthOf(last), -(TREND_PERIODS - 1) * step - TREND_HISTORY_MONTHS));
}

/** The first period (yyyymmdd) of the horizon. */
export function horizonStart(today: number): number {
  return monthEnd(addMonths(monthOf(today), -PERIOD_HORIZON_MONTHS));
}
