import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/database";
import { accountsOf, usersOf } from "../../model/users";
import { verifyPassword } from "../accounts/password";
import { FIRST_ADMIN_USERNAME, seedFirstAdmin } from "./first-admin";

describe("seedFirstAdmin", () => {
  const database = useTestDatabase("firstadmin");

  it("creates one provider administrator in an empty database, and nothing on the next start", async () => {
    const params = { ln: 10, r: 8, p: 1 };
    const firstAdminLogin = await seedFirstAdmin(database.db(), "investor", params);
    expect(firstAdminLogin).toMatchObject({
      username: FIRST_ADMIN_USERNAME,
      password: expect.stringMatching(/^[\w-]{16}$/),
    });
    expect(await seedFirstAdmin(database.db(), "investor", params)).toBeNull();
    if (!firstAdminLogin) throw new Error("unreachable");
    const users = await usersOf(database.db()).find().toArray();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      email: firstAdminLogin.username,
      emailKey: firstAdminLogin.username,
      roles: ["investor-admin"],
      status: "ACTIVE",
    });
    const account = await accountsOf(database.db()).findOne({ _id: users[0]!.userAccountId! });
    expect(account?.userId).toBe(users[0]!._id);
    expect(await verifyPassword(firstAdminLogin.password, account?.passwordHash)).toBe(true);
  });
});
