// The client's financial years: which months belong to which financial period. Default: calendar years.
// Outside the listed periods the calendar continues with 12-month years aligned to the first and last period.
import { InvalidFinancialPeriodsError } from "../errors";
import { formatMonth, monthOfDate } from "./months";

/** One financial period of a client: yyyymmdd start and end dates and its length in months. */
export interface FinancialPeriod {
  readonly start: number;
  readonly end: number;
  readonly months: number;
}

function isDate(value: unknown): value is number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1000_01_01 || value > 9999_12_31)
    return false;
  const month = Math.floor(value / 100) % 100;
  const day = value % 100;
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

export class FinancialCalendar {
  /** Start month index of each listed period, ascending; `ends[i]` is the last month of period i. */
  private readonly starts: number[];
  private readonly ends: number[];
  /** Shortest and longest financial year in months (12 included: the calendar continues with 12-month years). */
  readonly shortestYear: number;
  readonly longestYear: number;

  constructor(periods: readonly FinancialPeriod[] = []) {
    const checked = periods.map((period, i) => {
      if (!period || !isDate(period.start) || !isDate(period.end)) {
        throw new InvalidFinancialPeriodsError(
          `financial period ${i + 1}: start and end must be yyyymmdd dates`,
        );
      }
      const start = monthOfDate(period.start);
      const end = monthOfDate(period.end);
      const months = end - start + 1;
      if (months < 1)
        throw new InvalidFinancialPeriodsError(`financial period ${i + 1}: it ends before it starts`);
      if (period.months !== months) {
        throw new InvalidFinancialPeriodsError(
          `financial period ${i + 1} (${formatMonth(start)} to ${formatMonth(end)}) has ${months} months, not ${period.months}`,
        );
      }
      return { start, end };
    });
    checked.sort((a, b) => a.start - b.start);
    for (let i = 1; i < checked.length; i++) {
      const previous = checked[i - 1]!;
      const current = checked[i]!;
      if (current.start <= previous.end) {
        throw new InvalidFinancialPeriodsError(
          `financial periods overlap: ${formatMonth(previous.start)}–${formatMonth(previous.end)} and ${formatMonth(current.start)}–${formatMonth(current.end)}`,
        );
      }
      if (current.start !== previous.end + 1) {
        throw new InvalidFinancialPeriodsError(
          `financial periods leave a gap between ${formatMonth(previous.end)} and ${formatMonth(current.start)}`,
        );
      }
    }
    this.starts = checked.map((p) => p.start);
    this.ends = checked.map((p) => p.end);
    const lengths = checked.map((p) => p.end - p.start + 1);
    this.shortestYear = Math.min(12, ...lengths);
    this.longestYear = Math.max(12, ...lengths);
  }

  /** First month of the financial year containing month P. */
  yearStart(p: number): number {
    const starts = this.starts;
    const count = starts.length;
    if (count === 0) return p - (((p % 12) + 12) % 12);
    const first = starts[0]!;
    if (p < first) return first - 12 * Math.ceil((first - p) / 12);
    const afterLast = this.ends[count - 1]! + 1;
    if (p >= afterLast) return afterLast + 12 * Math.floor((p - afterLast) / 12);
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= p) lo = mid;
      else hi = mid - 1;
    }
    return starts[lo]!;
  }

  /** Last month of the financial year containing month P. */
  yearEnd(p: number): number {
    const starts = this.starts;
    const count = starts.length;
    if (count === 0) return this.yearStart(p) + 11;
    const first = starts[0]!;
    const afterLast = this.ends[count - 1]! + 1;
    if (p < first || p >= afterLast) return this.yearStart(p) + 11;
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= p) lo = mid;
      else hi = mid - 1;
    }
    return this.ends[lo]!;
  }

  /** m(P): months from the start of the financial year containing P to P inclusive. */
  monthsElapsed(p: number): number {
    return p - this.yearStart(p) + 1;
  }

  /**
   * The month `k` financial years away from P: for k < 0 the end of the |k|-th financial year before the one
   * containing P; 0 is P itself; for k > 0 the end of the k-th financial year after it.
   */
  shiftYears(p: number, k: number): number {
    if (k === 0) return p;
    if (k < 0) {
      let end = p;
      let start = this.yearStart(p);
      for (let i = 0; i < -k; i++) {
        end = start - 1;
        start = this.yearStart(end);
      }
      return end;
    }
    let end = this.yearEnd(p);
    for (let i = 0; i < k; i++) end = this.yearEnd(end + 1);
    return end;
  }
}
