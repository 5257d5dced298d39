// The words of a template workbook in the five interface languages (other languages get English). Field and
// form names come from the templates' own translations; these are the frame around them.
import { LANGUAGES } from "@ledgerline/schemas/languages";
import type { NumericUnit } from "../exports/sheet";

export const TEMPLATE_LANGUAGES = LANGUAGES;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

export function templateLanguage(language: string | null | undefined): TemplateLanguage {
  return (TEMPLATE_LANGUAGES as readonly string[]).includes(language ?? "")
    ? (language as TemplateLanguage)
    : "en";
}

export interface TemplateTexts {
  field: string;
  value: string;
  /** "{client} · {period} · {currency}, scale 1/{scale}" */
  info: string;
  /** The note under the header: how to fill the sheet. */
  guide: string;
  yes: string;
  no: string;
  /** A numeric field's unit after its value: the form renderer's words for them. */
  units: Record<NumericUnit, string>;
}

const TEXTS: Record<TemplateLanguage, TemplateTexts> = {
  en: {
    field: "Field",
    value: "Value",
    info: "{client} · {period} · {currency}, scale 1/{scale}",
    guide:
      "Fill in the white cells only. Grey cells are computed on upload or come from earlier periods. The sheet protection has no password: it is a guide, not a lock.",
    yes: "Yes",
    no: "No",
    units: {
      count: "count",
      times: "×",
      days: "days",
      years: "years",
      tonnes: "t",
      hectares: "ha",
      hours: "h",
      score: "pts",
    },
  },
  fr: {
    field: "Champ",
    value: "Valeur",
    info: "{client} · {period} · {currency}, échelle 1/{scale}",
    guide:
      "Remplissez uniquement les cellules blanches. Les cellules grises sont calculées lors de l'envoi ou viennent des périodes précédentes. La protection de la feuille n'a pas de mot de passe : c'est un guide, pas un verrou.",
    yes: "Oui",
    no: "Non",
    units: {
      count: "nombre",
      times: "×",
      days: "jours",
      years: "ans",
      tonnes: "t",
      hectares: "ha",
      hours: "h",
      score: "pts",
    },
  },
  es: {
    field: "Campo",
    value: "Valor",
    info: "{client} · {period} · {currency}, escala 1/{scale}",
    guide:
      "Complete solo las celdas blancas. Las celdas grises se calculan al cargar el archivo o provienen de períodos anteriores. La protección de la hoja no tiene contraseña: es una guía, no un candado.",
    yes: "Sí",
    no: "No",
    units: {
      count: "cantidad",
      times: "×",
      days: "días",
      years: "años",
      tonnes: "t",
      hectares: "ha",
      hours: "h",
      score: "ptos.",
    },
  },
  pt: {
    field: "Campo",
    value: "Valor",
    info: "{client} · {period} · {currency}, escala 1/{scale}",
    guide:
      "Preencha apenas as células brancas. As células cinzentas são calculadas no envio ou vêm de períodos anteriores. A proteção da folha não tem palavra-passe: é um guia, não um cadeado.",
    yes: "Sim",
    no: "Não",
    units: {
      count: "quantidade",
      times: "×",
      days: "dias",
      years: "anos",
      tonnes: "t",
      hectares: "ha",
      hours: "h",
      score: "pts",
    },
  },
  ru: {
    field: "Поле",
    value: "Значение",
    info: "{client} · {period} · {currency}, масштаб 1/{scale}",
    guide:
      "Заполняйте только белые ячейки. Серые ячейки вычисляются при загрузке или взяты из прошлых периодов. Защита листа без пароля: это подсказка, а не замок.",
    yes: "Да",
    no: "Нет",
    units: {
      count: "кол-во",
      times: "×",
      days: "дн.",
      years: "лет",
      tonnes: "т",
      hectares: "га",
      hours: "ч",
      score: "балл.",
    },
  },
};

export function templateTexts(language: string | null | undefined): TemplateTexts {
  return TEXTS[templateLanguage(language)];
}

/** Every language's yes and no, lower case: the upload accepts a boolean typed in any of them. */
export const BOOLEAN_WORDS: { yes: ReadonlySet<string>; no: ReadonlySet<string> } = {
  yes: new Set(["true", "1", ...Object.values(TEXTS).map((texts) => texts.yes.toLowerCase())]),
  no: new Set(["false", "0", ...Object.values(TEXTS).map((texts) => texts.no.toLowerCase())]),
};

export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
