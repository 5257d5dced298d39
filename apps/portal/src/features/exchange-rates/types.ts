// Shapes of the exchange-rate answers, named as the API's SDL names them
// (apps/api/src/modules/exchange-rates/schema.ts).
import type {
  ExchangeRateFileInput,
  ExchangeRatesQuery,
  SingleExchangeRateQuery,
  UploadExchangeRatesMutation,
} from "../../api/generated/operations";

export type ExchangeRatePage = ExchangeRatesQuery["exchangeRates"];
/** numericDate: the month's last day, YYYYMMDD; month: YYYY-MM. */
export type ExchangeRateMonth = ExchangeRatePage["results"][number];

export type SingleExchangeRate = NonNullable<SingleExchangeRateQuery["singleExchangeRate"]>;
/** pair: USDPEN; rate: units of the currency per 1 USD. */
export type Quote = SingleExchangeRate["quotes"]["results"][number];

/** What a preview or an upload answers (the same fields). */
export type UploadResult = UploadExchangeRatesMutation["uploadExchangeRates"];
/** message: "Row 4: rate must be a positive number, …" in English; messageId and params word it elsewhere. */
export type RowProblem = UploadResult["problems"][number];

/** The file as the API takes it (content: base64). */
export type RatesFile = ExchangeRateFileInput;
