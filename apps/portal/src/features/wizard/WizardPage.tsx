// The report wizard at /client/{clientKey}/reports/{reportKey}/{period} (spec 2 §2, §4): the title line,
// then the start screen (submitters), the audit start screen (provider staff, submitted reports), the step
// form, and the final screen (submit for approval, or approve/reject). Where a user enters is the API's
// `entry`; what they may do is its `actions`.
import { ArrowLeftOutlined, EditOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Descriptions, Flex, Result, Row, Space, Tag, Typography } from "antd";
import { focusMainHeadingWhenShown } from "@ledgerline/ui-theme/focus";
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { usePortalConfig } from "../../config";
import { errorMessage } from "../../api/errors";
import type { Wizard } from "../../api/types";
import { localizeApiError } from "../../i18n/apiMessages";
import { useT } from "../../i18n/useT";
import { FullScreenLoader } from "../../ui/FullScreenLoader";
import { useNotify } from "../../ui/notify";
import { clientStatusLabel } from "../clients/labels";
import { useSession } from "../session/RequireAuth";
import { StatusTag } from "../reports/StatusTag";
import { displayStatus, hasStatus, periodLabel } from "../reports/status";
import { FileSubmissionPanel } from "../upload/FileSubmissionPanel";
import { SettingsModal } from "./SettingsModal";
import type { ReportSettingsValues } from "./SettingsModal";
import { AddNoteModal } from "./AddNoteModal";
import { NotesDrawer } from "./NotesDrawer";
import type { WizardNote } from "./notes";
import { fieldChoices } from "./notes";
import { RejectDialog } from "./RejectDialog";
import { StepForm } from "./StepForm";
import type { FieldFocus } from "./StepForm";
import { useResolveNote } from "./useResolveNote";
import { useWizard, useWorkflow } from "./useWizard";
import type { WorkflowAction, WorkflowVariables } from "./useWizard";

type Phase = "start" | "form" | "final";

export function WizardPage() {
  const t = useT();
  const { clientKey = "", reportKey = "", period = "" } = useParams();
  const query = useWizard(clientKey, reportKey, period);
  // The status the page was last drawn with: a workflow step (start, start review, restart) changes it and the
  // page is drawn anew at the same address, so the focus is moved to its heading as after a change of page.
  const drawnStatus = useRef<string | null>(null);
  const status = query.data?.status ?? null;
  const statusChanged = drawnStatus.current !== null && status !== null && drawnStatus.current !== status;
  useEffect(() => {
    if (status !== null) drawnStatus.current = status;
  }, [status]);
  if (query.isPending) return <FullScreenLoader label={t("loading")} />;
  if (query.isError)
    return <Result status="error" title={t("wizard-load-failed")} subTitle={errorMessage(query.error)} />;
  if (!query.data) return <Result status="404" title={t("wizard-not-found")} />;
  // A new answer (after a workflow step) starts the page over at its entry.
  return (
    <WizardView
      key={`${query.data.status}:${query.data.revision}:${query.data.editable}`}
      wizard={query.data}
      reload={() => query.refetch()}
      statusChanged={statusChanged}
    />
  );
}

