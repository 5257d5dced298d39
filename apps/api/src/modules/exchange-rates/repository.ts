// The `exchangeRates` collection: one document per month ({_id, numericDate: the month's last day, source,
// quotes: {USDPEN: 3.75, …}}, quoted per 1 USD), as the demo seed writes it and the currency converter reads it.
import type { Db } from "mongodb";
import { sha256 } from "../../platform/ids";
import type { ExchangeRateDoc } from "../reports/model";

/**
 * The `_id` a month gets when its first rates are stored: derived from the month, so two concurrent first
 * uploads of one month collide on the unique `_id` instead of leaving two documents (FerretDB's conditional
 * writes are not atomic; docs/operations.md). 24 hexadecimal digits, the id shape of the shared schemas.
 */
export function monthDocumentId(month: string): string {
  return sha256(`exchangeRates:${month}`).slice(0, 24);
}

export class ExchangeRatesRepository {
  constructor(private readonly db: Db) {}

  private get rates() {
    return this.db.collection<ExchangeRateDoc>("exchangeRates");
  }

  async init(): Promise<void> {
    await this.rates.createIndex({ numericDate: 1 });
  }

  /**
   * Every month, newest first. There is one document a month (a dozen a year), so the screens read them all
   * and filter and page in memory; FerretDB would read the whole collection for any filter or sort anyway.
   */
  async all(): Promise<ExchangeRateDoc[]> {
    const months = await this.rates.find({}).toArray();
    return months.sort((a, b) => b.numericDate - a.numericDate || a._id.localeCompare(b._id));
  }

  byId(id: string): Promise<ExchangeRateDoc | null> {
    return this.rates.findOne({ _id: id });
  }

  /** The document of a month (YYYY-MM), whichever day of it its numericDate names. */
  byMonth(month: string): Promise<ExchangeRateDoc | null> {
    const first = Number(`${month.replace("-", "")}01`);
    return this.rates.findOne({ numericDate: { $gte: first, $lte: first + 30 } });
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
      return { stored, replaced: true };
    }
    const stored = { _id: monthDocumentId(month), ...rates };
    try {
      await this.rates.insertOne(stored);
      return { stored, replaced: false };
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      // Another upload of the same month got there first: this one replaces it, as a later upload would.
      await this.rates.replaceOne({ _id: stored._id }, stored);
      return { stored, replaced: true };
    }
  }
}
