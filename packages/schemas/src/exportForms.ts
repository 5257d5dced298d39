// The forms a client factsheet export holds (spec 2 §9), one list for the API that writes it and the portal
// that offers them.

/** The forms exported for each template family (MFI and BANK clients file the MFI templates). */
export const FACTSHEET_EXPORT_FORMS = {
  MFI: ["balanceSheet", "profitLoss", "extras", "extras2", "performanceIndicators", "cashFlow", "infoIc"],
  AGRO: ["agroBalanceSheet", "agroProfitLoss", "agroExtras", "agroRatios", "agroCashflow"],
} as const;

/** Added first when a CLIENT export has exactly one client. */
export const FACTSHEET_IDENTIFICATION_FORM = "identification";

/** Added to a FUNDS export of MFI clients. */
export const FACTSHEET_RATIOS_FORM = "ratios";
