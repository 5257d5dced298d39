// How the clients grid names a client's type and status in the interface language (spec 3 §9: MFI and BANK
// are shown together as MFI/Bank).
import { CLIENT_TYPES, configTypeOf } from "@ledgerline/schemas/client-types";
import { CLIENT_STATUSES } from "@ledgerline/schemas/coded-values";
import type { Translate as T } from "../../i18n/useT";

/** The statuses the shared client-status messages name; removed has none and reads as it is. */
const NAMED_STATUSES: readonly string[] = CLIENT_STATUSES.filter((status) => status !== "removed");

/** MFI and BANK → "MFI/Bank", AGRO → "Agro"; an unknown type as it is. */
export function clientTypeLabel(t: T, clientType: string): string {
  if (!(CLIENT_TYPES as readonly string[]).includes(clientType)) return clientType;
  return configTypeOf(clientType) === "AGRO" ? t("clients-type-agro") : t("clients-type-mfi");
}

/** The status in words (the shared client-status messages); an unknown status as it is. */
export function clientStatusLabel(t: T, status: string): string {
  return NAMED_STATUSES.includes(status) ? t(`client-status-${status}`) : status;
}
