// The writes of `accounts` (src/model/users.ts) and its indexes. Every write of an account's user name keeps
// its name in `accountNames` right after it (account-names.ts), so that sign-in finds it.
import type { Db } from "mongodb";
import type { AccountDoc } from "../../../model/users";
import { accountsOf } from "../../../model/users";
import { nameAccount, renameAccount } from "./account-names";

export async function ensureAccountIndexes(db: Db): Promise<void> {
  await accountsOf(db).createIndex({ username: 1 }, { unique: true });
  await accountsOf(db).createIndex({ userId: 1 }, { unique: true });
}

/**
 * Stores a new account and names it. Throws the driver's duplicate key error (code 11000) when its user name
 * or user is taken, before it is named.
 */
export async function insertAccount(db: Db, account: AccountDoc): Promise<void> {
  await accountsOf(db).insertOne(account);
  await nameAccount(db, account.username, account._id);
}

export async function setPasswordHash(db: Db, accountId: string, passwordHash: string): Promise<void> {
  await accountsOf(db).updateOne({ _id: accountId }, { $set: { passwordHash } });
}

/**
 * Changes the account's user name from `from` to `to`. Throws the driver's duplicate key error (code 11000)
 * when `to` is taken, before the name is moved.
 */
export async function setAccountUsername(db: Db, accountId: string, from: string, to: string): Promise<void> {
  await accountsOf(db).updateOne({ _id: accountId }, { $set: { username: to } });
  await renameAccount(db, accountId, from, to);
}

/** Disables the account and changes its user name from `from` to `to`, which frees `from` for another account. */
export async function disableAccount(db: Db, accountId: string, from: string, to: string): Promise<void> {
  await accountsOf(db).updateOne({ _id: accountId }, { $set: { status: "DISABLED", username: to } });
  await renameAccount(db, accountId, from, to);
}
