// Stored form data → the values the formula engine reads (its DataSource: `get("form.field", "YYYY-MM")`).
import { flattenFields } from "./fields.js";
import type { FormConfig } from "./schemas/formConfig.js";
import type { FormData } from "./schemas/reporting.js";
import { monthOf, storedToEngine } from "./values.js";

/** The engine's view of stored data: plain numbers (percentual as fractions), texts, booleans, null. */
export interface FormDataSource {
  get(fieldId: string, month: string): number | string | boolean | null | undefined;
}

/** A stored value as the engine reads it, by its field's type: numbers from hundredths, the rest as stored. */
export function engineValueOf(
  type: string,
  stored: number | string | boolean | null,
): number | string | boolean | null {
  return typeof stored === "number" && (type === "numeric" || type === "currency" || type === "percentual")
    ? storedToEngine(type, stored)
    : stored;
}

/**
 * Indexes form data documents (of one client) for the formula engine. Number values are converted from stored
 * hundredths by the field's type in `forms` (percentual → fraction); a plain field name also resolves when it
 * is unique across the documents' forms. Values of fields unknown to `forms` are left out.
 */
export function formDataSource(documents: readonly FormData[], forms: readonly FormConfig[]): FormDataSource {
  const types = new Map<string, string>();
  for (const form of forms)
    for (const { field } of flattenFields(form.fields))
      types.set(`${form.key}.${field.internalName}`, field.type);
  const values = new Map<string, number | string | boolean | null>();
  const owners = new Map<string, Set<string>>();
  for (const doc of documents) {
    const month = monthOf(doc.context.numeric);
    for (const [name, stored] of Object.entries(doc.values)) {
      const id = `${doc.configKey}.${name}`;
      const type = types.get(id);
      if (type === undefined) continue;
      const value = engineValueOf(type, stored);
      values.set(`${id}@${month}`, value);
      owners.set(name, (owners.get(name) ?? new Set()).add(doc.configKey));
    }
  }
  return {
    get(fieldId, month) {
      if (!fieldId.includes(".")) {
        const forms = owners.get(fieldId);
        if (!forms || forms.size !== 1) return undefined;
        fieldId = `${[...forms][0]}.${fieldId}`;
      }
      return values.get(`${fieldId}@${month}`);
    },
  };
}
