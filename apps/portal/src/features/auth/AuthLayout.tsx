// The frame of every page before login (login, reset, registration): the logo, a language selector and a
// card in the middle of the screen.
import { Card, Select } from "antd";
import { useAtomValue, useSetAtom } from "jotai";
import type { ReactNode } from "react";
import { INTERFACE_LANGUAGES, NATIVE_LABELS } from "../../i18n/languages";
import { useT } from "../../i18n/useT";
import { chosenLanguageAtom, languageAtom } from "../../state/atoms";
import { Logo } from "../../ui/Logo";
import { MAIN_CONTENT_ID } from "@ledgerline/ui-theme/focus";

export function AuthLayout({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main id={MAIN_CONTENT_ID} className="auth-page">
      <div className={wide ? "auth-page__inner auth-page__inner--wide" : "auth-page__inner"}>
        <div className="auth-page__top">
          <Logo size={32} />
          <InterfaceLanguageSelect />
        </div>
        <Card title={<h1 className="auth-page__title">{title}</h1>}>{children}</Card>
      </div>
    </main>
  );
}

export function InterfaceLanguageSelect() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const setLanguage = useSetAtom(chosenLanguageAtom);
  return (
    <Select
      aria-label={t("interface-language")}
      value={language}
      onChange={setLanguage}
      style={{ width: 130 }}
      options={INTERFACE_LANGUAGES.map((code) => ({ value: code, label: NATIVE_LABELS[code] }))}
    />
  );
}
