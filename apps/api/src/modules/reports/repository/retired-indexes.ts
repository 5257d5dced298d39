// Indexes that earlier versions made for reads the API now serves by `_id` or from what it keeps in the
// process (report-catalog.ts, form-data-cache.ts): no query uses them on MongoDB, FerretDB never did
// (docs/operations.md), and every write paid for them. Dropped once per database under a marker in
// `migrations`; the unique index on a report's client, template and period stays (it refuses a duplicate).
import type { Db, Document } from "mongodb";
import { isoNow } from "../../../platform/time";
import { isDuplicateKey } from "../../../platform/errors";

/** The `_id` in `migrations` that marks the retired indexes as dropped. */
export const RETIRED_INDEXES_MIGRATION = "reporting-retired-indexes";

/** Each retired index by its collection and keys (as it was created, so in key order). */
export const RETIRED_INDEXES: ReadonlyArray<{ collection: string; keys: Document }> = [
  // The default order of the provider's lists: sorted in the process (kept-collection.ts).
  {
    collection: "reportInstances",
    keys: { "context.numeric": -1, "schedule.due": -1, "config.name.en": 1, _id: 1 },
  },
  { collection: "reportInstances", keys: { status: 1 } },
  { collection: "reportInstances", keys: { clientId: 1, configKey: 1, numeric: -1 } },
  // Form data by client, by report and by period: read by `_id` (form-data-ids.ts).
  { collection: "formData", keys: { clientId: 1, "context.numeric": 1 } },
  { collection: "formData", keys: { reportId: 1 } },
  { collection: "formData", keys: { clientId: 1, configKey: 1, numeric: 1 } },
  // A report's transitions and notes: by `_id` (workflow.ts, report-notes.ts).
  { collection: "reportTransitions", keys: { reportId: 1 } },
  { collection: "reportNotes", keys: { reportId: 1 } },
];

const NAMESPACE_NOT_FOUND = 26;
const INDEX_NOT_FOUND = 27;

/** Drops the retired indexes where they exist, once per database; returns how many it dropped. */
export async function dropRetiredIndexes(db: Db): Promise<number> {
  const migrations = db.collection<{ _id: string; at: string; dropped?: number }>("migrations");
  if (await migrations.findOne({ _id: RETIRED_INDEXES_MIGRATION })) return 0;
  let dropped = 0;
  for (const { collection, keys } of RETIRED_INDEXES) {
    const name = await indexNamed(db, collection, keys);
    if (!name) continue;
    try {
      await db.collection(collection).dropIndex(name);
      dropped += 1;
    } catch (error) {
      // Another API process starting on the same database dropped it first.
      if ((error as { code?: number }).code !== INDEX_NOT_FOUND) throw error;
    }
  }
  try {
    await migrations.insertOne({ _id: RETIRED_INDEXES_MIGRATION, at: isoNow(), dropped });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  return dropped;
}

/** The name of the collection's index on exactly these keys, if it has one. */
async function indexNamed(db: Db, collection: string, keys: Document): Promise<string | null> {
  let indexes: Array<{ name: string; key: Document }>;
  try {
    indexes = (await db.collection(collection).listIndexes().toArray()) as Array<{
      name: string;
      key: Document;
    }>;
  } catch (error) {
    if ((error as { code?: number }).code === NAMESPACE_NOT_FOUND) return null;
    throw error;
  }
  const wanted = JSON.stringify(Object.entries(keys));
  return indexes.find((index) => JSON.stringify(Object.entries(index.key)) === wanted)?.name ?? null;
}
