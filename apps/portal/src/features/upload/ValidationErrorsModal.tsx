// "Validation Error Details" (spec 2 §2): what the API found wrong in an uploaded file, nothing having been
// stored. FIELDS lists field keys it did not expect (with the key it expected); VALUES lists values it could
// not read, by field (with the cell and the reason when the API gives them).
import { Modal, Table, Tabs } from "antd";
import { useT } from "../../i18n/useT";
import type { FieldProblem, ValidationProblems, ValueProblem } from "./answers";

export function ValidationErrorsModal({
  problems,
  fieldName = () => undefined,
  onClose,
}: {
  /** Open while set. */
  problems: ValidationProblems | null;
  /** The name a person knows a field by (`formKey.fieldKey` → "Form › Field"); the key when unknown. */
  fieldName?: (field: string) => string | undefined;
  onClose(): void;
}) {
  const t = useT();
  const fields = problems?.fields ?? [];
  const values = problems?.values ?? [];
  const withCells = values.some((problem) => problem.cell);
  const withReasons = values.some((problem) => problem.reason);
  return (
    <Modal
      open={problems !== null}
      title={t("upload-errors-title")}
      onCancel={onClose}
      footer={null}
      width={720}
      className="upload-errors-modal"
    >
      <Tabs
        items={[
          {
            key: "fields",
            label: `${t("upload-errors-fields")} (${fields.length})`,
            children: (
              <Table<FieldProblem & { index: number }>
                size="small"
                pagination={fields.length > 10 ? { pageSize: 10 } : false}
                rowKey="index"
                dataSource={fields.map((problem, index) => ({ ...problem, index }))}
                locale={{ emptyText: t("upload-errors-no-fields") }}
                columns={[
                  { key: "incorrect", dataIndex: "incorrect", title: t("upload-errors-incorrect") },
                  {
                    key: "correct",
                    dataIndex: "correct",
                    title: t("upload-errors-correct"),
                    render: (correct: string) => correct || "—",
                  },
                ]}
              />
            ),
          },
          {
            key: "values",
            label: `${t("upload-errors-values")} (${values.length})`,
            children: (
              <Table<ValueProblem & { index: number }>
                size="small"
                pagination={values.length > 10 ? { pageSize: 10 } : false}
                rowKey="index"
                dataSource={values.map((problem, index) => ({ ...problem, index }))}
                locale={{ emptyText: t("upload-errors-no-values") }}
                columns={[
                  {
                    key: "field",
                    dataIndex: "field",
                    title: t("upload-errors-field"),
                    render: (field: string) => {
                      const name = fieldName(field);
                      return name ? <span title={field}>{name}</span> : field;
                    },
                  },
                  {
                    key: "incorrect",
                    dataIndex: "incorrect",
                    title: t("upload-errors-incorrect-value"),
                    render: (value: string) => value || "—",
                  },
                  ...(withCells ? [{ key: "cell", dataIndex: "cell", title: t("upload-errors-cell") }] : []),
                  ...(withReasons
                    ? [{ key: "reason", dataIndex: "reason", title: t("upload-errors-reason") }]
                    : []),
                ]}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
