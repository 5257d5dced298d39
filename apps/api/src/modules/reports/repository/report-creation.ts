// Storing a new report instance: the report, then its locator (so the wizard finds it by its period with
// `_id` reads). The unique index on client, template and period refuses a second report of the same period
// (setup.ts), also when two processes create it at once. The repository records the change (index.ts).
import type { Db } from "mongodb";
import type { ReportInstanceDoc } from "../model";
import { locateReport } from "./report-locators";
import { reportsOf } from "./collections";
import { isDuplicateKey } from "../../../platform/errors";

/** Stores the report and its locator; false, with nothing written, when its period has a report already. */
export async function insertReport(db: Db, report: ReportInstanceDoc): Promise<boolean> {
  try {
    await reportsOf(db).insertOne(report);
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return false;
  }
  await locateReport(db, report);
  return true;
}
