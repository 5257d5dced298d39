// One-time steps (using an invitation, a reset code, an SSO state) are claimed with an insert whose `_id`
// names the step. The unique `_id` index lets exactly one of any number of concurrent callers win, on MongoDB
// and on FerretDB 1.24, whose conditional updates are not atomic (docs/operations.md).
import type { Db } from "mongodb";
import { GroupedWrites } from "./grouped-writes";
import { isoNow } from "./time";

interface ClaimDoc {
  _id: string;
  at: string;
}

/** One writer of claims per database: a burst of claims (a rush of saves) shares commands. */
const claimWriters = new WeakMap<Db, GroupedWrites<ClaimDoc>>();

function claimsOf(db: Db): GroupedWrites<ClaimDoc> {
  let writer = claimWriters.get(db);
  if (!writer) {
    writer = new GroupedWrites(db.collection<ClaimDoc>("claims"));
    claimWriters.set(db, writer);
  }
  return writer;
}

export function claimOnce(db: Db, key: string): Promise<boolean> {
  return claimsOf(db).insert({ _id: key, at: isoNow() });
}

/** Gives a claim back, so that the step it guarded can be tried again (the work it named did not happen). */
export function releaseClaim(db: Db, key: string): Promise<void> {
  return claimsOf(db).deleteById(key);
}
