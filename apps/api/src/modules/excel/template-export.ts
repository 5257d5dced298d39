// One template download, shared by POST /api/exportTemp and the exportTemplate mutation.
import type { GraphQLContext } from "../../graphql/context";
import { personRef } from "../users/model";
import { reportOfCaller } from "./report-access";
import { buildTemplate } from "./template-builder";
import { templateFileName, templateModel } from "./template-data";

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export async function exportTemplateFile(
  context: GraphQLContext,
  ids: { reportId: string; clientId: string },
  language: string,
): Promise<{ file: Buffer; filename: string }> {
  const caller = await reportOfCaller(context, ids);
  const model = await templateModel(context, caller, language);
  const file = await buildTemplate(model);
  // A template carries the client's stored figures: who took them out is worth knowing.
  const { report } = caller;
  await context.services.audits.record({
    user: personRef(caller.access.user),
    action: "exportTemplate",
    description: "Downloaded the report template",
    text: `${report.config.name.en} ${report.context.text} for ${report.client.name}`,
    targets: [report._id, report.client._id],
  });
  return { file, filename: templateFileName(caller.client.name) };
}

/** The caller's language: the portal's `language` header, else the user's own (spec 2 §7). */
export function requestLanguage(context: Pick<GraphQLContext, "request" | "auth">): string {
  const header = context.request.headers.language;
  if (typeof header === "string" && header.trim() !== "") return header.trim();
  return context.auth.status === "authenticated" ? (context.auth.user.language ?? "en") : "en";
}
