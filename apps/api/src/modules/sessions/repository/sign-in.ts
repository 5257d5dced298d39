// The reads and writes of signing in: the account and user a login or a session names, the single sign-on
// states (one per started sign-on, kept ten minutes), and the time of a user's last login. The sessions
// themselves are in sessions.ts.
import type { Db } from "mongodb";
import { isoNow } from "../../../platform/time";
import type { AccountDoc, UserDoc } from "../../../model/users";
import { accountsOf, usersOf } from "../../../model/users";

export interface SsoStateDoc {
  _id: string;
  nonce: string;
  codeVerifier: string;
  expiresAt: string;
}

function ssoStatesOf(db: Db) {
  return db.collection<SsoStateDoc>("ssoStates");
}

export function userById(db: Db, userId: string): Promise<UserDoc | null> {
  return usersOf(db).findOne({ _id: userId });
}

export function accountById(db: Db, accountId: string): Promise<AccountDoc | null> {
  return accountsOf(db).findOne({ _id: accountId });
}

/** The ACTIVE user with this e-mail key (`emailKey(email)`), if any. */
export function activeUserByEmailKey(db: Db, key: string): Promise<UserDoc | null> {
  return usersOf(db).findOne({ emailKey: key, status: "ACTIVE" });
}

export async function setLastLogin(db: Db, userId: string, lastLogin: string): Promise<void> {
  await usersOf(db).updateOne({ _id: userId }, { $set: { lastLogin } });
}

export async function saveSsoState(db: Db, state: SsoStateDoc): Promise<void> {
  await ssoStatesOf(db).insertOne(state);
}

export function ssoStateById(db: Db, state: string): Promise<SsoStateDoc | null> {
  return ssoStatesOf(db).findOne({ _id: state });
}

export async function deleteSsoState(db: Db, state: string): Promise<void> {
  await ssoStatesOf(db).deleteOne({ _id: state });
}

/** Single sign-on states that expired unused (at start). */
export async function deleteExpiredSsoStates(db: Db): Promise<void> {
  await ssoStatesOf(db).deleteMany({ expiresAt: { $lt: isoNow() } });
}
