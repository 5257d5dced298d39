// "Copy" of one template: asks the new key, reads the source's config (its draft if any, else the latest
// published version), saves it as the draft of a new template named "Copy of …" and opens it in the editor.
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { localizeApiError, localizeWording } from "../../i18n/apiMessages";
import { useT } from "../../i18n/I18nProvider";
import { templateEditorPath } from "../../paths";
import { copiedConfig } from "./newTemplateConfig";
import { inputErrorsOf } from "./serverErrors";
import { createTemplateDraft, fetchTemplateConfig, templatesQueryKey } from "./templateApi";
import type { TemplateKind, TemplateSummary } from "./templateApi";
import { useKeyRules } from "./useKeyRules";

export function CopyTemplateModal({
  kind,
  source,
  takenKeys,
  onClose,
}: {
  kind: TemplateKind;
  source: TemplateSummary;
  takenKeys: readonly string[];
  onClose: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ key: string }>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keyRules = useKeyRules(takenKeys);

  async function copy(typed: { key: string }) {
    const key = typed.key.trim();
    setSaving(true);
    setFailure(null);
    try {
      const config = await fetchTemplateConfig(kind, source.key);
      if (!config) {
        setFailure(t("sections-templates-copy-source-gone", { key: source.key }));
        return;
      }
      const name = (config.name as { en?: string } | undefined)?.en ?? source.label;
      const result = await createTemplateDraft(kind, key, copiedConfig(config, key, `Copy of ${name}`));
      if (result.success) {
        await queryClient.invalidateQueries({ queryKey: templatesQueryKey(kind) });
        onClose();
        navigate(templateEditorPath(kind, key));
        return;
      }
      setFailure(result.error ? localizeWording(t, result.error) : t("sections-templates-save-failed"));
      if (result.error)
        form.setFields(inputErrorsOf(t, result.error, ["key"]) as Parameters<typeof form.setFields>[0]);
    } catch (error) {
      setFailure(localizeApiError(t, error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t("sections-templates-copy-title", { key: source.key })}
      okText={t("sections-templates-copy")}
      cancelText={t("sections-cancel")}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t("sections-templates-copy-hint", { name: source.label })}</Typography.Paragraph>
      {failure && <Alert type="error" role="alert" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Form<{ key: string }>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void copy(values)}
      >
        <Form.Item
          name="key"
          label={t("sections-templates-new-key")}
          extra={t("sections-templates-key-hint")}
          rules={keyRules}
        >
          <Input autoComplete="off" spellCheck={false} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
