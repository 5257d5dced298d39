// The report lists (spec 2 §2): /client/{clientKey}/reports[/{reportKey}] (no column sorting) and
// /{product}/reports[/{reportId}] (every client in scope, sortable), with the Create Report modal. Admins
// get the Add button at the top and the bottom (the modal without a client locked in the provider list)
// and the report admin actions on each row.
import { PlusOutlined } from "@ant-design/icons";
import { Button, Card, Flex, Typography } from "antd";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { templateTitle } from "../../i18n/translated";
import { useT } from "../../i18n/useT";
import { currentClientAtom, languageAtom } from "../../state/atoms";
import { can } from "../session/permissions";
import { useSession } from "../session/RequireAuth";
import { useEssentials } from "../session/queries";
import { CreateReportModal } from "./CreateReportModal";
import { ReportAdminActions, useReportAdmin } from "./ReportAdminActions";
import { ReportsGrid } from "./ReportsGrid";
import { reportPath } from "./status";

export function useMayCreateReports(): boolean {
  const session = useSession();
  return (
    session.user.isClient ||
    session.user.isAdmin ||
    can(session.permissions, "reports", "audit") ||
    can(session.permissions, "reports", "edit")
  );
}

export function ReportListPage({ scope }: { scope: "client" | "provider" }) {
  const t = useT();
  const params = useParams();
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom);
  const client = useAtomValue(currentClientAtom);
  const essentials = useEssentials().data;
  const mayCreate = useMayCreateReports();
  const [creating, setCreating] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const session = useSession();
  const admin = useReportAdmin();
  const isAdmin = session.user.isAdmin;
  const reportKey = scope === "client" ? params.reportKey : params.reportId;
  const template = reportKey
    ? essentials?.reportConfigs.find((config) => config.key === reportKey)
    : undefined;
  const title = template
    ? templateTitle(template, language)
    : t(scope === "client" ? "menu-reporting" : "menu-reports");
  const inClient = scope === "client" ? client : null;

  return (
    <div className="page">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={2}>{title}</Typography.Title>
        {mayCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t("create-report")}
          </Button>
        )}
      </Flex>
      <Card>
        <ReportsGrid
          clientId={inClient?._id}
          reportKey={reportKey}
          full
          sortable={scope === "provider"}
          refresh={refresh}
          rowActions={
            admin.mayDelete || admin.mayReopen
              ? (row, refetch) => <ReportAdminActions report={row} onDone={refetch} />
              : undefined
          }
        />
        {isAdmin && mayCreate && (
          <Flex justify="flex-end" className="reports-add-bottom">
            <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t("report-admin-add")}
            </Button>
          </Flex>
        )}
      </Card>
      <CreateReportModal
        open={creating}
        client={inClient}
        onClose={() => setCreating(false)}
        onCreated={(report) => {
          setCreating(false);
          setRefresh((count) => count + 1);
          navigate(reportPath(report));
        }}
      />
    </div>
  );
}
