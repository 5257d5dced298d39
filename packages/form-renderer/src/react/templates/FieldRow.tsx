// One row of the tree grid: label, value (the RJSF widget, passed as children) and comparison columns.
// Memoised, and subscribed only to its own atoms: typing elsewhere never renders it.
import { memo } from "react";
import type { ReactNode } from "react";
import { useAtomValue } from "jotai/react";
import { formatStored } from "../../core/displayValues";
import { useRenderer } from "../context";
import { FieldProblems } from "./FieldProblems";
import { LabelCell } from "./LabelCell";

export const FieldRow = memo(function FieldRow({ name, children }: { name: string; children?: ReactNode }) {
  const ctx = useRenderer();
  const row = ctx.store.model.byName.get(name);
  const hidden = useAtomValue(ctx.store.hiddenAtom(name));
  if (!row) return null;
  const d = row.definition;
  const block = d.type === "fieldset";
  const className = [
    "ll-row",
    block ? "ll-row-block" : "",
    d.gridConfig?.bold ? "ll-bold" : "",
    d.gridConfig?.highlight ? "ll-highlight" : "",
    row.computed ? "ll-row-computed" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div role="row" aria-level={row.depth + 1} className={className} hidden={hidden} data-field={name}>
      <LabelCell name={name} />
      <div role="gridcell" className="ll-value">
        {children}
        {row.valued ? <FieldProblems name={name} /> : null}
      </div>
      {ctx.comparisonKeys.map((key) => (
        <div role="gridcell" key={key} className="ll-comparison">
          {row.valued && d.gridConfig?.hideComparisons !== true
            ? formatStored(row, ctx.comparisons[key]?.[name], ctx.valueContext)
            : ""}
        </div>
      ))}
    </div>
  );
});
