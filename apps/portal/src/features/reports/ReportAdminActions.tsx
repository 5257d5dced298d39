// The report admin actions of a list row (spec 2 §4, §8): reopen (any status but created; back to
// in_progress, data kept) and delete (every status; two confirmations: delete the report, then delete or
// keep its form data). Each action shows only with its permission (reports.reopen, reports.delete), which is
// what the API checks.
import { DeleteOutlined, RollbackOutlined } from "@ant-design/icons";
import { App, Button, Flex, Space, Tooltip } from "antd";
import { useState } from "react";
import type { ReactNode } from "react";
import { useApi } from "../../api/ApiContext";
import { assertSuccess } from "../../api/mutationResult";
import type { MutationResult, ReportInstance } from "../../api/types";
import { localizeApiError } from "../../i18n/apiMessages";
import { useT } from "../../i18n/useT";
import { useNotify } from "../../ui/notify";
import { can } from "../session/permissions";
import { useSession } from "../session/RequireAuth";
import { hasStatus, periodLabel } from "./status";
import {
  DeleteReportInstanceDocument,
  ReopenReportInstanceDocument,
} from "../../api/generated/typed/features/reports/adminDocuments";

export function useReportAdmin(): { mayDelete: boolean; mayReopen: boolean; mayRemind: boolean } {
  const session = useSession();
  const mayReopen = can(session.permissions, "reports", "reopen");
  // remindReport asks for the permission of the admin reports list, reports.reopen.
  return { mayDelete: can(session.permissions, "reports", "delete"), mayReopen, mayRemind: mayReopen };
}

export interface ReportAdminActionsProps {
  report: ReportInstance;
  onDone(): void;
  /** More actions of the row, shown first in the group (whose clicks stay off the row). */
  children?: ReactNode;
}

export function ReportAdminActions({ report, onDone, children }: ReportAdminActionsProps) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const { modal } = App.useApp();
  const { mayDelete, mayReopen } = useReportAdmin();
  const [busy, setBusy] = useState<"delete" | "reopen" | null>(null);
  const name = `${report.config.name} ${periodLabel(report.context.numeric)} (${report.client.name})`;

  const perform = async (
    action: "delete" | "reopen",
    call: () => Promise<MutationResult | null | undefined>,
    failure: string,
    success: string,
  ) => {
    setBusy(action);
    try {
      assertSuccess(await call(), t(failure, { message: "" }));
      notify.success(t(success, { name }));
      onDone();
    } catch (error) {
      notify.error(t(failure, { message: localizeApiError(t, error) }));
    } finally {
      setBusy(null);
    }
  };

  const remove = (includeForms: boolean) =>
    perform(
      "delete",
      () =>
        api
          .graphql(DeleteReportInstanceDocument, {
            instanceId: report._id,
            includeForms,
          })
          .then((answer) => answer.deleteReportInstance),
      "report-admin-delete-failed",
      "report-admin-deleted",
    );

  // The second confirmation: keep or delete the report's form data (it may feed the form-data pages and
  // exports, so keeping it comes first); Cancel, the close button or Escape delete nothing.
  const askAboutData = () => {
    const dialog = modal.confirm({
      title: t("report-admin-delete-data-title"),
      content: t("report-admin-delete-data-text"),
      closable: true,
      footer: (
        <Flex justify="flex-end" gap="small" wrap style={{ marginTop: 16 }}>
          <Button onClick={() => dialog.destroy()}>{t("cancel")}</Button>
          <Button
            onClick={() => {
              dialog.destroy();
              void remove(false);
            }}
          >
            {t("report-admin-keep-data")}
          </Button>
          <Button
            danger
            type="primary"
            onClick={() => {
              dialog.destroy();
              void remove(true);
            }}
          >
            {t("report-admin-delete-data")}
          </Button>
        </Flex>
      ),
    });
  };

  const confirmDelete = () =>
    modal.confirm({
      title: t("report-admin-delete-title"),
      content: t("report-admin-delete-text", { name }),
      okText: t("report-admin-delete"),
      okButtonProps: { danger: true },
      cancelText: t("cancel"),
      onOk: () => askAboutData(),
    });

  const confirmReopen = () =>
    modal.confirm({
      title: t("report-admin-reopen-title"),
      content: t("report-admin-reopen-text", { name }),
      okText: t("report-admin-reopen"),
      cancelText: t("cancel"),
      onOk: () =>
        perform(
          "reopen",
          () =>
            api
              .graphql(ReopenReportInstanceDocument, {
                instanceId: report._id,
                clientId: report.client._id,
                numeric: report.context.numeric,
              })
              .then((answer) => answer.reopenReportInstance),
          "report-admin-reopen-failed",
          "report-admin-reopened",
        ),
    });

  return (
    // The row opens the report on click: the actions keep their clicks (and keys) to themselves.
    <Space size="small" onClick={(event) => event.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      {children}
      {mayReopen && !hasStatus(report, "created") && (
        <Tooltip title={t("report-admin-reopen")}>
          <Button
            size="small"
            icon={<RollbackOutlined />}
            aria-label={`${t("report-admin-reopen")}: ${name}`}
            loading={busy === "reopen"}
            onClick={confirmReopen}
          />
        </Tooltip>
      )}
      {mayDelete && (
        <Tooltip title={t("report-admin-delete")}>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${t("report-admin-delete")}: ${name}`}
            loading={busy === "delete"}
            onClick={confirmDelete}
          />
        </Tooltip>
      )}
    </Space>
  );
}
