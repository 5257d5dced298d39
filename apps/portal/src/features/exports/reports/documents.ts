import { EXPORT_RESULT_FIELDS } from "../useExportDownload";

export const CREATE_REPORTS_EXPORT = /* GraphQL */ `
  mutation createReportsExport(
    $periods: [Int!]
    $reportStatus: [String!]
    $report: String
    $clients: [ID!]
    $regions: [ID!]
    $countries: [ID!]
    $dueDateRange: ReportsExportDueDates
    $clientStatus: [String!]
    $overdue: Boolean
    $language: String
  ) {
    createReportsExport(
      periodType: "c"
      periods: $periods
      reportStatus: $reportStatus
      report: $report
      clients: $clients
      regions: $regions
      countries: $countries
      dueDateRange: $dueDateRange
      clientStatus: $clientStatus
      overdue: $overdue
      language: $language
    ) { ${EXPORT_RESULT_FIELDS} }
  }
`;

/** The regions and countries provider staff filter on. */
export const REPORTS_EXPORT_PLACES = /* GraphQL */ `
  query reportsExportPlaces {
    regions {
      _id
      region
    }
    countries {
      _id
      name
    }
  }
`;
