// Snapshots of kept collections: a second process on the same database starts from the snapshot the first
// wrote, by `_id` reads alone, and catches up through the feed; a snapshot it cannot trust is not read.
import { MongoClient } from "mongodb";
import type { CommandStartedEvent, Db } from "mongodb";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../test/database";
import { recordChange, recordChanges } from "./change-feed";
import { KeptCollection, closeKeptCollections } from "./kept-collection";
import { KEPT_SNAPSHOTS, SNAPSHOT_FORMAT } from "./kept-snapshots";
import type { SnapshotHead } from "./kept-snapshots";

const database = useTestDatabase("kept-collection");

interface Thing {
  _id: string;
  owner: string;
  size: number;
  at?: Date;
  notes?: string[];
}

const THINGS = "things";
const FEED = "thingChanges";

// A connection of its own that reports every command: what each start reads, counted.
let watched: MongoClient;
let db: Db;
const commands: CommandStartedEvent[] = [];

beforeAll(async () => {
  watched = new MongoClient(database.uri, { monitorCommands: true });
  await watched.connect();
  watched.on("commandStarted", (event) => commands.push(event));
  db = watched.db(database.name);
});

afterAll(() => watched.close());

beforeEach(async () => {
  await db.dropDatabase();
});

// Every test's collections closed (their snapshots written) before the next one drops the database.
afterEach(() => closeKeptCollections(db));

function keptThings(options: { projection?: Record<string, 0 | 1>; snapshot?: string | null } = {}) {
  return new KeptCollection<Thing>(db, {
    collection: THINGS,
    feed: FEED,
    groupOf: (thing) => thing.owner,
    ...options,
  });
}

async function storeThings(count: number): Promise<Thing[]> {
  const things = Array.from({ length: count }, (_, i) => ({
    _id: `thing-${i}`,
    owner: `owner-${i % 3}`,
    size: i,
    at: new Date(Date.UTC(2024, 0, 1 + i)),
    notes: [`note ${i}`],
  }));
  await db.collection<Thing>(THINGS).insertMany(things);
  return things;
}

/** Loads the things in one process and closes it: its last snapshot is written. */
async function firstProcess(options: Parameters<typeof keptThings>[0] = {}): Promise<void> {
  const first = keptThings(options);
  await first.all();
  await first.close();
}

/** Runs `read` and gives the finds it sent to the collection (their filters) and to the snapshots. */
async function finds<T>(read: () => Promise<T>): Promise<{ result: T; whole: number; snapshot: number }> {
  commands.length = 0;
  const result = await read();
  const of = (collection: string) =>
    commands.filter((event) => event.commandName === "find" && event.command.find === collection);
  const byIdOnly = (event: CommandStartedEvent) => {
    const keys = Object.keys((event.command.filter ?? {}) as object);
    return keys.length === 1 && keys[0] === "_id";
  };
  return {
    result,
    whole: of(THINGS).filter((event) => !byIdOnly(event)).length,
    snapshot: of(KEPT_SNAPSHOTS).length,
  };
}

async function head(name = THINGS): Promise<SnapshotHead | null> {
  return (await db.collection(KEPT_SNAPSHOTS).findOne({ _id: name as never })) as SnapshotHead | null;
}

