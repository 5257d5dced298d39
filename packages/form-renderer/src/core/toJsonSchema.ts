// Form config → JSON Schema + uiSchema for @rjsf/core. The schema is flat (one property per valued field, in
// display order, as form data stores them); the tree lives in the uiSchema order and the field model. The
// generic rules are written as keywords for hosts that validate with a schema; the renderer itself checks the
// same rules on the field model (`fieldRules.ts`), without compiling the schema.
// Numbers are validated in display units (full units, percent for percentual): the bounds of the config's
// generic rules are written in those units.
import { numberBounds } from "@ledgerline/schemas";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import type { FieldModel, RenderField } from "./fieldModel";
import { isNumberType } from "./displayValues";
import { chooseWidget } from "./widgetTesters";
import { textRules } from "./fieldRules";

export interface FormSchemas {
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema;
}

function propertySchema(row: RenderField): RJSFSchema {
  const rules = row.definition.validations ?? {};
  if (isNumberType(row.valueType)) {
    return { type: ["number", "null"], ...numberBounds(rules) };
  }
  switch (row.valueType) {
    case "date":
    case "month":
      return { type: ["integer", "null"] };
    case "boolean":
      return { type: ["boolean", "null"] };
    case "dropdown":
      return {
        type: ["string", "null"],
        enum: [...(row.definition.dropdownVals ?? []).map((v) => v.value), null],
      };
    default: {
      const { minLength, maxLength, format, pattern } = textRules(row);
      return {
        type: ["string", "null"],
        ...(minLength !== undefined ? { minLength } : {}),
        ...(maxLength !== undefined ? { maxLength } : {}),
        ...(format !== undefined ? { format } : {}),
        ...(pattern !== undefined ? { pattern } : {}),
      };
    }
  }
}

/** A read-only field keeps its type (RJSF picks the field component by type) but no rules. */
function typeOnly(schema: RJSFSchema): RJSFSchema {
  return { type: schema.type ?? ["number", "null"] };
}

/**
 * The JSON Schema and uiSchema of a form. Read-only fields (computed, not editable) carry no rules: they skip
 * validation. Each uiSchema entry names the widget chosen by the ranked testers and the field's internal name.
 */
export function toJsonSchema(model: FieldModel): FormSchemas {
  const properties: Record<string, RJSFSchema> = {};
  const required: string[] = [];
  const uiSchema: UiSchema = { "ui:order": [] as string[] };
  const order = uiSchema["ui:order"] as string[];
  for (const row of model.rows) {
    if (!row.valued) continue;
    properties[row.name] = row.readOnly ? typeOnly(propertySchema(row)) : propertySchema(row);
    if (!row.readOnly && row.definition.validations?.required === true) required.push(row.name);
    order.push(row.name);
    uiSchema[row.name] = {
      "ui:field": "LedgerlineField",
      "ui:widget": chooseWidget(row),
      "ui:options": { fieldName: row.name },
      "ui:readonly": row.readOnly,
    };
  }
  return { schema: { type: "object", properties, required }, uiSchema };
}
