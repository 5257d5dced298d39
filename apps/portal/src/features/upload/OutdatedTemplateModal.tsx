// "Outdated Template Detected" (spec 2 §5): the file was made from an older template than the report's
// forms. The user may go on anyway (Proceed re-sends the same file, accepting it) or go back.
import { Alert, Modal, Typography } from "antd";
import { useT } from "../../i18n/useT";
import type { OutdatedForm } from "./answers";

export function OutdatedTemplateModal({
  forms,
  formName,
  busy,
  onProceed,
  onBack,
}: {
  /** Open while set. */
  forms: OutdatedForm[] | null;
  /** The form's name in the interface language, by config key. */
  formName(key: string): string;
  busy: boolean;
  onProceed(): void;
  onBack(): void;
}) {
  const t = useT();
  return (
    <Modal
      open={forms !== null}
      title={t("upload-outdated-title")}
      okText={t("upload-outdated-proceed")}
      cancelText={t("upload-outdated-back")}
      okButtonProps={{ loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      mask={{ closable: false }}
      onOk={onProceed}
      onCancel={onBack}
      className="upload-outdated-modal"
    >
      <Alert type="warning" showIcon title={t("upload-outdated-text")} />
      {forms && forms.length > 0 && (
        <>
          <Typography.Paragraph strong style={{ marginTop: 16, marginBottom: 4 }}>
            {t("upload-outdated-forms")}
          </Typography.Paragraph>
          <ul className="upload-outdated-forms">
            {forms.map((form) => (
              <li key={form.key}>
                {form.uploaded === null
                  ? t("upload-outdated-form-unversioned", { form: formName(form.key), current: form.current })
                  : t("upload-outdated-form", {
                      form: formName(form.key),
                      uploaded: form.uploaded,
                      current: form.current,
                    })}
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
