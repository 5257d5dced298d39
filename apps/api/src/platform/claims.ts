// One-time steps (using an invitation, a reset code, an SSO state) are claimed with an insert whose `_id`
// names the step. The unique `_id` index lets exactly one of any number of concurrent callers win, on MongoDB
// and on FerretDB 1.24, whose conditional updates are not atomic (docs/operations.md).
import type { Db } from "mongodb";
import { isoNow } from "./time";
import { isDuplicateKey } from "./errors";

export async function claimOnce(db: Db, key: string): Promise<boolean> {
  try {
    await db.collection<{ _id: string; at: string }>("claims").insertOne({ _id: key, at: isoNow() });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** Gives a claim back, so that the step it guarded can be tried again (the work it named did not happen). */
export async function releaseClaim(db: Db, key: string): Promise<void> {
  await db.collection<{ _id: string; at: string }>("claims").deleteOne({ _id: key });
}
