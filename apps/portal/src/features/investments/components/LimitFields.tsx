// The range (minimum, maximum) and alert threshold of the covenant and waiver forms, as typed numbers
// (spec 3 §5): all three required, a readable number, the alert threshold not negative, the minimum not
// above the maximum. Percentual covenants show a percent sign (the label says so too).
import { parseDecimal } from "@ledgerline/schemas/covenant-limits";
import { Form } from "antd";
import type { Rule } from "antd/es/form";
import { useT } from "../../../i18n/useT";
import { DecimalInput } from "./DecimalInput";

export interface LimitValues {
  min?: string;
  max?: string;
  alert?: string;
}

export function LimitFields({ percent, autoFocus }: { percent: boolean; autoFocus?: boolean }) {
  const t = useT();
  const required: Rule = { required: true, whitespace: true, message: t("field-required") };
  const readable: Rule = {
    validator: (_rule, value: string | undefined) =>
      parseDecimal(value) === undefined
        ? Promise.reject(new Error(t("investment-number-invalid")))
        : Promise.resolve(),
  };
  const unit = percent ? ` (%)` : "";
  return (
    <div className="limit-fields">
      <Form.Item name="min" label={`${t("investment-covenant-min")}${unit}`} rules={[required, readable]}>
        <DecimalInput percent={percent} autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        name="max"
        label={`${t("investment-covenant-max")}${unit}`}
        dependencies={["min"]}
        rules={[
          required,
          readable,
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) => {
              const min = parseDecimal(getFieldValue("min") as string | undefined);
              const max = parseDecimal(value);
              return typeof min === "number" && typeof max === "number" && min > max
                ? Promise.reject(new Error(t("investment-range-min-above-max")))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <DecimalInput percent={percent} />
      </Form.Item>
      <Form.Item
        name="alert"
        label={`${t("investment-covenant-alert")}${unit}`}
        rules={[
          required,
          readable,
          {
            validator: (_rule, value: string | undefined) => {
              const alert = parseDecimal(value);
              return typeof alert === "number" && alert < 0
                ? Promise.reject(new Error(t("investment-alert-negative")))
                : Promise.resolve();
            },
          },
        ]}
      >
        <DecimalInput percent={percent} />
      </Form.Item>
    </div>
  );
}
