import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/database";
import { hashPassword, verifyPassword } from "./password";
import { firstAdminLogin, seedFirstAdmin } from "./seed";

const database = useTestDatabase("accounts");

describe("password hashing", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct hors", stored)).toBe(false);
  });

  it("salts every hash, and treats a malformed stored hash as a mismatch", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
    expect(await verifyPassword("same", "plain-text")).toBe(false);
  });
});

describe("seedFirstAdmin", () => {
  it("creates one provider administrator in an empty database, and nothing on the next start", async () => {
    expect(await seedFirstAdmin(database.db(), "investor")).toBe(true);
    expect(await seedFirstAdmin(database.db(), "investor")).toBe(false);
    const users = await database.db().collection("users").find().toArray();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: firstAdminLogin.username, roles: ["investor-admin"], home: "/investor/" });
    const account = await database.db().collection("accounts").findOne({ _id: users[0]?.userAccountId });
    expect(await verifyPassword(firstAdminLogin.password, account?.passwordHash)).toBe(true);
  });
});
