// The provider landing page (/{product}/). The dashboard grids of spec 2 come with the reporting work;
// until then it greets the user and shows the service status.
import { Alert, Card, Descriptions, Spin, Typography } from "antd";
import { useT } from "../../i18n/useT";
import { useSession } from "../session/RequireAuth";
import { useApiHealth } from "./useApiHealth";

export function ProviderHome() {
  const t = useT();
  const session = useSession();
  const health = useApiHealth();
  return (
    <div className="page">
      <Typography.Title level={2}>{t("menu-dashboard")}</Typography.Title>
      <Typography.Paragraph>{t("home-welcome", { name: session.user.fullName })}</Typography.Paragraph>
      <Card title={t("service-status")} className="status-card">
        {health.isPending && <Spin aria-label={t("service-checking")} />}
        {health.isError && (
          <Alert type="error" showIcon title={t("service-unreachable")} description={health.error.message} />
        )}
        {health.data && (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t("service-api")}>
              {health.data.status === "ok" ? t("service-running") : t("service-degraded")}
            </Descriptions.Item>
            <Descriptions.Item label={t("service-database")}>
              {health.data.database.status === "up" ? t("service-connected") : t("service-unavailable")}
            </Descriptions.Item>
            <Descriptions.Item label={t("service-version")}>{health.data.version}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
    </div>
  );
}
