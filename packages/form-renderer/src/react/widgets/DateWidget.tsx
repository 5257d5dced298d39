// Date input: accepts DD-MM-YYYY, MM-DD-YYYY and YYYY-MM-DD (dashes, slashes or dots); stores yyyymmdd and
// shows the date in the renderer's date format.
import { memo, useState } from "react";
import { useAtomValue } from "jotai/react";
import type { WidgetProps } from "@rjsf/utils";
import { formatStored } from "../../core/displayValues";
import { fieldNameOf, useWidgetBase } from "./shared";
import { useInvalid } from "./useInvalid";

export const DateInput = memo(function DateInput({ name }: { name: string }) {
  const { ctx, row, a11y } = useWidgetBase(name);
  const { store, valueContext } = ctx;
  const value = useAtomValue(store.valueAtom(name));
  const invalid = useInvalid(store, name);
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === null ? "" : formatStored(row, value, valueContext));
  return (
    <input
      {...a11y}
      className="ll-input"
      placeholder={valueContext.dateFormat}
      autoComplete="off"
      readOnly={ctx.readOnly}
      aria-invalid={invalid || undefined}
      value={shown}
      onChange={(e) => {
        setDraft(e.target.value);
        store.setText(name, e.target.value);
      }}
      onBlur={() => {
        if (!store.jotai.get(store.parseErrorAtom(name))) setDraft(null);
      }}
    />
  );
});

/** RJSF widget for date fields. */
export function DateWidget(props: WidgetProps) {
  return <DateInput name={fieldNameOf(props)} />;
}
