// The client factsheet export (spec 2 §2 export-factsheet, §5, §7 createExport, §9): the chosen forms' values
// per client and period, one sheet per form config and currency.
export const factsheetExportTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    An Excel file with one sheet per form config and currency: the form's fields in tree order, a column per
    client and period, values of reports in the chosen statuses (approved by default), converted with each
    month's stored exchange rate, currency amounts in the reporting scale. Client users only their own client
    and type CLIENT; regional directors and investment managers their regions. Fetch the file from
    GET /download/{fileId}.
    """
    createExport(
      "CLIENT (the chosen clients), REGION/COUNTRY (the clients of the chosen countries) or FUNDS (the clients the chosen funds invest in)."
      exportType: String!
      "SUM or AVG: the summary columns across clients of a REGION/COUNTRY or FUNDS export (SUM when not given)."
      summaryType: String
      "ISO currency codes; one sheet per form config and currency."
      currencies: [String!]
      clients: [ID!]
      regions: [ID!]
      countries: [ID!]
      "f (financial, the default) or c (calendar): how a year (YYYYMM00) in periods is read."
      periodType: String
      "YYYYMM (month), YYYYMMDD (month end) or YYYYMM00 (a year ending in that month)."
      periods: [Int!]
      "Form config keys; empty means the export forms of the clients' type (spec 2 §9)."
      formConfigs: [String!]
      funds: [ID!]
      "active, workout, inactive, removed."
      clientStatus: [String!]
      "Stored report statuses whose data is exported; approved when empty."
      reportStatus: [String!]
      "Only clients with an overdue report on the periods (true), only those without (false), or all (null)."
      overdue: Boolean
      "1, 10, 100, 1000, 10000 or 100000: currency amounts in units of 1/scale (1 when not given)."
      reportingScale: Int
      language: String
    ): ExportResult!
  }
`;
