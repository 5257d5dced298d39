import { EXPORT_RESULT_FIELDS } from "../useExportDownload";

export const CREATE_EXPORT_INVESTMENTS = /* GraphQL */ `
  mutation createExportInvestments(
    $periods: [Int!]
    $funds: [ID!]
    $regions: [ID!]
    $clients: [ID!]
    $reportingFrequency: [String!]
    $investmentManagers: [ID!]
    $language: String
  ) {
    createExportInvestments(
      periodType: "c"
      periods: $periods
      funds: $funds
      regions: $regions
      clients: $clients
      reportingFrequency: $reportingFrequency
      investmentManagers: $investmentManagers
      language: $language
    ) { ${EXPORT_RESULT_FIELDS} }
  }
`;

export const INVESTMENTS_EXPORT_FUNDS = /* GraphQL */ `
  query investmentsExportFunds {
    funds {
      _id
      name
    }
  }
`;

export const INVESTMENTS_EXPORT_REGIONS = /* GraphQL */ `
  query investmentsExportRegions {
    regions {
      _id
      region
    }
  }
`;

/** The investment managers of the client's investments, or of every investment in scope. */
export const INVESTMENTS_EXPORT_MANAGERS = /* GraphQL */ `
  query investmentsExportManagers($clientId: ID) {
    investmentManagers(clientId: $clientId) {
      _id
      fullName
    }
  }
`;
