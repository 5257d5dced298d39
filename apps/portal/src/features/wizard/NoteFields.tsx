// The two inputs of a field note, shared by the add-note modal and the reject dialog: which field (searchable,
// grouped by step) and the text, each saying when it is missing once the person has tried to go on.
import { Form, Input } from "antd";
import { useT } from "../../i18n/useT";
import { FieldPicker } from "./FieldPicker";
import { choiceKey } from "./notes";
import type { FieldChoice } from "./notes";

export function NoteFields({
  idPrefix,
  choices,
  field,
  onFieldChange,
  text,
  onTextChange,
  showMissing,
  rows,
  textHint,
}: {
  /** The inputs' ids are `{idPrefix}-field` and `{idPrefix}-text`. */
  idPrefix: string;
  choices: readonly FieldChoice[];
  field: string | undefined;
  onFieldChange(field: string | undefined): void;
  text: string;
  onTextChange(text: string): void;
  /** True once the person tried to save: missing inputs are marked from then on. */
  showMissing: boolean;
  rows: number;
  /** Shown under the text when nothing is missing. */
  textHint?: string;
}) {
  const t = useT();
  const fieldMissing = showMissing && !choices.some((choice) => choiceKey(choice) === field);
  const textMissing = showMissing && text.trim() === "";
  return (
    <>
      <Form.Item
        label={t("note-field")}
        htmlFor={`${idPrefix}-field`}
        validateStatus={fieldMissing ? "error" : undefined}
        help={fieldMissing ? t("note-field-required") : undefined}
      >
        <FieldPicker
          id={`${idPrefix}-field`}
          choices={choices}
          value={field}
          onChange={onFieldChange}
          label={t("note-field")}
        />
      </Form.Item>
      <Form.Item
        label={t("note-text")}
        htmlFor={`${idPrefix}-text`}
        validateStatus={textMissing ? "error" : undefined}
        help={textMissing ? t("note-text-required") : textHint}
      >
        <Input.TextArea
          id={`${idPrefix}-text`}
          rows={rows}
          maxLength={2000}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
        />
      </Form.Item>
    </>
  );
}
