// Writes a note on one field of the report (wizardAddNote): the field (the one asked for, or picked), the text.
import { Form, Modal } from "antd";
import { useState } from "react";
import { useApi } from "../../api/ApiContext";
import { assertSuccess } from "../../api/mutationResult";
import { localizeApiError } from "../../i18n/apiMessages";
import { useT } from "../../i18n/useT";
import { useNotify } from "../../ui/notify";
import { NoteFields } from "./NoteFields";
import { choiceKey } from "./notes";
import type { FieldChoice, WizardNote } from "./notes";
import { WizardAddNoteDocument } from "../../api/generated/typed/features/wizard/documents";

export function AddNoteModal({
  reportId,
  choices,
  initialField,
  onClose,
  onAdded,
}: {
  reportId: string;
  choices: readonly FieldChoice[];
  /** configKey.field to start with (the current step's first noted field, or the one asked for). */
  initialField?: string;
  onClose(): void;
  onAdded(note: WizardNote): void;
}) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const [field, setField] = useState(initialField);
  const [text, setText] = useState("");
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const choice = choices.find((candidate) => choiceKey(candidate) === field);

  const save = async () => {
    setTried(true);
    if (!choice || text.trim() === "") return;
    setSaving(true);
    try {
      const { wizardAddNote } = await api.graphql(WizardAddNoteDocument, {
        reportId,
        note: { configKey: choice.configKey, field: choice.field, text: text.trim() },
      });
      assertSuccess(wizardAddNote, t("note-add-failed"));
      notify.success(t("note-added", { field: choice.label }));
      onAdded(wizardAddNote.note!);
    } catch (error) {
      notify.error(`${t("note-add-failed")}: ${localizeApiError(t, error)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t("note-add-title")}
      okText={t("note-add")}
      cancelText={t("cancel")}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        <NoteFields
          idPrefix="note"
          choices={choices}
          field={field}
          onFieldChange={setField}
          text={text}
          onTextChange={setText}
          showMissing={tried}
          rows={4}
        />
      </Form>
    </Modal>
  );
}
