// The waiver form (spec 3 §4, §5), in a dialog: type (DISABLE, REPLACE, ALTER), start and end dates (typed as
// DD-MM-YYYY, MM-DD-YYYY or YYYY-MM-DD, or picked), for REPLACE the replacement covenant, for REPLACE and
// ALTER the range and alert threshold. Choosing DISABLE clears the covenant, the range and the alert
// threshold (their fields and checks go); choosing ALTER clears the replacement covenant. Start not after
// end, minimum not above maximum; an invalid form says 'Invalid waiver form! Please fill in all the
// required values!'. Saving returns to the list.
import { WAIVER_TYPES } from "@ledgerline/schemas/coded-values";
import { storedToInput, toStored } from "@ledgerline/schemas/covenant-limits";
import { Alert, DatePicker, Form, Modal, Radio } from "antd";
import type { Dayjs } from "dayjs";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useT } from "../../../i18n/useT";
import { languageAtom } from "../../../state/atoms";
import { DATE_DISPLAY_FORMAT, DATE_INPUT_FORMATS, fromDateNumber, toDateNumber } from "../format";
import { waiverTypeLabel } from "../labels";
import type {
  CentralCovenantRef,
  CovenantOption,
  InvestmentCovenant,
  InvestmentWaiver,
  WaiverInput,
  WaiverType,
} from "../types";
import { CovenantSearch } from "./CovenantSearch";
import { LimitFields } from "./LimitFields";
import type { LimitValues } from "./LimitFields";

interface WaiverValues extends LimitValues {
  waiverType?: WaiverType;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  centralCovenantId?: string;
}

export interface WaiverFormProps {
  clientId: string;
  covenant: InvestmentCovenant;
  /** The waiver to edit; none for a new one. */
  waiver?: InvestmentWaiver | null;
  onSave(input: WaiverInput): Promise<boolean>;
  onCancel(): void;
}

/** The waiver's type when it is one the form offers (the answer types it as a string). */
const offeredType = (type: string): WaiverType | undefined => WAIVER_TYPES.find((known) => known === type);

function initialValues(waiver: InvestmentWaiver | null | undefined, language: string): WaiverValues {
  if (!waiver) return {};
  return {
    waiverType: offeredType(waiver.waiverType),
    startDate: fromDateNumber(waiver.startDate),
    endDate: fromDateNumber(waiver.endDate),
    centralCovenantId: waiver.centralCovenant?._id,
    min: storedToInput(waiver.range?.min, language),
    max: storedToInput(waiver.range?.max, language),
    alert: storedToInput(waiver.alertThreshold, language),
  };
}

export function WaiverForm({ clientId, covenant, waiver, onSave, onCancel }: WaiverFormProps) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const [form] = Form.useForm<WaiverValues>();
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const waiverType = Form.useWatch("waiverType", form) ?? waiver?.waiverType;
  const replacementId = Form.useWatch("centralCovenantId", form) ?? undefined;
  const [replacement, setReplacement] = useState<CentralCovenantRef | CovenantOption | null>(
    waiver?.centralCovenant ?? null,
  );
  const name = covenant.centralCovenantId.name;
  const known: CovenantOption | null = waiver?.centralCovenant
    ? { value: waiver.centralCovenant._id, label: waiver.centralCovenant.name }
    : null;
  // The unit of the limits: the covenant's own (ALTER) or the replacement's (REPLACE), when known.
  const percent =
    waiverType === "ALTER"
      ? covenant.centralCovenantId.fieldType === "percentual"
      : replacement !== null &&
        "fieldType" in replacement &&
        replacement._id === replacementId &&
        replacement.fieldType === "percentual";

  const submit = async (values: WaiverValues) => {
    setInvalid(false);
    const type = values.waiverType!;
    const limits = type !== "DISABLE";
    setSaving(true);
    try {
      await onSave({
        waiverType: type,
        startDate: values.startDate ? toDateNumber(values.startDate) : null,
        endDate: values.endDate ? toDateNumber(values.endDate) : null,
        centralCovenantId: type === "REPLACE" ? (values.centralCovenantId ?? null) : null,
        range: limits ? { min: toStored(values.min), max: toStored(values.max) } : null,
        alertThreshold: limits ? toStored(values.alert) : null,
      });
    } finally {
      setSaving(false);
    }
  };

  const required = { required: true, message: t("field-required") };

  return (
    <Modal
      open
      title={t(waiver ? "investment-waiver-form-edit-title" : "investment-waiver-form-new-title", { name })}
      okText={t("save")}
      cancelText={t("cancel")}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => !saving && onCancel()}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<WaiverValues>
        form={form}
        layout="vertical"
        className="waiver-form"
        initialValues={initialValues(waiver, language)}
        onFinish={(values) => void submit(values)}
        onFinishFailed={() => setInvalid(true)}
        onValuesChange={(changed: Partial<WaiverValues>) => {
          setInvalid(false);
          if (changed.waiverType === "DISABLE") {
            form.setFieldsValue({
              centralCovenantId: undefined,
              min: undefined,
              max: undefined,
              alert: undefined,
            });
            setReplacement(null);
          } else if (changed.waiverType === "ALTER") {
            form.setFieldsValue({ centralCovenantId: undefined });
            setReplacement(null);
          }
        }}
      >
        {invalid && (
          <Alert
            className="form-alert"
            type="error"
            showIcon
            role="alert"
            title={t("investment-waiver-form-invalid")}
          />
        )}
        <Form.Item name="waiverType" label={t("investment-waiver-type")} rules={[required]}>
          <Radio.Group
            aria-label={t("investment-waiver-type")}
            optionType="button"
            options={WAIVER_TYPES.map((type) => ({ value: type, label: waiverTypeLabel(t, type) }))}
          />
        </Form.Item>
        <div className="waiver-form__dates">
          <Form.Item name="startDate" label={t("investment-waiver-start")} rules={[required]}>
            <DatePicker format={DATE_INPUT_FORMATS} placeholder={DATE_DISPLAY_FORMAT} />
          </Form.Item>
          <Form.Item
            name="endDate"
            label={t("investment-waiver-end")}
            dependencies={["startDate"]}
            rules={[
              required,
              ({ getFieldValue }) => ({
                validator: (_rule, value: Dayjs | null | undefined) => {
                  const start = getFieldValue("startDate") as Dayjs | null | undefined;
                  return start && value && start.isAfter(value, "day")
                    ? Promise.reject(new Error(t("investment-waiver-start-after-end")))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <DatePicker format={DATE_INPUT_FORMATS} placeholder={DATE_DISPLAY_FORMAT} />
          </Form.Item>
        </div>
        <p className="waiver-form__hint">{t("investment-date-input-hint")}</p>
        {waiverType === "REPLACE" && (
          <Form.Item name="centralCovenantId" label={t("investment-waiver-replacement")} rules={[required]}>
            <CovenantSearch
              clientId={clientId}
              exclude={[covenant.centralCovenantId._id]}
              known={known}
              onChange={(_value, option) => setReplacement(option ?? null)}
            />
          </Form.Item>
        )}
        {(waiverType === "REPLACE" || waiverType === "ALTER") && <LimitFields percent={percent} />}
      </Form>
    </Modal>
  );
}
