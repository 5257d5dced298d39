// The periods of the exchange rates export (spec 3 §9): years from 2000 to this year, months 1 to 12, sent
// as YYYYMM.

export const FIRST_EXPORT_YEAR = 2000;
export const EXPORT_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** This year first, back to 2000. */
export function exportYears(today: Date): number[] {
  const last = today.getFullYear();
  return Array.from({ length: last - FIRST_EXPORT_YEAR + 1 }, (_, index) => last - index);
}

/** Every chosen month of every chosen year, ascending, as YYYYMM. */
export function exchangePeriods(years: readonly number[], months: readonly number[]): number[] {
  return [...years]
    .sort((a, b) => a - b)
    .flatMap((year) => [...months].sort((a, b) => a - b).map((month) => year * 100 + month));
}
