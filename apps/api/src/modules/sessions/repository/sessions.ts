// The reads and writes of `sessions`: one document per login (session-model.ts), read and ended by `_id`,
// all of a user's ended at once, and those long over forgotten at start.
import type { Db } from "mongodb";
import type { SessionDoc } from "../../../model/sessions";

function sessionsOf(db: Db) {
  return db.collection<SessionDoc>("sessions");
}

export async function ensureSessionIndexes(db: Db): Promise<void> {
  await sessionsOf(db).createIndex({ userId: 1 });
}

/** Forgets the sessions that ended (`expiresAt`) before this time. */
export async function deleteSessionsEndedBefore(db: Db, before: string): Promise<void> {
  await sessionsOf(db).deleteMany({ expiresAt: { $lt: before } });
}

export async function insertSession(db: Db, session: SessionDoc): Promise<void> {
  await sessionsOf(db).insertOne(session);
}

export function sessionById(db: Db, sessionId: string): Promise<SessionDoc | null> {
  return sessionsOf(db).findOne({ _id: sessionId });
}

/** Written by `_id` alone: a second key in the filter would read every session on FerretDB. */
export async function setSessionRevoked(db: Db, sessionId: string, revokedAt: string): Promise<void> {
  await sessionsOf(db).updateOne({ _id: sessionId }, { $set: { revokedAt } });
}

/** Ends every live session of the user, but the one `except` names. */
export async function revokeSessionsOf(
  db: Db,
  userId: string,
  revokedAt: string,
  except?: string,
): Promise<void> {
  const filter = except ? { userId, revokedAt: null, _id: { $ne: except } } : { userId, revokedAt: null };
  await sessionsOf(db).updateMany(filter, { $set: { revokedAt } });
}
