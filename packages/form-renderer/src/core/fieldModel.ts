// The renderer's view of a form config: one entry per visible row, in display order, with what each row
// needs to know (depth, ancestors, value type, whether it is typed or computed). Framework-free.
import type { FieldDefinition, FormConfig, Language, Translated } from "@ledgerline/schemas";
import { isComputedField } from "@ledgerline/schemas";
import { flattenFieldTree } from "../flattenFieldTree";

/** The value type of a row: a number type, or the kind of input it takes. */
export type ValueType =
  | "numeric"
  | "currency"
  | "percentual"
  | "date"
  | "dropdown"
  | "month"
  | "text"
  | "textarea"
  | "boolean"
  | "none";

export interface RenderField {
  readonly name: string;
  readonly definition: FieldDefinition;
  /** 0 for top-level rows. */
  readonly depth: number;
  /** Internal names of the enclosing fields, outermost first. */
  readonly ancestors: readonly string[];
  readonly hasChildren: boolean;
  /** The field carries a value (everything but fieldsets). */
  readonly valued: boolean;
  /** The value comes from a formula (computed fields and covenants). */
  readonly computed: boolean;
  /** The user cannot type the value: computed, or not editable. */
  readonly readOnly: boolean;
  readonly covenant: boolean;
  readonly valueType: ValueType;
  /** The engine id, `form.name`. */
  readonly fieldId: string;
}

export interface FieldModel {
  readonly form: FormConfig;
  readonly rows: readonly RenderField[];
  readonly byName: ReadonlyMap<string, RenderField>;
}

const MONTH_VALUE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A dropdown whose choices are all months (`YYYY-MM`) is a month dropdown. */
export function isMonthDropdown(field: FieldDefinition): boolean {
  return (
    field.type === "dropdown" &&
    (field.dropdownVals ?? []).length > 0 &&
    (field.dropdownVals ?? []).every((v) => MONTH_VALUE.test(v.value))
  );
}

export function valueTypeOf(field: FieldDefinition): ValueType {
  switch (field.type) {
    case "fieldset":
      return "none";
    case "COVENANT":
      return field.fieldType ?? field.settings?.fieldType ?? "numeric";
    case "dropdown":
      return isMonthDropdown(field) ? "month" : "dropdown";
    default:
      return field.type;
  }
}

/**
 * Builds the rows of a form. `adminOnly` fields are left out unless the viewer is provider staff; a field with
 * `visible: false` is left out with its children.
 */
export function buildFieldModel(form: FormConfig, options: { isProviderStaff?: boolean } = {}): FieldModel {
  const prune = (fields: readonly FieldDefinition[]): FieldDefinition[] =>
    fields
      .filter((f) => f.visible !== false && (options.isProviderStaff === true || f.adminOnly !== true))
      .map((f) => (f.children ? { ...f, children: prune(f.children) } : f));
  const tree = flattenFieldTree(prune(form.fields));
  const ancestors: string[] = [];
  const rows: RenderField[] = tree.map(({ field, depth, hasChildren }) => {
    ancestors.length = depth;
    const computed = isComputedField(field);
    const valueType = valueTypeOf(field);
    const row: RenderField = {
      name: field.internalName,
      definition: field,
      depth,
      ancestors: [...ancestors],
      hasChildren,
      valued: field.type !== "fieldset",
      computed,
      readOnly: computed || field.editable === false || field.type === "fieldset",
      covenant: field.type === "COVENANT",
      valueType,
      fieldId: `${form.key}.${field.internalName}`,
    };
    ancestors[depth] = field.internalName;
    return row;
  });
  return { form, rows, byName: new Map(rows.map((r) => [r.name, r])) };
}

/** A translated text in the given language, English when missing. */
export function translate(text: Translated | undefined, language: Language): string {
  if (!text) return "";
  return text[language] ?? text.en;
}

/** The form's extra translation for `key` (validation messages), or undefined. */
export function formTranslation(form: FormConfig, key: string, language: Language): string | undefined {
  const entry = form.translations?.find((t) => t.key === key);
  return entry ? translate(entry.value, language) : undefined;
}
