// Until the demo portfolio is loaded by the seed, an empty database gets one provider administrator so
// that a fresh `npm start` can be logged into.
import type { Db } from "mongodb";
import { hashPassword } from "./password";

export const firstAdminLogin = { username: "admin@ledgerline.test", password: "ledgerline-admin", role: "admin" };

export async function seedFirstAdmin(db: Db, providerKey: string): Promise<boolean> {
  const users = db.collection("users");
  if ((await users.estimatedDocumentCount()) > 0) return false;
  const accountId = (
    await db.collection("accounts").insertOne({
      username: firstAdminLogin.username,
      passwordHash: await hashPassword(firstAdminLogin.password),
      status: "ACTIVE",
      createdAt: new Date(),
    })
  ).insertedId;
  await users.insertOne({
    email: firstAdminLogin.username,
    firstName: "Portal",
    lastName: "Administrator",
    userAccountId: accountId,
    roles: [`${providerKey}-admin`],
    level: providerKey,
    status: "ACTIVE",
    language: "en",
    home: `/${providerKey}/`,
  });
  return true;
}