function WizardView({
  wizard,
  reload,
  statusChanged,
}: {
  wizard: Wizard;
  reload(): Promise<unknown>;
  statusChanged: boolean;
}) {
  const t = useT();
  useEffect(() => {
    if (statusChanged) return focusMainHeadingWhenShown();
  }, [statusChanged]);
  const navigate = useNavigate();
  const notify = useNotify();
  const session = useSession();
  const { providerKey } = usePortalConfig();
  const workflow = useWorkflow();
  const isProviderStaff = session.user.isProvider;
  const [phase, setPhase] = useState<Phase>(
    wizard.entry === "form" || wizard.entry === "readOnly" ? "form" : "start",
  );
  const [viewOnly, setViewOnly] = useState(!wizard.editable || hasStatus(wizard, "in_review"));
  const [busy, setBusy] = useState<WorkflowAction | null>(null);
  const [rejecting, setRejecting] = useState(false);
  // Notes: the report's, plus those added on this page; the overview drawer; the add-note dialog (with the
  // field it starts on); a jump to a field.
  const [notes, setNotes] = useState<WizardNote[]>(wizard.notes);
  const [notesOpen, setNotesOpen] = useState(false);
  const [addingNote, setAddingNote] = useState<string | null>(null);
  const [focus, setFocus] = useState<FieldFocus | null>(null);
  const resolveNote = useResolveNote(wizard._id, (resolved) =>
    setNotes((all) => all.map((note) => (note._id === resolved._id ? resolved : note))),
  );
  const choices = useMemo(() => fieldChoices(wizard, isProviderStaff), [wizard, isProviderStaff]);
  const jumpTo = (configKey: string, field: string) => {
    setNotesOpen(false);
    // Before the form is open (start screens), the jump opens the read-only preview.
    if (phase !== "form") {
      if (phase === "start") setViewOnly(true);
      setPhase("form");
    }
    setFocus({ configKey, field, seq: (focus?.seq ?? 0) + 1 });
  };
  const addNote = (configKey?: string) => {
    const first = choices.find((choice) => choice.configKey === configKey);
    setAddingNote(first ? `${first.configKey}.${first.field}` : "");
  };
  const title = `${wizard.config.name} ${periodLabel(wizard.context.numeric)}`;
  const back = () =>
    navigate(
      isProviderStaff
        ? `/${providerKey}/reports`
        : `/client/${encodeURIComponent(wizard.client.key)}/reports`,
    );

  const run = async <A extends WorkflowAction>(
    action: A,
    variables: WorkflowVariables[A],
    success?: string,
    failure = "wizard-failed-perform",
  ) => {
    setBusy(action);
    try {
      await workflow(action, wizard._id, variables);
      if (success) notify.success(t(success));
      return true;
    } catch (error) {
      notify.error(`${t(failure)}: ${localizeApiError(t, error)}`);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const titleLine = (
    <Flex className="wizard-title" align="center" gap="small" wrap>
      <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t("cancel")} onClick={back} />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {wizard.client.name} · {wizard.config.name} · {periodLabel(wizard.context.numeric)}
      </Typography.Title>
      <StatusTag status={displayStatus(wizard)} />
      <Tag className="wizard-client-status">
        {t("wizard-client-status", { status: clientStatusLabel(t, wizard.clientStatus) })}
      </Tag>
    </Flex>
  );

  let body: React.ReactNode;
  if (phase === "start" && wizard.entry === "auditStart") {
    body = (
      <Card className="wizard-start">
        <Typography.Title level={4}>{t("audit-start-title", { title })}</Typography.Title>
        <Typography.Paragraph>
          {t("audit-start-text", { name: wizard.reportedBy?.fullName ?? "" })}
        </Typography.Paragraph>
        <Space>
          <Button
            type="primary"
            loading={busy === "wizardStartReview"}
            disabled={!wizard.actions.includes("wizardStartReview")}
            onClick={async () => {
              if (await run("wizardStartReview", {})) await reload();
            }}
          >
            {t("audit-start")}
          </Button>
          <Button
            onClick={() => {
              setViewOnly(true);
              setPhase("form");
            }}
          >
            {t("audit-view-only")}
          </Button>
        </Space>
      </Card>
    );
  } else if (phase === "start") {
    body = (
      <StartScreen
        wizard={wizard}
        title={title}
        busy={busy === "wizardStartSubmission"}
        onPreview={() => {
          setViewOnly(true);
          setPhase("form");
        }}
        onStart={async (settings) => {
          if (await run("wizardStartSubmission", { settings })) await reload();
        }}
      />
    );
  } else if (phase === "form") {
    const mayEditContents = isProviderStaff && hasStatus(wizard, "in_review") && wizard.editable && viewOnly;
    const mayRestart = wizard.actions.includes("wizardReStartSubmission");
    body = (
      <StepForm
        wizard={wizard}
        readOnly={viewOnly || !wizard.editable}
        isProviderStaff={isProviderStaff}
        onFinish={() => setPhase("final")}
        notes={notes}
        onOpenNotes={() => setNotesOpen(true)}
        onAddNote={addNote}
        focus={focus}
        extra={
          (mayEditContents || mayRestart) && (
            <Space className="wizard-extra">
              {mayEditContents && (
                <Button icon={<EditOutlined />} onClick={() => setViewOnly(false)}>
                  {t("wizard-edit-contents")}
                </Button>
              )}
              {mayRestart && (
                <Button
                  loading={busy === "wizardReStartSubmission"}
                  onClick={async () => {
                    if (await run("wizardReStartSubmission", {})) await reload();
                  }}
                >
                  {t("wizard-restart")}
                </Button>
              )}
            </Space>
          )
        }
      />
    );
  } else if (wizard.actions.includes("wizardSubmit")) {
    body = (
      <Result
        status="success"
        title={t("final-submit-title")}
        extra={[
          <Button
            key="submit"
            type="primary"
            loading={busy === "wizardSubmit"}
            onClick={async () => {
              if (await run("wizardSubmit", {}, "workflow-submitted", "final-submit-failed")) back();
            }}
          >
            {t("final-submit")}
          </Button>,
          <Button key="look" onClick={() => setPhase("form")}>
            {t("final-one-more-look")}
          </Button>,
          <Button key="later" onClick={back}>
            {t("final-submit-later")}
          </Button>,
        ]}
      />
    );
  } else if (wizard.actions.includes("wizardApprove") || wizard.actions.includes("wizardReject")) {
    body = (
      <Result
        status="info"
        title={t("final-audit-title")}
        extra={[
          <Button
            key="approve"
            type="primary"
            loading={busy === "wizardApprove"}
            disabled={!wizard.actions.includes("wizardApprove")}
            onClick={async () => {
              if (await run("wizardApprove", {}, "workflow-approved")) back();
            }}
          >
            {t("final-approve")}
          </Button>,
          <Button
            key="reject"
            danger
            disabled={!wizard.actions.includes("wizardReject")}
            onClick={() => setRejecting(true)}
          >
            {t("final-reject")}
          </Button>,
          <Button key="look" onClick={() => setPhase("form")}>
            {t("final-one-more-look")}
          </Button>,
        ]}
      />
    );
  } else {
    body = (
      <Result
        status="info"
        title={t("final-viewed")}
        extra={[
          <Button key="look" onClick={() => setPhase("form")}>
            {t("final-one-more-look")}
          </Button>,
          <Button key="back" type="primary" onClick={back}>
            {t("final-back")}
          </Button>,
        ]}
      />
    );
  }

  return (
    <div className="page wizard-page">
      {titleLine}
      {hasStatus(wizard, "rejected") && wizard.rejections.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="wizard-rejection"
          title={t("wizard-rejected-because", { reason: wizard.rejections.at(-1)?.reason || "-" })}
          action={
            <Button size="small" onClick={() => setNotesOpen(true)}>
              {t("notes-open")}
            </Button>
          }
        />
      )}
      {body}
      <RejectDialog
        open={rejecting}
        busy={busy === "wizardReject"}
        choices={choices}
        onCancel={() => setRejecting(false)}
        onReject={async (reason, rejectNotes) => {
          const sent = await run(
            "wizardReject",
            { reason, ...(rejectNotes.length > 0 ? { notes: rejectNotes } : {}) },
            "workflow-rejected",
          );
          if (sent) {
            setRejecting(false);
            back();
          }
        }}
      />
      <NotesDrawer
        open={notesOpen}
        onClose={() => setNotesOpen(false)}
        choices={choices}
        notes={notes}
        rejections={wizard.rejections}
        onJump={(choice) => jumpTo(choice.configKey, choice.field)}
        onAdd={() => addNote(undefined)}
        onResolve={resolveNote}
      />
      {addingNote !== null && (
        <AddNoteModal
          reportId={wizard._id}
          choices={choices}
          initialField={addingNote || undefined}
          onClose={() => setAddingNote(null)}
          onAdded={(note) => {
            setNotes((all) => [...all, note]);
            setAddingNote(null);
          }}
        />
      )}
    </div>
  );
}

