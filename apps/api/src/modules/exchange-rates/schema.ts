// Exchange rates (spec 3 §2, §3, §7, §9): one set of rates per month, quoted per 1 USD. Provider users read
// them; admins load a month from a CSV or .xlsx file in two steps, preview then upload (docs/exchange-rates.md).
export const exchangeRatesTypeDefs = /* GraphQL */ `
  type ExchangeRateQuote {
    "ISO 4217 code, e.g. PEN."
    currency: String!
    "USD followed by the currency, e.g. USDPEN (the key in the stored quotes)."
    pair: String!
    "Units of the currency per 1 USD."
    rate: Float!
  }

  "A month's exchange rates."
  type ExchangeRate {
    _id: ID!
    "The month's last day, YYYYMMDD."
    numericDate: Int!
    "YYYY-MM"
    month: String!
    source: String!
    "How many currencies are quoted."
    count: Int!
    "The quoted currencies, sorted."
    currencies: [String!]!
  }

  type ExchangeRatePage {
    results: [ExchangeRate!]!
    pageInfo: PageInfo!
  }

  type ExchangeRateQuotePage {
    results: [ExchangeRateQuote!]!
    pageInfo: PageInfo!
  }

  "A month's exchange rates with a page of its quotes."
  type SingleExchangeRate {
    _id: ID!
    numericDate: Int!
    month: String!
    source: String!
    count: Int!
    quotes: ExchangeRateQuotePage!
  }

  input ExchangeRateFileInput {
    "The file's name, kept as the rates' source."
    name: String!
    "The file's bytes, base64; a CSV or an Excel workbook (.xlsx), at most 512 KB."
    content: String!
  }

  "One row's problem in a rates file."
  type ExchangeRateRowProblem {
    row: Int!
    "In English, with its row number: 'Row 4: rate must be a positive number, …'."
    message: String!
    "As ErrorInfo.messageId, for screens to word the problem in their language."
    messageId: String
    "The message's variables by name (with messageId), the row number among them."
    params: JSON
  }

  "What a rates file holds, or why it is refused (error, and problems row by row)."
  type ExchangeRateUploadResult {
    success: Boolean!
    error: ErrorInfo
    "YYYY-MM"
    month: String
    "The file's rates, sorted by currency; empty when refused."
    quotes: [ExchangeRateQuote!]!
    problems: [ExchangeRateRowProblem!]!
    "Whether the month already has rates, which uploading replaces."
    replaces: Boolean!
    "The stored month (uploadExchangeRates only)."
    exchangeRate: ExchangeRate
  }

  extend type Query {
    "Months newest first, 15 a page; filter: part of a month (2025-03) or of a currency code. Provider users."
    exchangeRates(skip: Int, limit: Int, filter: String): ExchangeRatePage!
    "One month with a page of its quotes (sorted by currency; filter: part of a currency code); null if none."
    singleExchangeRate(exchangeId: ID!, skip: Int, limit: Int, filter: String): SingleExchangeRate
  }

  extend type Mutation {
    "Admins only. Reads and checks a month's rates file; stores nothing."
    previewExchangeRates(month: String!, file: ExchangeRateFileInput!): ExchangeRateUploadResult!
    "Admins only. Checks the file again and stores the month's rates, replacing any it had."
    uploadExchangeRates(month: String!, file: ExchangeRateFileInput!): ExchangeRateUploadResult!
  }
`;
