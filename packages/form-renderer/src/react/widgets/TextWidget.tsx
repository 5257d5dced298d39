// Single-line and multi-line text.
import { memo } from "react";
import { useAtomValue } from "jotai/react";
import type { WidgetProps } from "@rjsf/utils";
import { fieldNameOf, useWidgetBase } from "./shared";
import { useInvalid } from "./useInvalid";

export const TextInput = memo(function TextInput({ name, multiline }: { name: string; multiline: boolean }) {
  const { ctx, row, a11y } = useWidgetBase(name);
  const value = useAtomValue(ctx.store.valueAtom(name));
  const invalid = useInvalid(ctx.store, name);
  const common = {
    ...a11y,
    readOnly: ctx.readOnly,
    "aria-invalid": invalid || undefined,
    value: value === null ? "" : String(value),
    maxLength: row.definition.validations?.maxLength,
  };
  return multiline ? (
    <textarea
      {...common}
      className="ll-input ll-textarea"
      rows={3}
      onChange={(e) => ctx.store.setText(name, e.target.value)}
    />
  ) : (
    <input
      {...common}
      className="ll-input"
      type={
        row.definition.validations?.format === "email"
          ? "email"
          : row.definition.validations?.format === "telephone"
            ? "tel"
            : "text"
      }
      onChange={(e) => ctx.store.setText(name, e.target.value)}
    />
  );
});

/** RJSF widget for text fields. */
export function TextWidget(props: WidgetProps) {
  return <TextInput name={fieldNameOf(props)} multiline={false} />;
}

/** RJSF widget for textarea fields. */
export function TextareaWidget(props: WidgetProps) {
  return <TextInput name={fieldNameOf(props)} multiline />;
}
