// Money in another currency, in one place: a month's value is converted with that month's exchange rate
// (quotes per 1 USD: USDPEN = 3.75 means 1 USD = 3.75 PEN). Without a rate the value is null with a reason,
// never a number converted with another month's rate.
import type { ExchangeRateDoc } from "../../model/exchange-rates";

export interface Converted {
  value: number | null;
  /** Why value is null although there was something to convert. */
  reason: string | null;
}

export function monthOfNumeric(numeric: number): number {
  return Math.floor(numeric / 100);
}

function label(month: number): string {
  return `${Math.floor(month / 100)}-${String(month % 100).padStart(2, "0")}`;
}

export class CurrencyConverter {
  private readonly byMonth = new Map<number, ExchangeRateDoc>();

  constructor(rates: readonly ExchangeRateDoc[]) {
    for (const rate of rates) this.byMonth.set(monthOfNumeric(rate.numericDate), rate);
  }

  /** How many units of `to` one unit of `from` is worth in the month of `numeric`, or why it is unknown. */
  factor(from: string, to: string, numeric: number): { factor: number | null; reason: string | null } {
    if (from === to) return { factor: 1, reason: null };
    const month = monthOfNumeric(numeric);
    const rate = this.byMonth.get(month);
    if (!rate) return { factor: null, reason: `No exchange rate for ${label(month)}` };
    const quote = (currency: string) => (currency === "USD" ? 1 : rate.quotes[`USD${currency}`]);
    const source = quote(from);
    const target = quote(to);
    if (!source || !(source > 0)) return { factor: null, reason: `No ${from} rate for ${label(month)}` };
    if (!target || !(target > 0)) return { factor: null, reason: `No ${to} rate for ${label(month)}` };
    return { factor: target / source, reason: null };
  }

  /** A stored amount (hundredths) in `from`, as hundredths of `to`. */
  convertStored(stored: number | null | undefined, from: string, to: string, numeric: number): Converted {
    if (stored === null || stored === undefined || typeof stored !== "number")
      return { value: null, reason: null };
    const { factor, reason } = this.factor(from, to, numeric);
    return factor === null ? { value: null, reason } : { value: Math.round(stored * factor), reason: null };
  }
}

/** The exchange-rate months needed to convert values of these periods. */
export function rateDates(numerics: Iterable<number>): number[] {
  return [...new Set([...numerics])];
}
