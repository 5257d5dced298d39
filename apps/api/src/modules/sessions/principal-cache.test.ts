import { MongoClient } from "mongodb";
import type { CommandStartedEvent, Db } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/database";
import { seedUser } from "../../../test/fixtures";
import type { SeededUser } from "../../../test/fixtures";
import { accountsOf, usersOf } from "../../model/users";
import { PrincipalCache } from "./principal-cache";
import type { SessionDoc } from "../../model/sessions";

const database = useTestDatabase("principals");
// A client of its own, so that the reads of the cache can be counted.
const monitored = new MongoClient(database.uri, { monitorCommands: true });
const finds: string[] = [];
monitored.on("commandStarted", (event: CommandStartedEvent) => {
  if (event.commandName === "find") finds.push(String(event.command.find));
});

let carl: SeededUser;

async function startSession(id: string, userId: string): Promise<void> {
  const session: SessionDoc = {
    _id: id,
    userId,
    method: "password",
    created: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    revokedAt: null,
  };
  await database.db().collection<SessionDoc>("sessions").insertOne(session);
}

beforeAll(async () => {
  await monitored.connect();
  carl = await seedUser(database.db(), "carl.client@acme.test", ["CLIENT"]);
  await startSession("s-1", carl.user._id);
  await startSession("s-2", carl.user._id);
});
afterAll(() => monitored.close());

let clock = 0;
function cache() {
  return new PrincipalCache(monitored.db(database.name), { ttlMs: 5_000, now: () => clock });
}

describe("PrincipalCache", () => {
  it("reads session, user and account once for concurrent and repeated requests of a session", async () => {
    const principals = cache();
    finds.length = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => principals.lookup("s-1")));
    await principals.lookup("s-1");
    expect(finds).toEqual(["sessions", "users", "accounts"]);
    expect(answers.every((answer) => answer?.user?._id === carl.user._id && answer.account !== null)).toBe(
      true,
    );
  });

  it("answers null for a session that does not exist", async () => {
    expect(await cache().lookup("no-such-session")).toBeNull();
  });

  it("reads again once the entry is older than its time to live", async () => {
    const principals = cache();
    await principals.lookup("s-1");
    await usersOf(database.db()).updateOne({ _id: carl.user._id }, { $set: { roles: ["investor-admin"] } });
    expect((await principals.lookup("s-1"))?.user?.roles).toEqual(["CLIENT"]);
    clock += 4_999;
    expect((await principals.lookup("s-1"))?.user?.roles).toEqual(["CLIENT"]);
    clock += 1;
    expect((await principals.lookup("s-1"))?.user?.roles).toEqual(["investor-admin"]);
    await usersOf(database.db()).updateOne({ _id: carl.user._id }, { $set: { roles: ["CLIENT"] } });
  });

  it("forgets every session of a user at once, and only that user's", async () => {
    const principals = cache();
    const ada = await seedUser(database.db(), "ada.admin@provider.test", ["investor-admin"]);
    await startSession("s-ada", ada.user._id);
    await Promise.all([principals.lookup("s-1"), principals.lookup("s-2"), principals.lookup("s-ada")]);
    await accountsOf(database.db()).updateOne({ userId: carl.user._id }, { $set: { status: "DISABLED" } });
    finds.length = 0;
    principals.forgetUser(carl.user._id);
    expect((await principals.lookup("s-1"))?.account?.status).toBe("DISABLED");
    expect((await principals.lookup("s-2"))?.account?.status).toBe("DISABLED");
    await principals.lookup("s-ada");
    expect(finds.filter((collection) => collection === "sessions")).toHaveLength(2);
    await accountsOf(database.db()).updateOne({ userId: carl.user._id }, { $set: { status: "ACTIVE" } });
  });

  it("does not remember a failed read", async () => {
    const db = monitored.db(database.name);
    let failures = 1;
    const flaky = {
      collection: (name: string) =>
        name === "sessions" && failures-- > 0
          ? { findOne: () => Promise.reject(new Error("connection reset")) }
          : db.collection(name),
    } as unknown as Db;
    const principals = new PrincipalCache(flaky);
    await expect(principals.lookup("s-1")).rejects.toThrow("connection reset");
    expect((await principals.lookup("s-1"))?.user?._id).toBe(carl.user._id);
  });
});
