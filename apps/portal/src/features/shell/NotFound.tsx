import { Result } from "antd";
import { useT } from "../../i18n/useT";

export function NotFound() {
  const t = useT();
  return <Result status="404" title={t("not-found")} subTitle={t("not-found-detail")} />;
}
