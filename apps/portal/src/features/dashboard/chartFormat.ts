// Numbers on the dashboard (spec 2 §9): chart axes abbreviate thousands as K and millions as M; tooltips and
// summary blocks show the full number with 2 decimals (money in the session currency) through the form
// renderer's display helpers, so the dashboard and the forms write numbers alike.
import { formatDisplayNumber } from "@ledgerline/form-renderer";
import type { ValueType } from "@ledgerline/form-renderer";
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

function valueTypeOf(typeOfValues: string): ValueType {
  return typeOfValues === "currency" || typeOfValues === "percentual" ? typeOfValues : "numeric";
}

/** The full number, in the interface language's separators; money followed by its currency code. */
export function fullNumber(
  value: number | null,
  typeOfValues: string,
  language: InterfaceLanguage,
  currency: string,
): string {
  const text = formatDisplayNumber(value, valueTypeOf(typeOfValues), language);
  return typeOfValues === "currency" && value !== null ? `${text} ${currency}` : text;
}
