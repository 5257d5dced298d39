// Helpers every widget uses: the field's row, its ids and the attributes that name the input (its label and
// the period: "Total assets, September 2025") and tie it to its guide, unit and problems.
import type { WidgetProps } from "@rjsf/utils";
import type { RenderField } from "../../core/fieldModel";
import { unitOf } from "../../core/displayValues";
import { translate } from "../../core/fieldModel";
import { inputId, problemsId, useRenderer } from "../context";
import type { RendererContextValue } from "../context";
import { useText } from "../useText";

/** The internal name RJSF hands over in `ui:options.fieldName`. */
export function fieldNameOf(props: Pick<WidgetProps, "options">): string {
  return String(props.options.fieldName ?? "");
}

export interface WidgetBase {
  readonly ctx: RendererContextValue;
  readonly row: RenderField;
  readonly id: string;
  /** The field's label in the active language. */
  readonly label: string;
  /** The accessible name of the field's value: its label and the period ("Total assets, September 2025"). */
  readonly name: string;
  /** Guide, unit and problems of the field, by id (its value's description). */
  readonly describedBy: string;
  /** Attributes for the focusable value element. */
  readonly a11y: {
    id: string;
    "aria-label": string;
    "aria-describedby": string | undefined;
    "aria-required": boolean | undefined;
    "data-ll-value": string;
  };
}

export function useWidgetBase(name: string): WidgetBase {
  const ctx = useRenderer();
  const t = useText();
  const row = ctx.store.model.byName.get(name);
  if (!row) throw new RangeError(`no field "${name}"`);
  const formKey = ctx.store.model.form.key;
  const id = inputId(formKey, name);
  const label = translate(row.definition.name, ctx.language);
  // The visible label comes first in the name (WCAG 2.5.3), then the column's period: inputs of a grid are
  // reached one by one with Tab, where the row and column headers are not read.
  const accessibleName = t("value-name", { label, period: ctx.periodLabel });
  const described = [
    row.definition.guide ? `${id}-guide` : null,
    hasUnitLabel(row) ? `${id}-unit` : null,
    problemsId(formKey, name),
  ]
    .filter(Boolean)
    .join(" ");
  return {
    ctx,
    row,
    id,
    label,
    name: accessibleName,
    describedBy: described,
    a11y: {
      id,
      "aria-label": accessibleName,
      "aria-describedby": described || undefined,
      "aria-required":
        row.definition.validations?.required === true && !row.readOnly && !ctx.readOnly ? true : undefined,
      "data-ll-value": name,
    },
  };
}

/** Typed number fields show their currency or unit in a label beside the input (read as its description). */
export function hasUnitLabel(row: RenderField): boolean {
  return !row.computed && (row.valueType === "currency" || unitOf(row) !== undefined);
}
