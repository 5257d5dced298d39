// Covenant limits as people type and read them, and the covenant form's values: limits (range, alert
// threshold, waiver bounds) are stored in hundredths (a percentual limit in hundredths of a percent, so
// 12.5 % is 1250) and typed as ordinary numbers with at most two decimals, the last dot or comma being the
// decimal mark. The portal's covenant screens and the studio's catalogue both read this module
// (`@ledgerline/schemas/covenant-limits`, free of the schema library), so a limit typed in one reads the
// same in the other.
import { LANGUAGES } from "./languages.js";
import type { Language } from "./languages.js";

function roundHundredths(value: number): number {
  // toPrecision first: 0.29 * 100 is 28.999999999999996 in binary, which must still be 29.
  const scaled = Number((value * 100).toPrecision(15));
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled));
  return rounded === 0 ? 0 : rounded;
}

/** A typed number → its value rounded to hundredths; null when empty, undefined when not a number. */
export function parseDecimal(text: string | null | undefined): number | null | undefined {
  const cleaned = (text ?? "").replace(/\s+/g, "");
  if (cleaned === "") return null;
  if (!/^-?[0-9.,]+$/.test(cleaned)) return undefined;
  const negative = cleaned.startsWith("-");
  const body = negative ? cleaned.slice(1) : cleaned;
  if (!/[0-9]/.test(body)) return undefined;
  const last = Math.max(body.lastIndexOf("."), body.lastIndexOf(","));
  const whole = (last < 0 ? body : body.slice(0, last)).replace(/[.,]/g, "") || "0";
  const decimals = last < 0 ? "" : body.slice(last + 1);
  const value = Number(`${whole}.${decimals || "0"}`);
  if (!Number.isFinite(value)) return undefined;
  const hundredths = roundHundredths(value);
  if (!Number.isSafeInteger(hundredths)) return undefined;
  const result = hundredths / 100;
  return negative && result !== 0 ? -result : result;
}

/** True when the typed number has at most two decimals (the last separator is the decimal mark). */
export function hasAtMostTwoDecimals(text: string | null | undefined): boolean {
  const cleaned = (text ?? "").replace(/\s+/g, "");
  const last = Math.max(cleaned.lastIndexOf("."), cleaned.lastIndexOf(","));
  return last < 0 || cleaned.length - last - 1 <= 2;
}

/** A typed limit → stored hundredths; null when empty or not a number (forms refuse those before saving). */
export function toStored(text: string | null | undefined): number | null {
  const value = parseDecimal(text);
  return value === null || value === undefined ? null : roundHundredths(value);
}

/** The decimal mark of a language ("." in English, "," in French). */
export function decimalMark(language: string): string {
  return (
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? "."
  );
}

/** Stored hundredths → the text of an input, in the language's notation without grouping (1250 → "12.5"). */
export function storedToInput(stored: number | null | undefined, language: string): string {
  if (stored === null || stored === undefined || !Number.isFinite(stored)) return "";
  const absolute = Math.abs(Math.round(stored));
  const cents = String(absolute % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${stored < 0 ? "-" : ""}${Math.floor(absolute / 100)}${cents ? decimalMark(language) + cents : ""}`;
}

/** Stored hundredths as lists show them: "12.5%" for a percentual covenant, "1,234.5" otherwise; null for none. */
export function limitLabel(
  stored: number | null | undefined,
  fieldType: string | null | undefined,
  language: string,
): string | null {
  if (stored === null || stored === undefined || !Number.isFinite(stored)) return null;
  if (fieldType === "percentual")
    return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(
      stored / 10000,
    );
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(stored / 100);
}

/** "min – max" with a dash for an open bound; "" when neither is set. */
export function rangeLabel(
  range: { min?: number | null; max?: number | null },
  fieldType: string | null | undefined,
  language: string,
): string {
  const min = limitLabel(range.min, fieldType, language);
  const max = limitLabel(range.max, fieldType, language);
  if (min === null && max === null) return "";
  return `${min ?? "—"} – ${max ?? "—"}`;
}

// -------------------------------------------------------------------------------- the covenant form

type Texts = Partial<Record<Language, string>>;

/** A central covenant as the API gives it, as far as its form needs. */
export interface CentralCovenantFields {
  internalName: string;
  name: Partial<Record<Language, string | null>>;
  guide?: Partial<Record<Language, string | null>> | null;
  links: { uri: string; name: string; guide?: string | null }[];
  fieldType: string;
  range: { min?: number | null; max?: number | null };
  alertThreshold?: number | null;
  clientType: string;
  formula?: string | null;
}

/** The central covenant form's values: texts per language, limits as typed text. */
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

/** The API's input for creating or updating a central covenant: limits in stored hundredths. */
export interface CentralCovenantInput {
  internalName: string;
  name: Texts;
  guide: Texts;
  links: { uri: string; name: string; guide?: string }[];
  fieldType: string;
  range: { min: number | null; max: number | null };
  alertThreshold: number | null;
  clientType: string;
  formula: string;
}

function textsOf(value: Partial<Record<Language, string | null>> | null | undefined): Texts {
  return Object.fromEntries(LANGUAGES.map((code) => [code, value?.[code] ?? ""]));
}

function trimmed(texts: Texts | undefined): Texts {
  const result: Texts = {};
  for (const code of LANGUAGES) {
    const value = texts?.[code]?.trim();
    if (value) result[code] = value;
  }
  return result;
}

/** The form's first values: the covenant's (limits in the language's notation), or an empty form. */
export function covenantFormValues(
  covenant: CentralCovenantFields | null,
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

/** The form's values as the API's input: texts trimmed, empty translations left out, limits in hundredths. */
export function covenantInputOf(values: CovenantFormValues): CentralCovenantInput {
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
    range: { min: toStored(values.min), max: toStored(values.max) },
    alertThreshold: toStored(values.alert),
    clientType: values.clientType,
    formula: values.formula.trim(),
  };
}

const FORM_FIELDS = new Set(["name", "guide", "links", "internalName", "fieldType", "formula", "clientType"]);

/** The API's field path of a refusal (`range.min`, `links.0.uri`) as the form's name path; null when no input has it. */
export function covenantFormPathOf(field: string): (string | number)[] | null {
  if (field === "range.min" || field === "range") return ["min"];
  if (field === "range.max") return ["max"];
  if (field === "alertThreshold") return ["alert"];
  const parts = field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return typeof parts[0] === "string" && FORM_FIELDS.has(parts[0]) ? parts : null;
}
