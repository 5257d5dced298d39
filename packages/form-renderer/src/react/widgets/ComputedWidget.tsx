// A computed field: read-only, recomputed live by the formula engine (its atom is set from `setInput`'s
// change list). Where the host shows formulas, the value is a button that opens the formula panel (named by
// the value and what it computes: "3.44 %, show how PAR 30 ratio is computed"); otherwise a plain output.
import { memo } from "react";
import { unitOfFieldType } from "@ledgerline/formula-engine";
import { useAtomValue } from "jotai/react";
import type { WidgetProps } from "@rjsf/utils";
import { formatStored } from "../../core/displayValues";
import { useText } from "../useText";
import { fieldNameOf, useWidgetBase } from "./shared";
import { unitText } from "./UnitLabel";

export const ComputedValue = memo(function ComputedValue({ name }: { name: string }) {
  const { ctx, row, id, label, name: accessibleName, describedBy } = useWidgetBase(name);
  const t = useText();
  const value = useAtomValue(ctx.store.valueAtom(name));
  const unit = unitOfFieldType(row.valueType);
  const shown = `${formatStored(row, value, ctx.valueContext)}${value !== null ? unitText(row, t) : ""}`;
  if (!ctx.onShowFormula)
    return (
      <span className="ll-computed">
        {/* Not a live region: recomputed values are not announced one by one while typing. */}
        <output
          id={id}
          data-ll-value={name}
          tabIndex={-1}
          className="ll-computed-value"
          aria-label={`${accessibleName}: ${shown}`}
          aria-describedby={describedBy}
          aria-live="off"
        >
          {shown}
        </output>
      </span>
    );
  return (
    <span className="ll-computed">
      <button
        type="button"
        id={id}
        data-ll-value={name}
        className="ll-computed-value ll-formula-button"
        aria-describedby={describedBy}
        title={t("show-formula", { label })}
        onClick={() =>
          ctx.onShowFormula?.({
            field: name,
            label,
            formula: row.definition.formula ?? "",
            explanation: ctx.store.explain(name),
            scale: ctx.valueContext.currencyScaled ? ctx.valueContext.scale : 1,
            ...(ctx.currency ? { currency: ctx.currency } : {}),
            ...(unit ? { unit } : {}),
          })
        }
      >
        {shown}
        {/* Named by its content, so the visible value starts the name (WCAG 2.5.3). */}
        <span className="ll-sr-only">{t("show-formula-after-value", { label })}</span>
        <span className="ll-fx" aria-hidden="true">
          ƒx
        </span>
      </button>
    </span>
  );
});

/** RJSF widget for computed fields. */
export function ComputedWidget(props: WidgetProps) {
  return <ComputedValue name={fieldNameOf(props)} />;
}
