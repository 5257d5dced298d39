// The reject dialog: a reason and, optionally, notes on fields (pick a field, write a note, add; as many as
// needed), all sent with wizardReject and shown to the client in the notes overview.
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Flex, Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { NoteFields } from "./NoteFields";
import { choiceKey, fieldName } from "./notes";
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
  const choice = choices.find((candidate) => choiceKey(candidate) === field);
  const labelOf = (note: RejectNote) => {
    const found = choices.find((candidate) => choiceKey(candidate) === choiceKey(note));
    return found ? fieldName(found) : note.field;
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
        <NoteFields
          idPrefix="reject-note"
          choices={choices}
          field={field}
          onFieldChange={setField}
          text={text}
          onTextChange={setText}
          showMissing={tried}
          rows={2}
          textHint={pending ? t("reject-note-pending") : undefined}
        />
        <Flex justify="flex-end">
          <Button icon={<PlusOutlined />} onClick={add}>
            {t("reject-note-add")}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
