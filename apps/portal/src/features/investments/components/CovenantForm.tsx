// The investment covenant form (spec 3 §5), in a dialog: range minimum and maximum and the alert threshold,
// typed in display units and sent as stored hundredths. An invalid form says 'Invalid covenant form! Please
// fill in all the required values!'. Cancel (or Escape, or the close button) on a covenant just added asks the
// list to delete it again.
import { storedToInput, toStored } from "@ledgerline/schemas/covenant-limits";
import { Alert, Form, Modal } from "antd";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useT } from "../../../i18n/useT";
import { languageAtom } from "../../../state/atoms";
import type { InvestmentCovenant, InvestmentCovenantInput } from "../types";
import { LimitFields } from "./LimitFields";
import type { LimitValues } from "./LimitFields";

export interface CovenantFormProps {
  covenant: InvestmentCovenant;
  /** The covenant was just added: Cancel removes it. */
  creating: boolean;
  /** Saves; resolves true when saved (the dialog then closes). */
  onSave(input: InvestmentCovenantInput): Promise<boolean>;
  onCancel(): void | Promise<void>;
}

export function CovenantForm({ covenant, creating, onSave, onCancel }: CovenantFormProps) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const [form] = Form.useForm<LimitValues>();
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState<"save" | "cancel" | null>(null);
  const name = covenant.centralCovenantId.name;

  const submit = async (values: LimitValues) => {
    setInvalid(false);
    setBusy("save");
    try {
      await onSave({
        range: { min: toStored(values.min), max: toStored(values.max) },
        alertThreshold: toStored(values.alert),
      });
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    if (busy) return;
    setBusy("cancel");
    try {
      await onCancel();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open
      title={t(creating ? "investment-covenant-form-new-title" : "investment-covenant-form-title", { name })}
      okText={t("save")}
      cancelText={t("cancel")}
      confirmLoading={busy === "save"}
      cancelButtonProps={{ loading: busy === "cancel" }}
      onOk={() => form.submit()}
      onCancel={() => void cancel()}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<LimitValues>
        form={form}
        layout="vertical"
        className="covenant-form"
        initialValues={{
          min: storedToInput(covenant.range.min, language),
          max: storedToInput(covenant.range.max, language),
          alert: storedToInput(covenant.alertThreshold, language),
        }}
        onFinish={(values) => void submit(values)}
        onFinishFailed={() => setInvalid(true)}
        onValuesChange={() => setInvalid(false)}
      >
        {invalid && (
          <Alert
            className="form-alert"
            type="error"
            showIcon
            role="alert"
            title={t("investment-covenant-form-invalid")}
          />
        )}
        <LimitFields percent={covenant.centralCovenantId.fieldType === "percentual"} autoFocus />
      </Form>
    </Modal>
  );
}
