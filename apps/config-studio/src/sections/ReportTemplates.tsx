import { Typography } from "antd";
import { useT } from "../i18n/I18nProvider";
import { TemplateList } from "./templates/TemplateList";

/** `/reports`: every report template. */
export function ReportTemplates() {
  const t = useT();
  return (
    <>
      <Typography.Title level={1} className="studio-section-title">
        {t("sections-reports-title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("sections-reports-hint")}</Typography.Paragraph>
      <TemplateList kind="report" />
    </>
  );
}
