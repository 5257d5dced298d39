// One Fluent bundle per interface language, built from the .ftl files next to this module. English is
// always chained after the chosen language, so a message missing in a translation falls back to English
// (the i18n test makes sure none is missing).
import { FluentBundle, FluentResource } from "@fluent/bundle";
import en from "./locales/en.ftl?raw";
import es from "./locales/es.ftl?raw";
import fr from "./locales/fr.ftl?raw";
import pt from "./locales/pt.ftl?raw";
import ru from "./locales/ru.ftl?raw";
import type { InterfaceLanguage } from "./languages";
import { DEFAULT_LANGUAGE } from "./languages";

export const FTL_SOURCES: Record<InterfaceLanguage, string> = { en, fr, es, pt, ru };

const cache = new Map<InterfaceLanguage, FluentBundle>();

export function bundleFor(language: InterfaceLanguage): FluentBundle {
  let bundle = cache.get(language);
  if (!bundle) {
    bundle = new FluentBundle(language, { useIsolating: false });
    const errors = bundle.addResource(new FluentResource(FTL_SOURCES[language]));
    if (errors.length > 0)
      throw new Error(`${language}.ftl: ${errors.map((error) => error.message).join("; ")}`);
    cache.set(language, bundle);
  }
  return bundle;
}

/** The bundles to consult, best first: the language, then English. */
export function bundlesFor(language: InterfaceLanguage): FluentBundle[] {
  return language === DEFAULT_LANGUAGE
    ? [bundleFor(language)]
    : [bundleFor(language), bundleFor(DEFAULT_LANGUAGE)];
}
