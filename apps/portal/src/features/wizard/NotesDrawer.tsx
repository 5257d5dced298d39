// The notes overview (spec 2 §2): the rejections with their reasons and field notes, then every note of the
// report by step and field, each field with a jump to it; a note can be added from here.
import { AimOutlined, CheckOutlined, PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Drawer, Empty, Flex, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import type { Wizard } from "../../api/types";
import { useT } from "../../i18n/useT";
import type { FieldChoice, WizardNote } from "./notes";
import { choiceKey, fieldName, notesByField } from "./notes";

const PLAIN_LIST = { listStyle: "none", padding: 0, margin: "4px 0 16px" } as const;
const when = (at: string) => dayjs(at).format("DD MMM YYYY HH:mm");

export function NotesDrawer({
  open,
  onClose,
  choices,
  notes,
  rejections,
  onJump,
  onAdd,
  onResolve,
}: {
  open: boolean;
  onClose(): void;
  choices: readonly FieldChoice[];
  notes: readonly WizardNote[];
  rejections: Wizard["rejections"];
  onJump(choice: FieldChoice): void;
  /** Absent when the user may not write notes. */
  onAdd?: () => void;
  /** Marks a note as dealt with; absent when the user may not. Resolves when the API answered. */
  onResolve?: (note: WizardNote) => Promise<void>;
}) {
  const t = useT();
  const [resolving, setResolving] = useState<string | null>(null);
  const resolve = async (note: WizardNote) => {
    setResolving(note._id);
    try {
      await onResolve?.(note);
    } finally {
      setResolving(null);
    }
  };
  const groups = notesByField(choices, notes);
  const steps = [...new Set(groups.map((group) => group.choice.stepName))];
  const jump = (choice: FieldChoice) =>
    choice.step >= 0 && (
      <Button
        type="link"
        size="small"
        icon={<AimOutlined />}
        onClick={() => onJump(choice)}
        aria-label={t("notes-jump", { field: choice.label })}
      >
        {t("notes-go-to-field")}
      </Button>
    );
  const noteItem = (note: WizardNote) => (
    <li
      key={note._id}
      className="wizard-note"
      data-resolved={note.resolvedBy ? true : undefined}
      style={{ borderLeft: `3px solid ${note.resolvedBy ? "#b7c3b0" : "#f19836"}`, paddingLeft: 8 }}
    >
      <Typography.Text type="secondary" className="wizard-note-by">
        {t("notes-by", { name: note.author.fullName, at: when(note.at) })}
      </Typography.Text>
      <Typography.Paragraph className="wizard-note-text" type={note.resolvedBy ? "secondary" : undefined}>
        {note.text}
      </Typography.Paragraph>
      {note.resolvedBy ? (
        <Typography.Text type="success" className="wizard-note-resolved">
          <CheckOutlined />{" "}
          {t("note-resolved-by", { name: note.resolvedBy.fullName, at: when(note.resolvedAt ?? note.at) })}
        </Typography.Text>
      ) : (
        onResolve && (
          <Button
            size="small"
            icon={<CheckOutlined />}
            loading={resolving === note._id}
            onClick={() => void resolve(note)}
            aria-label={t("note-resolve-label", { text: note.text })}
          >
            {t("note-resolve")}
          </Button>
        )
      )}
    </li>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t("notes-title")}
      size="large"
      className="wizard-notes"
      extra={
        onAdd && (
          <Button icon={<PlusOutlined />} onClick={onAdd}>
            {t("note-add")}
          </Button>
        )
      }
    >
      {[...rejections].reverse().map((rejection) => {
        const own = notes.filter((note) => note.rejectionId === rejection._id);
        return (
          <Alert
            key={rejection._id}
            type="error"
            className="wizard-notes-rejection"
            title={t("notes-rejected-by", { name: rejection.by.fullName, at: when(rejection.at) })}
            description={
              <>
                <Typography.Paragraph>{rejection.reason || t("notes-no-reason")}</Typography.Paragraph>
                {own.length > 0 && (
                  <ul className="wizard-notes-rejection-fields">
                    {own.map((note) => {
                      const choice = choices.find((candidate) => choiceKey(candidate) === choiceKey(note));
                      return (
                        <li key={note._id}>
                          <strong>{choice ? fieldName(choice) : note.field}</strong>: {note.text}{" "}
                          {choice && jump(choice)}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </>
            }
            style={{ marginBottom: 16 }}
          />
        );
      })}
      {groups.length === 0 ? (
        <Empty description={t("notes-empty")} />
      ) : (
        steps.map((stepName) => (
          <section key={stepName} className="wizard-notes-step">
            <Typography.Title level={5}>{stepName}</Typography.Title>
            {groups
              .filter((group) => group.choice.stepName === stepName)
              .map((group) => (
                <div key={`${group.choice.configKey}.${group.choice.field}`} className="wizard-notes-field">
                  <Flex align="center" justify="space-between" gap="small">
                    <Typography.Text strong>{group.choice.label}</Typography.Text>
                    {jump(group.choice)}
                  </Flex>
                  <ul className="wizard-notes-list" style={PLAIN_LIST}>
                    {group.notes.map(noteItem)}
                  </ul>
                </div>
              ))}
          </section>
        ))
      )}
    </Drawer>
  );
}
