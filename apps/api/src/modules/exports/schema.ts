// The result every export mutation returns (spec 2 §7, spec 3 §7): the file to fetch from GET /download/{fileId},
// or an error to show. Each export adds its mutation in its own schema file.
export const exportsTypeDefs = /* GraphQL */ `
  "A generated export: fetch it from GET /download/{fileId} (its owner only, until it expires), or an error to show."
  type ExportResult {
    success: Boolean!
    error: ErrorInfo
    fileId: ID
    "What the downloaded file is called, e.g. covenants-percentual-2025-03-31.xlsx."
    fileName: String
  }
`;
