// The words of a template workbook's frame (locales/*.ftl, `template-…`); field and form names come from the
// templates' own translations.
import { NUMERIC_UNITS } from "@ledgerline/schemas";
import { LANGUAGES } from "@ledgerline/schemas/languages";
import { apiText } from "../../i18n/texts";
import type { NumericUnit } from "../../platform/sheet";

export interface TemplateTexts {
  field: string;
  value: string;
  /** The note under the header: how to fill the sheet. */
  guide: string;
  yes: string;
  no: string;
  /** A numeric field's unit after its value: the form renderer's words for them. */
  units: Record<NumericUnit, string>;
}

export function templateTexts(language: string | null | undefined): TemplateTexts {
  return {
    field: apiText(language, "template-field"),
    value: apiText(language, "template-value"),
    guide: apiText(language, "template-guide"),
    yes: apiText(language, "template-yes"),
    no: apiText(language, "template-no"),
    units: Object.fromEntries(
      NUMERIC_UNITS.map((unit) => [unit, apiText(language, `template-unit-${unit}`)]),
    ) as Record<NumericUnit, string>,
  };
}

/** "{client} · {period} · {currency}, scale 1/{scale}" */
export function templateInfo(
  language: string,
  values: { client: string; period: string; currency: string; scale: number },
): string {
  return apiText(language, "template-info", values);
}

let booleanWords: { yes: ReadonlySet<string>; no: ReadonlySet<string> } | undefined;

/** Every language's yes and no, lower case: the upload accepts a boolean typed in any of them. */
export function booleanWordsOf(): { yes: ReadonlySet<string>; no: ReadonlySet<string> } {
  booleanWords ??= {
    yes: new Set([
      "true",
      "1",
      ...LANGUAGES.map((language) => apiText(language, "template-yes").toLowerCase()),
    ]),
    no: new Set([
      "false",
      "0",
      ...LANGUAGES.map((language) => apiText(language, "template-no").toLowerCase()),
    ]),
  };
  return booleanWords;
}
