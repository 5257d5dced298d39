export const excelTypeDefs = /* GraphQL */ `
  "A template workbook for one report (POST /api/exportTemp answers the same file as a download)."
  type TemplateFile {
    success: Boolean!
    error: ErrorInfo
    "The .xlsx file, base64."
    file: String
    "{clientname}_factsheetTemplate.xlsx"
    filename: String
  }

  extend type Mutation {
    "The Excel template of a report, pre-filled with what is stored for its period (docs/excel.md)."
    exportTemplate(reportId: ID!, clientId: ID!, language: String): TemplateFile!
  }
`;
