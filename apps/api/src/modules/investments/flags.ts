// An investment's time state and what the caller may do with its covenants and waivers (spec 3 §4, §6). The
// time state picks the permission resources: before the first disbursement the `active` ones, after the final
// maturity the `inactive` ones, otherwise the plain ones. docs/permissions.md has the role → flag table.
import type { InvestmentFlags } from "../../generated/graphql";
import { forbidden } from "../../platform/errors";
import type { Access } from "../access/access";
import type { InvestmentDoc } from "./model";

export type TimeState = "before" | "ordinary" | "after";
export type Part = "covenants" | "waivers";
export type PartAction = "read" | "add" | "edit" | "delete";

/** before: today < first disbursement; after: today > final maturity; otherwise ordinary (dates inclusive). */
export function timeStateOf(
  investment: Pick<InvestmentDoc, "firstDisbursementDate" | "finalMaturityDate">,
  today: number,
): TimeState {
  if (today < investment.firstDisbursementDate) return "before";
  if (today > investment.finalMaturityDate) return "after";
  return "ordinary";
}

/** The permission resource of covenants or waivers in a time state, e.g. `investment.inactive.waivers`. */
export function resourceOf(state: TimeState, part: Part): string {
  if (state === "before") return `investment.active.${part}`;
  if (state === "after") return `investment.inactive.${part}`;
  return `investment.${part}`;
}

export function can(access: Access, state: TimeState, part: Part, action: PartAction): boolean {
  return access.can([resourceOf(state, part), action]);
}

/** FORBIDDEN unless the caller holds the flag of the investment's time state. */
export function requireFlag(access: Access, state: TimeState, part: Part, action: PartAction): void {
  if (!can(access, state, part, action)) throw forbidden();
}

/** Only provider users with `investments.updatePeriodicity` (spec 3 §2, §6). */
export function canUpdatePeriodicity(access: Access): boolean {
  return access.profile.isProvider && access.can(["investments", "updatePeriodicity"]);
}

export function flagsOf(access: Access, state: TimeState): InvestmentFlags {
  return {
    canReadCovenants: can(access, state, "covenants", "read"),
    canAddCovenants: can(access, state, "covenants", "add"),
    canEditCovenants: can(access, state, "covenants", "edit"),
    canDeleteCovenants: can(access, state, "covenants", "delete"),
    canReadWaivers: can(access, state, "waivers", "read"),
    canAddWaivers: can(access, state, "waivers", "add"),
    canEditWaivers: can(access, state, "waivers", "edit"),
    canDeleteWaivers: can(access, state, "waivers", "delete"),
    canUpdatePeriodicity: canUpdatePeriodicity(access),
  };
}
