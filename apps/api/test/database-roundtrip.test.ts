// The database behaviours the API relies on, proven against the real server (FerretDB or MONGODB_URI).
import { MongoServerError } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "./database";

const database = useTestDatabase("roundtrip");

describe("the MongoDB-compatible database", () => {
  beforeAll(async () => {
    await database
      .db()
      .collection("reportInstances")
      .createIndex({ clientId: 1, configId: 1, "context.numeric": 1 }, { unique: true });
  });

  it("inserts documents and finds them with a filter and a sort", async () => {
    const reports = database.db().collection("reportInstances");
    await reports.insertMany([
      { clientId: "c1", configId: "monthly", context: { numeric: 20240131 }, status: "created" },
      { clientId: "c1", configId: "monthly", context: { numeric: 20240331 }, status: "approved" },
      { clientId: "c1", configId: "monthly", context: { numeric: 20240229 }, status: "created" },
      { clientId: "c2", configId: "monthly", context: { numeric: 20240131 }, status: "created" },
    ]);
    const found = await reports
      .find({ clientId: "c1", status: "created" }, { projection: { _id: 0, "context.numeric": 1 } })
      .sort({ "context.numeric": -1 })
      .toArray();
    expect(found).toEqual([{ context: { numeric: 20240229 } }, { context: { numeric: 20240131 } }]);
  });

  it("updates only when the precondition still holds", async () => {
    const reports = database.db().collection("reportInstances");
    const { insertedId } = await reports.insertOne({
      clientId: "c3",
      configId: "monthly",
      context: { numeric: 20240131 },
      status: "in_review",
    });
    const transition = (to: string) =>
      reports.findOneAndUpdate(
        { _id: insertedId, status: "in_review" },
        { $set: { status: to } },
        { returnDocument: "after" },
      );
    expect(await transition("approved")).toMatchObject({ status: "approved" });
    expect(await transition("rejected")).toBeNull();
    expect(await reports.findOne({ _id: insertedId })).toMatchObject({ status: "approved" });
  });

  // FerretDB 1.24 does not make findOneAndUpdate's filter and write one atomic step (two concurrent
  // calls with the same precondition can both succeed), but it does enforce unique keys atomically.
  // Concurrent state changes therefore claim their step with an insert keyed by (document, revision):
  // this is the primitive, proven under contention. See docs/operations.md.
  it("lets exactly one of many concurrent inserts claim the same key", async () => {
    const claims = database.db().collection<{ _id: string; by: number }>("claims");
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, by) => claims.insertOne({ _id: "report-1:revision-2", by })),
    );
    const won = attempts.filter((attempt) => attempt.status === "fulfilled");
    const lost = attempts.filter(
      (attempt): attempt is PromiseRejectedResult => attempt.status === "rejected",
    );
    expect(won).toHaveLength(1);
    expect(lost.every((attempt) => (attempt.reason as MongoServerError).code === 11000)).toBe(true);
    expect(await claims.countDocuments({ _id: "report-1:revision-2" })).toBe(1);
  });

  it("rejects a duplicate of a unique index with the duplicate-key error", async () => {
    const reports = database.db().collection("reportInstances");
    const duplicate = {
      clientId: "c4",
      configId: "monthly",
      context: { numeric: 20240131 },
      status: "created",
    };
    await reports.insertOne({ ...duplicate });
    const error = await reports.insertOne({ ...duplicate }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MongoServerError);
    expect((error as MongoServerError).code).toBe(11000);
    expect(await reports.countDocuments({ clientId: "c4" })).toBe(1);
  });
});
