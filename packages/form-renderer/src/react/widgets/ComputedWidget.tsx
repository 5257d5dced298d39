// A computed field: read-only, recomputed live by the formula engine (its atom is set from `setInput`'s
// change list), with a control that asks the host to open the formula panel.
import { memo } from "react";
import { useAtomValue } from "jotai/react";
import type { WidgetProps } from "@rjsf/utils";
import { formatStored } from "../../core/displayValues";
import { translate } from "../../core/fieldModel";
import { useText } from "../useText";
import { fieldNameOf, useWidgetBase } from "./shared";
import { unitText } from "./UnitLabel";

export const ComputedValue = memo(function ComputedValue({ name }: { name: string }) {
  const { ctx, row, a11y } = useWidgetBase(name);
  const t = useText();
  const value = useAtomValue(ctx.store.valueAtom(name));
  const label = translate(row.definition.name, ctx.language);
  return (
    <span className="ll-computed">
      <output {...a11y} tabIndex={-1} className="ll-computed-value">
        {formatStored(row, value, ctx.valueContext)}
        {value !== null ? unitText(row, t) : null}
      </output>
      {ctx.onShowFormula ? (
        <button
          type="button"
          tabIndex={-1}
          className="ll-formula-button"
          aria-label={t("show-formula", { label })}
          title={t("show-formula", { label })}
          onClick={() =>
            ctx.onShowFormula?.({
              field: name,
              label,
              formula: row.definition.formula ?? "",
              explanation: ctx.store.explain(name),
            })
          }
        >
          ƒx
        </button>
      ) : null}
    </span>
  );
});

/** RJSF widget for computed fields. */
export function ComputedWidget(props: WidgetProps) {
  return <ComputedValue name={fieldNameOf(props)} />;
}
