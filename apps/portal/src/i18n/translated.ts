// Texts that come with the data (template names, translations entries) rather than from the .ftl files.
import type { CategorisedForm, FormConfigSummary, ReportConfigSummary, Translated } from "../api/types";

/** The text in `language`, else English, else any language present. */
export function pickTranslation(
  value: Translated | string | null | undefined,
  language: string,
): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return value;
  return (
    value[language] ||
    value.en ||
    Object.values(value).find((text): text is string => typeof text === "string" && text !== "")
  );
}

/** A template's title: its name, else a `name`/`title` translations entry, else its key. */
export function templateTitle(
  config: CategorisedForm | FormConfigSummary | ReportConfigSummary,
  language: string,
): string {
  const fromName = pickTranslation(config.name, language);
  if (fromName) return fromName;
  const entries = "translations" in config ? (config.translations ?? []) : [];
  const entry = entries.find((candidate) => candidate.key === "name" || candidate.key === "title");
  return pickTranslation(entry?.value, language) ?? config.key;
}
