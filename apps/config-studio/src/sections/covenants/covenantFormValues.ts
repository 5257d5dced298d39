// The covenant form's values (numbers as typed text) and their conversion to and from the API's covenant
// (numbers in stored hundredths), and the API's field paths as the form's names.
import type { CentralCovenant, CovenantInput, CovenantLanguage } from "./covenantApi";
import { COVENANT_LANGUAGES } from "./covenantApi";
import { storedToInput, toStored } from "./decimals";

type Texts = Partial<Record<CovenantLanguage, string>>;

export interface CovenantFormValues {
  internalName: string;
  name: Texts;
  guide: Texts;
  links: { uri?: string; name?: string; guide?: string }[];
  fieldType?: string;
  min: string;
  max: string;
  alert: string;
  clientType: string;
  formula: string;
}

function textsOf(value: Partial<Record<CovenantLanguage, string | null>> | null | undefined): Texts {
  return Object.fromEntries(COVENANT_LANGUAGES.map((code) => [code, value?.[code] ?? ""]));
}

function trimmed(texts: Texts | undefined): Texts {
  const result: Texts = {};
  for (const code of COVENANT_LANGUAGES) {
    const value = texts?.[code]?.trim();
    if (value) result[code] = value;
  }
  return result;
}

export function initialValues(
  covenant: CentralCovenant | null,
  language: string,
  clientType: string,
): CovenantFormValues {
  return {
    internalName: covenant?.internalName ?? "",
    name: textsOf(covenant?.name),
    guide: textsOf(covenant?.guide),
    links: covenant?.links.map((link) => ({ uri: link.uri, name: link.name, guide: link.guide ?? "" })) ?? [],
    fieldType: covenant?.fieldType,
    min: storedToInput(covenant?.range.min, language),
    max: storedToInput(covenant?.range.max, language),
    alert: storedToInput(covenant?.alertThreshold, language),
    clientType: covenant?.clientType ?? clientType,
    formula: covenant?.formula ?? "",
  };
}

const stored = (text: string | undefined) => toStored(text) ?? null;

/** The form's values as the API's input: limits in stored hundredths. */
export function inputOf(values: CovenantFormValues): CovenantInput {
  return {
    internalName: values.internalName.trim(),
    name: trimmed(values.name),
    guide: trimmed(values.guide),
    links: (values.links ?? []).map((link) => ({
      uri: (link.uri ?? "").trim(),
      name: (link.name ?? "").trim(),
      ...(link.guide?.trim() ? { guide: link.guide.trim() } : {}),
    })),
    fieldType: values.fieldType ?? "",
    range: { min: stored(values.min), max: stored(values.max) },
    alertThreshold: stored(values.alert),
    clientType: values.clientType,
    formula: values.formula.trim(),
  };
}

const FORM_FIELDS = new Set(["name", "guide", "links", "internalName", "fieldType", "formula", "clientType"]);

/** The API's field path (`range.min`, `links.0.uri`) as the form's name path; null when no input has it. */
export function formPathOf(field: string): (string | number)[] | null {
  if (field === "range.min" || field === "range") return ["min"];
  if (field === "range.max") return ["max"];
  if (field === "alertThreshold") return ["alert"];
  const parts = field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return typeof parts[0] === "string" && FORM_FIELDS.has(parts[0]) ? parts : null;
}
