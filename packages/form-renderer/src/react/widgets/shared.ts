// Helpers every widget uses: the field's row, its ids and the attributes that tie the input to its label,
// guide and problems.
import type { WidgetProps } from "@rjsf/utils";
import type { RenderField } from "../../core/fieldModel";
import { unitOf } from "../../core/displayValues";
import { inputId, labelId, useRenderer } from "../context";
import type { RendererContextValue } from "../context";

/** The internal name RJSF hands over in `ui:options.fieldName`. */
export function fieldNameOf(props: Pick<WidgetProps, "options">): string {
  return String(props.options.fieldName ?? "");
}

export interface WidgetBase {
  readonly ctx: RendererContextValue;
  readonly row: RenderField;
  readonly id: string;
  /** Attributes for the focusable value element. */
  readonly a11y: {
    id: string;
    "aria-labelledby": string;
    "aria-describedby": string | undefined;
    "aria-required": boolean | undefined;
    "data-ll-value": string;
  };
}

export function useWidgetBase(name: string): WidgetBase {
  const ctx = useRenderer();
  const row = ctx.store.model.byName.get(name);
  if (!row) throw new RangeError(`no field "${name}"`);
  const formKey = ctx.store.model.form.key;
  const id = inputId(formKey, name);
  const described = [
    row.definition.guide ? `${id}-guide` : null,
    hasUnitLabel(row) ? `${id}-unit` : null,
    `${id}-problems`,
  ]
    .filter(Boolean)
    .join(" ");
  return {
    ctx,
    row,
    id,
    a11y: {
      id,
      "aria-labelledby": labelId(formKey, name),
      "aria-describedby": described || undefined,
      "aria-required": row.definition.validations?.required === true && !row.readOnly ? true : undefined,
      "data-ll-value": name,
    },
  };
}

/** Typed number fields show their currency or unit in a label beside the input (read as its description). */
export function hasUnitLabel(row: RenderField): boolean {
  return !row.computed && (row.valueType === "currency" || unitOf(row) !== undefined);
}
