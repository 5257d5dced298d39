// The invitation as stored on its user (`users`, `invitation`: src/model/users.ts): a new invitation and the
// id of its mail, the user a token's hash names, the registration's validation token, and the writes that
// close an invitation for good (registered, declined).
import type { Db, MatchKeysAndValues } from "mongodb";
import type { InvitationDoc, UserDoc } from "../../../model/users";
import { usersOf } from "../../../model/users";

/** Replaces the user's invitation (a new token: older links stop working). */
export async function setInvitation(db: Db, userId: string, invitation: InvitationDoc): Promise<void> {
  await usersOf(db).updateOne({ _id: userId }, { $set: { invitation } });
}

export async function setInvitationMailId(db: Db, userId: string, mailId: string): Promise<void> {
  await usersOf(db).updateOne({ _id: userId }, { $set: { "invitation.mailId": mailId } });
}

/** The user whose invitation token has this SHA-256 hash, whatever the invitation's state. */
export function userByInvitationTokenHash(db: Db, tokenHash: string): Promise<UserDoc | null> {
  return usersOf(db).findOne({ "invitation.tokenHash": tokenHash });
}

export async function setValidationToken(
  db: Db,
  userId: string,
  validation: NonNullable<InvitationDoc["validation"]>,
): Promise<void> {
  await usersOf(db).updateOne({ _id: userId }, { $set: { "invitation.validation": validation } });
}

/** Sets the fields that close the invitation, and removes its token's hash, so that its link finds nobody. */
export async function closeInvitation(
  db: Db,
  userId: string,
  set: MatchKeysAndValues<UserDoc>,
): Promise<void> {
  await usersOf(db).updateOne({ _id: userId }, { $set: set, $unset: { "invitation.tokenHash": "" } });
}
