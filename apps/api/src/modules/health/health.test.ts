import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { DEFAULT_POOL_SIZE } from "../../plugins/mongodb";

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
