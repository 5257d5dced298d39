// The report template editor (/reports/:key): the report's settings and its ordered steps, edited as a draft
// that saves itself, with undo/redo, a way back to the published version (discard the draft), the comparison
// of any two versions and the publish dialog. A conflict with someone else's save is shown with who it was;
// the author's edits stay on screen.
import type { FormConfig, ReportConfig } from "@ledgerline/schemas";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Popconfirm, Space, Spin, Tag, Typography } from "antd";
import { RedoOutlined, UndoOutlined } from "@ant-design/icons";
import { useCallback, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { usePublishedForms } from "../../api/publishedTemplates";
import { localizeApiError, localizeWording } from "../../i18n/apiMessages";
import { useLocalTimes } from "../../i18n/dateTime";
import { useStudioLanguage, useT } from "../../i18n/I18nProvider";
import { CompareVersionsDialog } from "../publish/CompareVersionsDialog";
import { PublishDialog } from "../publish/PublishDialog";
import { discardTemplateDraft } from "../publish/templateApi";
import type { DeletedTemplateState } from "../../sections/templates/TemplateList";
import { editableReportConfig } from "./reportConfig";
import { fetchReportTemplate, saveReportDraft } from "./reportApi";
import type { ReportDocument } from "./reportApi";
import { ReportSettingsForm } from "./ReportSettingsForm";
import { ReportStepsEditor } from "./ReportStepsEditor";
import { useAutosave } from "./useAutosave";
import { useConfigHistory } from "./useConfigHistory";
import { useUndoShortcuts } from "./useUndoShortcuts";

/** How long the config must stay unchanged before it is saved. */
const AUTOSAVE_DELAY_MS = 800;

export function ReportEditorPage() {
  const { key = "" } = useParams<{ key: string }>();
  const t = useT();
  const template = useQuery({
    queryKey: ["studio-report-template", key],
    queryFn: () => fetchReportTemplate(key),
    refetchOnWindowFocus: false,
  });
  const forms = usePublishedForms();

  if (template.isPending || forms.isPending)
    return <Spin aria-label={t("report-loading")} style={{ margin: 48 }} />;
  if (template.isError || forms.isError) {
    const error = template.error ?? forms.error;
    return (
      <>
        <Typography.Title level={1} style={{ fontSize: 20 }}>
          {t("report-title", { name: key })}
        </Typography.Title>
        <Alert
          type="error"
          role="alert"
          title={t("report-load-failed")}
          description={error ? localizeApiError(t, error) : undefined}
          action={
            <Button onClick={() => void Promise.all([template.refetch(), forms.refetch()])}>
              {t("report-retry")}
            </Button>
          }
        />
      </>
    );
  }
  // Keyed by the template, so another key starts a fresh history.
  return <ReportEditor key={key} templateKey={key} initial={template.data} forms={forms.data} />;
}

function ReportEditor({
  templateKey,
  initial,
  forms,
}: {
  templateKey: string;
  initial: ReportDocument | null;
  forms: readonly FormConfig[];
}) {
  const t = useT();
  const { language } = useStudioLanguage();
  const queryClient = useQueryClient();
  const localTimes = useLocalTimes();
  const navigate = useNavigate();
  const [document, setDocument] = useState(initial);
  const history = useConfigHistory<ReportConfig>(editableReportConfig(initial?.config, templateKey));
  const save = useCallback(
    (config: ReportConfig, revision: number | null) => saveReportDraft(templateKey, config, revision),
    [templateKey],
  );
  const autosave = useAutosave({
    config: history.config,
    save,
    delay: AUTOSAVE_DELAY_MS,
    // The revision the first save sends; a published version (no draft) starts a draft with null.
    initialRevision: draftRevisionOf(initial),
  });
  const { restart } = autosave;
  const [publishing, setPublishing] = useState(false);
  const [comparing, setComparing] = useState(false);
  // Not while the publish or compare dialog is open: they show the saved draft, which must not change under
  // them.
  useUndoShortcuts(history.undo, history.redo, !publishing && !comparing);
  // After a publication the editor reads the template again once the dialog (showing the new version) closes.
  const [published, setPublished] = useState(false);
  const [discardError, setDiscardError] = useState<string | null>(null);

  /** Reads the template again and starts over from it (after a discard, a publication or a conflict). */
  const reload = useCallback(async () => {
    const next = await queryClient.fetchQuery({
      queryKey: ["studio-report-template", templateKey],
      queryFn: () => fetchReportTemplate(templateKey),
      staleTime: 0,
    });
    const config = editableReportConfig(next?.config, templateKey);
    setDocument(next);
    history.reset(config);
    restart(config, draftRevisionOf(next));
  }, [queryClient, templateKey, history, restart]);

  const discard = async () => {
    setDiscardError(null);
    try {
      const result = await discardTemplateDraft("report", templateKey);
      if (!result.success) {
        setDiscardError(result.error ? localizeWording(t, result.error) : t("report-discard-failed"));
        return;
      }
      if (publishedVersion === null) {
        // Deleted with its draft: its editor has nothing left to show.
        const state: DeletedTemplateState = { deletedTemplate: name };
        void navigate("/reports", { state });
        return;
      }
      await reload();
    } catch (failure) {
      setDiscardError(localizeApiError(t, failure));
    }
  };

  const config = history.config;
  const name = config.name[language] ?? config.name.en ?? templateKey;
  const hasDraft = autosave.revision !== null;
  const publishedVersion = document?.version ?? null;
  const upToDate = autosave.status === "saved";

  return (
    <div className="studio-report-editor">
      <header style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 12 }}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {t("report-title", { name: name || templateKey })}
        </Typography.Title>
        {hasDraft ? (
          <Tag color="#8a5300">{t("report-status-draft", { revision: autosave.revision! })}</Tag>
        ) : document?.status === "published" ? (
          <Tag color="#277548">{t("report-status-published", { version: publishedVersion ?? "" })}</Tag>
        ) : (
          <Tag>{t("report-status-new")}</Tag>
        )}
        <Typography.Text type="secondary" role="status" data-announcer>
          {t(`report-save-${autosave.status}`)}
        </Typography.Text>
      </header>

      <Space wrap style={{ margin: "12px 0" }} role="toolbar" aria-label={t("report-toolbar")}>
        <Button
          icon={<UndoOutlined />}
          onClick={history.undo}
          disabled={!history.canUndo}
          aria-keyshortcuts="Control+Z"
        >
          {t("report-undo")}
        </Button>
        <Button
          icon={<RedoOutlined />}
          onClick={history.redo}
          disabled={!history.canRedo}
          aria-keyshortcuts="Control+Y"
        >
          {t("report-redo")}
        </Button>
        <Button
          type="primary"
          onClick={() => setPublishing(true)}
          disabled={!hasDraft || !upToDate}
          title={
            !hasDraft ? t("report-publish-no-draft") : !upToDate ? t("report-publish-unsaved") : undefined
          }
        >
          {t("report-diff-publish")}
        </Button>
        <Button onClick={() => setComparing(true)} disabled={!hasDraft && publishedVersion === null}>
          {t("compare-open")}
        </Button>
        <Popconfirm
          // A report never published has nothing to go back to: discarding its draft deletes it.
          title={t(publishedVersion ? "report-discard-confirm" : "report-discard-confirm-new")}
          okText={t("report-discard")}
          cancelText={t("report-keep")}
          onConfirm={discard}
          disabled={!hasDraft}
        >
          <Button danger disabled={!hasDraft}>
            {t("report-discard")}
          </Button>
        </Popconfirm>
      </Space>

      {autosave.status === "conflict" && (
        <Alert
          type="error"
          role="alert"
          title={t("report-conflict")}
          description={autosave.problem && localizeWording(t, localTimes(autosave.problem))}
          action={
            <Popconfirm
              title={t("report-reload-confirm")}
              okText={t("report-reload")}
              cancelText={t("report-keep")}
              onConfirm={reload}
            >
              <Button>{t("report-reload")}</Button>
            </Popconfirm>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      {autosave.status === "error" && (
        <Alert
          type="error"
          role="alert"
          title={t("report-save-failed")}
          description={autosave.problem && localizeWording(t, autosave.problem)}
          action={<Button onClick={autosave.retry}>{t("report-retry")}</Button>}
          style={{ marginBottom: 12 }}
        />
      )}
      {discardError && (
        <Alert
          type="error"
          role="alert"
          title={t("report-discard-failed")}
          description={discardError}
          style={{ marginBottom: 12 }}
        />
      )}

      <ReportSettingsForm config={config} onChange={history.change} />
      <ReportStepsEditor config={config} forms={forms} onChange={history.change} />

      <CompareVersionsDialog
        open={comparing}
        kind="report"
        templateKey={templateKey}
        onClose={() => setComparing(false)}
      />
      {/* Mounted while there is a draft, so that closing gives the focus back to the Diff/Publish button. */}
      {(publishing || autosave.revision !== null) && (
        <PublishDialog
          open={publishing}
          kind="report"
          templateKey={templateKey}
          revision={autosave.revision ?? 0}
          publishedVersion={publishedVersion}
          onClose={() => {
            setPublishing(false);
            if (published) {
              setPublished(false);
              void reload();
            }
          }}
          onPublished={() => setPublished(true)}
        />
      )}
    </div>
  );
}

function draftRevisionOf(document: ReportDocument | null): number | null {
  return document?.status === "draft" ? (document.revision ?? null) : null;
}
