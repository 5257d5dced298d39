// The config as JSON, editable: "Apply" parses the text and checks it against the form schema. Text that is
// not a JSON object is never applied; a schema-invalid object may be applied as a draft, its errors listed
// (publishing refuses it until they are fixed).
import type { FormConfig, ValidationIssue } from "@ledgerline/schemas";
import { validateFormConfig } from "@ledgerline/schemas";
import { Alert, Button, Input, Typography } from "antd";
import { useEffect, useId, useState } from "react";
import { useT } from "../i18n/I18nProvider";

export interface JsonViewProps {
  readonly config: FormConfig;
  readonly onApply: (config: FormConfig) => void;
}

export function JsonView({ config, onApply }: JsonViewProps) {
  const t = useT();
  const id = useId();
  const shown = JSON.stringify(config, null, 2);
  const [text, setText] = useState(shown);
  const [edited, setEdited] = useState(false);
  const [parseError, setParseError] = useState<string | null>(null);
  const [issues, setIssues] = useState<ValidationIssue[]>(() => schemaIssues(config));
  // Edits elsewhere (the tree, undo) show here unless the author is in the middle of editing the text.
  useEffect(() => {
    if (!edited) {
      setText(shown);
      setIssues(schemaIssues(config));
    }
  }, [shown, edited, config]);

  function apply() {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      setParseError(t("editor-json-invalid", { reason: error instanceof Error ? error.message : "" }));
      return;
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      setParseError(t("editor-json-not-object"));
      return;
    }
    setParseError(null);
    setIssues(schemaIssues(parsed as FormConfig));
    setEdited(false);
    onApply(parsed as FormConfig);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="editor-json">
      <h2 id={`${id}-title`} className="editor-section-title">
        {t("editor-json-title")}
      </h2>
      <label htmlFor={id} className="sr-only">
        {t("editor-json-label")}
      </label>
      <Input.TextArea
        id={id}
        value={text}
        spellCheck={false}
        autoSize={{ minRows: 20, maxRows: 40 }}
        style={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 12 }}
        onChange={(event) => {
          setText(event.target.value);
          setEdited(true);
        }}
      />
      <div className="editor-inline">
        <Button type="primary" onClick={apply} disabled={!edited}>
          {t("editor-json-apply")}
        </Button>
        <Button
          onClick={() => {
            setEdited(false);
            setParseError(null);
          }}
          disabled={!edited}
        >
          {t("editor-json-revert")}
        </Button>
      </div>
      {parseError && <Alert type="error" role="alert" title={parseError} />}
      {issues.length > 0 && (
        <Alert
          type="warning"
          role="alert"
          title={t("editor-json-schema-errors", { count: issues.length })}
          description={
            <ul className="editor-problems">
              {issues.map((issue, i) => (
                <li key={i}>
                  <Typography.Text code>{issue.path}</Typography.Text> {issue.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </section>
  );
}

function schemaIssues(config: unknown): ValidationIssue[] {
  const result = validateFormConfig(config);
  return result.ok ? [] : result.errors;
}
