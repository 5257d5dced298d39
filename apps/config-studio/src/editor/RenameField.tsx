// The internal name of a field. Renaming a used field (by the draft's own formulas and validations as they stand,
// or by published templates elsewhere) first shows where it is used, then offers the plain rename (the
// references stay and the publish check reports them) or "rename everywhere in this form". Cancelling puts the
// current name back in the box.
import type { FormConfig } from "@ledgerline/schemas";
import { Alert, Button, Input, Modal, Typography } from "antd";
import { useEffect, useId, useState } from "react";
import { usePublishedForms } from "../api/publishedTemplates";
import { useT } from "../i18n/I18nProvider";
import { fieldImpact } from "./fieldImpact";
import type { FieldUse } from "./model/draftUsages";
import type { TreeResult } from "./model/fieldTree";
import { INTERNAL_NAME_PATTERN, findField, renameField } from "./model/fieldTree";
import { renameEverywhere } from "./model/renameReferences";
import { UsageList } from "./UsageList";

export interface RenameFieldProps {
  readonly config: FormConfig;
  /** The field's current name in the draft (its uses are looked up by it). */
  readonly internalName: string;
  readonly onResult: (result: TreeResult) => void;
}

export function RenameField({ config, internalName, onResult }: RenameFieldProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(internalName);
  const published = usePublishedForms();
  const [usages, setUsages] = useState<FieldUse[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setText(internalName);
    setError(null);
  }, [internalName]);

  const invalid =
    text !== internalName && !INTERNAL_NAME_PATTERN.test(text)
      ? t("editor-rename-invalid")
      : text !== internalName && findField(config, text)
        ? t("editor-rename-taken", { name: text })
        : null;

  async function start() {
    if (invalid || text === internalName) return;
    setBusy(true);
    setError(null);
    try {
      const found = await fieldImpact(config, published.data ?? [], [internalName]);
      if (found.length === 0) onResult(renameField(config, internalName, text));
      else setUsages(found);
    } catch (failure) {
      setError(t("editor-rename-usages-failed", { reason: failure instanceof Error ? failure.message : "" }));
    } finally {
      setBusy(false);
    }
  }

  const cancel = () => {
    setUsages(null);
    setText(internalName);
  };

  const finish = (everywhere: boolean) => {
    setUsages(null);
    onResult(
      everywhere ? renameEverywhere(config, internalName, text) : renameField(config, internalName, text),
    );
  };

  return (
    <div className="editor-property">
      <label htmlFor={id}>{t("editor-prop-internal-name")}</label>
      <div className="editor-inline">
        <Input
          id={id}
          value={text}
          status={invalid ? "error" : undefined}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${id}-help`}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={() => void start()}
          spellCheck={false}
        />
        <Button
          onClick={() => void start()}
          disabled={text === internalName || invalid !== null}
          loading={busy}
        >
          {t("editor-rename")}
        </Button>
      </div>
      <Typography.Text id={`${id}-help`} type={invalid ? "danger" : "secondary"}>
        {invalid ?? t("editor-rename-help")}
      </Typography.Text>
      {error && <Alert type="error" role="alert" title={error} />}
      <Modal
        open={usages !== null}
        title={t("editor-rename-title", { from: internalName, to: text })}
        onCancel={cancel}
        footer={[
          <Button key="cancel" onClick={cancel}>
            {t("editor-cancel")}
          </Button>,
          <Button key="only" onClick={() => finish(false)}>
            {t("editor-rename-only")}
          </Button>,
          <Button key="everywhere" type="primary" onClick={() => finish(true)}>
            {t("editor-rename-everywhere")}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{t("editor-rename-used", { count: usages?.length ?? 0 })}</Typography.Paragraph>
        {usages && <UsageList usages={usages} />}
        <Typography.Paragraph type="secondary">{t("editor-rename-explain")}</Typography.Paragraph>
      </Modal>
    </div>
  );
}
