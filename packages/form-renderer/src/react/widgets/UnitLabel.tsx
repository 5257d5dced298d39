// The currency or unit beside a number: the report's currency for currency fields, the field's
// `settings.unit` (in the active language) for numeric ones.
import type { RenderField } from "../../core/fieldModel";
import { unitOf } from "../../core/displayValues";
import { useRenderer } from "../context";
import { useText } from "../useText";

/** " ×", " days"…: the unit suffix of a read-only numeric value, or "" when the field has none. */
export function unitText(row: RenderField, t: (id: string) => string): string {
  const unit = unitOf(row);
  return unit ? ` ${t(`unit-${unit}`)}` : "";
}

/** The label beside a number input (its id is in the input's aria-describedby when it says something). */
export function UnitLabel({ row, id }: { row: RenderField; id: string }) {
  const ctx = useRenderer();
  const t = useText();
  const unit = unitOf(row);
  const text = row.valueType === "currency" ? (ctx.currency ?? "") : unit ? t(`unit-${unit}`) : "";
  return (
    <span className="ll-unit" id={`${id}-unit`}>
      {text}
    </span>
  );
}
