// Accounts found by their user name through `accountNames`: sign-in reads by `_id` only, follows a changed
// e-mail address and a deleted user, and older databases are named once at start.
import type { CommandStartedEvent } from "mongodb";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/app";
import { useTestDatabase } from "../../../../test/database";
import { seedUser } from "../../../../test/fixtures";
import { ACCOUNT_NAMES_MIGRATION, accountByUsername, nameAllAccounts } from "./account-names";
import { renameAccount } from "./account-names";

const database = useTestDatabase("account_names");
const app = useTestApp(database, {}, { monitorCommands: true });

const signIn = (username: string, password: string) =>
  app().inject({ method: "POST", url: "/auth/login", payload: { username, password } });

describe("accounts by user name", () => {
  it("signs in with `_id` reads only: the name, then the account", async () => {
    const user = await seedUser(database.db(), "nina.named@client.test", ["CLIENT"]);
    const filters: Array<{ collection: string; filter: unknown }> = [];
    const listener = (event: CommandStartedEvent) => {
      if (event.commandName === "find")
        filters.push({ collection: String(event.command.find), filter: event.command.filter });
    };
    app().mongo.client.on("commandStarted", listener);
    try {
      expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    } finally {
      app().mongo.client.off("commandStarted", listener);
    }
    const ofAccounts = filters.filter((read) => ["accounts", "accountNames"].includes(read.collection));
    expect(ofAccounts.map((read) => read.collection)).toEqual(["accountNames", "accounts"]);
    expect(ofAccounts.every((read) => Object.keys(read.filter as object).join() === "_id")).toBe(true);
  });

  it("follows a renamed account and forgets the old name, but never another account's", async () => {
    const db = database.db();
    const first = await seedUser(db, "old.name@client.test", ["CLIENT"]);
    const accountId = first.user.userAccountId!;
    await db
      .collection("accounts")
      .updateOne({ _id: accountId as never }, { $set: { username: "new.name@client.test" } });
    await renameAccount(db, accountId, "old.name@client.test", "new.name@client.test");
    expect((await accountByUsername(db, "new.name@client.test"))?._id).toBe(accountId);
    expect(await accountByUsername(db, "old.name@client.test")).toBeNull();
    expect((await signIn("new.name@client.test", first.password)).statusCode).toBe(200);
    expect((await signIn("old.name@client.test", first.password)).statusCode).toBe(401);

    // A name taken over by another account since is left to it.
    const second = await seedUser(db, "taken.over@client.test", ["CLIENT"]);
    await renameAccount(db, accountId, "taken.over@client.test", "new.name@client.test");
    expect((await accountByUsername(db, "taken.over@client.test"))?._id).toBe(second.user.userAccountId);
  });

  it("never answers for a name whose account no longer holds it", async () => {
    const db = database.db();
    const user = await seedUser(db, "stale.name@client.test", ["CLIENT"]);
    await db
      .collection("accounts")
      .updateOne({ _id: user.user.userAccountId as never }, { $set: { username: "elsewhere@client.test" } });
    expect(await accountByUsername(db, "stale.name@client.test")).toBeNull();
  });

  it("names the accounts of an older database once, at start", async () => {
    const db = database.db();
    const user = await seedUser(db, "older@client.test", ["CLIENT"]);
    await db.collection("accountNames").deleteOne({ _id: "older@client.test" as never });
    await db.collection("migrations").deleteOne({ _id: ACCOUNT_NAMES_MIGRATION as never });
    expect(await accountByUsername(db, "older@client.test")).toBeNull();
    expect(await nameAllAccounts(db)).toBeGreaterThanOrEqual(1);
    expect((await accountByUsername(db, "older@client.test"))?._id).toBe(user.user.userAccountId);
    expect(await nameAllAccounts(db)).toBe(0);
  });
});
