// Confirms deleting a field and its children after listing every use of them: by the draft's own formulas and
// validations as they stand (not those of the fields deleted with it), and by published templates elsewhere.
// The author may still delete: publishing then refuses the dangling references, and the dialog says so.
import type { FieldDefinition, FormConfig } from "@ledgerline/schemas";
import { Alert, Modal, Spin, Typography } from "antd";
import { useQuery } from "@tanstack/react-query";
import { usePublishedForms } from "../api/publishedTemplates";
import { localizeApiError } from "../i18n/apiMessages";
import { useT } from "../i18n/I18nProvider";
import { fieldImpact } from "./fieldImpact";
import { namesInSubtree } from "./model/fieldTree";
import { UsageList } from "./UsageList";

export interface DeleteFieldDialogProps {
  /** The draft as it stands. */
  readonly config: FormConfig;
  /** The field to delete; null: the dialog is closed. */
  readonly field: FieldDefinition | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function DeleteFieldDialog({ config, field, onConfirm, onCancel }: DeleteFieldDialogProps) {
  const t = useT();
  const published = usePublishedForms();
  const names = field ? namesInSubtree(field) : [];
  const usages = useQuery({
    queryKey: ["form-editor", "usages", config.key, names],
    queryFn: () => fieldImpact(config, published.data ?? [], names, names),
    enabled: field !== null,
    gcTime: 0,
    staleTime: 0,
  });
  return (
    <Modal
      open={field !== null}
      title={t("editor-delete-title", { name: field?.internalName ?? "" })}
      okText={t("editor-delete-confirm")}
      okButtonProps={{ danger: true, disabled: usages.isPending }}
      cancelText={t("editor-cancel")}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {names.length > 1 && (
        <Typography.Paragraph>
          {t("editor-delete-children", { count: names.length - 1 })}
        </Typography.Paragraph>
      )}
      {usages.isPending && <Spin aria-label={t("editor-delete-checking")} />}
      {usages.isError && (
        <Alert
          type="warning"
          role="alert"
          title={t("editor-delete-usages-failed", { reason: localizeApiError(t, usages.error) })}
        />
      )}
      {usages.data && usages.data.length === 0 && (
        <Typography.Paragraph>{t("editor-delete-unused")}</Typography.Paragraph>
      )}
      {usages.data && usages.data.length > 0 && (
        <>
          <Typography.Paragraph>
            {t("editor-delete-used", { count: usages.data.length })}
          </Typography.Paragraph>
          <UsageList usages={usages.data} />
          <Alert type="warning" title={t("editor-delete-dangling")} />
        </>
      )}
    </Modal>
  );
}
