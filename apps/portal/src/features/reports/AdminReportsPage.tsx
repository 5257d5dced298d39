// /{product}/admin/reports (spec 3 §2, §9): every report instance, 25 a page on the server, with the text
// filter and sorting of the report grid, the status tag (overdue for a created report past its due date),
// and per row Reopen (not for created reports), Delete (two confirmations) and Remind (reports waiting for
// their client). A row opens the report, as in the provider's report list.
import { Card, Typography } from "antd";
import { useT } from "../../i18n/useT";
import { RemindReportAction } from "./RemindReportAction";
import { ReportAdminActions } from "./ReportAdminActions";
import { ReportsGrid } from "./ReportsGrid";

export function AdminReportsPage() {
  const t = useT();
  return (
    <div className="page">
      <Typography.Title level={2}>{t("menu-admin-reports")}</Typography.Title>
      <Card>
        <ReportsGrid
          list="adminReports"
          full
          sortable
          rowActions={(row, refetch) => (
            <ReportAdminActions report={row} onDone={refetch}>
              <RemindReportAction report={row} />
            </ReportAdminActions>
          )}
        />
      </Card>
    </div>
  );
}
