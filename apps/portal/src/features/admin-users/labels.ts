// Labels of the users' roles, statuses and languages, in the interface language.
import type { Translate } from "../../i18n/useT";
import { NATIVE_LABELS } from "../../i18n/languages";
import { roleKind } from "./roles";

/** A role's name (Client Admin, Regional Director…); a role the form does not offer is shown as stored. */
export function roleLabel(t: Translate, role: string, providerKey: string): string {
  const kind = roleKind(role, providerKey);
  return kind ? t(`users-role-${kind}`) : role;
}

const STATUS_IDS: Record<string, string> = {
  ACTIVE: "users-status-active",
  INVITED: "users-status-invited",
  DELETED: "users-status-deleted",
};

export function userStatusLabel(t: Translate, status: string): string {
  const id = STATUS_IDS[status];
  return id ? t(id) : status;
}

/**
 * Status tag fill and text: #000 on #93BB36 9.4:1, on #f19836 9.3:1; #fff on #535353 7.7:1 (WCAG AA), the
 * palette of the other status tags. The word is always there; the colour only helps scanning.
 */
export const STATUS_COLOURS: Record<string, { fill: string; text: string }> = {
  ACTIVE: { fill: "#93BB36", text: "#000000" },
  INVITED: { fill: "#f19836", text: "#000000" },
  DELETED: { fill: "#535353", text: "#ffffff" },
};

/** A user language in its own words (العربية, Tiếng Việt), else its code. */
export function userLanguageLabel(language: string): string {
  return (NATIVE_LABELS as Record<string, string>)[language] ?? language;
}
