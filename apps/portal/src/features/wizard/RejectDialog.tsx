// The reject dialog: a reason and, optionally, notes on fields (pick a field, write a note, add; as many as
// needed), all sent with wizardReject and shown to the client in the notes overview.
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Flex, Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { FieldPicker } from "./FieldPicker";
import type { FieldChoice } from "./notes";

export interface RejectNote {
  configKey: string;
  field: string;
  text: string;
}

export function RejectDialog({
  open,
  busy,
  choices,
  onCancel,
  onReject,
}: {
  open: boolean;
  busy: boolean;
  choices: readonly FieldChoice[];
  onCancel(): void;
  onReject(reason: string | undefined, notes: RejectNote[]): void;
}) {
  const t = useT();
  const [reason, setReason] = useState("");
  const [notes, setNotes] = useState<RejectNote[]>([]);
  const [field, setField] = useState<string>();
  const [text, setText] = useState("");
  const [tried, setTried] = useState(false);
  const choice = choices.find((candidate) => `${candidate.configKey}.${candidate.field}` === field);
  const labelOf = (note: RejectNote) => {
    const found = choices.find((c) => c.configKey === note.configKey && c.field === note.field);
    return found ? `${found.stepName} › ${found.label}` : note.field;
  };
  // A note half written (a field or a text) is not sent silently: the user adds or clears it first.
  const pending = field !== undefined || text.trim() !== "";

  const add = () => {
    setTried(true);
    if (!choice || text.trim() === "") return;
    setNotes((all) => [...all, { configKey: choice.configKey, field: choice.field, text: text.trim() }]);
    setField(undefined);
    setText("");
    setTried(false);
  };

  return (
    <Modal
      open={open}
      title={t("reject-title")}
      okText={t("final-reject")}
      okButtonProps={{ danger: true, loading: busy, disabled: pending }}
      cancelText={t("cancel")}
      onCancel={onCancel}
      onOk={() => onReject(reason.trim() || undefined, notes)}
      width={640}
    >
      <Input.TextArea
        aria-label={t("reject-reason")}
        placeholder={t("reject-reason")}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t("reject-notes")}
      </Typography.Title>
      {notes.length > 0 && (
        <ul className="reject-notes" style={{ listStyle: "none", padding: 0 }}>
          {notes.map((note, index) => (
            <li
              key={`${note.configKey}.${note.field}.${index}`}
              style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}
            >
              <Typography.Text>
                <strong>{labelOf(note)}</strong>: {note.text}
              </Typography.Text>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t("reject-note-remove", { field: labelOf(note) })}
                onClick={() => setNotes((all) => all.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ul>
      )}
      <Form layout="vertical" component="div">
        <Form.Item
          label={t("note-field")}
          htmlFor="reject-note-field"
          validateStatus={tried && !choice ? "error" : undefined}
          help={tried && !choice ? t("note-field-required") : undefined}
        >
          <FieldPicker
            id="reject-note-field"
            choices={choices}
            value={field}
            onChange={setField}
            label={t("note-field")}
          />
        </Form.Item>
        <Form.Item
          label={t("note-text")}
          htmlFor="reject-note-text"
          validateStatus={tried && text.trim() === "" ? "error" : undefined}
          help={
            tried && text.trim() === ""
              ? t("note-text-required")
              : pending
                ? t("reject-note-pending")
                : undefined
          }
        >
          <Input.TextArea
            id="reject-note-text"
            rows={2}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </Form.Item>
        <Flex justify="flex-end">
          <Button icon={<PlusOutlined />} onClick={add}>
            {t("reject-note-add")}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
