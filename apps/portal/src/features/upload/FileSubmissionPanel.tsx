// "File Based Submission" on the wizard's start screen (spec 2 §2, §5, §8): choose a filled template, check
// it here (one file, .xls/.xlsx, under 3 MB), send it with a progress bar, and show what the API answered:
// submitted (the wizard reloads), detailed validation errors, an outdated template (proceed or go back), or
// a refusal. "Download template" fetches the report's pre-filled template.
import { InboxOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Flex, Progress, Space, Typography, Upload } from "antd";
import type { UploadFile } from "antd";
import { useMemo, useState } from "react";
import { errorMessage } from "../../api/errors";
import type { Wizard } from "../../api/types";
import { useT } from "../../i18n/useT";
import { reportKeys } from "../reports/queryKeys";
import { choiceKey, fieldChoices, fieldName } from "../wizard/notes";
import { wizardKeys } from "../wizard/queryKeys";
import { useNotify } from "../../ui/notify";
import type { OutdatedForm, ValidationProblems } from "./answers";
import { fileProblem } from "./fileChecks";
import type { FileProblem } from "./fileChecks";
import { OutdatedTemplateModal } from "./OutdatedTemplateModal";
import { NetworkError, TemplateDownloadError, fetchTemplate, postUpload } from "./requests";
import { saveFile } from "./saveFile";
import { useCredentials } from "./useCredentials";
import { ValidationErrorsModal } from "./ValidationErrorsModal";

const ACCEPT = ".xls,.xlsx";

interface Failure {
  message: string;
  problems?: ValidationProblems;
}

export function FileSubmissionPanel({
  wizard,
  settings,
  disabled,
}: {
  wizard: Wizard;
  /** The reporting settings chosen on the start screen, sent with the file. */
  settings: { currency: string; reportingScale: number };
  /** The user may not start a submission now. */
  disabled: boolean;
}) {
  const t = useT();
  const notify = useNotify();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const { credentials, checkSession } = useCredentials();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  /** Share of the file sent, 0 to 1, while an upload runs; null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [details, setDetails] = useState<ValidationProblems | null>(null);
  const [outdated, setOutdated] = useState<OutdatedForm[] | null>(null);
  const [downloading, setDownloading] = useState(false);
  const uploading = progress !== null;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem(chosen ? fileProblem(chosen) : null);
    setFailure(null);
  };

  const upload = async (acceptOutdated: boolean) => {
    const found = fileProblem(file);
    setProblem(found);
    if (found || !file) return;
    setFailure(null);
    setProgress(0);
    try {
      const answer = await postUpload(
        {
          file,
          reportId: wizard._id,
          clientId: wizard.client._id,
          numeric: wizard.context.numeric,
          settings,
          acceptOutdated,
        },
        credentials(),
        setProgress,
      );
      if (answer.kind === "outdated") {
        setOutdated(answer.forms);
        return;
      }
      setOutdated(null);
      if (answer.kind === "submitted") {
        notify.success(t("upload-submitted"));
        // The report changed status: the wizard (which starts over at its new entry) and every list.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: reportKeys.all }),
          queryClient.invalidateQueries({ queryKey: wizardKeys.all }),
        ]);
      } else if (answer.kind === "invalid") {
        setFailure({ message: answer.message, problems: answer.problems });
      } else {
        if (answer.status === 401) checkSession();
        setFailure({ message: answer.message || t("upload-refused", { status: answer.status }) });
      }
    } catch (error) {
      setOutdated(null);
      setFailure({
        message: error instanceof NetworkError ? t("upload-network-failed") : errorMessage(error),
      });
    } finally {
      setProgress(null);
    }
  };

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      const { blob, filename } = await fetchTemplate(
        { reportId: wizard._id, clientId: wizard.client._id },
        credentials(),
      );
      try {
        saveFile(blob, filename ?? `${wizard.client.name}_factsheetTemplate.xlsx`);
      } catch {
        throw new TemplateDownloadError("processing");
      }
    } catch (error) {
      const failed = error instanceof TemplateDownloadError ? error : new TemplateDownloadError("processing");
      if (failed.status === 401) checkSession();
      const description =
        failed.failure === "server"
          ? failed.message
          : failed.failure === "retry"
            ? t("template-try-again")
            : t("template-processing-failed");
      notification.error({
        key: "template-download",
        title: t("template-failed"),
        description,
        role: "alert",
      });
    } finally {
      setDownloading(false);
    }
  };

  const fileList: UploadFile[] = file
    ? [
        {
          uid: "chosen",
          name: file.name,
          size: file.size,
          status: problem ? "error" : "done",
          originFileObj: file as UploadFile["originFileObj"],
        },
      ]
    : [];
  const percent = progress === null ? 0 : Math.round(progress * 100);
  const formName = (key: string) => wizard.steps.find((step) => step.config.key === key)?.config.name ?? key;
  // Every field of the report, hidden ones too: only a name lookup for the fields the file has.
  const fieldNames = useMemo(
    () => new Map(fieldChoices(wizard, true).map((choice) => [choiceKey(choice), fieldName(choice)])),
    [wizard],
  );

  return (
    <Flex vertical gap="small" className="upload-panel">
      <Upload.Dragger
        // Manual mode: nothing is sent until Start Submission; a new choice replaces the last.
        beforeUpload={(chosen) => {
          choose(chosen);
          return false;
        }}
        onRemove={() => choose(null)}
        fileList={fileList}
        maxCount={1}
        multiple={false}
        // The picker offers spreadsheets; a dropped file of another type still reaches the checks.
        accept={{ format: ACCEPT, filter: "native" }}
        disabled={disabled || uploading}
        showUploadList={{ showRemoveIcon: !uploading }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t("upload-choose")}</p>
        <p className="ant-upload-hint">{t("upload-hint")}</p>
      </Upload.Dragger>
      {problem && (
        <Typography.Text type="danger" role="alert" className="upload-problem">
          {t(problem)}
        </Typography.Text>
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="upload-failure"
          title={t("upload-failed")}
          description={
            <>
              {failure.message}{" "}
              {failure.problems && (
                <Button
                  type="link"
                  size="small"
                  className="upload-view-errors"
                  style={{ padding: 0, height: "auto" }}
                  onClick={() => setDetails(failure.problems ?? null)}
                >
                  {t("upload-view-errors")}
                </Button>
              )}
            </>
          }
        />
      )}
      {uploading && (
        <div className="upload-progress">
          <Progress percent={percent} status="active" aria-label={t("upload-progress")} />
          <Typography.Text type="secondary">
            {percent < 100 ? t("upload-sending") : t("upload-checking")}
          </Typography.Text>
        </div>
      )}
      <Space wrap>
        <Button
          type="primary"
          disabled={disabled || uploading}
          loading={uploading && outdated === null}
          onClick={() => void upload(false)}
        >
          {t("start-submission-file")}
        </Button>
        <Button loading={downloading} onClick={() => void downloadTemplate()}>
          {t("start-download-template")}
        </Button>
      </Space>
      <ValidationErrorsModal
        problems={details}
        fieldName={(field) => fieldNames.get(field)}
        onClose={() => setDetails(null)}
      />
      <OutdatedTemplateModal
        forms={outdated}
        formName={formName}
        busy={uploading}
        onProceed={() => void upload(true)}
        onBack={() => setOutdated(null)}
      />
    </Flex>
  );
}
