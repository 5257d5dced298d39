// The reads and writes of `users` (src/model/users.ts): its indexes, users by `_id`, by page and by e-mail key,
// a new user, a user's fields, change log and deletion, and the users mail about a client goes to.
import type { Db, Filter } from "mongodb";
import type { AddressDoc, ChangeLogEntry, UserDoc } from "../../../model/users";
import { usersOf } from "../../../model/users";

export async function ensureUserIndexes(db: Db): Promise<void> {
  await usersOf(db).createIndex({ emailKey: 1 }, { unique: true });
  await usersOf(db).createIndex({ "invitation.tokenHash": 1 });
  await usersOf(db).createIndex({ "clients.ids": 1 });
  await usersOf(db).createIndex({ fullName: 1 });
  await usersOf(db).createIndex({ status: 1 });
}

/** The driver's estimate from the collection's metadata: no read of the users themselves. */
export function estimatedUserCount(db: Db): Promise<number> {
  return usersOf(db).estimatedDocumentCount();
}

export function userById(db: Db, userId: string): Promise<UserDoc | null> {
  return usersOf(db).findOne({ _id: userId });
}

/** The user with this e-mail key (`emailKey(email)`) who is not DELETED, if any. */
export function liveUserByEmailKey(db: Db, key: string): Promise<UserDoc | null> {
  return usersOf(db).findOne({ emailKey: key, status: { $ne: "DELETED" } });
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

/** The users who can sign in (status ACTIVE), with only what mail to them needs and their clients. */
export function activeUsers(
  db: Db,
): Promise<Array<Pick<UserDoc, "_id" | "fullName" | "email" | "language" | "clients">>> {
  return usersOf(db)
    .find({ status: "ACTIVE" }, { projection: { fullName: 1, email: 1, language: 1, clients: 1 } })
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
