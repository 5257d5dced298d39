// Form configs → the flat field list the formula engine is built from.
import { flattenFields } from "./fields.js";
import type { FieldKind, FieldType } from "./schemas/field.js";
import type { FormConfig } from "./schemas/formConfig.js";

/** One field as the formula engine sees it (`FieldSpec` of @ledgerline/formula-engine, plus the field type). */
export interface EngineFieldSpec {
  name: string;
  form: string;
  kind: FieldKind;
  formula?: string;
  type: FieldType;
}

/**
 * Every valued field of the given forms (fieldsets left out), with its form, kind (stock when not declared)
 * and formula. Feed it to `createEngine({ fields })`; the field id is `form.name`.
 */
export function fieldSpecsOf(forms: readonly FormConfig[]): EngineFieldSpec[] {
  const out: EngineFieldSpec[] = [];
  for (const form of forms) {
    for (const { field } of flattenFields(form.fields)) {
      if (field.type === "fieldset") continue;
      out.push({
        name: field.internalName,
        form: form.key,
        kind: field.kind ?? "stock",
        ...(typeof field.formula === "string" ? { formula: field.formula } : {}),
        type: field.type,
      });
    }
  }
  return out;
}
