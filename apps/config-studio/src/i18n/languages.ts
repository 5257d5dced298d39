// The studio speaks the product's five interface languages (one list, in @ledgerline/schemas).
import { negotiateLanguages } from "@fluent/langneg";
import { LANGUAGES } from "@ledgerline/schemas/languages";

export type StudioLanguage = (typeof LANGUAGES)[number];
export const STUDIO_LANGUAGES: readonly StudioLanguage[] = LANGUAGES;
export const DEFAULT_LANGUAGE: StudioLanguage = "en";

/** Each language in its own words, as the language menu shows them. */
export const NATIVE_LABELS: Record<StudioLanguage, string> = {
  en: "English",
  fr: "Français",
  es: "Español",
  pt: "Português",
  ru: "Русский",
};

export function isStudioLanguage(value: unknown): value is StudioLanguage {
  return typeof value === "string" && (STUDIO_LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice when it is one of ours, else the browser's best match, else English. */
export function pickLanguage(stored: string | null, browser: readonly string[]): StudioLanguage {
  if (isStudioLanguage(stored)) return stored;
  const [best] = negotiateLanguages(browser, STUDIO_LANGUAGES, { defaultLocale: DEFAULT_LANGUAGE });
  return isStudioLanguage(best) ? best : DEFAULT_LANGUAGE;
}
