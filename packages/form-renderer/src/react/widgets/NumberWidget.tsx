// Numeric, currency and percentual input. While focused it shows what the user types; otherwise the stored
// value with two decimals (or the field's `settings.decimals`) and the language's separators (currency in the
// report's scale, % on percentuals), with the currency or the numeric field's unit beside it.
import { memo, useState } from "react";
import { useAtomValue } from "jotai/react";
import type { WidgetProps } from "@rjsf/utils";
import { editText, formatStored } from "../../core/displayValues";
import { UnitLabel } from "./UnitLabel";
import { fieldNameOf, useWidgetBase } from "./shared";
import { useInvalid } from "./useInvalid";

export const NumberInput = memo(function NumberInput({ name }: { name: string }) {
  const { ctx, row, a11y } = useWidgetBase(name);
  const { store, valueContext } = ctx;
  const value = useAtomValue(store.valueAtom(name));
  const parseError = useAtomValue(store.parseErrorAtom(name));
  const invalid = useInvalid(store, name);
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (parseError ? "" : value === null ? "" : formatStored(row, value, valueContext));
  return (
    <span className="ll-number">
      <input
        {...a11y}
        className="ll-input ll-input-number"
        inputMode="decimal"
        autoComplete="off"
        readOnly={ctx.readOnly}
        aria-invalid={invalid || undefined}
        value={shown}
        onFocus={() => setDraft(editText(row, value, valueContext))}
        onBlur={() => {
          if (!store.jotai.get(store.parseErrorAtom(name))) setDraft(null);
        }}
        onChange={(e) => {
          setDraft(e.target.value);
          store.setText(name, e.target.value);
        }}
      />
      <UnitLabel row={row} id={a11y.id} />
    </span>
  );
});

/** RJSF widget for numeric, currency and percentual fields. */
export function NumberWidget(props: WidgetProps) {
  return <NumberInput name={fieldNameOf(props)} />;
}
