// One Fluent bundle per interface language, built from the .ftl files next to this module. English is part of
// the first load; every other dictionary is its own chunk, fetched the first time its language is chosen.
// English is always chained after the chosen language, so a message missing in a translation falls back to
// English (the i18n test makes sure none is missing). Each bundle also holds the API's messages for people
// (@ledgerline/schemas/messages), which the API names by id in its refusals.
import { FluentBundle, FluentResource } from "@fluent/bundle";
import sharedEn from "@ledgerline/schemas/messages/en.ftl?raw";
import en from "./locales/en.ftl?raw";
import type { InterfaceLanguage } from "./languages";
import { DEFAULT_LANGUAGE } from "./languages";

const translations = import.meta.glob<string>(["./locales/*.ftl", "!./locales/en.ftl"], {
  query: "?raw",
  import: "default",
});

/** Loaded with their language's dictionary (package files, which a glob cannot name). */
const sharedTranslations: Record<Exclude<InterfaceLanguage, "en">, () => Promise<{ default: string }>> = {
  fr: () => import("@ledgerline/schemas/messages/fr.ftl?raw"),
  es: () => import("@ledgerline/schemas/messages/es.ftl?raw"),
  pt: () => import("@ledgerline/schemas/messages/pt.ftl?raw"),
  ru: () => import("@ledgerline/schemas/messages/ru.ftl?raw"),
};

/** The Fluent source of `language`'s dictionary. */
export async function ftlSource(language: InterfaceLanguage): Promise<string> {
  if (language === DEFAULT_LANGUAGE) return en;
  const load = translations[`./locales/${language}.ftl`];
  if (!load) throw new Error(`No dictionary for ${language}`);
  return load();
}

/** The Fluent source of the API's messages in `language`. */
export async function sharedFtlSource(language: InterfaceLanguage): Promise<string> {
  if (language === "en") return sharedEn;
  return (await sharedTranslations[language]()).default;
}

function createBundle(language: InterfaceLanguage, sources: readonly string[]): FluentBundle {
  const bundle = new FluentBundle(language, { useIsolating: false });
  const errors = sources.flatMap((source) => bundle.addResource(new FluentResource(source)));
  if (errors.length > 0)
    throw new Error(`${language}.ftl: ${errors.map((error) => error.message).join("; ")}`);
  return bundle;
}

const loaded = new Map<InterfaceLanguage, FluentBundle>([
  [DEFAULT_LANGUAGE, createBundle(DEFAULT_LANGUAGE, [en, sharedEn])],
]);

/** The bundle of `language`, fetching its dictionary the first time. */
export async function loadBundle(language: InterfaceLanguage): Promise<FluentBundle> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const sources = await Promise.all([ftlSource(language), sharedFtlSource(language)]);
  const bundle = createBundle(language, sources);
  loaded.set(language, bundle);
  return bundle;
}

/** The bundles to consult, best first (the language, then English), once the language is loaded. */
export function loadedBundles(language: InterfaceLanguage): FluentBundle[] | undefined {
  const bundle = loaded.get(language);
  if (!bundle) return undefined;
  return language === DEFAULT_LANGUAGE ? [bundle] : [bundle, loaded.get(DEFAULT_LANGUAGE)!];
}
