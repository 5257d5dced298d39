// A month of exchange rates as stored: quotes per 1 USD (`quotes.USDPEN = 3.75`), `numericDate` the month's
// last day (YYYYMMDD) (docs/exchange-rates.md).
export interface ExchangeRateDoc {
  _id: string;
  numericDate: number;
  source: string;
  quotes: Record<string, number>;
}
