// One text in the five interface languages: a labelled group of five rows (language, input). English is the
// fallback the portal shows when a translation is missing, so only it is marked required.
import type { Language, Translated } from "@ledgerline/schemas";
import { Input } from "antd";
import { useId } from "react";
import { useT } from "../i18n/I18nProvider";
import { NATIVE_LABELS, STUDIO_LANGUAGES } from "../i18n/languages";

export interface TranslationsGridProps {
  /** The group's visible name ("Label", "Guide"…). */
  readonly legend: string;
  readonly value: Translated | undefined;
  readonly onChange: (language: Language, text: string) => void;
  readonly multiline?: boolean;
  readonly readOnly?: boolean;
}

export function TranslationsGrid({ legend, value, onChange, multiline, readOnly }: TranslationsGridProps) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="editor-translations">
      <legend>{legend}</legend>
      {STUDIO_LANGUAGES.map((language) => {
        const inputId = `${id}-${language}`;
        const common = {
          id: inputId,
          value: value?.[language] ?? "",
          readOnly,
          lang: language,
          placeholder:
            language === "en" ? undefined : t("editor-translation-fallback", { text: value?.en ?? "" }),
          "aria-label": t("editor-translation-input", { text: legend, language: NATIVE_LABELS[language] }),
          onChange: (event: { target: { value: string } }) => onChange(language, event.target.value),
        };
        return (
          <div key={language} className="editor-translations-row">
            <label htmlFor={inputId} className="editor-translations-language">
              {NATIVE_LABELS[language]}
              {language === "en" ? " *" : ""}
            </label>
            {multiline ? (
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} {...common} />
            ) : (
              <Input {...common} />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
