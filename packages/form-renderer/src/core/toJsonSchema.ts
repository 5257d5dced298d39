// Form config → JSON Schema + uiSchema for @rjsf/core. The schema is flat (one property per valued field, in
// display order, as form data stores them); the tree lives in the uiSchema order and the field model.
// Numbers are validated in display units (full units, percent for percentual): the bounds of the config's
// generic rules are written in those units.
import { numberBounds } from "@ledgerline/schemas";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import type { FieldModel, RenderField } from "./fieldModel";
import { isNumberType } from "./displayValues";
import { chooseWidget } from "./widgetTesters";

/** Telephone: an optional leading plus and country code, then ten digits. */
export const TELEPHONE_PATTERN = "^(\\+\\d{1,3})?\\d{10}$";

/** A text field with the number format: digits, a leading minus, dots and commas. */
export const NUMBER_PATTERN = "^-?[0-9.,]+$";

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
      const schema: RJSFSchema = { type: ["string", "null"] };
      if (rules.minLength !== undefined) schema.minLength = rules.minLength;
      if (rules.maxLength !== undefined) schema.maxLength = rules.maxLength;
      if (rules.format === "email") schema.format = "email";
      if (rules.format === "url") schema.format = "uri";
      if (rules.format === "telephone") schema.pattern = TELEPHONE_PATTERN;
      else if (rules.format === "number") schema.pattern = NUMBER_PATTERN;
      else if (rules.pattern !== undefined && row.valueType !== "textarea") schema.pattern = rules.pattern;
      return schema;
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
