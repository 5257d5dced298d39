// The stored shapes of this area, as @ledgerline/schemas describes them (`investments` embed their covenants
// and waivers; `covenantConfigs` is the central catalogue), and the spec's fixed texts.
import type { CovenantConfig, CovenantRef, Investment } from "@ledgerline/schemas";

export type InvestmentDoc = Investment;
export type InvestmentCovenantDoc = Investment["covenants"][number];
export type WaiverDoc = InvestmentCovenantDoc["waivers"][number];
export type CovenantConfigDoc = CovenantConfig & { _id: string };

/** The form-level messages of spec 3 §5. */
export const INVALID_COVENANT_FORM = "Invalid covenant form! Please fill in all the required values!";
export const INVALID_WAIVER_FORM = "Invalid waiver form! Please fill in all the required values!";

export const NO_INVESTMENT = "No investment found.";
export const NO_COVENANT = "No covenant found.";
export const NO_WAIVER = "No waiver found.";

/** A central covenant is archived from its `archived` date on (inclusive): then it is no longer offered. */
export function isArchived(config: Pick<CovenantConfig, "archived">, today: number): boolean {
  return config.archived !== null && config.archived !== undefined && config.archived <= today;
}

/** The central covenant as embedded in an investment covenant or a REPLACE waiver. */
export function covenantRefOf(config: CovenantConfigDoc): CovenantRef {
  return {
    _id: config._id,
    internalName: config.internalName,
    name: config.name,
    ...(config.guide ? { guide: config.guide } : {}),
    archived: config.archived ?? null,
    fieldType: config.fieldType,
  };
}
