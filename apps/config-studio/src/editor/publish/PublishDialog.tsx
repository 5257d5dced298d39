// The publish dialog: before publishing a draft the author sees what the server's check finds (errors block,
// warnings do not), what changed since the published version, and for forms what the draft would change in
// clients' approved reports. Publishing asks the server, which checks again and may refuse; its answer (new
// version, problems, or a conflict with someone else's change) is shown here.
import { Alert, Button, Modal, Spin, Typography, message } from "antd";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { StudioApiError } from "../../api/client";
import { publishedTemplatesKey } from "../../api/publishedTemplates";
import { localizeApiError, localizeWording } from "../../i18n/apiMessages";
import { useT } from "../../i18n/I18nProvider";
import { ChangesOf } from "./ChangeList";
import { ImpactSection } from "./ImpactSection";
import { ProblemList, isBlocking } from "./ProblemList";
import { checkTemplate, fetchTemplate, fetchTemplateDiff, publishTemplate } from "./templateApi";
import type { TemplateKind, TemplateProblem } from "./templateApi";

export interface PublishDialogProps {
  open: boolean;
  kind: TemplateKind;
  templateKey: string;
  revision: number;
  publishedVersion: string | null;
  onClose(): void;
  onPublished(version: string): void;
}

type PublishOutcome =
  | { status: "published"; version: string }
  | { status: "refused"; message: string; problems: TemplateProblem[] }
  | { status: "conflict"; message: string };

export function PublishDialog(props: PublishDialogProps) {
  const t = useT();
  const [messages, messageHolder] = message.useMessage();
  return (
    <>
      {messageHolder}
      <Modal
        open={props.open}
        title={t(props.kind === "form" ? "publish-title-form" : "publish-title-report", {
          key: props.templateKey,
        })}
        onCancel={props.onClose}
        keyboard
        destroyOnHidden
        width={760}
        footer={null}
      >
        {props.open && (
          <PublishBody
            {...props}
            onPublished={(version) => {
              void messages.success(t("publish-done", { version }));
              props.onPublished(version);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function PublishBody({
  kind,
  templateKey,
  revision,
  publishedVersion,
  onClose,
  onPublished,
}: PublishDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const problemsId = useId();
  const changesId = useId();
  const blockedId = useId();
  // The draft is read again (not taken from the editor) so that the check judges what the server will publish.
  const check = useQuery({
    queryKey: ["studio-publish-check", kind, templateKey, revision],
    queryFn: async () => {
      const draft = await fetchTemplate(kind, templateKey);
      if (!draft) throw new StudioApiError("NOT_FOUND", t("publish-draft-missing"));
      return checkTemplate(kind, draft.config);
    },
    staleTime: 0,
    gcTime: 0,
  });
  const diff = useQuery({
    queryKey: ["studio-publish-diff", kind, templateKey, publishedVersion, revision],
    queryFn: () => fetchTemplateDiff(kind, templateKey, publishedVersion!, "draft"),
    enabled: publishedVersion !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const publish = useMutation<PublishOutcome>({
    mutationFn: async () => {
      try {
        const result = await publishTemplate(kind, templateKey, revision);
        if (result.success && result.document?.version)
          return { status: "published", version: result.document.version };
        if (result.error?.code === "CONFLICT")
          return { status: "conflict", message: localizeWording(t, result.error) };
        return {
          status: "refused",
          message: result.error ? localizeWording(t, result.error) : t("publish-refused"),
          problems: result.problems,
        };
      } catch (failure) {
        if (failure instanceof StudioApiError && failure.code === "CONFLICT")
          return { status: "conflict", message: localizeApiError(t, failure) };
        throw failure;
      }
    },
    onSuccess: (outcome) => {
      if (outcome.status !== "published") return;
      void queryClient.invalidateQueries({ queryKey: publishedTemplatesKey(kind) });
      onPublished(outcome.version);
    },
  });
  const outcome = publish.data;
  const problems = check.data ?? [];
  const errorCount = problems.filter(isBlocking).length;
  const blocked = !check.isSuccess || errorCount > 0;
  const published = outcome?.status === "published";

  return (
    <div className="studio-publish">
      <section aria-labelledby={problemsId}>
        <Typography.Title level={3} id={problemsId} style={{ fontSize: 15 }}>
          {t("publish-problems-title")}
        </Typography.Title>
        {check.isPending && <Spin aria-label={t("publish-checking")} />}
        {check.isError && (
          <Alert
            type="error"
            role="alert"
            title={t("publish-check-failed")}
            description={localizeApiError(t, check.error)}
          />
        )}
        {check.isSuccess &&
          (problems.length === 0 ? (
            <Typography.Paragraph>{t("publish-no-problems")}</Typography.Paragraph>
          ) : (
            <ProblemList problems={problems} labelledBy={problemsId} />
          ))}
      </section>

      {publishedVersion !== null && (
        <section aria-labelledby={changesId}>
          <Typography.Title level={3} id={changesId} style={{ fontSize: 15 }}>
            {t("publish-changes-title", { version: publishedVersion })}
          </Typography.Title>
          <ChangesOf
            diff={diff}
            labelledBy={changesId}
            texts={{
              loading: "publish-diff-loading",
              failed: "publish-diff-failed",
              none: "publish-no-changes",
            }}
          />
        </section>
      )}
      {publishedVersion === null && <Typography.Paragraph>{t("publish-first-version")}</Typography.Paragraph>}

      {kind === "form" && <ImpactSection formKey={templateKey} />}

      {outcome?.status === "conflict" && (
        <Alert
          type="error"
          role="alert"
          style={{ marginTop: 12 }}
          title={t("publish-conflict")}
          description={outcome.message}
        />
      )}
      {outcome?.status === "refused" && (
        <Alert
          type="error"
          role="alert"
          style={{ marginTop: 12 }}
          title={t("publish-refused")}
          description={
            <>
              <p>{outcome.message}</p>
              {outcome.problems.length > 0 && (
                <ProblemList problems={outcome.problems} labelledBy={problemsId} />
              )}
            </>
          }
        />
      )}
      {publish.isError && (
        <Alert
          type="error"
          role="alert"
          style={{ marginTop: 12 }}
          title={t("publish-failed")}
          description={localizeApiError(t, publish.error)}
        />
      )}
      {published && (
        <Alert
          type="success"
          style={{ marginTop: 12 }}
          title={t("publish-done", { version: outcome.version })}
        />
      )}

      {check.isSuccess && errorCount > 0 && (
        <Typography.Paragraph id={blockedId} type="danger" style={{ marginTop: 12 }}>
          {t("publish-blocked", { count: errorCount })}
        </Typography.Paragraph>
      )}
      <div
        className="studio-publish-footer"
        style={{ display: "flex", gap: 8, justifyContent: "flex-end", marginTop: 16 }}
      >
        <Button onClick={onClose}>{t(published ? "publish-close" : "publish-cancel")}</Button>
        {!published && (
          <Button
            type="primary"
            onClick={() => publish.mutate()}
            loading={publish.isPending}
            disabled={blocked || publish.isPending}
            aria-describedby={check.isSuccess && errorCount > 0 ? blockedId : undefined}
          >
            {t("publish-submit")}
          </Button>
        )}
      </div>
    </div>
  );
}
