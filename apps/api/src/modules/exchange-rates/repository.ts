// The `exchangeRates` collection: one document per month ({_id, numericDate: the month's last day, source,
// quotes: {USDPEN: 3.75, …}}, quoted per 1 USD), as the demo seed writes it and the currency converter reads it.
// Read from the months kept in the process (rate-catalog.ts); every write here is recorded in their feed.
import type { Db } from "mongodb";
import { sha256 } from "../../platform/ids";
import type { ExchangeRateDoc } from "../../model/exchange-rates";
import { ExchangeRateCatalog } from "./rate-catalog";
import { isDuplicateKey } from "../../platform/errors";

/**
 * The `_id` a month gets when its first rates are stored: derived from the month, so two concurrent first
 * uploads of one month collide on the unique `_id` instead of leaving two documents (FerretDB's conditional
 * writes are not atomic; docs/operations.md). 24 hexadecimal digits, the id shape of the shared schemas.
 */
export function monthDocumentId(month: string): string {
  return sha256(`exchangeRates:${month}`).slice(0, 24);
}

export class ExchangeRatesRepository {
  constructor(
    private readonly db: Db,
    /** The months kept in the process; every write here is recorded in its feed. */
    readonly catalog: ExchangeRateCatalog = new ExchangeRateCatalog(db),
  ) {}

  private get rates() {
    return this.db.collection<ExchangeRateDoc>("exchangeRates");
  }

  /**
   * Every month, newest first (copies). There is one document a month (a dozen a year), so the screens take
   * them all and filter and page in memory.
   */
  async all(): Promise<ExchangeRateDoc[]> {
    return structuredClone([...(await this.catalog.newestFirst())]);
  }

  byId(id: string): Promise<ExchangeRateDoc | null> {
    return this.rates.findOne({ _id: id });
  }

  /** The document of a month (YYYY-MM), whichever day of it its numericDate names (a copy). */
  async byMonth(month: string): Promise<ExchangeRateDoc | null> {
    return structuredClone(await this.catalog.ofMonth(month));
  }

  /** The months whose `numericDate` is one of these (copies): what money is converted with. */
  async onDates(numerics: readonly number[]): Promise<ExchangeRateDoc[]> {
    return numerics.length === 0 ? [] : structuredClone(await this.catalog.onDates(numerics));
  }

  /**
   * Stores a month's rates, replacing those it has (keeping their `_id`). Returns the stored document and
   * whether it replaced one.
   */
  async store(
    month: string,
    rates: Omit<ExchangeRateDoc, "_id">,
  ): Promise<{ stored: ExchangeRateDoc; replaced: boolean }> {
    const existing = await this.byMonth(month);
    if (existing) {
      const stored = { _id: existing._id, ...rates };
      await this.rates.replaceOne({ _id: existing._id }, stored);
      await this.catalog.changed(stored._id);
      return { stored, replaced: true };
    }
    const stored = { _id: monthDocumentId(month), ...rates };
    let replaced = false;
    try {
      await this.rates.insertOne(stored);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Another upload of the same month got there first: this one replaces it, as a later upload would.
      await this.rates.replaceOne({ _id: stored._id }, stored);
      replaced = true;
    }
    await this.catalog.changed(stored._id);
    return { stored, replaced };
  }
}
