// The choice fields the export forms share: a multiple choice (empty: no filter) and the overdue choice.
import { Form, Select } from "antd";
import type { SelectProps } from "antd";

export interface MultipleChoiceFieldProps {
  name: string;
  label: string;
  options: SelectProps["options"];
  /** Typing filters the options by their label: for long lists (clients' places, funds, managers). */
  searchable?: boolean;
  loading?: boolean;
  placeholder?: string;
}

export function MultipleChoiceField({
  name,
  label,
  options,
  searchable = false,
  loading,
  placeholder,
}: MultipleChoiceFieldProps) {
  return (
    <Form.Item name={name} label={label}>
      <Select
        mode="multiple"
        allowClear
        {...(searchable ? { showSearch: { optionFilterProp: "label" } } : {})}
        loading={loading}
        placeholder={placeholder}
        options={options}
      />
    </Form.Item>
  );
}

/** Only overdue (yes), only not overdue (no), or both (none chosen). */
export type OverdueChoice = "yes" | "no" | null;

export function OverdueField({ label, yes, no }: { label: string; yes: string; no: string }) {
  return (
    <Form.Item name="overdue" label={label}>
      <Select
        allowClear
        options={[
          { value: "yes", label: yes },
          { value: "no", label: no },
        ]}
      />
    </Form.Item>
  );
}

/** The API's `overdue` argument: true, false, or null for both. */
export function overdueFilter(choice: OverdueChoice | undefined): boolean | null {
  return choice === "yes" ? true : choice === "no" ? false : null;
}
