// Numbers on the dashboard (spec 2 §9): chart axes abbreviate thousands as K and millions as M; tooltips,
// the charts' table view and summary blocks show the full number (money in the session currency) through the
// form renderer's display helpers, with the decimals and unit of the template field it comes from, so the
// dashboard and the forms write numbers alike. The covenant monitor writes its values the same way.
import { decimalsOf, formatDisplayNumber, unitSuffix } from "@ledgerline/form-renderer";
import type { RenderField, ValueType } from "@ledgerline/form-renderer";
import { NUMERIC_UNITS } from "@ledgerline/schemas";
import type { FieldSettings } from "@ledgerline/schemas";
import type { InterfaceLanguage } from "../../i18n/languages";
import { palette } from "@ledgerline/ui-theme";

/** The spec's three chart colours (spec 1 §9: primary, tertiary, secondary), one per chart in turn. */
export const CHART_COLOURS = [palette.primary, palette.tertiary, palette.secondary] as const;

export function chartColour(index: number): string {
  return CHART_COLOURS[index % CHART_COLOURS.length]!;
}

/** An axis tick: 1250000 → 1.3M, 48000 → 48K, 950 → 950 (one decimal at most, the language's decimal mark). */
export function abbreviateNumber(
  value: number,
  typeOfValues = "numeric",
  language: InterfaceLanguage = "en",
): string {
  const size = Math.abs(value);
  const [scaled, suffix] =
    size >= 1_000_000 ? [value / 1_000_000, "M"] : size >= 1_000 ? [value / 1_000, "K"] : [value, ""];
  const text = new Intl.NumberFormat(language, { maximumFractionDigits: 1, useGrouping: false }).format(
    scaled,
  );
  return `${text}${suffix}${typeOfValues === "percentual" ? "%" : ""}`;
}

function valueTypeOf(typeOfValues: string): Extract<ValueType, "numeric" | "currency" | "percentual"> {
  return typeOfValues === "currency" || typeOfValues === "percentual" ? typeOfValues : "numeric";
}

/** The display settings the API passes on from a template field; null or absent: the type's default. */
export interface NumberSettings {
  readonly decimals?: number | null;
  readonly unit?: string | null;
}

function isUnit(unit: string | null | undefined): unit is NonNullable<FieldSettings["unit"]> {
  return (NUMERIC_UNITS as readonly (string | null | undefined)[]).includes(unit);
}

/**
 * The template field a value comes from, as far as the form renderer's display helpers read it: its value
 * type and settings. The API sends only those, not the field; a unit it does not know is left out.
 */
function displayField(typeOfValues: string, settings: NumberSettings = {}): RenderField {
  const valueType = valueTypeOf(typeOfValues);
  const fieldSettings: FieldSettings = {};
  if (typeof settings.decimals === "number") fieldSettings.decimals = settings.decimals;
  if (isUnit(settings.unit)) fieldSettings.unit = settings.unit;
  return {
    name: "value",
    definition: { internalName: "value", name: { en: "" }, type: valueType, settings: fieldSettings },
    depth: 0,
    ancestors: [],
    hasChildren: false,
    valued: true,
    computed: true,
    readOnly: true,
    covenant: false,
    valueType,
    fieldId: "value",
  };
}

/**
 * A value in display units with its field's decimals (the type's default without them) and, after a
 * number, its unit as the form-data pages write it.
 */
export function fieldNumber(
  value: number | null,
  typeOfValues: string,
  language: InterfaceLanguage,
  settings: NumberSettings = {},
): string {
  const field = displayField(typeOfValues, settings);
  const text = formatDisplayNumber(value, field.valueType, language, decimalsOf(field));
  return value === null ? text : `${text}${unitSuffix(field, language)}`;
}

/** The full number, in the interface language's separators; money followed by its currency code. */
export function fullNumber(
  value: number | null,
  typeOfValues: string,
  language: InterfaceLanguage,
  currency: string,
  settings: NumberSettings = {},
): string {
  const text = fieldNumber(value, typeOfValues, language, settings);
  return typeOfValues === "currency" && value !== null ? `${text} ${currency}` : text;
}
