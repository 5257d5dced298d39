// The stored shapes of this area, as @ledgerline/schemas describes them (`investments` embed their covenants
// and waivers; `covenantConfigs` is the central catalogue), and the spec's fixed texts.
import type { CovenantConfig, CovenantRef, Investment } from "@ledgerline/schemas";
import { message } from "@ledgerline/schemas/messages";

export type InvestmentDoc = Investment;
export type InvestmentCovenantDoc = Investment["covenants"][number];
export type WaiverDoc = InvestmentCovenantDoc["waivers"][number];
export type CovenantConfigDoc = CovenantConfig & { _id: string };

/** The form-level messages of spec 3 §5. */
export const INVALID_COVENANT_FORM = message("investment-covenant-form-invalid");
export const INVALID_WAIVER_FORM = message("investment-waiver-form-invalid");

export const NO_INVESTMENT = message("no-investment");
export const NO_COVENANT = message("no-covenant");
export const NO_WAIVER = message("no-waiver");

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
