// Form data written before it had natural ids (a random `_id`) is given its natural one
// (`formDataId`: client, form, period) once per database, at start: insert the copy under the new `_id`, then
// delete the old document. A stop between the two leaves both; the next start inserts nothing (the copy is
// there) and deletes the old one, so the step is safe to repeat and loses nothing.
import type { Db } from "mongodb";
import { isoNow } from "../../../platform/time";
import { formDataId } from "../model";
import type { FormDataDoc } from "../model";
import { isDuplicateKey } from "../../../platform/errors";

/** The `_id` in `migrations` that marks form data as re-keyed. */
export const FORM_DATA_IDS_MIGRATION = "form-data-natural-ids";

/**
 * The unique index on (client, form, period) that held form data unique before the natural `_id` did. It is
 * dropped first: while it exists, the copy under the new `_id` would collide with the document it copies.
 */
export const LEGACY_FORM_DATA_INDEX = "clientId_1_configKey_1_context.numeric_1";

const NAMESPACE_NOT_FOUND = 26;
const INDEX_NOT_FOUND = 27;

export async function rekeyFormData(db: Db): Promise<number> {
  const migrations = db.collection<{ _id: string; at: string; moved?: number }>("migrations");
  if (await migrations.findOne({ _id: FORM_DATA_IDS_MIGRATION })) return 0;
  const formData = db.collection<FormDataDoc>("formData");
  await formData.dropIndex(LEGACY_FORM_DATA_INDEX).catch((error: unknown) => {
    // Dropped by an earlier run, or never made (a database that started empty on this version).
    if (![NAMESPACE_NOT_FOUND, INDEX_NOT_FOUND].includes((error as { code?: number }).code ?? 0)) throw error;
  });
  // A full scan, once: the marker above, read by `_id`, skips it on every later start.
  const keys = await formData
    .find({}, { projection: { _id: 1, clientId: 1, configKey: 1, "context.numeric": 1 } })
    .toArray();
  let moved = 0;
  for (const key of keys) {
    const natural = formDataId(key.clientId, key.configKey, key.context.numeric);
    if (key._id === natural) continue;
    const document = await formData.findOne({ _id: key._id });
    if (!document) continue; // another process moved it meanwhile
    try {
      await formData.insertOne({ ...document, _id: natural });
    } catch (error) {
      // Inserted by a run that stopped before its delete, or by another process starting at the same time.
      if (!isDuplicateKey(error)) throw error;
    }
    await formData.deleteOne({ _id: key._id });
    moved += 1;
  }
  try {
    await migrations.insertOne({ _id: FORM_DATA_IDS_MIGRATION, at: isoNow(), moved });
  } catch (error) {
    // Another API process starting on the same database finished first.
    if (!isDuplicateKey(error)) throw error;
  }
  return moved;
}
