// What the reporting area needs of the database before it serves: its one unique index (MongoDB and FerretDB
// alike refuse a second report of a client, template and period) and the in-place upgrades of databases made
// by earlier versions, each run once per database under a marker in `migrations`.
import type { Db } from "mongodb";
import { isoNow } from "../../../platform/time";
import { rekeyFormData } from "./form-data-ids";
import { withReportKeys } from "../model";
import type { FormDataDoc } from "../model";
import { locateAllReports } from "./report-locators";
import { indexAllNotes } from "./report-notes";
import { dropRetiredIndexes } from "./retired-indexes";
import { reportsOf } from "./collections";
import { isDuplicateKey } from "../../../platform/errors";

export async function initReports(db: Db): Promise<void> {
  const reports = reportsOf(db);
  await reports.createIndex({ "client._id": 1, "config.key": 1, "context.numeric": 1 }, { unique: true });
  // The lists, form data, transitions and notes are read by `_id` or from what the process keeps: the
  // indexes made for them by earlier versions go.
  await dropRetiredIndexes(db);
  // The flat query keys (client, template, period) of earlier versions, backfilled on documents written
  // before the API kept them.
  await backfillQueryKeys(db);
  // Form data is unique by its natural `_id` (client, form, period), which replaced a unique index on the same.
  await rekeyFormData(db);
  // Every report found by its period with `_id` reads (the wizard's report and its open predecessors).
  await locateAllReports(db);
  // A report's notes by `_id` reads (the wizard's notes).
  await indexAllNotes(db);
}

/** The `_id` in `migrations` that marks the flat query keys as backfilled. */
export const QUERY_KEYS_MIGRATION = "reporting-query-keys";

/**
 * Sets the flat query keys on reports and form data that lack them, a thousand documents at a time, once per
 * database: the search for documents without them is a full scan on FerretDB, so a marker in `migrations`
 * (read by `_id`) skips it on later starts. Every writer of the API sets the keys.
 */
export async function backfillQueryKeys(db: Db): Promise<number> {
  const migrations = db.collection<{ _id: string; at: string; updated?: number }>("migrations");
  if (await migrations.findOne({ _id: QUERY_KEYS_MIGRATION })) return 0;
  let updated = 0;
  for (;;) {
    const reports = await reportsOf(db)
      .find({ clientId: { $exists: false } }, { projection: { client: 1, config: 1, context: 1 } })
      .limit(1000)
      .toArray();
    if (reports.length === 0) break;
    await reportsOf(db).bulkWrite(
      reports.map((report) => {
        const { clientId, configKey, numeric } = withReportKeys(report);
        return {
          updateOne: { filter: { _id: report._id }, update: { $set: { clientId, configKey, numeric } } },
        };
      }),
      { ordered: false },
    );
    updated += reports.length;
  }
  const formData = db.collection<FormDataDoc>("formData");
  for (;;) {
    const documents = await formData
      .find({ numeric: { $exists: false } }, { projection: { context: 1 } })
      .limit(1000)
      .toArray();
    if (documents.length === 0) break;
    await formData.bulkWrite(
      documents.map((document) => ({
        updateOne: {
          filter: { _id: document._id },
          update: { $set: { numeric: document.context.numeric } },
        },
      })),
      { ordered: false },
    );
    updated += documents.length;
  }
  try {
    await migrations.updateOne(
      { _id: QUERY_KEYS_MIGRATION },
      { $set: { at: isoNow(), updated } },
      { upsert: true },
    );
  } catch (error) {
    // Another API process starting on the same database finished the same migration first.
    if (!isDuplicateKey(error)) throw error;
  }
  return updated;
}
