// Puts the interface language into effect: Fluent messages, Ant Design's component texts, the dayjs date
// locale and the document's lang attribute all follow the language atom.
import { ReactLocalization, LocalizationProvider } from "@fluent/react";
import { ConfigProvider } from "antd";
import type { Locale } from "antd/es/locale";
import enUS from "antd/locale/en_US";
import esES from "antd/locale/es_ES";
import frFR from "antd/locale/fr_FR";
import ptPT from "antd/locale/pt_PT";
import ruRU from "antd/locale/ru_RU";
import dayjs from "dayjs";
import "dayjs/locale/es";
import "dayjs/locale/fr";
import "dayjs/locale/pt";
import "dayjs/locale/ru";
import { useAtomValue } from "jotai";
import { useEffect, useMemo } from "react";
import type { ReactNode } from "react";
import { languageAtom } from "../state/atoms";
import { theme } from "../ui/theme";
import { bundlesFor } from "./bundles";
import type { InterfaceLanguage } from "./languages";

const ANT_LOCALES: Record<InterfaceLanguage, Locale> = { en: enUS, fr: frFR, es: esES, pt: ptPT, ru: ruRU };

export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  const l10n = useMemo(() => new ReactLocalization(bundlesFor(language)), [language]);
  // The date locale is global in dayjs; set it before children render dates.
  dayjs.locale(language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <LocalizationProvider l10n={l10n}>
      <ConfigProvider theme={theme} locale={ANT_LOCALES[language]}>
        {children}
      </ConfigProvider>
    </LocalizationProvider>
  );
}
