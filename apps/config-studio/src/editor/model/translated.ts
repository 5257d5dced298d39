// Texts in five languages ({en, fr, es, pt, ru}, English required). An emptied translation is removed rather
// than stored as "" (the schema wants non-empty texts and the renderer then falls back to English).
import type { Language, Translated } from "@ledgerline/schemas";

export function withTranslation(text: Translated | undefined, language: Language, value: string): Translated {
  const next: Record<string, string> = { ...(text ?? { en: "" }) };
  if (value === "" && language !== "en") delete next[language];
  else next[language] = value;
  return next as Translated;
}

/** The text in a language, English when it has none. */
export function inLanguage(text: Translated | undefined, language: Language): string {
  if (!text) return "";
  return text[language] ?? text.en;
}
