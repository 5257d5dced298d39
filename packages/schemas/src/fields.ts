// Walking the field tree of a form config.
import type { FieldDefinition } from "./schemas/field.js";

/** A field with where it sits in the tree. */
export interface FieldEntry {
  field: FieldDefinition;
  /** Path segments from the form config, e.g. ["fields", 0, "children", 2]. */
  segments: Array<string | number>;
  /** 1 for top-level fields. */
  depth: number;
  /** The internal name of the enclosing field, if any. */
  parent: string | null;
}

/** Every field of a tree, depth first, in display order. */
export function flattenFields(
  fields: readonly FieldDefinition[],
  base: Array<string | number> = ["fields"],
): FieldEntry[] {
  const out: FieldEntry[] = [];
  const visit = (
    list: readonly FieldDefinition[],
    segments: Array<string | number>,
    depth: number,
    parent: string | null,
  ) => {
    list.forEach((field, index) => {
      const here = [...segments, index];
      out.push({ field, segments: here, depth, parent });
      if (field.children) visit(field.children, [...here, "children"], depth + 1, field.internalName);
    });
  };
  visit(fields, base, 1, null);
  return out;
}

/** True when a field holds a value the user types (not a fieldset, not a formula). */
export function isInputField(field: FieldDefinition): boolean {
  return field.type !== "fieldset" && (field.formula === undefined || field.formula === null);
}

/** True when a field is computed by a formula. */
export function isComputedField(field: FieldDefinition): boolean {
  return typeof field.formula === "string" && field.formula.length > 0;
}
