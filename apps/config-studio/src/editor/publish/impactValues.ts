// A computed value of "What would change" as text, by its field's type, with the form renderer's rule for a
// read-only cell (formatStored): percentages with %, money and numbers with the language's separators and the
// field's decimals. Impact values come in stored units and for many clients at once, so money is shown in full
// units (no client's reporting scale applies).
import { buildFieldModel, formatStored } from "@ledgerline/form-renderer";
import type { RenderField, ValueContext } from "@ledgerline/form-renderer";
import { NOT_AVAILABLE } from "@ledgerline/formula-engine";
import type { FieldDefinition, FormConfig, Language, StoredValue } from "@ledgerline/schemas";

/** The renderer leaves hidden fields out of its rows; a hidden computed field can still change. */
function everyFieldShown(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.map((field) => ({
    ...field,
    visible: true,
    ...(Array.isArray(field.children) ? { children: everyFieldShown(field.children) } : {}),
  }));
}

/** The formatter of the form's values: `(internal name, stored value) → text`. */
export function impactValueFormatter(
  form: FormConfig | null,
  language: Language,
): (field: string, value: unknown) => string {
  const rows: ReadonlyMap<string, RenderField> =
    form && Array.isArray(form.fields)
      ? buildFieldModel({ ...form, fields: everyFieldShown(form.fields) }, { isProviderStaff: true }).byName
      : new Map();
  const context: ValueContext = { language, scale: 1, currencyScaled: false, dateFormat: "YYYY-MM-DD" };
  return (field, value) => {
    if (value === null || value === undefined) return NOT_AVAILABLE;
    const row = rows.get(field);
    if (row && (typeof value === "number" || typeof value === "string" || typeof value === "boolean"))
      return formatStored(row, value as StoredValue, context);
    // A field the draft no longer has: a number in hundredths, as a plain amount.
    if (typeof value === "number")
      return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        value / 100,
      );
    return typeof value === "string" ? value : JSON.stringify(value);
  };
}
