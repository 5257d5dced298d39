// Every export page's frame (spec 2 §2, §8): the title, the form of choices, its submit button, and GENERATING
// EXPORT while the file is written. A form that is incomplete shows a toast (the first field's own message,
// or the page's) and sends nothing.
import { Button, Card, Form, Typography } from "antd";
import type { FormInstance } from "antd";
import type { CSSProperties, ReactNode } from "react";
import { useNotify } from "../../ui/notify";
import { GeneratingExport } from "./GeneratingExport";

/** The width of the export forms with filters. */
export const FILTERS_FORM_STYLE: CSSProperties = { maxWidth: 640 };

export interface ExportFormPageProps<Values> {
  title: string;
  /** The form's name: antd prefixes its fields' ids with it. */
  name?: string;
  form?: FormInstance<Values>;
  initialValues?: Partial<Values>;
  submitLabel: string;
  submitIcon?: ReactNode;
  /** While true (useExportMutation's), the button spins and GENERATING EXPORT shows. */
  generating: boolean;
  onSubmit(values: Values): unknown;
  /** The toast of an incomplete form; the first field's own message when not given. */
  incompleteMessage?: string;
  style?: CSSProperties;
  children: ReactNode;
}

export function ExportFormPage<Values>({
  title,
  name,
  form,
  initialValues,
  submitLabel,
  submitIcon,
  generating,
  onSubmit,
  incompleteMessage,
  style,
  children,
}: ExportFormPageProps<Values>) {
  const notify = useNotify();
  return (
    <div className="page">
      <Typography.Title level={2}>{title}</Typography.Title>
      <Card>
        <Form<Values>
          form={form}
          layout="vertical"
          name={name}
          initialValues={initialValues}
          onFinish={onSubmit}
          onFinishFailed={({ errorFields }) => {
            const message = incompleteMessage ?? errorFields[0]?.errors[0];
            if (message) notify.error(message);
          }}
          style={style}
        >
          {children}
          <Button type="primary" htmlType="submit" icon={submitIcon} loading={generating}>
            {submitLabel}
          </Button>
          <GeneratingExport generating={generating} />
        </Form>
      </Card>
    </div>
  );
}
