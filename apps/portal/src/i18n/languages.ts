// The languages of the interface (with a Fluent dictionary each) and the wider set a user may choose for
// their account and e-mails (spec 1 §3). Native labels are shown as they are in every interface language.
import { LANGUAGES, USER_LANGUAGES } from "@ledgerline/schemas/languages";
import { negotiateLanguages } from "@fluent/langneg";

export const INTERFACE_LANGUAGES = LANGUAGES;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: InterfaceLanguage = "en";

export { USER_LANGUAGES };
export type UserLanguage = (typeof USER_LANGUAGES)[number];

/** Each language in its own words. */
export const NATIVE_LABELS: Record<UserLanguage, string> = {
  en: "English",
  ar: "العربية",
  es: "Español",
  fr: "Français",
  km: "ខ្មែរ",
  lo: "ລາວ",
  nl: "Nederlands",
  pt: "Português",
  ru: "Русский",
  vi: "Tiếng Việt",
};

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === "string" && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The interface language for a list of preferences, best first (a session language, then the browser's
 * languages): the first that has a dictionary, matching regional variants (`pt-BR` → `pt`), else English.
 */
export function pickInterfaceLanguage(
  preferences: readonly (string | null | undefined)[],
): InterfaceLanguage {
  const requested = preferences.filter((value): value is string => typeof value === "string" && value !== "");
  const [best] = negotiateLanguages(requested, INTERFACE_LANGUAGES, {
    strategy: "lookup",
    defaultLocale: DEFAULT_LANGUAGE,
  });
  return isInterfaceLanguage(best) ? best : DEFAULT_LANGUAGE;
}

/** The browser's preferred languages, best first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
