// The form's step validations. The English message is `validationMessage`; the other languages live in the
// form's `translations` under `validation.<key>` with all five texts, as the form renderer reads them
// (formTranslation(form, "validation." + key, language), English falling back to validationMessage).
import type { FormConfig, Language, StepValidation, Translated } from "@ledgerline/schemas";
import { withTranslation } from "./translated";

export const translationKeyOf = (validationKey: string): string => `validation.${validationKey}`;

function validationsOf(config: FormConfig): readonly StepValidation[] {
  return Array.isArray(config.validations) ? config.validations : [];
}

/** The messages of a validation in five languages. */
export function validationMessages(config: FormConfig, index: number): Translated {
  const validation = validationsOf(config)[index];
  if (!validation) return { en: "" };
  const entry = validation.key
    ? config.translations?.find((t) => t.key === translationKeyOf(validation.key!))
    : undefined;
  return { ...(entry?.value ?? {}), en: validation.validationMessage };
}

function proposeKey(config: FormConfig): string {
  const taken = new Set(validationsOf(config).map((v) => v.key));
  for (let n = 1; ; n += 1) if (!taken.has(`validation${n}`)) return `validation${n}`;
}

function withValidations(config: FormConfig, validations: StepValidation[]): FormConfig {
  return { ...config, validations };
}

export function addValidation(config: FormConfig): FormConfig {
  const validation: StepValidation = {
    key: proposeKey(config),
    validationType: "error",
    validationMessage: "",
    formula: "",
  };
  return withValidations(config, [...validationsOf(config), validation]);
}

/** Removes a validation and its translated messages. */
export function deleteValidation(config: FormConfig, index: number): FormConfig {
  const removed = validationsOf(config)[index];
  const next = withValidations(
    config,
    validationsOf(config).filter((_, i) => i !== index),
  );
  if (!removed?.key || !config.translations) return next;
  return {
    ...next,
    translations: config.translations.filter((t) => t.key !== translationKeyOf(removed.key!)),
  };
}

export function moveValidation(config: FormConfig, index: number, direction: -1 | 1): FormConfig {
  const list = [...validationsOf(config)];
  const target = index + direction;
  if (target < 0 || target >= list.length) return config;
  [list[index], list[target]] = [list[target]!, list[index]!];
  return withValidations(config, list);
}

/** Changes a validation's type, formula or dependencies (the key and messages have their own operations). */
export function updateValidation(
  config: FormConfig,
  index: number,
  changes: Partial<Pick<StepValidation, "validationType" | "formula" | "dependencies">>,
): FormConfig {
  return withValidations(
    config,
    validationsOf(config).map((validation, i) => {
      if (i !== index) return validation;
      const next = { ...validation, ...changes };
      if (next.dependencies?.length === 0) delete next.dependencies;
      return next;
    }),
  );
}

/**
 * Sets a message in one language. English is `validationMessage` (and mirrored in the translation entry when
 * there is one); another language needs a key, which is made up when the validation has none.
 */
export function setValidationMessage(
  config: FormConfig,
  index: number,
  language: Language,
  text: string,
): FormConfig {
  const validation = validationsOf(config)[index];
  if (!validation) return config;
  const key = validation.key ?? (language === "en" ? undefined : proposeKey(config));
  const updated: StepValidation = {
    ...validation,
    ...(key ? { key } : {}),
    ...(language === "en" ? { validationMessage: text } : {}),
  };
  const next = withValidations(
    config,
    validationsOf(config).map((v, i) => (i === index ? updated : v)),
  );
  if (!key) return next;
  const translationKey = translationKeyOf(key);
  const translations = config.translations ?? [];
  const existing = translations.find((t) => t.key === translationKey);
  if (!existing && language === "en") return next;
  const value = withTranslation(
    { ...(existing?.value ?? {}), en: updated.validationMessage },
    language,
    text,
  );
  const entry = { key: translationKey, value };
  return {
    ...next,
    translations: existing
      ? translations.map((t) => (t.key === translationKey ? entry : t))
      : [...translations, entry],
  };
}
