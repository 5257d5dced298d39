import type { ApiModule } from "../module";
import { exchangeRatesResolvers } from "./resolvers";
import type { ExchangeRatesServices } from "./resolvers";
import { exchangeRatesTypeDefs } from "./schema";

/**
 * Exchange rates per month (quotes per 1 USD): the admin screens' reads and the file upload
 * (docs/exchange-rates.md); the conversion itself is `converter.ts`.
 */
export const exchangeRatesModule: ApiModule<ExchangeRatesServices> = {
  name: "exchange-rates",
  typeDefs: exchangeRatesTypeDefs,
  resolvers: exchangeRatesResolvers,
};
