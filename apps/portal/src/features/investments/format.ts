// How the investment screens write and read values (spec 3 §5, §9): dates DD/MMM/YYYY and months MMM/YYYY
// with the month names of the interface language (dayjs' global locale follows it), amounts as whole numbers
// with their currency, covenant limits from stored hundredths (at most 2 decimals, % for percentual), and the
// typed numbers of the covenant and waiver forms (parsed and shown by @ledgerline/schemas/covenant-limits, which
// the studio's catalogue shares).
import { waiverInEffect } from "@ledgerline/schemas";
import { storedToInput, toStored } from "@ledgerline/schemas/covenant-limits";
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