describe(KeptCollection, () => {
  it("starts a second process from the first one's snapshot, reading nothing but by `_id`", async () => {
    const things = await storeThings(40);
    await firstProcess();
    expect(await head()).toMatchObject({ format: SNAPSHOT_FORMAT, documents: 40, applied: 0 });

    const second = keptThings();
    const { result, whole, snapshot } = await finds(() => second.all());
    expect(whole).toBe(0);
    expect(snapshot).toBeGreaterThan(0);
    expect([...result.values()].sort((a, b) => a.size - b.size)).toEqual(things);
    // Values come back as the driver reads them: a date is a date.
    expect(result.get("thing-3")?.at).toBeInstanceOf(Date);
    expect((await second.ofGroup("owner-1")).map((thing) => thing._id).sort()).toEqual(
      things
        .filter((thing) => thing.owner === "owner-1")
        .map((thing) => thing._id)
        .sort(),
    );
  });

  it("takes in, through the feed, what was written after the snapshot", async () => {
    await storeThings(10);
    await firstProcess();
    const things = db.collection<Thing>(THINGS);
    await things.updateOne({ _id: "thing-2" }, { $set: { size: 200, owner: "owner-9" } });
    await recordChange(db, FEED, "thing-2");
    await things.deleteOne({ _id: "thing-3" });
    await recordChange(db, FEED, "thing-3");
    await things.insertOne({ _id: "thing-new", owner: "owner-9", size: 1 });
    await recordChange(db, FEED, "thing-new");

    const second = keptThings();
    const { result, whole } = await finds(() => second.all());
    expect(whole).toBe(0);
    expect(result.size).toBe(10);
    expect(result.get("thing-2")).toMatchObject({ size: 200, owner: "owner-9" });
    expect(result.has("thing-3")).toBe(false);
    expect((await second.ofGroup("owner-9")).map((thing) => thing._id).sort()).toEqual([
      "thing-2",
      "thing-new",
    ]);
  });

  it("writes a last snapshot at close only when the documents moved on, current as of the feed", async () => {
    await storeThings(5);
    const first = keptThings();
    await first.all();
    await closeKeptCollections(db); // closes `first`: its snapshot after the whole read
    const written = (await head())!;
    expect(written.applied).toBe(0);

    const second = keptThings();
    await second.all();
    await second.close(); // nothing changed: the snapshot stays
    expect((await head())!.generation).toBe(written.generation);

    const third = keptThings();
    await third.all();
    await db.collection<Thing>(THINGS).updateOne({ _id: "thing-1" }, { $set: { size: 100 } });
    await third.changed("thing-1");
    await third.close();
    const last = (await head())!;
    expect(last.generation).toBeGreaterThan(written.generation);
    expect(last.applied).toBe(1);
    // The generation before is removed: the collection holds one head, one claim and its chunks.
    const ids = (await db.collection(KEPT_SNAPSHOTS).find().toArray()).map((document) =>
      String(document._id),
    );
    expect(ids.sort()).toEqual([THINGS, `${THINGS}@${last.generation}`, ...chunkIds(last)].sort());
    const fourth = keptThings();
    expect((await fourth.all()).get("thing-1")?.size).toBe(100);
  });

  it("keeps a copy with another projection apart, under its own name", async () => {
    await storeThings(6);
    await firstProcess();
    await firstProcess({ projection: { _id: 1, owner: 1 }, snapshot: "thingOwners" });
    const owners = keptThings({ projection: { _id: 1, owner: 1 }, snapshot: "thingOwners" });
    const { result, whole } = await finds(() => owners.all());
    expect(whole).toBe(0);
    expect(result.get("thing-4")).toEqual({ _id: "thing-4", owner: "owner-1" });
  });

  describe("reads the whole collection instead of a snapshot", () => {
    const cases: Array<[string, () => Promise<void>]> = [
      ["of another projection", () => firstProcess({ projection: { _id: 1, owner: 1 } })],
      [
        "of another format",
        async () => {
          await firstProcess();
          await db
            .collection(KEPT_SNAPSHOTS)
            .updateOne({ _id: THINGS as never }, { $set: { format: SNAPSHOT_FORMAT + 1 } });
        },
      ],
      [
        "of a collection dropped and made again since",
        async () => {
          await firstProcess();
          const things = await db.collection<Thing>(THINGS).find().toArray();
          await db.collection(THINGS).drop();
          await db.collection<Thing>(THINGS).insertMany(things);
        },
      ],
      [
        "older than what the feed still holds (entries trimmed)",
        async () => {
          const first = keptThings();
          await first.all();
          for (const id of ["thing-0", "thing-1", "thing-2"]) await first.changed(id);
          await first.close(); // current as of entry 3
          await recordChanges(db, FEED, ["thing-3", "thing-4", "thing-5"]);
          // The entries up to 4 removed: the snapshot needs 4 onwards.
          for (const id of ["1", "2", "3", "4"]) await db.collection(FEED).deleteOne({ _id: id as never });
        },
      ],
      [
        "whose chunk is missing",
        async () => {
          await firstProcess();
          const written = (await head())!;
          await db.collection(KEPT_SNAPSHOTS).deleteOne({ _id: chunkIds(written)[0] as never });
        },
      ],
      ["that is missing", () => Promise.resolve()],
    ];
    it.each(cases)("%s", async (_label, spoil) => {
      const things = await storeThings(12);
      await spoil();
      const second = keptThings();
      const { result, whole } = await finds(() => second.all());
      expect(whole).toBe(1);
      expect([...result.values()].sort((a, b) => a.size - b.size)).toEqual(things);
    });
  });

  it("reads whole when catching up would cost more than the whole read", async () => {
    await storeThings(4);
    await firstProcess();
    // More entries than the most a catch-up from a snapshot takes in (and than a quarter of the documents).
    await recordChanges(
      db,
      FEED,
      Array.from({ length: 1001 }, (_, i) => `thing-${i % 4}`),
    );
    const { whole } = await finds(() => keptThings().all());
    expect(whole).toBe(1);
  });

  it("writes no snapshot when told not to", async () => {
    await storeThings(3);
    await firstProcess({ snapshot: null });
    expect(await head()).toBeNull();
  });
});

function chunkIds(written: SnapshotHead): string[] {
  return Array.from({ length: written.chunks }, (_, n) => `${written._id}@${written.generation}:${n}`);
}
