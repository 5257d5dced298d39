// A searchable choice of one field of the report, grouped by step (notes and rejection notes).
import { Select } from "antd";
import { choiceKey } from "./notes";
import type { FieldChoice } from "./notes";

export function FieldPicker({
  choices,
  value,
  onChange,
  label,
  id,
}: {
  choices: readonly FieldChoice[];
  value: string | undefined;
  onChange(value: string | undefined): void;
  label: string;
  id?: string;
}) {
  const steps = [...new Set(choices.map((choice) => choice.step))];
  return (
    <Select
      id={id}
      showSearch
      allowClear
      aria-label={label}
      placeholder={label}
      style={{ width: "100%" }}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      optionFilterProp="label"
      options={steps.map((step) => {
        const inStep = choices.filter((choice) => choice.step === step);
        return {
          label: inStep[0]?.stepName ?? "",
          title: inStep[0]?.stepName ?? "",
          options: inStep.map((choice) => ({ value: choiceKey(choice), label: choice.label })),
        };
      })}
    />
  );
}
