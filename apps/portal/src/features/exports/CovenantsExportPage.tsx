// /{product}/export/covenants (spec 3 §2): the covenants of the open investments in the user's scope, for one
// field type, as an Excel file; GENERATING EXPORT while the API writes it, then the download.
import { DownloadOutlined } from "@ant-design/icons";
import { Button, Card, Form, Select, Typography } from "antd";
import { useState } from "react";
import { useApi } from "../../api/ApiContext";
import { useT } from "../../i18n/useT";
import { GeneratingExport } from "./GeneratingExport";
import { useExportDownload } from "./useExportDownload";
import { CreateExportCovenantsDocument } from "../../api/generated/typed/features/exports/documents";

/** Spec 3 §9: covenant field types. */
export const COVENANT_FIELD_TYPES = ["currency", "percentual", "numeric"] as const;
type FieldType = (typeof COVENANT_FIELD_TYPES)[number];

export function CovenantsExportPage() {
  const t = useT();
  const api = useApi();
  const { run, generating } = useExportDownload();
  const [fieldType, setFieldType] = useState<FieldType>("percentual");

  const exportCovenants = () =>
    run(() =>
      api
        .graphql(CreateExportCovenantsDocument, { fieldType })
        .then((answer) => answer.createExportCovenants),
    );

  return (
    <div className="page">
      <Typography.Title level={2}>{t("exports-covenants-title")}</Typography.Title>
      <Card>
        <Form layout="vertical" onFinish={() => void exportCovenants()}>
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
          <Button type="primary" htmlType="submit" icon={<DownloadOutlined />} loading={generating}>
            {t("exports-covenants-export")}
          </Button>
          <GeneratingExport generating={generating} />
        </Form>
      </Card>
    </div>
  );
}
