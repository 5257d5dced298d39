// Deleting a report instance: the report, its locator and, when asked, its form data, each by `_id` (any
// other filter reads the whole collection on FerretDB, docs/operations.md).
import type { Db } from "mongodb";
import { formDataId } from "./model";
import type { FormDataDoc, ReportInstanceDoc } from "./model";
import { locatorOf, locatorsOf } from "./repository/report-locators";
import type { ReportingRepository } from "./repository";
import { stepsOf } from "./wizard";
import { reportsOf } from "./workflow";

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

/**
 * Deletes the report and its locator, and the client's form data of those forms on the report's period.
 * Returns the `_id`s of the form data it deleted. The caller tells the repository (`reportChanged`,
 * `formDataChanged`).
 */
export async function deleteReport(
  db: Db,
  report: ReportInstanceDoc,
  formKeys: readonly string[],
): Promise<string[]> {
  await reportsOf(db).deleteOne({ _id: report._id });
  await locatorsOf(db).deleteOne({ _id: locatorOf(report)._id });
  const formData = db.collection<FormDataDoc>("formData");
  const ids = formKeys.map((key) => formDataId(report.client._id, key, report.context.numeric));
  const deleted = await Promise.all(ids.map((_id) => formData.deleteOne({ _id })));
  return ids.filter((_, i) => deleted[i]!.deletedCount > 0);
}
