// The password resets (`passwordResets`): one live code per user, kept as a hash until used or expired
// (passwords.ts runs the flow).
import type { Db } from "mongodb";
import { isoNow } from "../../../platform/time";

export interface PasswordResetDoc {
  _id: string;
  userId: string;
  emailKey: string;
  codeHash: string;
  expiresAt: string;
  created: string;
}

function resetsOf(db: Db) {
  return db.collection<PasswordResetDoc>("passwordResets");
}

/** The index, and forgetting the resets that expired. */
export async function initPasswordResets(db: Db): Promise<void> {
  await resetsOf(db).createIndex({ emailKey: 1, created: -1 });
  await resetsOf(db).deleteMany({ expiresAt: { $lt: isoNow() } });
}

/** The newest reset asked for this e-mail key, live or not. */
export function latestReset(db: Db, emailKey: string): Promise<PasswordResetDoc | null> {
  return resetsOf(db).findOne({ emailKey }, { sort: { created: -1 } });
}

/** Stores the user's new reset in place of any earlier one, whose code stops working. */
export async function replaceReset(db: Db, reset: PasswordResetDoc): Promise<void> {
  await resetsOf(db).deleteMany({ userId: reset.userId });
  await resetsOf(db).insertOne(reset);
}

export async function deleteReset(db: Db, resetId: string): Promise<void> {
  await resetsOf(db).deleteOne({ _id: resetId });
}
