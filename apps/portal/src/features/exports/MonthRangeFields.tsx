// The from and to months of an export, each a labelled month picker: the to-month cannot lie before the
// from-month, nor either outside 2000 … this year. Both are required, with the form's message.
import { DatePicker, Form } from "antd";
import { isOutsideExportYears } from "./calendarMonths";
import type { MonthRange } from "./calendarMonths";

/** Shown as "Jan 2025"; typed also as 2025-01, whatever the interface language. */
const MONTH_FORMATS = ["MMM YYYY", "YYYY-MM"];
/** Wide enough for the placeholder in every language ("Sélectionner un mois"). */
export const PICKER_STYLE = { minWidth: 220 };

export interface MonthRangeFieldsProps {
  fromLabel: string;
  toLabel: string;
  /** The message when a month is missing (spec 2 §8). */
  requiredMessage: string;
}

export function MonthRangeFields({ fromLabel, toLabel, requiredMessage }: MonthRangeFieldsProps) {
  const form = Form.useFormInstance<MonthRange>();
  const fromMonth = Form.useWatch("fromMonth", form);
  const toMonth = Form.useWatch("toMonth", form);
  return (
    <>
      <Form.Item name="fromMonth" label={fromLabel} rules={[{ required: true, message: requiredMessage }]}>
        <DatePicker
          style={PICKER_STYLE}
          picker="month"
          format={MONTH_FORMATS}
          disabledDate={(month) =>
            isOutsideExportYears(month) || Boolean(toMonth && month.isAfter(toMonth, "month"))
          }
        />
      </Form.Item>
      <Form.Item name="toMonth" label={toLabel} rules={[{ required: true, message: requiredMessage }]}>
        <DatePicker
          style={PICKER_STYLE}
          picker="month"
          format={MONTH_FORMATS}
          disabledDate={(month) =>
            isOutsideExportYears(month) || Boolean(fromMonth && month.isBefore(fromMonth, "month"))
          }
        />
      </Form.Item>
    </>
  );
}
