// Month dropdown: choices are months (`YYYY-MM`); the stored value is the month's last day (yyyymmdd) and the
// change event carries the month number.
import { memo } from "react";
import { useAtomValue } from "jotai/react";
import type { WidgetProps } from "@rjsf/utils";
import { monthEnd, monthOf, monthParts } from "@ledgerline/schemas";
import { translate } from "../../core/fieldModel";
import { useText } from "../useText";
import { fieldNameOf, useWidgetBase } from "./shared";
import { useInvalid } from "./useInvalid";

export const MonthInput = memo(function MonthInput({ name }: { name: string }) {
  const { ctx, row, a11y } = useWidgetBase(name);
  const t = useText();
  const value = useAtomValue(ctx.store.valueAtom(name));
  const invalid = useInvalid(ctx.store, name);
  return (
    <select
      {...a11y}
      className="ll-input"
      disabled={ctx.readOnly}
      aria-invalid={invalid || undefined}
      value={typeof value === "number" ? monthOf(value) : ""}
      onChange={(e) => {
        const month = e.target.value;
        if (month === "") ctx.store.setValue(name, null);
        else ctx.store.setValue(name, monthEnd(month), monthParts(month).month);
      }}
    >
      <option value="">{t("choose")}</option>
      {(row.definition.dropdownVals ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {translate(option.label, ctx.language)}
        </option>
      ))}
    </select>
  );
});

/** RJSF widget for month dropdowns. */
export function MonthWidget(props: WidgetProps) {
  return <MonthInput name={fieldNameOf(props)} />;
}
