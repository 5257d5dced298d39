import { Typography } from "antd";
import { useT } from "../i18n/I18nProvider";
import { TemplateList } from "./templates/TemplateList";

/** `/forms`: every form template. */
export function FormTemplates() {
  const t = useT();
  return (
    <>
      <Typography.Title level={1} className="studio-section-title">
        {t("sections-forms-title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("sections-forms-hint")}</Typography.Paragraph>
      <TemplateList kind="form" />
    </>
  );
}
