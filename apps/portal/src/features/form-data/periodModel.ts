// The period picker's model (spec 2 §2 "Period picker", §3 "Period selection"), free of React: the years it
// offers (calendar or financial, 2000 to now), their quarters and months, which ones the status map allows,
// the default choice and the three-period limit. Months are yyyymm numbers; a whole year is YYYYMM00, its
// end month followed by 00 (December for a calendar year, the financial year's end month otherwise).
import { addMonthsToMonthNumber, monthNumberRange } from "@ledgerline/formula-engine";
import type { FinancialPeriod, FormStatusEntry } from "../../api/formData";
import { hasStatus } from "../reports/status";

export type PeriodType = "c" | "f";

export const FIRST_YEAR = 2000;
export const MAX_PERIODS = 3;
export const PERIOD_DEBOUNCE_MS = 200;
/** One year back in yyyymm: the default choice steps back a year at a time. */
const YEAR_STEP = 100;

export interface PickerQuarter {
  /** 1, 2, … within the year (a transition financial year may have more than four). */
  ordinal: number;
  months: number[];
}

export interface PickerYear {
  /** The year it is named after (a financial year: the year it ends in). */
  year: number;
  /** The selection value of the whole year, YYYYMM00. */
  value: number;
  quarters: PickerQuarter[];
}

function quartersOf(months: number[]): PickerQuarter[] {
  const quarters: PickerQuarter[] = [];
  for (let index = 0; index < months.length; index += 3)
    quarters.push({ ordinal: quarters.length + 1, months: months.slice(index, index + 3) });
  return quarters;
}

/** Months from `first` to `last` inclusive (yyyymm); `first` alone when `last` is earlier. */
function monthsBetween(first: number, last: number): number[] {
  return monthNumberRange(first, Math.max(first, last));
}

/** The financial year named `year`: the client's own period when it has one, else twelve months to yearEndMonth. */
function financialYearMonths(year: number, periods: readonly FinancialPeriod[], yearEndMonth: number) {
  const own = periods.find((period) => period.financialYear === year);
  if (own) return monthsBetween(Math.floor(own.start / 100), Math.floor(own.end / 100));
  return monthsBetween(addMonthsToMonthNumber(year * 100 + yearEndMonth, -11), year * 100 + yearEndMonth);
}

/**
 * The years the picker offers, newest first: calendar years 2000 to the current one, or the financial years
 * named 2000 on that have started by now.
 */
export function pickerYears(options: {
  periodType: PeriodType;
  financialPeriods?: readonly FinancialPeriod[];
  /** The client's financial year end month (1–12) for years it has no financial period for. */
  yearEndMonth?: number;
  /** yyyymm of today. */
  now: number;
}): PickerYear[] {
  const { periodType, financialPeriods = [], yearEndMonth = 12, now } = options;
  const currentYear = Math.floor(now / 100);
  const years: PickerYear[] = [];
  for (let year = currentYear + (periodType === "f" ? 1 : 0); year >= FIRST_YEAR; year -= 1) {
    const months =
      periodType === "c"
        ? monthsBetween(year * 100 + 1, year * 100 + 12)
        : financialYearMonths(year, financialPeriods, yearEndMonth);
    if (months[0]! > now) continue;
    years.push({ year, value: months.at(-1)! * 100, quarters: quartersOf(months) });
  }
  return years;
}

/** yyyymm → status, from formStatusList (yyyymmdd entries). A created report counts as no status. */
export function statusMap(entries: readonly FormStatusEntry[]): Map<number, string | null> {
  return new Map(
    entries.map((entry) => [
      Math.floor(entry.numeric / 100),
      hasStatus(entry, "created") ? null : entry.status,
    ]),
  );
}

/** The yyyymm a selection value ends in (a month is itself; YYYYMM00 → YYYYMM). */
export function endMonthOf(value: number): number {
  return value >= 10000000 ? value / 100 : value;
}

export function isYearValue(value: number): boolean {
  return value >= 10000000;
}

/** Whether a month or year can be chosen: with a status map, only what it holds (a year: its end month). */
export function isAvailable(value: number, statuses: ReadonlyMap<number, unknown> | null): boolean {
  return statuses === null || statuses.has(endMonthOf(value));
}

/** The years worth showing: with a status map, those that hold at least one available month. */
export function yearsWithData(years: readonly PickerYear[], statuses: ReadonlyMap<number, unknown> | null) {
  if (statuses === null) return [...years];
  return years.filter((year) =>
    year.quarters.some((quarter) => quarter.months.some((month) => statuses.has(month))),
  );
}

/**
 * The first choice: the newest month with data and the same month one and two years before, as long as they
 * lie within the data (fewer when it spans under three years) and are available.
 */
export function defaultSelection(statuses: ReadonlyMap<number, unknown>): number[] {
  const months = [...statuses.keys()];
  if (months.length === 0) return [];
  const top = Math.max(...months);
  const bottom = Math.min(...months);
  return [top - 2 * YEAR_STEP, top - YEAR_STEP, top].filter(
    (month) => month >= bottom && statuses.has(month),
  );
}

/** Oldest first (a whole year after the months it ends with). */
export function sortSelection(values: readonly number[]): number[] {
  return [...values].sort(
    (a, b) => endMonthOf(a) - endMonthOf(b) || Number(isYearValue(a)) - Number(isYearValue(b)),
  );
}

/** Adds or removes a value; a fourth value is refused (the selection comes back unchanged). */
export function toggleSelection(values: readonly number[], value: number, max = MAX_PERIODS): number[] {
  if (values.includes(value)) return values.filter((candidate) => candidate !== value);
  if (values.length >= max) return [...values];
  return sortSelection([...values, value]);
}

/**
 * The selection after switching between calendar and financial: months stay, a whole year becomes the year of
 * the same name in the other calendar (dropped when there is none).
 */
export function switchPeriodType(values: readonly number[], years: readonly PickerYear[]): number[] {
  const named = (value: number) => Math.floor(value / 10000);
  return sortSelection(
    values.flatMap((value) => {
      if (!isYearValue(value)) return [value];
      const match = years.find((year) => year.year === named(value));
      return match ? [match.value] : [];
    }),
  );
}

/** yyyymm of a date. */
export function monthNumberOf(date: Date): number {
  return date.getFullYear() * 100 + date.getMonth() + 1;
}
