// The rows of a form's sheet, from its field tree: what the builder writes and what the upload expects back.
// One function for both sides, so a template and its upload cannot disagree about which fields are typed.
import { flattenFields, isComputedField } from "@ledgerline/schemas";
import type { FieldDefinition } from "@ledgerline/schemas";
import type { FormConfigDoc } from "../reports/model";
import { translate } from "../reports/model";
import { COMPARISON_SCOPES } from "./layout";
import type { ComparisonScope } from "./layout";

/**
 * - `section`: a fieldset (a heading row, no value);
 * - `input`: a value the user types (unlocked cell);
 * - `computed`: a formula field, shown computed, locked, recomputed by the server on upload;
 * - `readOnly`: a typed field the caller may not change (editable false), shown locked.
 */
export type RowKind = "section" | "input" | "computed" | "readOnly";

export interface TemplateRow {
  key: string;
  label: string;
  /** 1 for top-level fields. */
  depth: number;
  kind: RowKind;
  field: FieldDefinition;
  /** Dropdown choices with their labels in the template's language. */
  options: Array<{ value: string; label: string }>;
}

export interface TemplateForm {
  key: string;
  version: string;
  name: string;
  form: FormConfigDoc;
  comparisons: ComparisonScope[];
  rows: TemplateRow[];
}

/** Forms filed by file: not covenant forms (filed with a single start button) nor forms marked not uploadable. */
export function isUploadable(form: FormConfigDoc): boolean {
  return form.type !== "covenants" && form.settings?.uploadable !== false;
}

function kindOf(field: FieldDefinition): RowKind {
  if (field.type === "fieldset") return "section";
  if (isComputedField(field)) return "computed";
  if (field.editable === false || field.type === "COVENANT") return "readOnly";
  return "input";
}

/**
 * The sheet of one form for one language. Fields hidden from the caller (adminOnly for client users, visible
 * false) and their children are left out, as the wizard leaves them out.
 */
export function templateForm(form: FormConfigDoc, language: string, showAdminOnly: boolean): TemplateForm {
  const hidden = new Set<string>();
  const rows: TemplateRow[] = [];
  for (const entry of flattenFields(form.fields)) {
    const { field } = entry;
    if (
      (entry.parent !== null && hidden.has(entry.parent)) ||
      (field.adminOnly && !showAdminOnly) ||
      field.visible === false
    ) {
      hidden.add(field.internalName);
      continue;
    }
    rows.push({
      key: field.internalName,
      label: translate(field.name, language, field.internalName),
      depth: entry.depth,
      kind: kindOf(field),
      field,
      options: (field.dropdownVals ?? []).map((option) => ({
        value: option.value,
        label: translate(option.label, language, option.value),
      })),
    });
  }
  const shown = form.grid?.comparisonColumns ?? [];
  return {
    key: form.key,
    version: form.version,
    name: translate(form.name, language, form.key),
    form,
    comparisons: COMPARISON_SCOPES.filter((scope) => shown.includes(scope)),
    rows,
  };
}

/** The type that decides how a value is written and read (a covenant field's is its value type). */
export function valueTypeOf(field: FieldDefinition): string {
  return field.type === "COVENANT" ? (field.fieldType ?? "numeric") : field.type;
}
