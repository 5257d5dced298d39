import type { ApiModule } from "../module";

/** Exchange rates per month (quotes per 1 USD); the conversion itself is `converter.ts`. */
export const exchangeRatesModule: ApiModule = {
  name: "exchange-rates",
  async init(app) {
    await app.services.db.collection("exchangeRates").createIndex({ numericDate: 1 });
  },
};
