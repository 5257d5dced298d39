// Two API processes on one database behave as one (docs/operations.md, "Several API processes"): a lockout
// reached through one applies on the other, a session revoked on one is refused by the other, a report or a
// client changed through one is listed so by the other at once, and scheduled work runs once between them.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roleNames } from "@ledgerline/schemas";
import { defaultRateLimits } from "../src/platform/rate-limit";
import { PRINCIPAL_CACHE_MS } from "../src/modules/sessions/principal-cache";
import { startApiProcess, uriOfDatabase } from "./api-process";
import type { ApiProcess } from "./api-process";
import { useTestDatabase } from "./database";
import { seedUser } from "./fixtures";
import type { SeededUser } from "./fixtures";
import { PROVIDER_KEY } from "./operation-cases";
import { DEMO_CLIENTS, seedReporting } from "./reporting";

const database = useTestDatabase("two_processes");
let first: ApiProcess;
let second: ApiProcess;
let owner: SeededUser;
let admin: SeededUser;
let andesId: string;

beforeAll(async () => {
  // Seeded before the processes start, so neither seeds a first administrator.
  owner = await seedUser(database.db(), "olga.owner@client.test", ["CLIENT"]);
  admin = await seedUser(database.db(), "ada.admin@provider.test", [roleNames(PROVIDER_KEY).admin]);
  andesId = (await seedReporting(database.db(), [DEMO_CLIENTS.andes])).clients[DEMO_CLIENTS.andes]!._id;
  const env = { TRUST_PROXY: "1", REMINDER_ENABLED: "1", REMINDER_INTERVAL_MINUTES: "1440" };
  [first, second] = await Promise.all([
    startApiProcess(uriOfDatabase(database.uri, database.name), env),
    startApiProcess(uriOfDatabase(database.uri, database.name), env),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

const signIn = (api: ApiProcess, password: string, address: string, username = owner.email) =>
  fetch(`${api.url}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ username, password }),
  });

async function graphql<T>(api: ApiProcess, token: string, query: string, variables = {}) {
  const response = await fetch(`${api.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: T | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

const whoAmI = (api: ApiProcess, token: string) =>
  graphql<{ whoAmI: { _id: string } | null }>(api, token, "{ whoAmI { _id } }");

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

  it("a report changed through one is listed so by the other at once", async () => {
    const response = await signIn(first, admin.password, "198.51.100.4", admin.email);
    const { token } = (await response.json()) as { token: string };
    const list = async (api: ApiProcess) => {
      const answer = await graphql<{
        reports: { results: Array<{ _id: string; status: string }>; pageInfo: { total: number } };
      }>(
        api,
        token,
        "query ($clientId: ID) { reports(clientId: $clientId, limit: 100) { results { _id status } pageInfo { total } } }",
        { clientId: andesId },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.reports;
    };
    const before = await list(second);
    expect(before.pageInfo.total).toBeGreaterThan(1);
    const gone = before.results[0]!._id;

    const deleted = await graphql<{ deleteReportInstance: { success: boolean } }>(
      first,
      token,
      "mutation ($id: ID!) { deleteReportInstance(instanceId: $id) { success } }",
      { id: gone },
    );
    expect(deleted.data?.deleteReportInstance.success).toBe(true);
    const after = await list(second);
    expect(after.pageInfo.total).toBe(before.pageInfo.total - 1);
    expect(after.results.map((report) => report._id)).not.toContain(gone);
  });

  it("a client removed through one is left out of the other's clients list at once", async () => {
    const response = await signIn(first, admin.password, "198.51.100.5", admin.email);
    const { token } = (await response.json()) as { token: string };
    const listed = async (api: ApiProcess) => {
      const answer = await graphql<{ clients: { results: Array<{ _id: string; name: string }> } }>(
        api,
        token,
        "{ clients(limit: 100) { results { _id name } } }",
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.clients.results;
    };
    const andes = (await listed(second)).find((client) => client._id === andesId);
    expect(andes).toBeDefined();

    const removed = await graphql<{ removeClient: { success: boolean } }>(
      first,
      token,
      "mutation ($id: ID!, $name: String!) { removeClient(clientId: $id, clientName: $name) { success } }",
      { id: andesId, name: andes!.name },
    );
    expect(removed.data?.removeClient.success).toBe(true);
    expect((await listed(second)).map((client) => client._id)).not.toContain(andesId);
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
