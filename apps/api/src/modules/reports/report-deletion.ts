// What deleting a report with its data removes: the form data of the forms the report holds (the repository
// deletes them, with the report and its locator: ReportingRepository.deleteReport).
import type { ReportInstanceDoc } from "./model";
import type { ReportingRepository } from "./repository";
import { stepsOf } from "./wizard";

/** The forms whose data a report holds: its template's steps for its client, and every form it pinned. */
export async function formKeysOfReport(
  reporting: Pick<ReportingRepository, "templates" | "clientsByIds">,
  report: ReportInstanceDoc,
): Promise<string[]> {
  const [templates, [client]] = await Promise.all([
    reporting.templates(),
    reporting.clientsByIds([report.client._id]),
  ]);
  const steps = client ? stepsOf(templates, report, client).map((entry) => entry.form.key) : [];
  return [...new Set([...steps, ...Object.keys(report.versions ?? {})])];
}
