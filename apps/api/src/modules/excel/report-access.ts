// Which report an Excel call is about, and whether the caller may touch it: the same scope rules as the
// wizard (reportInScope, clientInScope), plus the check that the report belongs to the client named.
import { isId } from "../../platform/ids";
import type { Access } from "../access/access";
import type { ClientDoc } from "../../model/clients";
import type { ReportInstanceDoc } from "../reports/model";
import type { ReportingRepository } from "../reports/repository";
import { reportInScope } from "../reports/workflow";
import { ExcelRefusal } from "./answers";

export interface ReportOfCaller {
  access: Access;
  report: ReportInstanceDoc;
  client: ClientDoc;
}

/** The report and its client, or a refusal: 400 (ids missing), 401, 403 (out of scope, ids that disagree), 404. */
export async function reportOfCaller(
  reporting: Pick<ReportingRepository, "reportById">,
  access: Access,
  ids: { reportId: string; clientId: string },
): Promise<ReportOfCaller> {
  access.require(["reports", "read"]);
  if (!isId(ids.reportId) || !isId(ids.clientId))
    throw new ExcelRefusal(400, "reportId and clientId must be given (24 hexadecimal digits each).");
  const client = await access.clientInScope(ids.clientId);
  const report = await reportInScope(reporting, access, ids.reportId);
  if (!report || !client) throw new ExcelRefusal(404, "No report found.");
  // Both in scope but not of each other: the caller mixes ids of two clients.
  if (report.client._id !== client._id) throw new ExcelRefusal(403, "Forbidden");
  return { access, report, client };
}
