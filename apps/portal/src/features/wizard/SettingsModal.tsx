// "Change settings" (spec 2 §5): currency and scale, both required ('Please select a currency!').
import { Form, Modal, Select } from "antd";
import { useT } from "../../i18n/useT";

export const SCALES = [1, 10, 100, 1000, 10000, 100000];

const FALLBACK_CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "CHF",
  "PEN",
  "BOB",
  "COP",
  "MXN",
  "BRL",
  "KES",
  "UGX",
  "TZS",
  "XOF",
  "XAF",
  "KHR",
  "LAK",
  "VND",
  "INR",
];

export function currencyCodes(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  try {
    return intl.supportedValuesOf?.("currency") ?? FALLBACK_CURRENCIES;
  } catch {
    return FALLBACK_CURRENCIES;
  }
}

export interface ReportSettingsValues {
  currency: string;
  reportingScale: number;
}

export function SettingsModal({
  open,
  initial,
  onCancel,
  onSave,
}: {
  open: boolean;
  initial: ReportSettingsValues;
  onCancel(): void;
  onSave(values: ReportSettingsValues): void;
}) {
  const t = useT();
  const [form] = Form.useForm<ReportSettingsValues>();
  const required = [{ required: true, message: t("settings-required") }];
  return (
    <Modal
      open={open}
      title={t("settings-change")}
      okText={t("save")}
      cancelText={t("cancel")}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<ReportSettingsValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={onSave}
        preserve={false}
      >
        <Form.Item name="currency" label={t("settings-currency")} rules={required}>
          <Select showSearch options={currencyCodes().map((code) => ({ value: code, label: code }))} />
        </Form.Item>
        <Form.Item name="reportingScale" label={t("settings-scale")} rules={required}>
          <Select options={SCALES.map((scale) => ({ value: scale, label: `1/${scale}` }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
