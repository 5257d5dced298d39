// Two API processes on one database behave as one (docs/operations.md, "Several API processes"): a lockout
// reached through one applies on the other, a session revoked on one is refused by the other, and scheduled
// work runs once between them.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRateLimits } from "../src/platform/rate-limit";
import { PRINCIPAL_CACHE_MS } from "../src/modules/sessions/principal-cache";
import { startApiProcess, uriOfDatabase } from "./api-process";
import type { ApiProcess } from "./api-process";
import { useTestDatabase } from "./database";
import { seedUser } from "./fixtures";
import type { SeededUser } from "./fixtures";

const database = useTestDatabase("two_processes");
let first: ApiProcess;
let second: ApiProcess;
let owner: SeededUser;

beforeAll(async () => {
  // Seeded before the processes start, so neither seeds a first administrator.
  owner = await seedUser(database.db(), "olga.owner@client.test", ["CLIENT"]);
  const env = { TRUST_PROXY: "1", REMINDER_ENABLED: "1", REMINDER_INTERVAL_MINUTES: "1440" };
  [first, second] = await Promise.all([
    startApiProcess(uriOfDatabase(database.uri, database.name), env),
    startApiProcess(uriOfDatabase(database.uri, database.name), env),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

const signIn = (api: ApiProcess, password: string, address: string) =>
  fetch(`${api.url}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ username: owner.email, password }),
  });

const whoAmI = async (api: ApiProcess, token: string) => {
  const response = await fetch(`${api.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: "{ whoAmI { _id } }" }),
  });
  return (await response.json()) as {
    data?: { whoAmI: { _id: string } | null } | null;
    errors?: Array<{ extensions?: { code?: string } }>;
  };
};

describe("two API processes on one database", () => {
  it("a lockout reached through one applies on the other, for that address only", async () => {
    const guesses = defaultRateLimits["login-failed:account-ip"].max;
    for (let i = 0; i < guesses; i++)
      expect((await signIn(first, `guess-${i}`, "203.0.113.7")).status).toBe(401);
    expect((await signIn(second, owner.password, "203.0.113.7")).status).toBe(429);
    expect((await signIn(second, owner.password, "198.51.100.2")).status).toBe(200);
  });

  it("a session revoked on one is refused by the other", async () => {
    const response = await signIn(first, owner.password, "198.51.100.3");
    const { token } = (await response.json()) as { token: string };
    expect((await whoAmI(second, token)).data?.whoAmI?._id).toBe(owner.user._id);

    const logout = await fetch(`${first.url}/auth/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    expect((await whoAmI(first, token)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    // The other process read the session a moment ago and may keep it for PRINCIPAL_CACHE_MS at most.
    await sleep(PRINCIPAL_CACHE_MS + 200);
    expect((await whoAmI(second, token)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("scheduled work runs once between them", async () => {
    const runs = (job: string) =>
      [...first.logs, ...second.logs].filter(
        (entry) => entry.job === job && entry.msg === "scheduled job ran",
      ).length;
    const skips = (job: string) =>
      [...first.logs, ...second.logs].filter(
        (entry) => entry.job === job && String(entry.msg).startsWith("scheduled job skipped"),
      ).length;
    for (const job of ["reminders", "exports-purge", "attempt-slots-purge"]) {
      await expect
        .poll(() => ({ job, runs: runs(job), skips: skips(job) }))
        .toEqual({ job, runs: 1, skips: 1 });
    }
  });
});
