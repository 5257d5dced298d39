// The form template editor (/forms/:key): the field tree on the left, the selected field's properties (or the
// step validations, or the form's own settings) on the right, a toolbar with undo/redo, the save state,
// preview, JSON, compare versions, publish and discard. Every change is autosaved as a draft; publishing is a
// separate step.
import type { FormConfig } from "@ledgerline/schemas";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Drawer, Modal, Result, Spin, Tabs, Typography, message } from "antd";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { usePublishedForms } from "../api/publishedTemplates";
import { localizeApiError, localizeWording } from "../i18n/apiMessages";
import { useLocalTimes } from "../i18n/dateTime";
import { useStudioLanguage, useT } from "../i18n/I18nProvider";
import { DeleteFieldDialog } from "./DeleteFieldDialog";
import { EditorToolbar } from "./EditorToolbar";
import type { FormTemplateDocument } from "./editorApi";
import { discardFormDraft, fetchFormTemplate } from "./editorApi";
import { FieldProperties } from "./FieldProperties";
import { FieldTree } from "./FieldTree";
import { FormSettings } from "./FormSettings";
import { JsonView } from "./JsonView";
import type { TreeResult } from "./model/fieldTree";
import { deleteField, findField } from "./model/fieldTree";
import { inLanguage } from "./model/translated";
import { PreviewPanel } from "./preview/PreviewPanel";
import { CompareVersionsDialog } from "./publish/CompareVersionsDialog";
import { PublishDialog } from "./publish/PublishDialog";
import { useAutosave } from "./useAutosave";
import { formsWithDraft, formulaFieldsOf, useDraftEngine } from "./useDraftEngine";
import type { DeletedTemplateState } from "../sections/templates/TemplateList";
import { useEditorState } from "./useEditorState";
import { useUndoShortcuts } from "./useUndoShortcuts";
import { ValidationsEditor } from "./ValidationsEditor";
import "./editor.css";

/** What the header says about the template: a draft (its revision and base) or a published version. */
interface TemplateStatus {
  readonly status: "draft" | "published";
  readonly version: string | null;
  readonly revision: number | null;
}

const statusOf = (document: FormTemplateDocument): TemplateStatus => ({
  status: document.status === "draft" ? "draft" : "published",
  version: document.version,
  revision: document.revision,
});

export function FormEditorPage() {
  const { key = "" } = useParams();
  const t = useT();
  const template = useQuery({
    queryKey: ["form-editor", "template", key],
    queryFn: () => fetchFormTemplate(key),
    staleTime: Infinity,
    // Opening the editor again reads the draft as saved since, never a copy kept from an earlier visit
    // (whose revision would make the next save a conflict with oneself).
    gcTime: 0,
  });
  const published = usePublishedForms();
  if (template.isPending || published.isPending) {
    return <Spin aria-label={t("editor-loading")} style={{ margin: 48 }} />;
  }
  const failure = template.error ?? published.error;
  if (failure) {
    return (
      <div className="editor-page">
        <h1>{t("editor-title-plain", { key })}</h1>
        <Alert
          type="error"
          role="alert"
          title={t("editor-load-failed", { reason: localizeApiError(t, failure) })}
        />
      </div>
    );
  }
  if (!template.data) {
    return (
      <div className="editor-page">
        <Result
          status="404"
          title={<h1>{t("editor-not-found", { key })}</h1>}
          extra={<Link to="/forms">{t("editor-back-to-forms")}</Link>}
        />
      </div>
    );
  }
  return (
    <LoadedEditor
      templateKey={key}
      document={template.data}
      loadedAt={template.dataUpdatedAt}
      published={published.data ?? []}
    />
  );
}

interface LoadedEditorProps {
  readonly templateKey: string;
  readonly document: FormTemplateDocument;
  /** When the document was fetched: a new value is a (re)load that replaces local edits. */
  readonly loadedAt: number;
  readonly published: readonly FormConfig[];
}

