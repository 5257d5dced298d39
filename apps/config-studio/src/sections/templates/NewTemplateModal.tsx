// "New form template" / "New report template": key, English name, client types and the kind's context
// (forms: category and period; reports: category, schedule and due days). Saves a draft (revision null) and
// opens it in the editor. The key is checked here first; the API's refusals show in the dialog.
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Checkbox, Form, Input, InputNumber, Modal, Select } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { FORM_CATEGORIES, PERIOD_TYPES, SCHEDULE_TYPES } from "@ledgerline/schemas";
import { localizeApiError, localizeWording } from "../../i18n/apiMessages";
import { useT } from "../../i18n/I18nProvider";
import { templateEditorPath } from "../../paths";
import { CLIENT_TYPE_CHOICES, newFormConfig, newReportConfig } from "./newTemplateConfig";
import type { NewFormValues, NewReportValues } from "./newTemplateConfig";
import { inputErrorsOf } from "./serverErrors";
import { createTemplateDraft, templatesQueryKey } from "./templateApi";
import type { TemplateKind } from "./templateApi";
import { useKeyRules } from "./useKeyRules";

type Values = NewFormValues & NewReportValues;

const INPUTS = ["key", "name", "clientTypes", "category", "periodType", "scheduleType", "dueAfterDays"];

export function NewTemplateModal({
  kind,
  takenKeys,
  onClose,
}: {
  kind: TemplateKind;
  takenKeys: readonly string[];
  onClose: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keyRules = useKeyRules(takenKeys);

  async function create(typed: Values) {
    const values = { ...typed, key: typed.key.trim(), name: typed.name.trim() };
    setSaving(true);
    setFailure(null);
    try {
      const config = kind === "form" ? newFormConfig(values) : newReportConfig(values);
      const result = await createTemplateDraft(
        kind,
        values.key,
        config as unknown as Record<string, unknown>,
      );
      if (result.success) {
        await queryClient.invalidateQueries({ queryKey: templatesQueryKey(kind) });
        onClose();
        navigate(templateEditorPath(kind, values.key));
        return;
      }
      setFailure(result.error ? localizeWording(t, result.error) : t("sections-templates-save-failed"));
      if (result.error)
        form.setFields(inputErrorsOf(t, result.error, INPUTS) as Parameters<typeof form.setFields>[0]);
    } catch (error) {
      setFailure(localizeApiError(t, error));
    } finally {
      setSaving(false);
    }
  }

  const option = (prefix: string) => (value: string) => ({ value, label: t(`${prefix}-${value}`) });
  return (
    <Modal
      open
      title={t(kind === "form" ? "sections-templates-new-form" : "sections-templates-new-report")}
      okText={t("sections-templates-create")}
      cancelText={t("sections-cancel")}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {failure && <Alert type="error" role="alert" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void create(values)}
        initialValues={{
          clientTypes: ["MFI"],
          category: "financial",
          periodType: "month",
          scheduleType: "monthly",
          dueAfterDays: 30,
        }}
      >
        <Form.Item
          name="key"
          label={t("sections-templates-key")}
          extra={t("sections-templates-key-hint")}
          rules={keyRules}
        >
          <Input autoComplete="off" spellCheck={false} autoFocus />
        </Form.Item>
        <Form.Item
          name="name"
          label={t("sections-templates-english-name")}
          rules={[{ required: true, whitespace: true, message: t("sections-required") }]}
        >
          <Input autoComplete="off" lang="en" />
        </Form.Item>
        <Form.Item
          name="clientTypes"
          label={t("sections-templates-client-types")}
          rules={[
            { required: true, type: "array", min: 1, message: t("sections-templates-client-types-required") },
          ]}
        >
          <Checkbox.Group options={CLIENT_TYPE_CHOICES.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item name="category" label={t("sections-templates-category")}>
          <Select options={FORM_CATEGORIES.map(option("sections-category"))} />
        </Form.Item>
        {kind === "form" ? (
          <Form.Item name="periodType" label={t("sections-templates-period-type")}>
            <Select options={PERIOD_TYPES.map(option("sections-period"))} />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="scheduleType" label={t("sections-templates-schedule")}>
              <Select options={SCHEDULE_TYPES.map(option("sections-schedule"))} />
            </Form.Item>
            <Form.Item
              name="dueAfterDays"
              label={t("sections-templates-due-after")}
              rules={[
                {
                  required: true,
                  type: "integer",
                  min: 0,
                  max: 366,
                  message: t("sections-templates-due-after-range"),
                },
              ]}
            >
              <InputNumber min={0} max={366} precision={0} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
