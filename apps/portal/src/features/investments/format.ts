// How the investment screens write and read values (spec 3 §5, §9): dates DD/MMM/YYYY and months MMM/YYYY
// with the month names of the interface language (dayjs' global locale follows it), amounts as whole numbers
// with their currency, covenant limits from stored hundredths (at most 2 decimals, % for percentual), and the
// typed numbers of the covenant and waiver forms.
import { waiverInEffect } from "@ledgerline/schemas";
import dayjs from "dayjs";
import type { Dayjs } from "dayjs";
import type { InvestmentWaiver } from "./types";

/** The accepted typed date formats; the first is the one shown. */
export const DATE_DISPLAY_FORMAT = "DD/MMM/YYYY";
export const DATE_INPUT_FORMATS = [DATE_DISPLAY_FORMAT, "DD-MM-YYYY", "MM-DD-YYYY", "YYYY-MM-DD"];

/** YYYYMMDD → a dayjs date (null for null, 0 or a malformed number). */
export function fromDateNumber(numeric: number | null | undefined): Dayjs | null {
  if (!numeric) return null;
  const text = String(numeric);
  if (!/^\d{8}$/.test(text)) return null;
  const date = dayjs(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`);
  return date.isValid() ? date : null;
}

/** A dayjs date → YYYYMMDD. */
export function toDateNumber(date: Dayjs): number {
  return Number(date.format("YYYYMMDD"));
}

/** Today as YYYYMMDD (the browser's day). */
export function todayNumber(): number {
  return toDateNumber(dayjs());
}

/** YYYYMMDD → DD/MMM/YYYY ("31/Mar/2027"); empty for none. */
export function dateLabel(numeric: number | null | undefined): string {
  return fromDateNumber(numeric)?.format(DATE_DISPLAY_FORMAT) ?? "";
}

/** YYYYMM → MMM/YYYY ("Sep/2025"); empty for none. */
export function monthLabel(month: number | null | undefined): string {
  if (!month) return "";
  const text = String(month);
  if (!/^\d{6}$/.test(text)) return "";
  return dayjs(`${text.slice(0, 4)}-${text.slice(4, 6)}-01`).format("MMM/YYYY");
}

/** An amount of money as a whole number followed by its currency ("1,234,568 USD"). */
export function amountLabel(amount: number | null | undefined, currency: string, language: string): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return "";
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(Math.round(amount));
  return currency ? `${whole} ${currency}` : whole;
}

/**
 * A covenant limit from its stored hundredths: at most 2 decimals, in the interface language's notation,
 * percentual values with a percent sign ("5%", "5 %" in French). Null for no limit.
 */
export function limitLabel(
  stored: number | null | undefined,
  fieldType: string | null | undefined,
  language: string,
): string | null {
  if (stored === null || stored === undefined || !Number.isFinite(stored)) return null;
  if (fieldType === "percentual") {
    return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(
      stored / 10000,
    );
  }
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(stored / 100);
}

/** Rounds half away from zero after removing binary noise (1.005 × 100 is 100.4999…, meant as 100.5). */
function roundHundredths(value: number): number {
  const scaled = Number((value * 100).toPrecision(15));
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled));
  return rounded === 0 ? 0 : rounded;
}

/**
 * A typed number (spec 3 §5): digits, a leading minus, dots and commas; the last separator is the decimal
 * mark and the others are thousands separators ("1.234,5" and "1,234.5" are both 1234.5). Spaces are
 * ignored. Rounded to 2 decimals. Empty: null; anything else: undefined.
 */
export function parseDecimal(text: string | null | undefined): number | null | undefined {
  const cleaned = (text ?? "").replace(/\s+/g, "");
  if (cleaned === "") return null;
  if (!/^-?[0-9.,]+$/.test(cleaned)) return undefined;
  const negative = cleaned.startsWith("-");
  const body = negative ? cleaned.slice(1) : cleaned;
  if (!/[0-9]/.test(body)) return undefined;
  const last = Math.max(body.lastIndexOf("."), body.lastIndexOf(","));
  const whole = (last < 0 ? body : body.slice(0, last)).replace(/[.,]/g, "") || "0";
  const decimals = last < 0 ? "" : body.slice(last + 1);
  const value = Number(`${whole}.${decimals || "0"}`);
  if (!Number.isFinite(value)) return undefined;
  const hundredths = roundHundredths(value);
  if (!Number.isSafeInteger(hundredths)) return undefined;
  const result = hundredths / 100;
  return negative && result !== 0 ? -result : result;
}

/** A typed number → stored hundredths (Math.round(value × 100)); null when empty or unreadable. */
export function toStored(text: string | null | undefined): number | null {
  const value = parseDecimal(text);
  return value === null || value === undefined ? null : roundHundredths(value);
}

/** The decimal mark of a language ("." in English, "," in French). */
export function decimalMark(language: string): string {
  return (
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? "."
  );
}

/** Stored hundredths → the text of a number input (no grouping, the language's decimal mark): 1250 → "12,5". */
export function storedToInput(stored: number | null | undefined, language: string): string {
  if (stored === null || stored === undefined || !Number.isFinite(stored)) return "";
  const negative = stored < 0;
  const absolute = Math.abs(Math.round(stored));
  const whole = Math.floor(absolute / 100);
  const cents = String(absolute % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${cents ? decimalMark(language) + cents : ""}`;
}

/** A typed number tidied for display after typing (same value, the language's notation); as typed if unreadable. */
export function tidyDecimal(text: string, language: string): string {
  const stored = toStored(text);
  return stored === null ? text : storedToInput(stored, language);
}

/** The first waiver (by start) whose dates contain `today`, inclusive (spec 3 §4): the API's rule, shared. */
export function waiverInEffectOn(
  waivers: readonly InvestmentWaiver[],
  today: number,
): InvestmentWaiver | null {
  return waiverInEffect(waivers, today);
}
