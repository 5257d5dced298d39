// /{product}/export/covenants (spec 3 §2): the covenants of the open investments in the user's scope, for one
// field type, as an Excel file; GENERATING EXPORT while the API writes it, then the download.
import { DownloadOutlined } from "@ant-design/icons";
import { Form, Select } from "antd";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { ExportFormPage } from "./ExportFormPage";
import { useExportMutation } from "./useExportMutation";
import { CreateExportCovenantsDocument } from "../../api/generated/typed/features/exports/documents";

/** Spec 3 §9: covenant field types. */
export const COVENANT_FIELD_TYPES = ["currency", "percentual", "numeric"] as const;
type FieldType = (typeof COVENANT_FIELD_TYPES)[number];

export function CovenantsExportPage() {
  const t = useT();
  const { generate, generating } = useExportMutation(CreateExportCovenantsDocument, "createExportCovenants");
  const [fieldType, setFieldType] = useState<FieldType>("percentual");

  return (
    <ExportFormPage
      title={t("exports-covenants-title")}
      submitLabel={t("exports-covenants-export")}
      submitIcon={<DownloadOutlined />}
      generating={generating}
      onSubmit={() => generate({ fieldType })}
    >
      <Form.Item label={t("exports-covenants-field-type")} htmlFor="exports-field-type" required>
        <Select<FieldType>
          id="exports-field-type"
          value={fieldType}
          onChange={setFieldType}
          options={COVENANT_FIELD_TYPES.map((type) => ({
            value: type,
            label: t(`exports-covenants-field-type-${type}`),
          }))}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
    </ExportFormPage>
  );
}
