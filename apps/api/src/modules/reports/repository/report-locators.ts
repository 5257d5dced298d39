// Where each report is found by its client, template and period (`reportLocators`, ReportLocatorDoc): every
// writer of a report keeps its locator, so that the wizard's reads by period are `_id` reads, the only reads
// FerretDB serves from an index. Reports written before locators are located once per database, at start.
import type { Db } from "mongodb";
import { isoNow } from "../../../platform/time";
import { reportLocatorId } from "../model";
import type { ReportInstanceDoc, ReportLocatorDoc } from "../model";
import { isDuplicateKey, DUPLICATE_KEY } from "../../../platform/errors";

/** The `_id` in `migrations` that marks every report as located. */
export const REPORT_LOCATORS_MIGRATION = "report-locators";

type Locatable = Pick<ReportInstanceDoc, "_id" | "client" | "config" | "context">;

/** The locator of a report as stored. */
export function locatorOf(report: Locatable): ReportLocatorDoc {
  return {
    _id: reportLocatorId(report.client._id, report.config.key, report.context.numeric),
    reportId: report._id,
  };
}

export function locatorsOf(db: Db) {
  return db.collection<ReportLocatorDoc>("reportLocators");
}

/** Records where a report is found by its period (a new report; one located again is overwritten). */
export async function locateReport(db: Db, report: Locatable): Promise<void> {
  const { _id, reportId } = locatorOf(report);
  await locatorsOf(db).replaceOne({ _id }, { reportId }, { upsert: true });
}

/**
 * Locates every report once per database, a thousand at a time. Idempotent: a report located already keeps
 * its locator, so a stop half-way or two processes at once leave the same result. Returns how many reports
 * it read.
 */
export async function locateAllReports(db: Db): Promise<number> {
  const migrations = db.collection<{ _id: string; at: string; located?: number }>("migrations");
  if (await migrations.findOne({ _id: REPORT_LOCATORS_MIGRATION })) return 0;
  // A full scan, once: the marker above, read by `_id`, skips it on every later start.
  const reports = await db
    .collection<ReportInstanceDoc>("reportInstances")
    .find({}, { projection: { _id: 1, "client._id": 1, "config.key": 1, "context.numeric": 1 } })
    .toArray();
  for (let i = 0; i < reports.length; i += 1000) {
    await locatorsOf(db)
      .insertMany(reports.slice(i, i + 1000).map(locatorOf), { ordered: false })
      .catch((error: unknown) => {
        // Located already (by the writer, or a run that stopped half-way): the rest of the batch went in.
        const failures = [(error as { writeErrors?: unknown }).writeErrors ?? []].flat() as {
          code?: number;
        }[];
        if (failures.length === 0 || failures.some((failure) => failure.code !== DUPLICATE_KEY)) throw error;
      });
  }
  try {
    await migrations.insertOne({ _id: REPORT_LOCATORS_MIGRATION, at: isoNow(), located: reports.length });
  } catch (error) {
    // Another API process starting on the same database finished first.
    if (!isDuplicateKey(error)) throw error;
  }
  return reports.length;
}
