// The one way form data is changed once it exists: a write of the next revision, claimed first. FerretDB 1.24's
// conditional updates and `$inc` are not atomic (docs/operations.md), so the revision is claimed by inserting
// `formData:<id>:<revision>` into `claims` (the one step it makes exclusive); the revision check of the write
// then guards against a caller's copy that was behind and a claimant that went stale and was taken over.
import type { Db } from "mongodb";
import { claimOnce, releaseClaim } from "../../../platform/claims";
import { isoIn } from "../../../platform/time";
import type { FormDataDoc } from "../model";

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
 * What a write of the next revision did: wrote it, or found the document moved on (`current`: the document as
 * it is now, null when gone), or found the revision held by another write (`current` absent: not read).
 */
export type RevisionWrite = { written: true } | { written: false; current?: FormDataDoc | null };

/**
 * Sets `set` on the form data at `revision` and moves it to `revision + 1`. The document is read once the
 * revision is claimed: the read checks that the document is still at that revision (the caller's copy may be
 * behind: it can come from what the process keeps), and when it is not, it is what the caller retries on, so
 * a save reads its document once either way.
 */
export async function writeNextRevision(
  db: Db,
  formDataId: string,
  revision: number,
  set: Record<string, unknown>,
): Promise<RevisionWrite> {
  const claimKey = `formData:${formDataId}:${revision}`;
  if (!(await claimRevision(db, claimKey))) return { written: false };
  let written = false;
  try {
    // By `_id` alone, then the write by `_id` (a filter with a second key reads the whole collection on
    // FerretDB: platform/revisions.ts).
    const formData = db.collection<FormDataDoc>("formData");
    const current = await formData.findOne({ _id: formDataId });
    if (!current || (current.revision ?? 0) !== revision) return { written: false, current };
    const result = await formData.updateOne(
      { _id: formDataId },
      { $set: { ...set, revision: revision + 1 } },
    );
    written = result.matchedCount === 1;
    return written ? { written: true } : { written: false, current: null };
  } finally {
    // Not written: given back before answering, so that the retry can claim this revision again. Written:
    // the document has moved past this revision and nobody needs its claim (a claimant of it finds the
    // newer revision when it reads), so the save does not wait for it; one left behind by a failure of this
    // delete is as harmless.
    if (written) void releaseClaim(db, claimKey).catch(() => undefined);
    else await releaseClaim(db, claimKey);
  }
}
