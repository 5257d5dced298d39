// The exchange rates' react-query keys. The list and a currency's rates each have a prefix that an upload
// invalidates whole.
export const exchangeRateKeys = {
  lists: ["exchangeRates"] as const,
  list: (filter: string, page: number) => [...exchangeRateKeys.lists, filter, page] as const,
  details: ["singleExchangeRate"] as const,
  detail: (exchangeId: string, page: number) => [...exchangeRateKeys.details, exchangeId, page] as const,
  /** The currencies and months that have rates, as the export offers them. */
  currencies: ["exchangeRateCurrencies"] as const,
};
