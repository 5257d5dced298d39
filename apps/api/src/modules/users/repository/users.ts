// The reads and writes of the user administration (resolvers.ts): users by `_id` and by page, a new user, a
// user's fields, change log and deletion, and the user name of the user's account. A write of an account's
// user name moves its name in `accountNames` right after it (account-names.ts), so that sign-in finds it.
import type { Db, Filter } from "mongodb";
import type { AddressDoc, ChangeLogEntry, UserDoc } from "../../model/users";
import { renameAccount } from "./account-names";
import { accountsOf, usersOf } from "../../model/users";

export function userById(db: Db, userId: string): Promise<UserDoc | null> {
  return usersOf(db).findOne({ _id: userId });
}

/**
 * One page of the users the filter matches, by full name, and how many it matches in all. One read of every
 * match, paged here: on FerretDB a page and a count are each a read of the whole collection, and the users
 * (people, not reports) are few enough to page in memory.
 */
export async function userPage(
  db: Db,
  filter: Filter<UserDoc>,
  skip: number,
  limit: number,
): Promise<[UserDoc[], number]> {
  const matches = await usersOf(db).find(filter).sort({ fullName: 1, _id: 1 }).toArray();
  return [matches.slice(skip, skip + limit), matches.length];
}

/** Every user the filter matches who has at least one of the clients, by full name. */
export function clientUsers(db: Db, filter: Filter<UserDoc>, clientIds: string[]): Promise<UserDoc[]> {
  return usersOf(db)
    .find({ $and: [filter, { "clients.ids": { $in: clientIds } }] })
    .sort({ fullName: 1, _id: 1 })
    .toArray();
}

/** Throws the driver's duplicate key error (code 11000) when the e-mail key is taken. */
export async function insertUser(db: Db, user: UserDoc): Promise<void> {
  await usersOf(db).insertOne(user);
}

/**
 * Sets the form's fields and the address, or unsets the address when the form leaves it out. Throws the
 * driver's duplicate key error (code 11000) when the e-mail key is taken.
 */
export async function updateUserFields(
  db: Db,
  userId: string,
  set: Partial<UserDoc>,
  address: AddressDoc | undefined,
): Promise<void> {
  await usersOf(db).updateOne(
    { _id: userId },
    address ? { $set: { ...set, address } } : { $set: set, $unset: { address: "" } },
  );
}

export async function setUserChangeLog(db: Db, userId: string, changeLog: ChangeLogEntry[]): Promise<void> {
  await usersOf(db).updateOne({ _id: userId }, { $set: { changeLog } });
}

/** Marks the user DELETED under a new e-mail key (`emailKey`), which frees their own for another user. */
export async function markUserDeleted(
  db: Db,
  userId: string,
  emailKey: string,
  changeLog: ChangeLogEntry[],
): Promise<void> {
  await usersOf(db).updateOne(
    { _id: userId },
    { $set: { status: "DELETED", emailKey, statusMessage: "User has been deleted", changeLog } },
  );
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
