// The investments export (spec 2 §2 export-investments, §7 createExportInvestments; spec 3 §3 investment fields).
export const investmentsExportTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    An Excel file with one row per investment outstanding in any of the chosen calendar months (YYYYMM; at
    least one) that matches every filter given; empty lists mean no filter. Client users only their own client;
    regional directors and investment managers their regions. Fetch the file from GET /download/{fileId}.
    """
    createExportInvestments(
      "c (calendar)."
      periodType: String
      periods: [Int!]
      "Fund ids."
      funds: [ID!]
      "Region ids."
      regions: [ID!]
      clients: [ID!]
      "monthly, quarterly, not required."
      reportingFrequency: [String!]
      "Investment manager ids."
      investmentManagers: [ID!]
      language: String
    ): ExportResult!
  }
`;
