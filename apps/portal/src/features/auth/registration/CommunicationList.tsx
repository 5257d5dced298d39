// The communication list of the registration form: rows of (type, value) with an add/edit sub-form and
// per-row edit and delete; 'No data could be found.' when empty.
import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Form, Input, Space, Table } from "antd";
import { useState } from "react";
import type { CommunicationItem } from "../../../api/types";
import { useT } from "../../../i18n/useT";
import { required } from "../rules";

export interface CommunicationListProps {
  value?: CommunicationItem[];
  onChange?: (items: CommunicationItem[]) => void;
}

/** Editing: null (closed), "new", or the index of the row being edited. */
type Editing = null | "new" | number;

export function CommunicationList({ value = [], onChange }: CommunicationListProps) {
  const t = useT();
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<CommunicationItem>();

  function open(target: Editing) {
    setEditing(target);
    form.setFieldsValue(typeof target === "number" ? value[target]! : { type: "", value: "" });
  }

  async function save() {
    const item = await form.validateFields();
    const clean = { type: item.type.trim(), value: item.value.trim() };
    onChange?.(
      editing === "new" || editing === null
        ? [...value, clean]
        : value.map((row, index) => (index === editing ? clean : row)),
    );
    setEditing(null);
  }

  return (
    <div className="communication-list">
      <Table<CommunicationItem & { index: number }>
        size="small"
        pagination={false}
        rowKey="index"
        dataSource={value.map((item, index) => ({ ...item, index }))}
        locale={{ emptyText: t("no-data") }}
        columns={[
          { title: t("communication-type"), dataIndex: "type" },
          { title: t("communication-value"), dataIndex: "value" },
          {
            title: <span className="visually-hidden">{t("actions")}</span>,
            key: "actions",
            width: 96,
            render: (_, row) => (
              // Full-size icon buttons: 32 px targets side by side (WCAG 2.5.8), where small ones touch.
              <Space size={0}>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t("communication-edit", { type: row.type })}
                  onClick={() => open(row.index)}
                />
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t("communication-delete", { type: row.type })}
                  onClick={() => onChange?.(value.filter((_item, index) => index !== row.index))}
                />
              </Space>
            ),
          },
        ]}
      />
      {editing === null ? (
        <Button icon={<PlusOutlined />} onClick={() => open("new")} className="communication-list__add">
          {t("communication-add")}
        </Button>
      ) : (
        <Form form={form} component="div" layout="vertical" className="communication-list__form">
          <div className="form-row">
            <Form.Item name="type" label={t("communication-type")} rules={[required(t)]}>
              <Input placeholder={t("communication-type-placeholder")} />
            </Form.Item>
            <Form.Item name="value" label={t("communication-value")} rules={[required(t)]}>
              <Input />
            </Form.Item>
          </div>
          <Space>
            <Button type="primary" onClick={() => void save().catch(() => undefined)}>
              {t("communication-save")}
            </Button>
            <Button onClick={() => setEditing(null)}>{t("cancel")}</Button>
          </Space>
        </Form>
      )}
    </div>
  );
}
