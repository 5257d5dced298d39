// One template download, shared by POST /api/exportTemp and the exportTemplate mutation.
import type { FastifyRequest } from "fastify";
import { personRef } from "../../model/users";
import type { Access } from "../access/access";
import type { ReportingServices } from "../reports/reporting-services";
import { reportOfCaller } from "./report-access";
import { buildTemplate } from "./template-builder";
import { templateFileName, templateModel } from "./template-data";

export async function exportTemplateFile(
  services: Pick<ReportingServices, "reporting" | "audits">,
  access: Access,
  ids: { reportId: string; clientId: string },
  language: string,
): Promise<{ file: Buffer; filename: string }> {
  const caller = await reportOfCaller(services.reporting, access, ids);
  const model = await templateModel(services.reporting, caller, language);
  const file = await buildTemplate(model);
  // A template carries the client's stored figures: who took them out is worth knowing.
  const { report } = caller;
  await services.audits.record({
    user: personRef(caller.access.user),
    action: "exportTemplate",
    description: "Downloaded the report template",
    text: `${report.config.name.en} ${report.context.text} for ${report.client.name}`,
    targets: [report._id, report.client._id],
  });
  return { file, filename: templateFileName(caller.client.name) };
}

/** The caller's language: the portal's `language` header, else the user's own (spec 2 §7). */
export function requestLanguage(request: Pick<FastifyRequest, "headers" | "auth">): string {
  const header = request.headers.language;
  if (typeof header === "string" && header.trim() !== "") return header.trim();
  return request.auth.status === "authenticated" ? (request.auth.user.language ?? "en") : "en";
}
