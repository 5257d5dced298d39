// An account by its user name through `accountNames` (`_id` = the user name, holding the account's `_id`):
// sign-in reads two documents by `_id` instead of searching `accounts` by `username`, which FerretDB answers
// by reading every account. Every writer of an account's user name keeps its name; accounts made before
// names existed are named once per database at start.
import type { Db } from "mongodb";
import { isoNow } from "../../../platform/time";
import { accountsOf } from "../../../model/users";
import type { AccountDoc } from "../../../model/users";
import { isDuplicateKey } from "../../../platform/errors";

/** The `_id` in `migrations` that marks every account as named. */
export const ACCOUNT_NAMES_MIGRATION = "account-names";

interface AccountNameDoc {
  _id: string;
  accountId: string;
}

function namesOf(db: Db) {
  return db.collection<AccountNameDoc>("accountNames");
}

/** Records the account's user name (a new account, or a name changed: see renameAccount). */
export async function nameAccount(db: Db, username: string, accountId: string): Promise<void> {
  await namesOf(db).replaceOne({ _id: username }, { accountId }, { upsert: true });
}

/** Moves the account's name from `from` to `to` (after its `username` was written). */
export async function renameAccount(db: Db, accountId: string, from: string, to: string): Promise<void> {
  if (from === to) return;
  await nameAccount(db, to, accountId);
  // Only the account's own old name: another account may hold it by now.
  const old = await namesOf(db).findOne({ _id: from });
  if (old?.accountId === accountId) await namesOf(db).deleteOne({ _id: from });
}

/** The account with this user name, or null: its name, then the account by `_id`, which must still hold it. */
export async function accountByUsername(db: Db, username: string): Promise<AccountDoc | null> {
  const name = await namesOf(db).findOne({ _id: username });
  const account = name ? await accountsOf(db).findOne({ _id: name.accountId }) : null;
  return account?.username === username ? account : null;
}

/**
 * Names every account once per database (a full read of `accounts`, skipped on later starts by the marker,
 * read by `_id`). Idempotent. Returns how many accounts it read.
 */
export async function nameAllAccounts(db: Db): Promise<number> {
  const migrations = db.collection<{ _id: string; at: string; named?: number }>("migrations");
  if (await migrations.findOne({ _id: ACCOUNT_NAMES_MIGRATION })) return 0;
  const accounts = await accountsOf(db)
    .find({}, { projection: { _id: 1, username: 1 } })
    .toArray();
  for (const account of accounts) await nameAccount(db, account.username, account._id);
  try {
    await migrations.insertOne({ _id: ACCOUNT_NAMES_MIGRATION, at: isoNow(), named: accounts.length });
  } catch (error) {
    // Another API process starting on the same database finished first.
    if (!isDuplicateKey(error)) throw error;
  }
  return accounts.length;
}
