// The calendar months of the export forms (spec 2 §2 period picker: 2000 to the current year; §3: months as
// YYYYMM), from a from-month and a to-month (MonthRangeFields).
import { monthNumberRange } from "@ledgerline/formula-engine";
import dayjs from "dayjs";
import type { Dayjs } from "dayjs";
import { FIRST_YEAR } from "../form-data/periodModel";

/** Months outside 2000 … the end of this year cannot be picked (the API refuses them too). */
export function isOutsideExportYears(month: Dayjs, now: Dayjs = dayjs()): boolean {
  return month.year() < FIRST_YEAR || month.year() > now.year();
}

/** Every month from `from` to `to` inclusive, as YYYYMM numbers; none when `to` is earlier. */
export function monthsBetween(from: Dayjs, to: Dayjs): number[] {
  return monthNumberRange(Number(from.format("YYYYMM")), Number(to.format("YYYYMM")));
}

/** The values of MonthRangeFields in an export form. */
export interface MonthRange {
  fromMonth?: Dayjs | null;
  toMonth?: Dayjs | null;
}

/** The `periods` of a month range: every month from the from-month to the to-month; none while one is missing. */
export function monthRangePeriods({ fromMonth, toMonth }: MonthRange): number[] {
  return fromMonth && toMonth ? monthsBetween(fromMonth, toMonth) : [];
}

/** A date as the API's yyyymmdd number. */
export function dateNumber(date: Dayjs): number {
  return Number(date.format("YYYYMMDD"));
}
