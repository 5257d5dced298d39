// The one rule for an export's file name (docs/exports.md): what it is, then what narrows it (a single
// client's key, a field type, a currency) and the period or day it covers, joined by "-".

/** `["reports", null, "2025-01_2025-12"]` → "reports-2025-01_2025-12.xlsx"; empty parts are left out. */
export function exportFileName(parts: ReadonlyArray<string | null | undefined>): string {
  return `${parts.filter((part) => part !== null && part !== undefined && part !== "").join("-")}.xlsx`;
}
