// The reports export (spec 2 §2 export-reports, §5, §7 createReportsExport): one row per report instance.
export const reportsExportTypeDefs = /* GraphQL */ `
  "Due dates (yyyymmdd), inclusive; from lies at least a day before to."
  input ReportsExportDueDates {
    from: Int
    to: Int
  }

  extend type Mutation {
    """
    An Excel file with one row per report instance of the chosen calendar months (YYYYMM) that matches every
    filter given; empty lists mean no filter. Client users only their own client; regional directors and
    investment managers their regions. Fetch the file from GET /download/{fileId}.
    """
    createReportsExport(
      "c (calendar): the reports export covers calendar periods only."
      periodType: String
      periods: [Int!]
      "Stored statuses: created, in_progress, submitted, in_review, rejected, approved."
      reportStatus: [String!]
      "A report template's key or id."
      report: String
      clients: [ID!]
      regions: [ID!]
      countries: [ID!]
      dueDateRange: ReportsExportDueDates
      "active, workout, inactive, removed."
      clientStatus: [String!]
      "Only overdue reports (true), only those that are not (false), or both (null)."
      overdue: Boolean
      language: String
    ): ExportResult!
  }
`;
