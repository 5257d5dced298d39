// The migration that drops the indexes no read uses any more, on a database made the way earlier versions
// made it: each dropped, the unique index kept, the marker set, and a second start a no-op.
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../test/database";
import { RETIRED_INDEXES, RETIRED_INDEXES_MIGRATION, dropRetiredIndexes } from "./retired-indexes";

const database = useTestDatabase("retired-indexes");

async function keysOf(collection: string): Promise<string[]> {
  const indexes = await database.db().collection(collection).listIndexes().toArray();
  return indexes.map((index) => JSON.stringify(index.key));
}

describe(dropRetiredIndexes, () => {
  it("drops every retired index once, keeps the unique one, and does nothing on the next start", async () => {
    const db = database.db();
    // As an earlier version left the database: every index it made, on collections holding documents.
    for (const { collection, keys } of RETIRED_INDEXES) {
      await db
        .collection(collection)
        .updateOne({ _id: "one" as never }, { $set: { at: 1 } }, { upsert: true });
      await db.collection(collection).createIndex(keys);
    }
    const unique = { "client._id": 1, "config.key": 1, "context.numeric": 1 };
    await db.collection("reportInstances").createIndex(unique, { unique: true });
    for (const { collection, keys } of RETIRED_INDEXES)
      expect(await keysOf(collection)).toContain(JSON.stringify(keys));

    expect(await dropRetiredIndexes(db)).toBe(RETIRED_INDEXES.length);

    for (const { collection, keys } of RETIRED_INDEXES)
      expect(await keysOf(collection)).not.toContain(JSON.stringify(keys));
    expect(await keysOf("reportInstances")).toContain(JSON.stringify(unique));
    expect(
      await db.collection("migrations").findOne({ _id: RETIRED_INDEXES_MIGRATION as never }),
    ).toMatchObject({
      dropped: RETIRED_INDEXES.length,
    });
    // Marked: the next start looks no further, and the documents are untouched.
    expect(await dropRetiredIndexes(db)).toBe(0);
    expect(await db.collection("formData").findOne({ _id: "one" as never })).toMatchObject({ at: 1 });
  });

  it("passes over collections a new database does not have yet", async () => {
    const db = database.db();
    await db.dropDatabase();
    expect(await dropRetiredIndexes(db)).toBe(0);
    expect(
      await db.collection("migrations").findOne({ _id: RETIRED_INDEXES_MIGRATION as never }),
    ).not.toBeNull();
  });
});
