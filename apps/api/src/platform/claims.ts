// One-time steps (using an invitation, a reset code, an SSO state) are claimed with an insert whose `_id`
// names the step. The unique `_id` index lets exactly one of any number of concurrent callers win, on MongoDB
// and on FerretDB 1.24, whose conditional updates are not atomic (docs/operations.md).
import type { Db } from "mongodb";
import { GroupedInserts } from "./grouped-inserts";
import { isoNow } from "./time";

interface ClaimDoc {
  _id: string;
  at: string;
}

/** One inserter of claims per database: a burst of claims (a rush of saves) shares commands. */
const claimWriters = new WeakMap<Db, GroupedInserts<ClaimDoc>>();

function claimsOf(db: Db): GroupedInserts<ClaimDoc> {
  let writer = claimWriters.get(db);
  if (!writer) {
    writer = new GroupedInserts(db.collection<ClaimDoc>("claims"));
    claimWriters.set(db, writer);
  }
  return writer;
}

export function claimOnce(db: Db, key: string): Promise<boolean> {
  return claimsOf(db).insert({ _id: key, at: isoNow() });
}

/** Gives a claim back, so that the step it guarded can be tried again (the work it named did not happen). */
export async function releaseClaim(db: Db, key: string): Promise<void> {
  await db.collection<ClaimDoc>("claims").deleteOne({ _id: key });
}
