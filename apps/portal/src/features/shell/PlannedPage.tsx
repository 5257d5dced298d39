// A route of the spec whose screen belongs to a later piece of work: the shell, menu and address already
// work; the page names what it will show.
import { Card, Typography } from "antd";
import { useT } from "../../i18n/useT";

export function PlannedPage({ titleId, title }: { titleId: string; title?: string }) {
  const t = useT();
  return (
    <Card>
      <Typography.Title level={3}>{title ?? t(titleId)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t("page-planned")}</Typography.Paragraph>
    </Card>
  );
}
