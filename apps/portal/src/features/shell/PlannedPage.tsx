// A route of the spec whose screen belongs to a later piece of work: the shell, menu and address already
// work; the page names what it will show (the route's title).
import { Card, Typography } from "antd";
import { useT } from "../../i18n/useT";
import { useRouteTitleId } from "../../routing/RouteScreen";

export function PlannedPage() {
  const t = useT();
  return (
    <Card>
      <Typography.Title level={3}>{t(useRouteTitleId())}</Typography.Title>
      <Typography.Paragraph type="secondary">{t("page-planned")}</Typography.Paragraph>
    </Card>
  );
}
