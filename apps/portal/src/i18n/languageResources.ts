// Everything one interface language needs besides React: its Fluent bundles, Ant Design's component texts and
// dayjs' date locale. English ships with the first load; the others are fetched (one chunk each) the first
// time their language is chosen, and kept.
import type { FluentBundle } from "@fluent/bundle";
import type { Locale } from "antd/es/locale";
import enUS from "antd/locale/en_US";
import dayjs from "dayjs";
import { loadBundle, loadedBundles } from "./bundles";
import type { InterfaceLanguage } from "./languages";
import { DEFAULT_LANGUAGE } from "./languages";

export interface LanguageResources {
  language: InterfaceLanguage;
  /** Best first: the language, then English. */
  bundles: FluentBundle[];
  antLocale: Locale;
}

type Translation = Exclude<InterfaceLanguage, "en">;

const ANT_LOCALES: Record<Translation, () => Promise<{ default: Locale }>> = {
  fr: () => import("antd/locale/fr_FR"),
  es: () => import("antd/locale/es_ES"),
  pt: () => import("antd/locale/pt_PT"),
  ru: () => import("antd/locale/ru_RU"),
};

const DAYJS_LOCALES: Record<Translation, () => Promise<unknown>> = {
  fr: () => import("dayjs/locale/fr"),
  es: () => import("dayjs/locale/es"),
  pt: () => import("dayjs/locale/pt"),
  ru: () => import("dayjs/locale/ru"),
};

const ready = new Map<InterfaceLanguage, LanguageResources>([
  [
    DEFAULT_LANGUAGE,
    { language: DEFAULT_LANGUAGE, bundles: loadedBundles(DEFAULT_LANGUAGE)!, antLocale: enUS },
  ],
]);
const pending = new Map<InterfaceLanguage, Promise<LanguageResources>>();

/** The resources of `language` if they are already here. */
export function languageResources(language: InterfaceLanguage): LanguageResources | undefined {
  return ready.get(language);
}

/** Fetches the resources of `language` (once; later calls share the same promise). */
export function loadLanguageResources(language: InterfaceLanguage): Promise<LanguageResources> {
  const done = ready.get(language);
  if (done) return Promise.resolve(done);
  let loading = pending.get(language);
  if (!loading) {
    const translation = language as Translation;
    loading = Promise.all([
      loadBundle(language),
      ANT_LOCALES[translation](),
      DAYJS_LOCALES[translation](),
    ]).then(([bundle, antLocale]) => {
      const resources = {
        language,
        bundles: [bundle, ...loadedBundles(DEFAULT_LANGUAGE)!],
        antLocale: antLocale.default,
      };
      ready.set(language, resources);
      return resources;
    });
    loading.finally(() => pending.delete(language)).catch(() => undefined);
    pending.set(language, loading);
  }
  return loading;
}

/** Puts the date locale of `language` into effect (dayjs keeps it globally). */
export function applyDateLocale(language: InterfaceLanguage) {
  dayjs.locale(language);
}
