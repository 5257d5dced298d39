import { EXPORT_RESULT_FIELDS } from "../useExportDownload";

export const CREATE_FACTSHEET_EXPORT = /* GraphQL */ `
  mutation createExport(
    $exportType: String!
    $summaryType: String
    $currencies: [String!]
    $clients: [ID!]
    $regions: [ID!]
    $countries: [ID!]
    $periodType: String
    $periods: [Int!]
    $formConfigs: [String!]
    $funds: [ID!]
    $clientStatus: [String!]
    $reportStatus: [String!]
    $overdue: Boolean
    $language: String
  ) {
    createExport(
      exportType: $exportType
      summaryType: $summaryType
      currencies: $currencies
      clients: $clients
      regions: $regions
      countries: $countries
      periodType: $periodType
      periods: $periods
      formConfigs: $formConfigs
      funds: $funds
      clientStatus: $clientStatus
      reportStatus: $reportStatus
      overdue: $overdue
      language: $language
    ) { ${EXPORT_RESULT_FIELDS} }
  }
`;

/** What provider staff choose from: regions (with their countries), countries and funds. */
export const FACTSHEET_EXPORT_CHOICES = /* GraphQL */ `
  query factsheetExportChoices {
    regions {
      _id
      region
      countries
    }
    countries {
      _id
      name
    }
    funds {
      _id
      name
    }
  }
`;
