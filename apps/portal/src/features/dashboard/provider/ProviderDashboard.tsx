// The provider dashboard, /{product}/ (spec 2 §2): the latest reports (5 rows, More → /{product}/reports) and
// the clients (5 rows). A report row opens the client's report for its period; a client row its dashboard.
import { Button, Card, Typography } from "antd";
import { useNavigate } from "react-router-dom";
import { usePortalConfig } from "../../../config";
import { useT } from "../../../i18n/useT";
import { useSession } from "../../session/RequireAuth";
import { ReportsGrid } from "../../reports/ReportsGrid";
import { ClientsGrid } from "./ClientsGrid";
import "../dashboard.css";

export function ProviderDashboard() {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const { providerKey } = usePortalConfig();
  return (
    <div className="page provider-dashboard">
      <Typography.Title level={2}>{t("menu-dashboard")}</Typography.Title>
      <Typography.Paragraph>{t("home-welcome", { name: session.user.fullName })}</Typography.Paragraph>
      <Card
        title={t("dashboard-latest-reports")}
        className="dashboard-card"
        extra={
          <Button type="link" onClick={() => navigate(`/${providerKey}/reports`)}>
            {t("dashboard-more")}
          </Button>
        }
      >
        <ReportsGrid sortable />
      </Card>
      <Card title={t("dashboard-clients")} className="dashboard-card">
        <ClientsGrid />
      </Card>
    </div>
  );
}
