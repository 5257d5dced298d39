// Puts the interface language into effect: Fluent messages, Ant Design's component texts, the dayjs date
// locale and the document's lang attribute all follow the language atom. Ant Design's theme comes from here
// too, without motion when the user prefers reduced motion. A language other than English is
// fetched the first time it is chosen: until it arrives the previous language stays on screen (on the very
// first render, nothing is shown rather than a flash of English).
import { LocalizationProvider, ReactLocalization } from "@fluent/react";
import { ConfigProvider } from "antd";
import { useAtomValue } from "jotai";
import { useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { languageAtom } from "../state/atoms";
import { reducedMotionTheme, theme } from "@ledgerline/ui-theme";
import { usePrefersReducedMotion } from "../ui/usePrefersReducedMotion";
import type { InterfaceLanguage } from "./languages";
import { DEFAULT_LANGUAGE } from "./languages";
import type { LanguageResources } from "./languageResources";
import { applyDateLocale, languageResources, loadLanguageResources } from "./languageResources";

export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  const resources = useLanguageResources(language);
  const reducedMotion = usePrefersReducedMotion();
  const l10n = useMemo(() => resources && new ReactLocalization(resources.bundles), [resources]);
  // The date locale is global in dayjs; set it before children render dates.
  if (resources) applyDateLocale(resources.language);
  const shown = resources?.language;
  useEffect(() => {
    if (shown) document.documentElement.lang = shown;
  }, [shown]);
  if (!resources || !l10n) return null;
  return (
    <LocalizationProvider l10n={l10n}>
      <ConfigProvider theme={reducedMotion ? reducedMotionTheme : theme} locale={resources.antLocale}>
        {children}
      </ConfigProvider>
    </LocalizationProvider>
  );
}

/**
 * The resources of `language` once loaded; meanwhile those last shown (none on the first render). A
 * dictionary that cannot be fetched leaves the interface in English rather than blank.
 */
function useLanguageResources(language: InterfaceLanguage): LanguageResources | undefined {
  const [shown, setShown] = useState(() => languageResources(language));
  const available = languageResources(language);
  useEffect(() => {
    if (languageResources(language)) return;
    let current = true;
    loadLanguageResources(language).then(
      (resources) => current && setShown(resources),
      (error: unknown) => {
        console.error(`The ${language} dictionary could not be loaded`, error);
        if (current) setShown((previous) => previous ?? languageResources(DEFAULT_LANGUAGE));
      },
    );
    return () => {
      current = false;
    };
  }, [language]);
  return available ?? shown;
}
