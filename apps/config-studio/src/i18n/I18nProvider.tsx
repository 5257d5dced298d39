// Puts the studio's language into effect: Fluent messages, Ant Design's component texts and the document's
// lang attribute. The language is shared with the portal (same stored choice); another language than English
// is fetched the first time it is chosen, and until it arrives the previous one stays on screen.
import { LocalizationProvider, ReactLocalization, useLocalization } from "@fluent/react";
import { reducedMotionTheme, theme } from "@ledgerline/ui-theme";
import { ConfigProvider } from "antd";
import type { Locale } from "antd/es/locale";
import enUS from "antd/locale/en_US";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { storeLanguage, storedLanguage } from "../api/storage";
import { loadBundles, loadedBundles } from "./bundles";
import type { StudioLanguage } from "./languages";
import { pickLanguage } from "./languages";

const ANT_LOCALES: Record<Exclude<StudioLanguage, "en">, () => Promise<{ default: Locale }>> = {
  fr: () => import("antd/locale/fr_FR"),
  es: () => import("antd/locale/es_ES"),
  pt: () => import("antd/locale/pt_PT"),
  ru: () => import("antd/locale/ru_RU"),
};

/** The product's theme; without Ant Design's animations for users who ask for reduced motion. */
const THEME = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? reducedMotionTheme : theme;

interface Shown {
  language: StudioLanguage;
  l10n: ReactLocalization;
  antLocale: Locale;
}

const LanguageContext = createContext<{
  language: StudioLanguage;
  setLanguage: (language: StudioLanguage) => void;
}>({
  language: "en",
  setLanguage: () => undefined,
});

/** The interface language and the way to change it (the header's language menu). */
export function useStudioLanguage() {
  return useContext(LanguageContext);
}

/** A message of the studio's Fluent bundles, for attributes and texts built in code. */
export function useT(): (id: string, args?: Record<string, string | number>) => string {
  const { l10n } = useLocalization();
  return useCallback((id, args) => l10n.getString(id, args), [l10n]);
}

export function I18nProvider({ children, initial }: { children: ReactNode; initial?: StudioLanguage }) {
  const [language, setChosen] = useState<StudioLanguage>(
    () => initial ?? pickLanguage(storedLanguage(), navigator.languages ?? [navigator.language]),
  );
  const [shown, setShown] = useState<Shown | undefined>(() =>
    language === "en"
      ? { language, l10n: new ReactLocalization(loadedBundles("en")!), antLocale: enUS }
      : undefined,
  );
  useEffect(() => {
    if (shown?.language === language) return;
    let current = true;
    const antLocale = language === "en" ? Promise.resolve({ default: enUS }) : ANT_LOCALES[language]();
    Promise.all([loadBundles(language), antLocale]).then(
      ([bundles, locale]) => {
        if (current) setShown({ language, l10n: new ReactLocalization(bundles), antLocale: locale.default });
      },
      (error: unknown) => {
        console.error(`The ${language} dictionary could not be loaded`, error);
        if (current && !shown)
          setShown({ language: "en", l10n: new ReactLocalization(loadedBundles("en")!), antLocale: enUS });
      },
    );
    return () => {
      current = false;
    };
  }, [language, shown]);
  useEffect(() => {
    if (shown) document.documentElement.lang = shown.language;
  }, [shown]);
  const setLanguage = useCallback((next: StudioLanguage) => {
    storeLanguage(next);
    setChosen(next);
  }, []);
  const context = useMemo(
    () => ({ language: shown?.language ?? language, setLanguage }),
    [shown, language, setLanguage],
  );
  if (!shown) return null;
  return (
    <LanguageContext.Provider value={context}>
      <LocalizationProvider l10n={shown.l10n}>
        <ConfigProvider theme={THEME} locale={shown.antLocale}>
          {children}
        </ConfigProvider>
      </LocalizationProvider>
    </LanguageContext.Provider>
  );
}
