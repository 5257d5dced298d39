// Shapes of the exchange-rate answers, named as the API's SDL names them
// (apps/api/src/modules/exchange-rates/schema.ts).
import type { PageInfo } from "../../api/types";
import type { MutationResult } from "../../api/types";

export interface ExchangeRateMonth {
  _id: string;
  /** The month's last day, YYYYMMDD. */
  numericDate: number;
  /** YYYY-MM */
  month: string;
  source: string;
  count: number;
}

export interface ExchangeRatePage {
  results: ExchangeRateMonth[];
  pageInfo: PageInfo;
}

export interface Quote {
  currency: string;
  /** USDPEN */
  pair: string;
  /** Units of the currency per 1 USD. */
  rate: number;
}

export interface SingleExchangeRate extends ExchangeRateMonth {
  quotes: { results: Quote[]; pageInfo: PageInfo };
}

export interface RowProblem {
  row: number;
  /** "Row 4: rate must be a positive number, …" */
  message: string;
}

export interface UploadResult extends MutationResult {
  month: string | null;
  quotes: Quote[];
  problems: RowProblem[];
  replaces: boolean;
  exchangeRate: { _id: string; month: string } | null;
}

/** The file as the API takes it. */
export interface RatesFile {
  name: string;
  /** base64 */
  content: string;
}
