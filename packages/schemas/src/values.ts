// Value helpers: the one place where stored values, engine values, reporting scales, periods, financial
// years, typed numbers and typed dates are converted. The portal, the API, the studio and the CLI all use it.
// Month arithmetic itself lives in the formula engine's months module; this package passes it on.
//
// Storage conventions (DESIGN "Values, periods and money"):
// - numeric and currency values are stored as whole hundredths: 12.34 → 1234;
// - percentual values are stored as hundredths of a percent: 5.00 % → 500; the engine sees the fraction 0.05;
// - a period is a month end, `yyyymmdd` (20240131); a month in routes and in the engine is `YYYY-MM`;
// - a financial year id is the year the financial year ends in, followed by 00 (202400);
// - in a period selection a financial year is `YYYYMM00` (its end month + 00) and a month `YYYYMM`.
import {
  addMonths,
  daysInMonth,
  monthEnd,
  monthKey,
  monthNumber,
  monthOf,
  monthParts,
  monthsBetween,
  quarterOf,
} from "@ledgerline/formula-engine";
import type { MonthKey } from "@ledgerline/formula-engine";
import type { FinancialPeriod } from "./schemas/client.js";
import type { PeriodInfo } from "./schemas/reporting.js";
import type { Range } from "./schemas/primitives.js";

// ---------------------------------------------------------------------------------------------- numbers

/** Rounds half away from zero after removing binary noise (1.005 * 100 is 100.49999…, meant as 100.5). */
function roundScaled(x: number): number {
  if (Number.isInteger(x)) return x === 0 ? 0 : x;
  const cleaned = Number(x.toPrecision(15));
  const rounded = Math.sign(cleaned) * Math.round(Math.abs(cleaned));
  return rounded === 0 ? 0 : rounded;
}

/** A plain number → whole hundredths (12.34 → 1234). Rounds half away from zero. */
export function toHundredths(value: number): number {
  return roundScaled(value * 100);
}

/** Whole hundredths → a plain number (1234 → 12.34). */
export function fromHundredths(stored: number): number {
  return stored / 100;
}

/** A fraction → hundredths of a percent (0.05 → 500; 0.0523 → 523). */
export function fractionToPercentHundredths(fraction: number): number {
  return roundScaled(fraction * 10000);
}

/** Hundredths of a percent → a fraction (500 → 0.05). */
export function percentHundredthsToFraction(stored: number): number {
  return stored / 10000;
}

/** The value types whose stored form is a number in hundredths. */
export type NumberValueType = "numeric" | "currency" | "percentual";

/** A stored value → the plain number the formula engine works with (percentual as a fraction). */
export function storedToEngine(type: NumberValueType, stored: number | null | undefined): number | null {
  if (stored === null || stored === undefined || !Number.isFinite(stored)) return null;
  return type === "percentual" ? percentHundredthsToFraction(stored) : fromHundredths(stored);
}

/** An engine number → its stored form (null stays null; NaN and infinities become null). */
export function engineToStored(type: NumberValueType, value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return type === "percentual" ? fractionToPercentHundredths(value) : toHundredths(value);
}

/** A percentage as typed or shown (5 for 5 %) → stored hundredths of a percent (500). */
export function percentToStored(percent: number): number {
  return toHundredths(percent);
}

// ------------------------------------------------------------------------------------ reporting scale

/** Stored currency hundredths (full units) → the reported value in hundredths of the report's scale. */
export function toReportedValue(storedFullUnits: number, scale: number): number {
  return roundScaled(storedFullUnits / scale);
}

/** A reported value (hundredths in the report's scale) → stored hundredths of full units. */
export function fromReportedValue(reported: number, scale: number): number {
  return roundScaled(reported * scale);
}

// -------------------------------------------------------------------------------------- number input

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** Why typed text is not a number, for callers that word it themselves. */
export type NumberInputProblem = "characters" | "noDigit" | "tooLarge";

export type NumberInputParse =
  { ok: true; value: number | null } | { ok: false; problem: NumberInputProblem; message: string };

/**
 * Parses a typed number as the spec says: digits, an optional leading minus, dot and comma; the last
 * separator is the decimal mark, the others are thousands separators. At most two decimals are kept:
 * extra decimal digits shift the value (the input behaves like a till, "1.234" becomes 12.34).
 * Empty input is null.
 */
