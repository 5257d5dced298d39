// One Fluent bundle per language, made of every .ftl file under locales/<language>/ (one file per area of the
// studio, so each screen keeps its texts beside the others of its language). English is part of the first
// load and chained after every other language, so a message missing in a translation falls back to English;
// the other languages are fetched the first time they are chosen. Each bundle also holds the API's messages for
// people (@ledgerline/schemas/messages), which the API names by id in its refusals.
import { FluentBundle, FluentResource } from "@fluent/bundle";
import sharedEn from "@ledgerline/schemas/messages/en.ftl?raw";
import type { StudioLanguage } from "./languages";
import { DEFAULT_LANGUAGE } from "./languages";

const english = import.meta.glob<string>("./locales/en/*.ftl", {
  query: "?raw",
  import: "default",
  eager: true,
});
const translations = import.meta.glob<string>(["./locales/*/*.ftl", "!./locales/en/*.ftl"], {
  query: "?raw",
  import: "default",
});

/** Loaded with their language's dictionaries (package files, which a glob cannot name). */
const sharedTranslations: Record<Exclude<StudioLanguage, "en">, () => Promise<{ default: string }>> = {
  fr: () => import("@ledgerline/schemas/messages/fr.ftl?raw"),
  es: () => import("@ledgerline/schemas/messages/es.ftl?raw"),
  pt: () => import("@ledgerline/schemas/messages/pt.ftl?raw"),
  ru: () => import("@ledgerline/schemas/messages/ru.ftl?raw"),
};

/** The Fluent source of the API's messages in `language`. */
export async function sharedFtlSource(language: StudioLanguage): Promise<string> {
  if (language === "en") return sharedEn;
  return (await sharedTranslations[language]()).default;
}

/** The Fluent sources of a language, one per area file, sorted by file name. */
export async function ftlSources(language: StudioLanguage): Promise<Record<string, string>> {
  if (language === DEFAULT_LANGUAGE) return english;
  const prefix = `./locales/${language}/`;
  const files = Object.keys(translations).filter((path) => path.startsWith(prefix));
  const texts = await Promise.all(files.map((path) => translations[path]!()));
  return Object.fromEntries(files.map((path, i) => [path, texts[i]!]));
}

/** The shared messages' name among a bundle's sources, for its parse errors. */
const SHARED = "@ledgerline/schemas/messages";

function createBundle(language: StudioLanguage, sources: Record<string, string>): FluentBundle {
  const bundle = new FluentBundle(language, { useIsolating: false });
  for (const [path, source] of Object.entries(sources)) {
    const errors = bundle.addResource(new FluentResource(source));
    if (errors.length > 0) throw new Error(`${path}: ${errors.map((error) => error.message).join("; ")}`);
  }
  return bundle;
}

const loaded = new Map<StudioLanguage, FluentBundle>([
  [DEFAULT_LANGUAGE, createBundle(DEFAULT_LANGUAGE, { ...english, [SHARED]: sharedEn })],
]);

/** The bundles to consult, best first, fetching the language the first time. */
export async function loadBundles(language: StudioLanguage): Promise<FluentBundle[]> {
  let bundle = loaded.get(language);
  if (!bundle) {
    const [sources, shared] = await Promise.all([ftlSources(language), sharedFtlSource(language)]);
    bundle = createBundle(language, { ...sources, [SHARED]: shared });
    loaded.set(language, bundle);
  }
  return language === DEFAULT_LANGUAGE ? [bundle] : [bundle, loaded.get(DEFAULT_LANGUAGE)!];
}

/** The bundles of a language already loaded (English always is). */
export function loadedBundles(language: StudioLanguage): FluentBundle[] | undefined {
  const bundle = loaded.get(language);
  if (!bundle) return undefined;
  return language === DEFAULT_LANGUAGE ? [bundle] : [bundle, loaded.get(DEFAULT_LANGUAGE)!];
}
