// A route of the spec whose screen belongs to a later piece of work: the shell, menu and address already
// work; the page names what it will show.
import { Card, Typography } from "antd";
import { useAtomValue } from "jotai";
import { useParams } from "react-router-dom";
import { templateTitle } from "../../i18n/translated";
import { useT } from "../../i18n/useT";
import { languageAtom } from "../../state/atoms";
import { useEssentials } from "../session/queries";

export function PlannedPage({ titleId, title }: { titleId: string; title?: string }) {
  const t = useT();
  return (
    <Card>
      <Typography.Title level={3}>{title ?? t(titleId)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t("page-planned")}</Typography.Paragraph>
    </Card>
  );
}

/** A form-data or report page: titled with the template's name in the interface language. */
export function PlannedTemplatePage({ kind, titleId }: { kind: "form" | "report"; titleId: string }) {
  const { formKey, reportKey, reportId } = useParams();
  const language = useAtomValue(languageAtom);
  const essentials = useEssentials().data;
  const key = kind === "form" ? formKey : (reportKey ?? reportId);
  const forms = [
    ...(essentials?.formConfigs ?? []),
    ...(essentials?.categorisedForms ?? []).flatMap((group) => group.forms),
  ];
  const template =
    kind === "form"
      ? forms.find((form) => form.key === key)
      : essentials?.reportConfigs.find((report) => report.key === key);
  return <PlannedPage titleId={titleId} title={template ? templateTitle(template, language) : undefined} />;
}
