// The exports' react-query keys: the choices each export form loads.
export const exportKeys = {
  reportsPlaces: ["reportsExportPlaces"] as const,
  investmentsFunds: ["investmentsExportFunds"] as const,
  investmentsRegions: ["investmentsExportRegions"] as const,
  investmentsManagers: (clientId: string | null) => ["investmentsExportManagers", clientId] as const,
  factsheetChoices: ["factsheetExportChoices"] as const,
};
