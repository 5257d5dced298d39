// Collections of people (`users`, `accounts`), their indexes, and how a stored user is shown.
import type { Db } from "mongodb";
import type { User } from "../../generated/graphql";
import { isoNow } from "../../platform/time";
import type { ClientCatalog } from "../clients/client-catalog";
import type { AccountDoc, UserDoc } from "./model";
import { nameAllAccounts } from "./account-names";

export function usersOf(db: Db) {
  return db.collection<UserDoc>("users");
}

export function accountsOf(db: Db) {
  return db.collection<AccountDoc>("accounts");
}

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

/** Names of clients by id, for the `nameList` of many users at once (one query, not one per user). */
/** The names of the users' clients, from the kept clients. */
export async function clientNames(
  clients: ClientCatalog,
  users: readonly UserDoc[],
): Promise<Map<string, string>> {
  const ids = [...new Set(users.flatMap((user) => user.clients?.ids ?? []))];
  return new Map((await clients.byIds(ids)).map((client) => [client._id, client.name]));
}

export function toUser(user: UserDoc, names: ReadonlyMap<string, string>): User {
  const ids = user.clients?.ids ?? [];
  const invitation = user.invitation;
  return {
    _id: user._id,
    created: user.created ?? null,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    email: user.email,
    lastLogin: user.lastLogin ?? null,
    address: user.address
      ? {
          country: user.address.country,
          countryName: user.address.countryName,
          state: user.address.state ?? null,
          city: user.address.city,
          postalcode: user.address.postalcode,
          street: user.address.street,
          nr: user.address.nr,
          box: user.address.box ?? null,
          additional: user.address.additional ?? null,
        }
      : null,
    communication: user.communication ?? [],
    userAccountId: user.userAccountId ?? null,
    language: user.language,
    status: user.status,
    statusMessage: user.statusMessage ?? null,
    changeLog: (user.changeLog ?? []).map((entry) => ({ ...entry, actionBy: { ...entry.actionBy } })),
    roles: user.roles,
    invitation: invitation
      ? {
          mailId: invitation.mailId ?? null,
          lastSendOfInvite: invitation.lastSendOfInvite ?? null,
          expirationDate: invitation.expirationDate ?? null,
          fulfilled: invitation.fulfilled ?? false,
          declinedAt: invitation.declinedAt ?? null,
          creator: invitation.creator ?? null,
          sents: invitation.sents ?? [],
          bounced: invitation.bounced ?? [],
        }
      : null,
    clients: {
      ids,
      regions: user.clients?.regions ?? [],
      nameList: ids.map((id) => names.get(id)).filter((name): name is string => name !== undefined),
    },
  };
}
