// Labels of the clients' choice fields, in the interface language.
import type { Translate } from "../../i18n/useT";
import type { ClientStatus } from "./types";

const CLIENT_TYPE_IDS: Record<string, string> = {
  MFI: "admin-clients-type-mfi",
  BANK: "admin-clients-type-bank",
  AGRO: "admin-clients-type-agro",
};
const STATUS_IDS: Record<string, string> = {
  active: "admin-clients-status-active",
  workout: "admin-clients-status-workout",
  inactive: "admin-clients-status-inactive",
  removed: "admin-clients-status-removed",
} satisfies Record<ClientStatus, string>;
const FORM_IDS: Record<string, string> = {
  Bank: "admin-clients-form-bank",
  NBFI: "admin-clients-form-nbfi",
  NGO: "admin-clients-form-ngo",
  "Credit Union / SACCO": "admin-clients-form-credit-union",
  Other: "admin-clients-form-other",
};
const PROFIT_IDS: Record<string, string> = {
  profit: "admin-clients-profit-profit",
  nonprofit: "admin-clients-profit-nonprofit",
};

const label = (ids: Record<string, string>) => (t: Translate, value: string) => {
  const id = ids[value];
  return id ? t(id) : value;
};

export const clientTypeLabel = label(CLIENT_TYPE_IDS);
export const statusLabel = label(STATUS_IDS);
export const institutionalFormLabel = label(FORM_IDS);
export const profitProfileLabel = label(PROFIT_IDS);
