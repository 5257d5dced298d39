// The start of the people's collections (indexes, account names, expired resets: repository/), and who to mail
// about a client.
import type { Db } from "mongodb";
import type { UserDoc } from "../../model/users";
import {
  activeUsers,
  ensureAccountIndexes,
  ensureUserIndexes,
  initPasswordResets,
  nameAllAccounts,
} from "./repository";

export async function initUsers(db: Db): Promise<void> {
  await ensureUserIndexes(db);
  await ensureAccountIndexes(db);
  // Sign-in finds an account by its name's `_id` (repository/account-names.ts); older databases are named once.
  await nameAllAccounts(db);
  await initPasswordResets(db);
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
  const users = await activeUsers(db);
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
