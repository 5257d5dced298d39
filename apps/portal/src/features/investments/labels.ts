// The investment screens' coded values and their words: client types of the addresses, reporting
// periodicities, covenant field types, waiver types. An unknown code is shown as it comes.
import type { Translate } from "../../i18n/useT";
import type { ClientTypeParam, Periodicity, WaiverType } from "./types";

/** The client types of the provider's grids (the `:clientType` of their addresses). */
export const CLIENT_TYPES: readonly ClientTypeParam[] = ["mfi", "agro"];

export function isClientTypeParam(value: string | undefined): value is ClientTypeParam {
  return (CLIENT_TYPES as readonly (string | undefined)[]).includes(value);
}

const PERIODICITY_IDS: Record<string, string> = {
  monthly: "investment-periodicity-monthly",
  quarterly: "investment-periodicity-quarterly",
  "not required": "investment-periodicity-not-required",
} satisfies Record<Periodicity, string>;

const FIELD_TYPE_IDS: Record<string, string> = {
  currency: "investment-covenant-type-currency",
  percentual: "investment-covenant-type-percentual",
  numeric: "investment-covenant-type-numeric",
};

const WAIVER_TYPE_IDS: Record<string, string> = {
  DISABLE: "investment-waiver-type-disable",
  REPLACE: "investment-waiver-type-replace",
  ALTER: "investment-waiver-type-alter",
} satisfies Record<WaiverType, string>;

export function periodicityLabel(t: Translate, periodicity: string | null | undefined): string {
  const id = periodicity ? PERIODICITY_IDS[periodicity] : undefined;
  return id ? t(id) : (periodicity ?? "");
}

export function fieldTypeLabel(t: Translate, fieldType: string | null | undefined): string {
  const id = fieldType ? FIELD_TYPE_IDS[fieldType] : undefined;
  return id ? t(id) : (fieldType ?? "");
}

export function waiverTypeLabel(t: Translate, waiverType: string | null | undefined): string {
  const id = waiverType ? WAIVER_TYPE_IDS[waiverType] : undefined;
  return id ? t(id) : (waiverType ?? "");
}
