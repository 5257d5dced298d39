// Outside demo mode an empty database gets one provider administrator with a random password, shown once on
// the console of the process that created it, so that a new installation can be logged into and has no
// well-known credentials.
import { randomBytes } from "node:crypto";
import type { Db } from "mongodb";
import { newId } from "../../platform/ids";
import { isoNow } from "../../platform/time";
import { roleNames } from "@ledgerline/schemas";
import { claimOnce } from "../../platform/claims";
import type { AccountDoc } from "../../model/users";
import { hashPassword } from "../accounts/password";
import type { ScryptParams } from "../accounts/password";
import { estimatedUserCount, insertAccount, insertUser } from "./repository";

export const FIRST_ADMIN_USERNAME = "admin@ledgerline.local";

export interface FirstAdminLogin {
  username: string;
  password: string;
}

/** Creates the first administrator when there is no user at all; null when the database has users. */
export async function seedFirstAdmin(
  db: Db,
  providerKey: string,
  scrypt?: ScryptParams,
): Promise<FirstAdminLogin | null> {
  if ((await estimatedUserCount(db)) > 0) return null;
  // Several processes may start on one empty database: only the one that claims the seed creates the admin.
  if (!(await claimOnce(db, "seed:first-admin"))) return null;
  const firstAdminLogin = { username: FIRST_ADMIN_USERNAME, password: randomBytes(12).toString("base64url") };
  const now = isoNow();
  const userId = newId();
  const account: AccountDoc = {
    _id: newId(),
    userId,
    username: firstAdminLogin.username,
    passwordHash: await hashPassword(firstAdminLogin.password, scrypt),
    status: "ACTIVE",
    created: now,
  };
  await insertAccount(db, account);
  await insertUser(db, {
    _id: userId,
    created: now,
    email: firstAdminLogin.username,
    emailKey: firstAdminLogin.username,
    firstName: "Portal",
    lastName: "Administrator",
    fullName: "Portal Administrator",
    lastLogin: null,
    communication: [],
    userAccountId: account._id,
    roles: [roleNames(providerKey).admin],
    status: "ACTIVE",
    language: "en",
    changeLog: [],
    clients: { ids: [], regions: [], nameList: [] },
  });
  return firstAdminLogin;
}
