// The GraphQL operations of the exchange-rate screens (spec 3 §7), with the field names of the API's SDL
// (apps/api/src/modules/exchange-rates/schema.ts).
import { ERROR_FIELDS } from "../../api/errorFields";
const RATE = `_id numericDate month source count`;
const UPLOAD = `success ${ERROR_FIELDS} month quotes { currency pair rate } problems { row message messageId params } replaces exchangeRate { _id month }`;

export const EXCHANGE_RATES = `query ExchangeRates($skip: Int, $limit: Int, $filter: String) { exchangeRates(skip: $skip, limit: $limit, filter: $filter) { results { ${RATE} } pageInfo { total limit offset } } }`;

export const SINGLE_EXCHANGE_RATE = `query SingleExchangeRate($exchangeId: ID!, $skip: Int, $limit: Int) { singleExchangeRate(exchangeId: $exchangeId, skip: $skip, limit: $limit) { ${RATE} quotes { results { currency pair rate } pageInfo { total limit offset } } } }`;

export const PREVIEW_EXCHANGE_RATES = `mutation PreviewExchangeRates($month: String!, $file: ExchangeRateFileInput!) { previewExchangeRates(month: $month, file: $file) { ${UPLOAD} } }`;

export const UPLOAD_EXCHANGE_RATES = `mutation UploadExchangeRates($month: String!, $file: ExchangeRateFileInput!) { uploadExchangeRates(month: $month, file: $file) { ${UPLOAD} } }`;
