// Stored values (hundredths, yyyymmdd) ↔ what a cell shows and what the user types, per value type.
// Uses the value helpers of @ledgerline/schemas; this file only decides which one applies to which field.
import type { Value } from "@ledgerline/formula-engine";
import { formatValue, NOT_AVAILABLE } from "@ledgerline/formula-engine";
import type { FieldSettings, Language, StoredValue } from "@ledgerline/schemas";
import {
  engineToStored,
  formatDateNumber,
  formatNumber,
  fromHundredths,
  fromReportedValue,
  monthOf,
  parseDateInput,
  parseNumberInput,
  storedToEngine,
  toHundredths,
  toReportedValue,
} from "@ledgerline/schemas";
import type { RenderField, ValueType } from "./fieldModel";

export type NumericUnit = NonNullable<FieldSettings["unit"]>;

export type DateFormat = "DD-MM-YYYY" | "MM-DD-YYYY" | "YYYY-MM-DD";

/** How currency values are typed and shown: in the report's scale when the form says so. */
export interface ValueContext {
  readonly language: Language;
  /** 1, 10, … 100000: currency is typed in 1/scale units when `currencyScaled`. */
  readonly scale: number;
  readonly currencyScaled: boolean;
  readonly dateFormat: DateFormat;
}

const SEPARATORS: Record<Language, { decimal: "." | ","; thousands: "" | "," | "." | " " }> = {
  en: { decimal: ".", thousands: "," },
  fr: { decimal: ",", thousands: " " },
  es: { decimal: ",", thousands: "." },
  pt: { decimal: ",", thousands: "." },
  ru: { decimal: ",", thousands: " " },
};

export function isNumberType(type: ValueType): type is "numeric" | "currency" | "percentual" {
  return type === "numeric" || type === "currency" || type === "percentual";
}

/** Stored hundredths → the number the user types and sees (percent for percentual, scaled currency). */
export function storedToDisplay(
  type: ValueType,
  stored: number,
  context: Pick<ValueContext, "scale" | "currencyScaled">,
): number {
  if (type === "currency" && context.currencyScaled)
    return fromHundredths(toReportedValue(stored, context.scale));
  return fromHundredths(stored);
}

/** A typed number → stored hundredths. */
export function displayToStored(
  type: ValueType,
  display: number,
  context: Pick<ValueContext, "scale" | "currencyScaled">,
): number {
  const hundredths = toHundredths(display);
  if (type === "currency" && context.currencyScaled) return fromReportedValue(hundredths, context.scale);
  return hundredths;
}

/** A stored value → what the formula engine reads. */
export function storedToEngineValue(row: RenderField, stored: StoredValue): number | string | boolean | null {
  if (typeof stored === "number" && isNumberType(row.valueType)) return storedToEngine(row.valueType, stored);
  return stored;
}

/** An engine value → its stored form (null when unresolved, an error or not the right type). */
export function engineToStoredValue(row: RenderField, value: Value): StoredValue {
  if (isNumberType(row.valueType))
    return typeof value === "number" ? engineToStored(row.valueType, value) : null;
  if (value === null || typeof value === "object") return null;
  return value;
}

/**
 * A number with the language's separators; `-n.a.-` for null. Spec 2 §9: money and percentages with 2
 * decimals, other numbers with up to 2 (12.50 → 12.5, 18,432.00 → 18,432). A field's `settings.decimals`
 * (0–2) fixes the count instead, rounding half away from zero (values are still stored with two).
 */
export function formatDisplayNumber(
  value: number | null,
  type: ValueType,
  language: Language,
  decimals?: number,
): string {
  if (value === null || !Number.isFinite(value)) return NOT_AVAILABLE;
  const separators = SEPARATORS[language];
  let text: string;
  if (decimals !== undefined && decimals >= 0 && decimals < 2) {
    const rounded = roundTo(value, decimals);
    const full = formatNumber(rounded, separators); // always 2 decimals: drop the ones not shown
    text = full.slice(0, full.length - (decimals === 0 ? 3 : 1));
  } else {
    text = formatNumber(value, separators);
    if (type === "numeric" && decimals === undefined)
      text = text
        .replace(new RegExp(`\\${separators.decimal}?0+$`), "")
        .replace(new RegExp(`\\${separators.decimal}$`), "");
  }
  return type === "percentual" ? `${text} %` : text;
}

/** Rounds half away from zero at `decimals` places, through the decimal text (1.005 → 1.01, not 1.00). */
function roundTo(value: number, decimals: number): number {
  const shifted = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  return shifted === 0 ? 0 : Math.sign(value) * Number(`${shifted}e-${decimals}`);
}

/** The decimals a field's settings ask for (0–2), or undefined for the type's default. */
export function decimalsOf(row: RenderField): number | undefined {
  const decimals = row.definition.settings?.decimals;
  return typeof decimals === "number" && Number.isInteger(decimals) && decimals >= 0 && decimals <= 2
    ? decimals
    : undefined;
}

/** The display unit of a numeric field (`settings.unit`): shown beside its value, not in comparison columns. */
export function unitOf(row: RenderField): NumericUnit | undefined {
  return row.valueType === "numeric" ? row.definition.settings?.unit : undefined;
}

/** What a read-only cell shows for a stored value. */
export function formatStored(
  row: RenderField,
  stored: StoredValue | undefined,
  context: ValueContext,
  labelOf?: (value: string) => string,
): string {
  if (stored === null || stored === undefined) return NOT_AVAILABLE;
  const type = row.valueType;
  if (isNumberType(type))
    return typeof stored === "number"
      ? formatDisplayNumber(storedToDisplay(type, stored, context), type, context.language, decimalsOf(row))
      : NOT_AVAILABLE;
  if (type === "date")
    return typeof stored === "number" ? formatDateNumber(stored, context.dateFormat) : String(stored);
  if (type === "month") return typeof stored === "number" ? monthOf(stored) : String(stored);
  if (type === "dropdown") return labelOf ? labelOf(String(stored)) : String(stored);
  if (type === "boolean") return formatValue(stored);
  return String(stored);
}

/** The text an input starts with for a stored value (no thousands separators, so it parses back). */
export function editText(row: RenderField, stored: StoredValue | undefined, context: ValueContext): string {
  if (stored === null || stored === undefined) return "";
  const type = row.valueType;
  if (isNumberType(type) && typeof stored === "number") {
    const display = storedToDisplay(type, stored, context);
    const text = display.toFixed(2);
    return SEPARATORS[context.language].decimal === "," ? text.replace(".", ",") : text;
  }
  if (type === "date" && typeof stored === "number") return formatDateNumber(stored, context.dateFormat);
  return String(stored);
}

export type InputParse = { ok: true; value: StoredValue } | { ok: false; message: string };

/** Parses what the user typed into the stored value (spec 2 §5 "Generic field rules"). */
export function parseTyped(row: RenderField, text: string, context: ValueContext): InputParse {
  const type = row.valueType;
  if (isNumberType(type)) {
    const parsed = parseNumberInput(text);
    if (!parsed.ok) return parsed;
    return { ok: true, value: parsed.value === null ? null : displayToStored(type, parsed.value, context) };
  }
  if (type === "date") {
    const parsed = parseDateInput(text, context.dateFormat === "MM-DD-YYYY" ? "MM-DD-YYYY" : "DD-MM-YYYY");
    return parsed.ok ? { ok: true, value: parsed.value } : parsed;
  }
  return { ok: true, value: text === "" ? null : text };
}
