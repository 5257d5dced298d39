// The reminder mail of one report to one user: the report named in the user's language, with a link that
// opens it in the portal (the wizard's address: /client/{clientKey}/reports/{templateKey}/{YYYY-MM}).
import { dateNumberToIso, monthOf } from "@ledgerline/schemas";
import { formatMailDate, mailLanguage, renderMail } from "../mail/templates";
import type { RenderedMail } from "../mail/templates";
import type { ReportInstanceDoc } from "../reports/model";
import { translate } from "../reports/model";
import type { MailRecipient } from "../users/users";

function reportLink(publicUrl: string, report: Pick<ReportInstanceDoc, "client" | "config" | "context">) {
  const path = [report.client.key, "reports", report.config.key, monthOf(report.context.numeric)]
    .map(encodeURIComponent)
    .join("/");
  return `${publicUrl}/client/${path}`;
}

export function reminderMail(
  publicUrl: string,
  report: ReportInstanceDoc,
  user: MailRecipient,
): RenderedMail {
  const language = mailLanguage(user.language);
  return renderMail("reportReminder", language, {
    name: user.fullName,
    client: report.client.name,
    template: translate(report.config.name, language, report.config.key),
    period: report.context.text,
    date: formatMailDate(dateNumberToIso(report.schedule.due), language),
    link: reportLink(publicUrl, report),
  });
}