function StartScreen({
  wizard,
  title,
  busy,
  onStart,
  onPreview,
}: {
  wizard: Wizard;
  title: string;
  busy: boolean;
  onStart(settings: ReportSettingsValues): void;
  onPreview(): void;
}) {
  const t = useT();
  const [settings, setSettings] = useState<ReportSettingsValues>({
    currency: wizard.settings.currency,
    reportingScale: wizard.settings.reportingScale,
  });
  const [changing, setChanging] = useState(false);
  const mayStart = wizard.actions.includes("wizardStartSubmission");
  const covenants = wizard.steps.length > 0 && wizard.steps.every((step) => step.config.type === "covenants");
  const open = wizard.previousOpenReports;
  return (
    <Card className="wizard-start">
      <Typography.Title level={4}>{t("start-title", { title })}</Typography.Title>
      <Typography.Title level={5}>{t("start-step-settings")}</Typography.Title>
      <Descriptions size="small" column={1} bordered className="wizard-settings">
        <Descriptions.Item label={t("settings-currency")}>{settings.currency}</Descriptions.Item>
        <Descriptions.Item label={t("settings-scale")}>{`1/${settings.reportingScale}`}</Descriptions.Item>
      </Descriptions>
      {mayStart && (
        <Button className="wizard-change-settings" onClick={() => setChanging(true)}>
          {t("settings-change")}
        </Button>
      )}
      <Typography.Title level={5}>{t("start-step-previous")}</Typography.Title>
      {open.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t("start-previous-open", { n: open.length })}
          description={
            <ul>
              {open.map((report) => (
                <li key={report._id}>
                  {report.config.name} — {periodLabel(report.context.numeric)}
                </li>
              ))}
            </ul>
          }
        />
      ) : (
        <Typography.Paragraph type="secondary">{t("start-no-previous-open")}</Typography.Paragraph>
      )}
      <Typography.Title level={5}>{t("start-reporting")}</Typography.Title>
      {covenants ? (
        <Button type="primary" disabled={!mayStart} loading={busy} onClick={() => onStart(settings)}>
          {t("start-submission")}
        </Button>
      ) : (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Card title={t("start-file-based")} className="wizard-option" aria-label={t("start-file-based")}>
              <Typography.Paragraph type="secondary">{t("start-file-based-text")}</Typography.Paragraph>
              <FileSubmissionPanel wizard={wizard} settings={settings} disabled={!mayStart || busy} />
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card title={t("start-manual")} className="wizard-option" aria-label={t("start-manual")}>
              <Typography.Paragraph type="secondary">{t("start-manual-text")}</Typography.Paragraph>
              {/* Named apart from the file's Start button beside it (WCAG 2.4.6): both start a submission. */}
              <Button type="primary" disabled={!mayStart} loading={busy} onClick={() => onStart(settings)}>
                {t("start-submission-manual")}
              </Button>
            </Card>
          </Col>
        </Row>
      )}
      <Button type="link" className="wizard-preview" onClick={onPreview}>
        {t("start-preview")}
      </Button>
      <SettingsModal
        open={changing}
        initial={settings}
        onCancel={() => setChanging(false)}
        onSave={(values) => {
          setSettings(values);
          setChanging(false);
        }}
      />
    </Card>
  );
}