function LoadedEditor({ templateKey, document, loadedAt, published }: LoadedEditorProps) {
  const t = useT();
  const { language } = useStudioLanguage();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [messages, messageHolder] = message.useMessage();
  const navigate = useNavigate();
  const localTimes = useLocalTimes();
  const editor = useEditorState();
  const [status, setStatus] = useState<TemplateStatus>(() => statusOf(document));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [jsonShown, setJsonShown] = useState(false);
  const [publishOpen, setPublishOpen] = useState(false);
  const [compareOpen, setCompareOpen] = useState(false);
  const [tab, setTab] = useState("field");
  const treeHeadingId = useId();

  const { load } = editor;
  useEffect(() => {
    load(document.config);
    setStatus(statusOf(document));
  }, [document, loadedAt, load]);

  const onSaved = useCallback((saved: FormTemplateDocument) => setStatus(statusOf(saved)), []);
  const config = editor.config ?? document.config;
  const autosave = useAutosave({
    templateKey,
    config,
    editCount: editor.editCount,
    loadedRevision: document.revision,
    loadId: loadedAt,
    onSaved,
  });
  const engine = useDraftEngine(config, published, t("editor-validation-not-boolean"));
  const formulaFields = useMemo(
    () => formulaFieldsOf(config, published, language),
    [config, published, language],
  );
  useUndoShortcuts(editor.undo, editor.redo);

  const onResult = useCallback(
    (result: TreeResult, coalesceKey?: string) => {
      if (result.ok) {
        setRefusal(null);
        editor.edit(result.config, { coalesceKey, selected: result.selected });
      } else setRefusal(t(`editor-refused-${result.reason}`));
    },
    [editor, t],
  );
  const onEdit = useCallback(
    (next: FormConfig, coalesceKey?: string) => editor.edit(next, { coalesceKey }),
    [editor],
  );

  const reload = () => queryClient.invalidateQueries({ queryKey: ["form-editor", "template", templateKey] });

  const confirmReload = () =>
    void modal.confirm({
      title: t("editor-reload-title"),
      content: t("editor-reload-text"),
      okText: t("editor-reload"),
      cancelText: t("editor-cancel"),
      onOk: reload,
    });

  const confirmDiscard = () =>
    void modal.confirm({
      title: t("editor-discard-title"),
      // A template never published has nothing to go back to: discarding its draft deletes it.
      content: t(status.version ? "editor-discard-text" : "editor-discard-text-new"),
      okText: t("editor-discard"),
      okButtonProps: { danger: true },
      cancelText: t("editor-cancel"),
      onOk: async () => {
        try {
          const result = await discardFormDraft(templateKey);
          if (!result.success) {
            void messages.error(
              t("editor-discard-failed", { reason: result.error ? localizeWording(t, result.error) : "" }),
            );
            return;
          }
          if (!status.version) {
            // Deleted with its draft: its editor has nothing left to show.
            const state: DeletedTemplateState = { deletedTemplate: name };
            void navigate("/forms", { state });
            return;
          }
          await reload();
          void messages.success(t("editor-discarded"));
        } catch (error) {
          void messages.error(t("editor-discard-failed", { reason: localizeApiError(t, error) }));
        }
      },
    });

  const selected = editor.selected ? findField(config, editor.selected) : undefined;
  const deletingField = deleting ? (findField(config, deleting)?.field ?? null) : null;
  const name = inLanguage(config.name, language);
  const isDraft = status.status === "draft";
  const saveState = autosave.state;

  return (
    <div className="editor-page">
      {modalHolder}
      {messageHolder}
      <header className="editor-header">
        <h1 className="editor-title">
          {name} <code className="editor-key">{templateKey}</code>
        </h1>
        <Typography.Text type="secondary" className="editor-status">
          {isDraft
            ? status.version
              ? t("editor-status-draft", { revision: status.revision ?? 0, version: status.version })
              : t("editor-status-new-draft", { revision: status.revision ?? 0 })
            : t("editor-status-published", { version: status.version ?? "" })}
        </Typography.Text>
      </header>
      <EditorToolbar
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        onUndo={editor.undo}
        onRedo={editor.redo}
        saveState={saveState}
        onRetry={autosave.retry}
        onPreview={() => setPreviewOpen(true)}
        jsonShown={jsonShown}
        onToggleJson={() => setJsonShown((shown) => !shown)}
        canCompare={isDraft || status.version !== null}
        onCompare={() => setCompareOpen(true)}
        canPublish={isDraft && autosave.revision !== null && !autosave.hasUnsavedChanges}
        onPublish={() => setPublishOpen(true)}
        canDiscard={isDraft && saveState.status !== "saving"}
        onDiscard={confirmDiscard}
      />
      {saveState.status === "conflict" && (
        <Alert
          type="error"
          role="alert"
          title={localizeWording(t, localTimes(saveState.message))}
          action={<Button onClick={confirmReload}>{t("editor-reload")}</Button>}
        />
      )}
      {engine.buildError && (
        <Alert type="warning" role="alert" title={t("editor-engine-failed", { reason: engine.buildError })} />
      )}
      <div role="status" aria-live="polite" className="editor-refusal" data-announcer>
        {refusal && <Typography.Text type="warning">{refusal}</Typography.Text>}
      </div>
      {jsonShown ? (
        <JsonView config={config} onApply={(next) => onEdit(next)} />
      ) : (
        <div className="editor-columns">
          <section className="editor-left" aria-labelledby={treeHeadingId}>
            <h2 id={treeHeadingId} className="editor-section-title">
              {t("editor-fields")}
            </h2>
            <FieldTree
              config={config}
              selected={editor.selected}
              onSelect={editor.select}
              onResult={onResult}
              onDeleteRequest={setDeleting}
              headingId={treeHeadingId}
            />
          </section>
          <section className="editor-right">
            <Tabs
              activeKey={tab}
              onChange={setTab}
              items={[
                {
                  key: "field",
                  label: t("editor-tab-field"),
                  children: selected ? (
                    <>
                      <h2 className="editor-section-title">
                        {t("editor-properties-of", { name: selected.field.internalName })}
                      </h2>
                      {/* Not keyed by the field: another field's properties update the panel in place. */}
                      <FieldProperties
                        config={config}
                        field={selected.field}
                        onResult={onResult}
                        engine={engine}
                        formulaFields={formulaFields}
                      />
                    </>
                  ) : (
                    <Typography.Paragraph>{t("editor-no-selection")}</Typography.Paragraph>
                  ),
                },
                {
                  key: "validations",
                  label: t("editor-tab-validations"),
                  children: (
                    <ValidationsEditor
                      config={config}
                      onEdit={onEdit}
                      engine={engine}
                      formulaFields={formulaFields}
                    />
                  ),
                },
                {
                  key: "form",
                  label: t("editor-tab-form"),
                  children: <FormSettings config={config} onEdit={onEdit} />,
                },
              ]}
            />
          </section>
        </div>
      )}
      <DeleteFieldDialog
        config={config}
        field={deletingField}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) onResult(deleteField(config, deleting));
          setDeleting(null);
        }}
      />
      <Drawer
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        title={t("editor-preview-title", { name })}
        // Wide enough for the value and the three comparison columns beside the labels.
        size="min(1180px, 92vw)"
        destroyOnHidden
      >
        {previewOpen && <PreviewPanel form={config} forms={formsWithDraft(published, config)} />}
      </Drawer>
      <CompareVersionsDialog
        open={compareOpen}
        kind="form"
        templateKey={templateKey}
        onClose={() => setCompareOpen(false)}
      />
      {autosave.revision !== null && (
        <PublishDialog
          open={publishOpen}
          kind="form"
          templateKey={templateKey}
          revision={autosave.revision}
          publishedVersion={publishedVersionOf(published, templateKey)}
          onClose={() => setPublishOpen(false)}
          onPublished={(version) => {
            setPublishOpen(false);
            void messages.success(t("editor-published", { version }));
            void queryClient.invalidateQueries({ queryKey: ["form-editor"] });
          }}
        />
      )}
    </div>
  );
}

function publishedVersionOf(published: readonly FormConfig[], key: string): string | null {
  return published.find((form) => form.key === key)?.version ?? null;
}
