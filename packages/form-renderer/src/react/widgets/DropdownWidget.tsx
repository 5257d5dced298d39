// Dropdown of the field's values, labelled in the active language.
import { memo } from "react";
import { useAtomValue } from "jotai/react";
import type { WidgetProps } from "@rjsf/utils";
import { translate } from "../../core/fieldModel";
import { useText } from "../useText";
import { fieldNameOf, useWidgetBase } from "./shared";
import { useInvalid } from "./useInvalid";

export const DropdownInput = memo(function DropdownInput({ name }: { name: string }) {
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
      value={typeof value === "string" ? value : ""}
      onChange={(e) => ctx.store.setValue(name, e.target.value === "" ? null : e.target.value)}
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

/** RJSF widget for dropdown fields. */
export function DropdownWidget(props: WidgetProps) {
  return <DropdownInput name={fieldNameOf(props)} />;
}
