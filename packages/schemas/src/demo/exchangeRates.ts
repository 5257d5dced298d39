// Month-end exchange rates per 1 USD for the demo currencies: a smooth path between two levels plus noise.
// XOF is pegged to EUR (655.957 XOF per EUR), as it is in reality.
import { monthRange, type MonthKey } from "../values.js";
import type { Random } from "./random.js";
import { FX_PATHS, XOF_PER_EUR } from "./referenceData.js";

/** Rates by currency and month, rounded to 4 decimals; every listed currency gets every month. */
export function exchangeRateSeries(
  rng: Random,
  currencies: readonly string[],
  from: MonthKey,
  to: MonthKey,
): Map<string, Map<MonthKey, number>> {
  const months = monthRange(from, to);
  const series = new Map<string, Map<MonthKey, number>>();
  const pathOf = (currency: string) => {
    const path = FX_PATHS[currency] ?? { from: 1, to: 1, vol: 0 };
    const values = new Map<MonthKey, number>();
    let noise = 0;
    months.forEach((month, i) => {
      const t = months.length > 1 ? i / (months.length - 1) : 0;
      noise = 0.7 * noise + path.vol * rng.normal();
      const level = path.from * Math.pow(path.to / path.from, t) * Math.exp(noise);
      values.set(month, level);
    });
    return values;
  };
  const eur = pathOf("EUR");
  for (const currency of new Set([...currencies, "USD", "EUR"])) {
    const raw =
      currency === "EUR"
        ? eur
        : currency === "XOF"
          ? new Map([...eur].map(([m, v]) => [m, v * XOF_PER_EUR]))
          : pathOf(currency);
    series.set(
      currency,
      new Map([...raw].map(([m, v]) => [m, currency === "USD" ? 1 : Math.round(v * 10000) / 10000])),
    );
  }
  return series;
}
