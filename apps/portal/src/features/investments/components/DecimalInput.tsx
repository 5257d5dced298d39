// A number input for covenant limits (spec 3 §5): a text box that takes digits, a minus, dots and commas
// (the last separator being the decimal mark), tidied to the interface language's notation when it loses
// focus. The form keeps the text; `toStored` turns it into hundredths when the form is sent.
import { Input } from "antd";
import type { InputProps } from "antd";
import { useAtomValue } from "jotai";
import { languageAtom } from "../../../state/atoms";
import { tidyDecimal } from "../format";

export interface DecimalInputProps extends Omit<InputProps, "value" | "onChange"> {
  value?: string;
  onChange?: (value: string) => void;
  /** Percentual limits: a percent sign after the number. */
  percent?: boolean;
}

export function DecimalInput({ value, onChange, percent, onBlur, ...rest }: DecimalInputProps) {
  const language = useAtomValue(languageAtom);
  return (
    <Input
      {...rest}
      inputMode="decimal"
      autoComplete="off"
      value={value ?? ""}
      suffix={percent ? <span aria-hidden>%</span> : undefined}
      onChange={(event) => onChange?.(event.target.value.replace(/[^0-9.,\-\s]/g, ""))}
      onBlur={(event) => {
        if (value) {
          const tidy = tidyDecimal(value, language);
          if (tidy !== value) onChange?.(tidy);
        }
        onBlur?.(event);
      }}
    />
  );
}
