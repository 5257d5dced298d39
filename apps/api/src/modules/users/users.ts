// The indexes of the people's collections (`users`, `accounts`: src/model/users.ts), and who to mail about a client.
import type { Db } from "mongodb";
import { accountsOf, usersOf } from "../../model/users";
import type { UserDoc } from "../../model/users";
import { isoNow } from "../../platform/time";
import { nameAllAccounts } from "./account-names";

export async function initUsers(db: Db): Promise<void> {
  await usersOf(db).createIndex({ emailKey: 1 }, { unique: true });
  await usersOf(db).createIndex({ "invitation.tokenHash": 1 });
  await usersOf(db).createIndex({ "clients.ids": 1 });
  await usersOf(db).createIndex({ fullName: 1 });
  await usersOf(db).createIndex({ status: 1 });
  await accountsOf(db).createIndex({ username: 1 }, { unique: true });
  await accountsOf(db).createIndex({ userId: 1 }, { unique: true });
  // Sign-in finds an account by its name's `_id` (account-names.ts); older databases are named once.
  await nameAllAccounts(db);
  const resets = db.collection("passwordResets");
  await resets.createIndex({ emailKey: 1, created: -1 });
  await resets.deleteMany({ expiresAt: { $lt: isoNow() } });
}

/** Whom a mail is addressed to, and in which language. */
export type MailRecipient = Pick<UserDoc, "_id" | "fullName" | "email" | "language">;

/**
 * The users who can sign in (status ACTIVE: a password account or single sign-on) by client id, for mail
 * about a client's reports. Read by status, a top-level equality (the only filter FerretDB pushes down to SQL,
 * on PostgreSQL); the client ids, a nested array, are grouped in memory. Invited users are left out: until they register, their invitation is
 * the mail that concerns them.
 */
export async function activeUsersByClient(db: Db): Promise<Map<string, MailRecipient[]>> {
  const users = await usersOf(db)
    .find({ status: "ACTIVE" }, { projection: { fullName: 1, email: 1, language: 1, clients: 1 } })
    .toArray();
  const byClient = new Map<string, MailRecipient[]>();
  for (const user of users) {
    for (const clientId of user.clients?.ids ?? []) {
      const list = byClient.get(clientId) ?? [];
      list.push({ _id: user._id, fullName: user.fullName, email: user.email, language: user.language });
      byClient.set(clientId, list);
    }
  }
  return byClient;
}
