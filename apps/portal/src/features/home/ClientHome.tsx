// The client landing page (/client/{clientKey}/). Its summary blocks, grid and charts (spec 2) come with
// the reporting work.
import { Card, Typography } from "antd";
import { useAtomValue } from "jotai";
import { useT } from "../../i18n/useT";
import { currentClientAtom } from "../../state/atoms";

export function ClientHome() {
  const t = useT();
  const client = useAtomValue(currentClientAtom);
  return (
    <div className="page">
      <Typography.Title level={2}>{client?.name}</Typography.Title>
      <Card title={t("menu-dashboard")}>
        <Typography.Paragraph type="secondary">{t("page-planned")}</Typography.Paragraph>
      </Card>
    </div>
  );
}
