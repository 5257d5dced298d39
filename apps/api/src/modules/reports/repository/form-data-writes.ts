// The one way form data is changed once it exists: a write of the next revision, claimed first. FerretDB 1.24's
// conditional updates and `$inc` are not atomic (docs/operations.md), so the revision is claimed by inserting
// `formData:<id>:<revision>` into `claims` (the one step it makes exclusive); the revision check of the write
// then only guards against a claimant that went stale and was taken over.
import type { Db } from "mongodb";
import { claimOnce, releaseClaim } from "../../../platform/claims";
import { isoIn } from "../../../platform/time";
import type { FormDataDoc } from "../model";
import { writeAtRevision } from "../../../platform/revisions";

/**
 * The document as a write of `set` leaves it: `set` holds dotted paths (`values.totalAssets`), as MongoDB's
 * `$set` does. A copy; `document` is not changed.
 */
export function withSet<T extends object>(document: T, set: Record<string, unknown>): T {
  const changed = structuredClone(document) as Record<string, unknown>;
  for (const [path, value] of Object.entries(set)) {
    const keys = path.split(".");
    let target = changed;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[keys.at(-1)!] = value;
  }
  return changed as T;
}

/** A claim older than this was left by a process that died between claim and write: it may be taken over. */
const STALE_CLAIM_MS = 30_000;

async function claimRevision(db: Db, key: string): Promise<boolean> {
  if (await claimOnce(db, key)) return true;
  // By `_id` alone (a second key would read every claim): two callers taking over one stale claim both
  // release it, and the insert lets one of them win.
  const held = await db.collection<{ _id: string; at: string }>("claims").findOne({ _id: key });
  if (held && held.at >= isoIn(-STALE_CLAIM_MS)) return false;
  await releaseClaim(db, key);
  return claimOnce(db, key);
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
  let written = false;
  try {
    written = await writeAtRevision(db.collection<FormDataDoc>("formData"), formDataId, revision, {
      $set: { ...set, revision: revision + 1 },
    });
    return written;
  } finally {
    // Not written: given back before answering, so that the retry can claim this revision again. Written:
    // the document has moved past this revision and nobody needs its claim (a claimant of it finds the
    // newer revision when it reads again), so the save does not wait for it; one left behind by a failure
    // of this delete is as harmless.
    if (written) void releaseClaim(db, claimKey).catch(() => undefined);
    else await releaseClaim(db, claimKey);
  }
}
