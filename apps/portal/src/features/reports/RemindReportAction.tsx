// The Remind action of a report row (spec 2 §4 names it among the admin actions): offered for reports that
// wait for their client (created, also overdue, and rejected); after a confirmation naming the client, the API
// e-mails the client's active users and answers how many were reached.
import { MailOutlined } from "@ant-design/icons";
import { App, Button, Tooltip } from "antd";
import { useState } from "react";
import { useApi } from "../../api/ApiContext";
import { assertSuccess } from "../../api/mutationResult";
import type { ReportInstance } from "../../api/types";
import { localizeApiError } from "../../i18n/apiMessages";
import { useT } from "../../i18n/useT";
import { useNotify } from "../../ui/notify";
import { useReportAdmin } from "./ReportAdminActions";
import { isRemindable, periodLabel } from "./status";
import { RemindReportDocument } from "../../api/generated/typed/features/reports/adminDocuments";

export function RemindReportAction({ report }: { report: ReportInstance }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const { modal } = App.useApp();
  const { mayRemind } = useReportAdmin();
  const [busy, setBusy] = useState(false);
  if (!mayRemind || !isRemindable(report)) return null;
  const name = `${report.config.name} ${periodLabel(report.context.numeric)} (${report.client.name})`;

  const remind = async () => {
    setBusy(true);
    try {
      const answer = await api.graphql(RemindReportDocument, {
        instanceId: report._id,
      });
      assertSuccess(answer.remindReport, t("adminreports-remind-failed", { message: "" }));
      notify.success(t("adminreports-reminded", { count: answer.remindReport.sent }));
    } catch (error) {
      notify.error(t("adminreports-remind-failed", { message: localizeApiError(t, error) }));
    } finally {
      setBusy(false);
    }
  };

  const confirm = () =>
    modal.confirm({
      title: t("adminreports-remind-title"),
      content: t("adminreports-remind-text", { client: report.client.name }),
      okText: t("adminreports-remind"),
      cancelText: t("cancel"),
      onOk: remind,
    });

  return (
    <Tooltip title={t("adminreports-remind")}>
      <Button
        size="small"
        icon={<MailOutlined />}
        aria-label={`${t("adminreports-remind")}: ${name}`}
        loading={busy}
        onClick={confirm}
      />
    </Tooltip>
  );
}
