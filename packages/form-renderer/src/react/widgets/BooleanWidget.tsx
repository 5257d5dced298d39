// Yes/no as a checkbox.
import { memo } from "react";
import { useAtomValue } from "jotai/react";
import type { WidgetProps } from "@rjsf/utils";
import { fieldNameOf, useWidgetBase } from "./shared";
import { useInvalid } from "./useInvalid";

export const BooleanInput = memo(function BooleanInput({ name }: { name: string }) {
  const { ctx, a11y } = useWidgetBase(name);
  const value = useAtomValue(ctx.store.valueAtom(name));
  const invalid = useInvalid(ctx.store, name);
  return (
    <input
      {...a11y}
      // aria-required is not allowed on checkboxes; a yes/no field always has a value.
      aria-required={undefined}
      aria-invalid={invalid || undefined}
      type="checkbox"
      className="ll-checkbox"
      checked={value === true}
      disabled={ctx.readOnly}
      onChange={(e) => ctx.store.setValue(name, e.target.checked)}
    />
  );
});

/** RJSF widget for boolean fields. */
export function BooleanWidget(props: WidgetProps) {
  return <BooleanInput name={fieldNameOf(props)} />;
}
