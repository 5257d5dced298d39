// Every month of exchange rates, kept in the API process (platform/kept-collection.ts): the dashboard, the
// form-data pages and the exports convert money on every request, and any filter on FerretDB (the months by
// `numericDate`) reads the whole collection. One document a month keeps the copy small. The one writer,
// `ExchangeRatesRepository.store`, records each write in the feed `exchangeRateChanges`
// (docs/architecture.md, "Kept in the process").
import type { Db } from "mongodb";
import { KEPT_RELOAD_MS, KeptCollection } from "../../platform/kept-collection";
import type { Order } from "../../platform/kept-collection";
import type { ExchangeRateDoc } from "../../model/exchange-rates";

/** The exchange-rate change feed's collection. */
export const EXCHANGE_RATE_CHANGES = "exchangeRateChanges";

const EVERY_MONTH = "all";

const NEWEST_FIRST: Order = [
  { path: "numericDate", direction: -1 },
  { path: "_id", direction: 1 },
];

export class ExchangeRateCatalog extends KeptCollection<ExchangeRateDoc> {
  constructor(db: Db, reloadMs = KEPT_RELOAD_MS) {
    super(db, {
      collection: "exchangeRates",
      feed: EXCHANGE_RATE_CHANGES,
      groupOf: () => EVERY_MONTH,
      reloadMs,
    });
  }

  /** Every month, newest first. Callers must not change the documents. */
  newestFirst(): Promise<readonly ExchangeRateDoc[]> {
    return this.sorted(NEWEST_FIRST);
  }

  /** The months whose `numericDate` is one of these. */
  async onDates(numerics: readonly number[]): Promise<ExchangeRateDoc[]> {
    const wanted = new Set(numerics);
    return (await this.newestFirst()).filter((rates) => wanted.has(rates.numericDate));
  }

  /** The month (YYYY-MM), whichever day of it its `numericDate` names. */
  async ofMonth(month: string): Promise<ExchangeRateDoc | null> {
    const first = Number(`${month.replace("-", "")}01`);
    return (
      (await this.newestFirst()).find(
        (rates) => rates.numericDate >= first && rates.numericDate <= first + 30,
      ) ?? null
    );
  }
}