export function parseNumberInput(text: string): NumberInputParse {
  const trimmed = text.trim().replace(/\s+/g, "");
  if (trimmed === "") return { ok: true, value: null };
  if (!/^-?[0-9.,]+$/.test(trimmed)) {
    return {
      ok: false,
      problem: "characters",
      message: "use only digits, a leading minus sign, dots and commas",
    };
  }
  const negative = trimmed.startsWith("-");
  const body = negative ? trimmed.slice(1) : trimmed;
  if (!/[0-9]/.test(body)) return { ok: false, problem: "noDigit", message: "enter at least one digit" };
  const lastSeparator = Math.max(body.lastIndexOf("."), body.lastIndexOf(","));
  const integerDigits = (lastSeparator < 0 ? body : body.slice(0, lastSeparator)).replace(/[.,]/g, "");
  let decimalDigits = lastSeparator < 0 ? "" : body.slice(lastSeparator + 1);
  let whole = integerDigits;
  if (decimalDigits.length > 2) {
    // Keep two decimals: the extra digits move into the whole part.
    whole += decimalDigits.slice(0, decimalDigits.length - 2);
    decimalDigits = decimalDigits.slice(-2);
  }
  const hundredths = Number((whole === "" ? "0" : whole) + decimalDigits.padEnd(2, "0"));
  if (!Number.isSafeInteger(hundredths))
    return { ok: false, problem: "tooLarge", message: "the number is too large" };
  const value = hundredths / 100;
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

/** Formats a number with two decimals and the given separators (default 1,234.56). */
export function formatNumber(
  value: number,
  options: { decimal?: "." | ","; thousands?: "" | "," | "." | " " } = {},
): string {
  const decimal = options.decimal ?? ".";
  const thousands = options.thousands ?? (decimal === "." ? "," : ".");
  const hundredths = Math.abs(toHundredths(value));
  const whole = Math.floor(hundredths / 100).toString();
  const cents = (hundredths % 100).toString().padStart(2, "0");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${value < 0 && hundredths !== 0 ? "-" : ""}${grouped}${decimal}${cents}`;
}

// ------------------------------------------------------------------------------------------- dates

/** The three accepted date input formats (spec 2 §5, spec 3 §5). */
export const DATE_INPUT_FORMATS = ["DD-MM-YYYY", "MM-DD-YYYY", "YYYY-MM-DD"] as const;
export type DateInputFormat = (typeof DATE_INPUT_FORMATS)[number];

/** True when `n` is a real calendar date written yyyymmdd. */
export function isDateNumber(n: number): boolean {
  if (!Number.isInteger(n)) return false;
  const year = Math.floor(n / 10000);
  const month = Math.floor(n / 100) % 100;
  const day = n % 100;
  return (
    year >= 1000 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
  );
}

/** Builds yyyymmdd from its parts (no check). */
export function dateNumber(year: number, month: number, day: number): number {
  return year * 10000 + month * 100 + day;
}

/** Splits yyyymmdd into its parts. */
export function dateParts(n: number): { year: number; month: number; day: number } {
  return { year: Math.floor(n / 10000), month: Math.floor(n / 100) % 100, day: n % 100 };
}

/**
 * Parses a typed date in one of the accepted formats: DD-MM-YYYY, MM-DD-YYYY or YYYY-MM-DD (dashes, slashes
 * or dots). A four-digit first part means YYYY-MM-DD. Otherwise the day-first reading is used unless only the
 * month-first reading is a real date, or `prefer` says "MM-DD-YYYY". Returns yyyymmdd; empty input is null.
 */
export function parseDateInput(
  text: string,
  prefer: "DD-MM-YYYY" | "MM-DD-YYYY" = "DD-MM-YYYY",
): ParseResult<number | null> {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(trimmed);
  if (iso) {
    const n = dateNumber(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    return isDateNumber(n) ? { ok: true, value: n } : { ok: false, message: `${trimmed} is not a real date` };
  }
  const local = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
  if (!local) return { ok: false, message: "use DD-MM-YYYY, MM-DD-YYYY or YYYY-MM-DD" };
  const a = Number(local[1]);
  const b = Number(local[2]);
  const year = Number(local[3]);
  const dayFirst = dateNumber(year, b, a);
  const monthFirst = dateNumber(year, a, b);
  const candidates = prefer === "DD-MM-YYYY" ? [dayFirst, monthFirst] : [monthFirst, dayFirst];
  const found = candidates.find(isDateNumber);
  return found === undefined
    ? { ok: false, message: `${trimmed} is not a real date` }
    : { ok: true, value: found };
}

/** Formats yyyymmdd in one of the accepted input formats (default YYYY-MM-DD). */
export function formatDateNumber(n: number, format: DateInputFormat = "YYYY-MM-DD"): string {
  const { year, month, day } = dateParts(n);
  const yyyy = String(year).padStart(4, "0");
  const mm = String(month).padStart(2, "0");
  const dd = String(day).padStart(2, "0");
  if (format === "DD-MM-YYYY") return `${dd}-${mm}-${yyyy}`;
  if (format === "MM-DD-YYYY") return `${mm}-${dd}-${yyyy}`;
  return `${yyyy}-${mm}-${dd}`;
}

/**
 * yyyymmdd as the investment screens show a date (spec 3 §9): DD/MMM/YYYY with the month's short name in the
 * language ("31/Mar/2026", "31/mars/2026"), without the trailing dot some languages abbreviate with.
 */
export function formatDisplayDate(n: number, language: string): string {
  const { year, month, day } = dateParts(n);
  const monthName = new Intl.DateTimeFormat(language, { month: "short", timeZone: "UTC" })
    .format(new Date(Date.UTC(year, month - 1, 1)))
    .replace(/\.$/, "");
  return `${String(day).padStart(2, "0")}/${monthName}/${String(year).padStart(4, "0")}`;
}

/** yyyymmdd → an ISO timestamp at midnight UTC. */
export function dateNumberToIso(n: number): string {
  return `${formatDateNumber(n)}T00:00:00.000Z`;
}

/** An ISO date or timestamp → yyyymmdd (the date part as written). */
export function isoToDateNumber(iso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) throw new RangeError(`not an ISO date: ${iso}`);
  return dateNumber(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Adds days to yyyymmdd. */
export function addDays(n: number, days: number): number {
  const { year, month, day } = dateParts(n);
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return dateNumber(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

// ------------------------------------------------------------------------------------------ months

// Month arithmetic has its home in the formula engine's months module (the engine cannot depend on this
// package, every other one can depend on the engine); these are its names as this package has always offered them.
export {
  addMonths,
  daysInMonth,
  isMonth as isMonthKey,
  isQuarterEnd,
  monthEnd,
  monthKey,
  monthNumber,
  monthOf,
  monthParts,
  monthRange,
  monthsBetween,
  quarterOf,
} from "@ledgerline/formula-engine";
export type { MonthKey } from "@ledgerline/formula-engine";

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "September 2025" for a monthly period, "Q3 2025" for a quarterly one. */
export function periodLabel(key: string, periodType: "month" | "quarter" | "year" = "month"): string {
  const { year, month } = monthParts(key);
  if (periodType === "quarter") return `Q${quarterOf(key)} ${year}`;
  if (periodType === "year") return `FY ${year}`;
  return `${MONTH_NAMES[month - 1] ?? ""} ${year}`;
}

// -------------------------------------------------------------------------------- financial years

/** Financial year id: the year followed by 00 (2024 → 202400). */
export function financialYearId(year: number): number {
  return year * 100;
}

/** A financial year in a period selection: its end month followed by 00 (2024-06 → 20240600). */
export function financialYearSelectionValue(endMonth: string): number {
  return monthNumber(endMonth) * 100;
}

/** What a number in a period selection means (spec 2 §3). */
export type PeriodSelectionValue =
  | { kind: "date"; date: number; month: MonthKey }
  | { kind: "financialYear"; endMonth: MonthKey }
  | { kind: "month"; month: MonthKey };

/** Reads a period-selection number: YYYYMMDD (period end), YYYYMM00 (financial year) or YYYYMM (month). */
export function parsePeriodSelectionValue(n: number): ParseResult<PeriodSelectionValue> {
  if (!Number.isInteger(n) || n <= 0) return { ok: false, message: "expected a whole positive number" };
  if (n >= 10000000) {
    if (n % 100 === 0) {
      const ym = n / 100;
      const month = ym % 100;
      if (month < 1 || month > 12) return { ok: false, message: `${n}: month ${month} does not exist` };
      return { ok: true, value: { kind: "financialYear", endMonth: monthOf(ym) } };
    }
    if (!isDateNumber(n)) return { ok: false, message: `${n} is not a real date (YYYYMMDD)` };
    return { ok: true, value: { kind: "date", date: n, month: monthOf(n) } };
  }
  if (n >= 100000) {
    const month = n % 100;
    if (month < 1 || month > 12) return { ok: false, message: `${n}: month ${month} does not exist` };
    return { ok: true, value: { kind: "month", month: monthOf(n) } };
  }
  return { ok: false, message: `${n} is not YYYYMMDD, YYYYMM00 or YYYYMM` };
}

/** One financial year running from `startMonth` to `endMonth` inclusive (whole months). */
export function financialPeriod(startMonth: string, endMonth: string): FinancialPeriod {
  const end = monthParts(endMonth);
  const start = monthParts(startMonth);
  return {
    financialYear: end.year,
    financialYearId: financialYearId(end.year),
    start: dateNumber(start.year, start.month, 1),
    end: monthEnd(endMonth),
    months: monthsBetween(startMonth, endMonth) + 1,
  };
}

/**
 * Consecutive financial years covering `from`…`to` (YYYY-MM), ending in `endMonth` (1–12, default December).
 * `changes` switch the year end: `{ fromYear: 2024, endMonth: 6 }` makes the year that ends in June 2024 a
 * transition year (from the previous end to June 2024), then 12-month years ending in June.
 */
export function buildFinancialPeriods(options: {
  from: string;
  to: string;
  endMonth?: number;
  changes?: Array<{ fromYear: number; endMonth: number }>;
}): FinancialPeriod[] {
  const changes = [...(options.changes ?? [])].sort((a, b) => a.fromYear - b.fromYear);
  const endMonthFor = (year: number): number => {
    let m = options.endMonth ?? 12;
    for (const change of changes) if (year >= change.fromYear) m = change.endMonth;
    return m;
  };
  const periods: FinancialPeriod[] = [];
  // First year end on or after `from`.
  const fromParts = monthParts(options.from);
  let year = fromParts.year;
  let end = monthKey(year, endMonthFor(year));
  if (monthsBetween(options.from, end) < 0) {
    year += 1;
    end = monthKey(year, endMonthFor(year));
  }
  let start = addMonths(monthKey(year - 1, endMonthFor(year - 1)), 1);
  for (;;) {
    periods.push(financialPeriod(start, end));
    if (monthsBetween(options.to, end) >= 0) break;
    start = addMonths(end, 1);
    year += 1;
    end = monthKey(year, endMonthFor(year));
  }
  return periods;
}

/** The financial period containing `month`, or undefined when the table does not cover it. */
export function financialPeriodOf(
  periods: readonly FinancialPeriod[],
  month: string,
): FinancialPeriod | undefined {
  const end = monthEnd(month);
  return periods.find((p) => p.start <= end && end <= p.end);
}

/** The default financial year (12 months ending in December) containing `month`. */
export function calendarFinancialPeriod(month: string): FinancialPeriod {
  const { year } = monthParts(month);
  return financialPeriod(monthKey(year, 1), monthKey(year, 12));
}

/** Months from the start of the month's financial year to the month, inclusive (m(P) of the formula language). */
export function monthsElapsedInFinancialYear(periods: readonly FinancialPeriod[], month: string): number {
  const period = financialPeriodOf(periods, month) ?? calendarFinancialPeriod(month);
  return monthsBetween(monthOf(period.start), month) + 1;
}

/** The report-instance period block for a month. */
export function periodInfo(periods: readonly FinancialPeriod[], month: string): PeriodInfo {
  const { year, month: m } = monthParts(month);
  const fp = financialPeriodOf(periods, month) ?? calendarFinancialPeriod(month);
  return {
    month: m,
    quarter: quarterOf(month),
    year,
    financialYear: fp.financialYear,
    financialYearPeriod: monthsBetween(monthOf(fp.start), month) + 1,
  };
}

// ------------------------------------------------------------------------------------------ covenants

/**
 * The waiver in effect on a date (spec 3 §4): the first, by start date, whose start and end dates (yyyymmdd,
 * both inclusive) contain it; null when none does.
 */
export function waiverInEffect<W extends { startDate: number; endDate: number }>(
  waivers: readonly W[] | undefined,
  date: number,
): W | null {
  return (
    [...(waivers ?? [])]
      .sort((a, b) => a.startDate - b.startDate)
      .find((waiver) => waiver.startDate <= date && date <= waiver.endDate) ?? null
  );
}

export type CovenantLevel = "ok" | "alerted" | "breached";

/**
 * Where a covenant value stands. `value` is the engine's number (a fraction for percentual covenants);
 * `range` and `alertThreshold` are stored hundredths (of a percent for percentual). A value outside
 * [min, max] is breached. The alert threshold sits inside the range near the binding bound: when it is
 * closer to max (or there is no min) values above it are alerted, otherwise values below it.
 * Null when the value is missing.
 */
export function covenantLevel(
  value: number | null | undefined,
  fieldType: NumberValueType,
  limits: { range: Range; alertThreshold?: number | null },
): CovenantLevel | null {
  const stored = engineToStored(fieldType, value);
  if (stored === null) return null;
  const { min, max } = limits.range;
  if ((min !== null && stored < min) || (max !== null && stored > max)) return "breached";
  const alert = limits.alertThreshold;
  if (alert === null || alert === undefined) return "ok";
  const watchesMax = min === null || (max !== null && alert - min >= max - alert);
  return (watchesMax ? stored > alert : stored < alert) ? "alerted" : "ok";
}
