// One Fluent bundle per language, made of every .ftl file under locales/<language>/ (one file per area of the
// studio, so each screen keeps its texts beside the others of its language). English is part of the first
// load and chained after every other language, so a message missing in a translation falls back to English;
// the other languages are fetched the first time they are chosen.
import { FluentBundle, FluentResource } from "@fluent/bundle";
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

/** The Fluent sources of a language, one per area file, sorted by file name. */
export async function ftlSources(language: StudioLanguage): Promise<Record<string, string>> {
  if (language === DEFAULT_LANGUAGE) return english;
  const prefix = `./locales/${language}/`;
  const files = Object.keys(translations).filter((path) => path.startsWith(prefix));
  const texts = await Promise.all(files.map((path) => translations[path]!()));
  return Object.fromEntries(files.map((path, i) => [path, texts[i]!]));
}

function createBundle(language: StudioLanguage, sources: Record<string, string>): FluentBundle {
  const bundle = new FluentBundle(language, { useIsolating: false });
  for (const [path, source] of Object.entries(sources)) {
    const errors = bundle.addResource(new FluentResource(source));
    if (errors.length > 0) throw new Error(`${path}: ${errors.map((error) => error.message).join("; ")}`);
  }
  return bundle;
}

const loaded = new Map<StudioLanguage, FluentBundle>([
  [DEFAULT_LANGUAGE, createBundle(DEFAULT_LANGUAGE, english)],
]);

/** The bundles to consult, best first, fetching the language the first time. */
export async function loadBundles(language: StudioLanguage): Promise<FluentBundle[]> {
  let bundle = loaded.get(language);
  if (!bundle) {
    bundle = createBundle(language, await ftlSources(language));
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
