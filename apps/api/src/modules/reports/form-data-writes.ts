// The one way form data is changed once it exists: a write of the next revision, claimed first. FerretDB 1.24's
// conditional updates and `$inc` are not atomic (docs/operations.md), so the revision is claimed by inserting
// `formData:<id>:<revision>` into `claims` (the one step it makes exclusive); the update's revision filter
// then only guards against a claimant that went stale and was taken over.
import type { Db } from "mongodb";
import { isoIn, isoNow } from "../../platform/time";
import type { FormDataDoc } from "./model";
import { revisionFilter } from "./workflow";

/** A claim older than this was left by a process that died between claim and write: it may be taken over. */
const STALE_CLAIM_MS = 30_000;

function claimsOf(db: Db) {
  return db.collection<{ _id: string; at: string }>("claims");
}

async function claimRevision(db: Db, key: string): Promise<boolean> {
  try {
    await claimsOf(db).insertOne({ _id: key, at: isoNow() });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    const stale = await claimsOf(db).deleteOne({ _id: key, at: { $lt: isoIn(-STALE_CLAIM_MS) } });
    return stale.deletedCount === 1 ? claimRevision(db, key) : false;
  }
}

/**
 * Sets `set` on the form data at `revision` and moves it to `revision + 1`. False when another write holds or
 * has taken that revision: the caller reads the document again and retries on what it finds.
 */
export async function writeNextRevision(
  db: Db,
  formDataId: string,
  revision: number,
  set: Record<string, unknown>,
): Promise<boolean> {
  const claimKey = `formData:${formDataId}:${revision}`;
  if (!(await claimRevision(db, claimKey))) return false;
  try {
    const written = await db
      .collection<FormDataDoc>("formData")
      .updateOne(
        { _id: formDataId, ...(revisionFilter(revision) as object) },
        { $set: { ...set, revision: revision + 1 } },
      );
    return written.matchedCount === 1;
  } finally {
    await claimsOf(db).deleteOne({ _id: claimKey });
  }
}
