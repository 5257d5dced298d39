// How the exchange-rate screens write months and rates (spec 3 §9): months MMM/YYYY in the interface
// language, quotes per 1 USD with exactly 4 decimals and the language's separators.
import dayjs from "dayjs";
import { monthLabel } from "../investments/format";

export const RATE_DECIMALS = 4;

/** YYYYMMDD → MMM/YYYY ("Mar/2025"). */
export function rateMonthLabel(numericDate: number): string {
  return monthLabel(Math.floor(numericDate / 100));
}

/** YYYY-MM → MMM/YYYY ("Mar/2025"). */
export function monthKeyLabel(month: string): string {
  return dayjs(`${month}-01`).format("MMM/YYYY");
}

/** 3.75 → "3.7500" (English), "3,7500" (French). */
export function rateLabel(rate: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: RATE_DECIMALS,
    maximumFractionDigits: RATE_DECIMALS,
  }).format(rate);
}

/** "USDPEN" → "USD/PEN". */
export function pairLabel(pair: string): string {
  return `${pair.slice(0, 3)}/${pair.slice(3)}`;
}
