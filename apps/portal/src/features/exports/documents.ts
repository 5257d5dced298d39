// The export mutations of the administration area (spec 3 §7), with the API's field names
// (apps/api/src/modules/exports/admin-exports/schema.ts).
import { EXPORT_RESULT_FIELDS } from "./useExportDownload";

export const CREATE_EXPORT_COVENANTS = `mutation CreateExportCovenants($fieldType: String!) { createExportCovenants(fieldType: $fieldType) { ${EXPORT_RESULT_FIELDS} } }`;

export const CREATE_EXPORT_EXCHANGE = `mutation CreateExportExchange($currency: String!, $periods: [Int!]!) { createExportExchange(currency: $currency, periods: $periods) { ${EXPORT_RESULT_FIELDS} } }`;

/** The currencies the exchange export offers: those quoted in the newest 100 months (the API's page limit). */
export const EXCHANGE_RATE_CURRENCIES = `query ExchangeRateCurrencies { exchangeRates(limit: 100) { results { _id currencies } } }`;
