import { Alert, Card, Descriptions, Spin, Typography } from "antd";
import { useApiHealth } from "./useApiHealth";

export function HomePage() {
  const health = useApiHealth();
  return (
    <Card>
      <Typography.Title level={3}>Ledgerline</Typography.Title>
      <Typography.Paragraph type="secondary">
        Reporting between the fund and the institutions it finances.
      </Typography.Paragraph>
      {health.isPending && <Spin aria-label="Checking the service" />}
      {health.isError && <Alert type="error" showIcon title="The service cannot be reached" description={health.error.message} />}
      {health.data && (
        <Descriptions size="small" column={1} bordered title="Service status">
          <Descriptions.Item label="API">{health.data.status === "ok" ? "Running" : "Degraded"}</Descriptions.Item>
          <Descriptions.Item label="Database">{health.data.database.status === "up" ? "Connected" : "Unavailable"}</Descriptions.Item>
          <Descriptions.Item label="Version">{health.data.version}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
