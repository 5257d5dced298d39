import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { DEFAULT_POOL_SIZE } from "../../plugins/mongodb";
import { HEALTH_FRESH_MS, HEALTH_STALE_MS, HealthProbe } from "./health";

const app = useTestApp(useTestDatabase("health"));

describe("health", () => {
  it("GET /health answers 200 with the version and a live database", async () => {
    const response = await app().inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "ok",
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      database: { status: "up", latencyMs: expect.any(Number), error: null },
    });
  });

  it("answers the health and version GraphQL queries", async () => {
    const response = await app().inject({
      method: "POST",
      url: "/graphql",
      payload: { query: "{ version health { status database { status } } }" },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.health).toEqual({ status: "ok", database: { status: "up" } });
    expect(data.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("rejects a malformed GraphQL query with a validation error and no data", async () => {
    const response = await app().inject({
      method: "POST",
      url: "/graphql",
      payload: { query: "{ health { nope } }" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/Cannot query field "nope"/);
  });

  it("answers up at once while every pooled connection is busy with slow reads", async () => {
    const db = app().mongo.db;
    const slow = db.collection<{ _id: string; pad: string }>("healthSlowReads");
    await slow.insertMany(
      Array.from({ length: 2000 }, (_, n) => ({ _id: `doc-${n}`, pad: "x".repeat(200) })),
    );
    // Reads that no index serves: each scans the collection, and twice the pool's worth keep it busy.
    const scans = Array.from({ length: DEFAULT_POOL_SIZE * 2 }, (_, n) =>
      slow.find({ pad: `absent-${n}` }).toArray(),
    );
    const order: string[] = [];
    const queuedRead = slow.findOne({ _id: "doc-1" }).then(() => order.push("queued read"));
    const health = app()
      .inject({ method: "GET", url: "/health" })
      .then((response) => {
        order.push("health");
        return response;
      });
    const response = await health;
    expect(response.json().database.status).toBe("up");
    await Promise.all([...scans, queuedRead]);
    // The read waited behind the scans for a connection of the pool; the health check had its own.
    expect(order).toEqual(["health", "queued read"]);
  }, 120_000);
});

describe(HealthProbe, () => {
  /** A probe on a fake clock whose pings wait until `answer()` settles them. */
  function probeWithPings() {
    let now = 0;
    const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
    const probe = new HealthProbe(
      () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
      () => now,
    );
    return {
      probe,
      pings: () => pending.length,
      answer: (error?: Error) => {
        const ping = pending.at(-1)!;
        if (error) ping.reject(error);
        else ping.resolve();
      },
      advance: (ms: number) => (now += ms),
    };
  }

  it("shares one ping among callers asking at once, then answers from it while it is fresh", async () => {
    const { probe, pings, answer, advance } = probeWithPings();
    const first = probe.report();
    const second = probe.report();
    expect(pings()).toBe(1);
    answer();
    expect((await first).database.status).toBe("up");
    expect(await second).toBe(await first);
    advance(HEALTH_FRESH_MS - 1);
    expect(await probe.report()).toBe(await first);
    expect(pings()).toBe(1);
  });

  it("answers the last check at once while a slow database answers the next ping", async () => {
    const { probe, pings, answer, advance } = probeWithPings();
    const first = probe.report();
    answer();
    await first;
    advance(HEALTH_FRESH_MS + 1);
    // The database is slow now: the answer does not wait for it, and one ping runs for everyone.
    expect(await probe.report()).toBe(await first);
    expect(await probe.report()).toBe(await first);
    expect(pings()).toBe(2);
    answer(new Error("connection reset"));
    await new Promise((resolve) => setImmediate(resolve));
    expect((await probe.report()).database).toMatchObject({ status: "down", error: "connection reset" });
  });

  it("waits for the ping once the last check is too old, so a database that stopped answering shows", async () => {
    const { probe, pings, answer, advance } = probeWithPings();
    const first = probe.report();
    answer();
    await first;
    advance(HEALTH_STALE_MS);
    let settled = false;
    const waiting = probe.report().then((report) => {
      settled = true;
      return report;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    expect(pings()).toBe(2);
    answer(new Error("timed out"));
    expect((await waiting).status).toBe("degraded");
  });
});
