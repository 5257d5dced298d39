// One Fluent bundle per interface language, built from the .ftl files next to this module. English is part of
// the first load; every other dictionary is its own chunk, fetched the first time its language is chosen.
// English is always chained after the chosen language, so a message missing in a translation falls back to
// English (the i18n test makes sure none is missing).
import { FluentBundle, FluentResource } from "@fluent/bundle";
import en from "./locales/en.ftl?raw";
import type { InterfaceLanguage } from "./languages";
import { DEFAULT_LANGUAGE } from "./languages";

const translations = import.meta.glob<string>(["./locales/*.ftl", "!./locales/en.ftl"], {
  query: "?raw",
  import: "default",
});

/** The Fluent source of `language`'s dictionary. */
export async function ftlSource(language: InterfaceLanguage): Promise<string> {
  if (language === DEFAULT_LANGUAGE) return en;
  const load = translations[`./locales/${language}.ftl`];
  if (!load) throw new Error(`No dictionary for ${language}`);
  return load();
}

function createBundle(language: InterfaceLanguage, source: string): FluentBundle {
  const bundle = new FluentBundle(language, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(source));
  if (errors.length > 0)
    throw new Error(`${language}.ftl: ${errors.map((error) => error.message).join("; ")}`);
  return bundle;
}

const loaded = new Map<InterfaceLanguage, FluentBundle>([
  [DEFAULT_LANGUAGE, createBundle(DEFAULT_LANGUAGE, en)],
]);

/** The bundle of `language`, fetching its dictionary the first time. */
export async function loadBundle(language: InterfaceLanguage): Promise<FluentBundle> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const bundle = createBundle(language, await ftlSource(language));
  loaded.set(language, bundle);
  return bundle;
}

/** The bundles to consult, best first (the language, then English), once the language is loaded. */
export function loadedBundles(language: InterfaceLanguage): FluentBundle[] | undefined {
  const bundle = loaded.get(language);
  if (!bundle) return undefined;
  return language === DEFAULT_LANGUAGE ? [bundle] : [bundle, loaded.get(DEFAULT_LANGUAGE)!];
}
