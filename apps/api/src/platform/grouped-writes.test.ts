// Writes asked for at the same time share one command, and each writer still hears of its own write alone:
// a taken `_id` answers only its inserter, a failed write fails only its writer.
import { Collection } from "mongodb";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../test/database";
import { GroupedWrites } from "./grouped-writes";

const database = useTestDatabase("grouped_writes");

interface Row {
  _id: string;
  n?: number;
}

function rows() {
  return database.db().collection<Row>("rows");
}

function countCommands() {
  return vi.spyOn(Collection.prototype, "bulkWrite");
}

afterEach(async () => {
  vi.restoreAllMocks();
  await rows().deleteMany({});
});

describe(GroupedWrites, () => {
  it("sends a lone write at once, and those asked for meanwhile together in the next command", async () => {
    const writes = new GroupedWrites(rows());
    const commands = countCommands();
    const inserted = await Promise.all(
      Array.from({ length: 12 }, (_, i) => writes.insert({ _id: `r${i}`, n: i })),
    );
    expect(inserted).toEqual(Array.from({ length: 12 }, () => true));
    // The first write alone, then the eleven that queued behind it.
    expect(commands).toHaveBeenCalledTimes(2);
    expect(await rows().countDocuments()).toBe(12);
  });

  it("answers false to the inserter of a taken `_id` only, and stores the others of its command", async () => {
    await rows().insertOne({ _id: "taken", n: 0 });
    const writes = new GroupedWrites(rows());
    const answers = await Promise.all([
      writes.insert({ _id: "first", n: 1 }),
      writes.insert({ _id: "second", n: 2 }),
      writes.insert({ _id: "taken", n: 3 }),
      writes.insert({ _id: "third", n: 4 }),
    ]);
    expect(answers).toEqual([true, true, false, true]);
    const stored = await rows().find().sort({ _id: 1 }).toArray();
    expect(stored).toEqual([
      { _id: "first", n: 1 },
      { _id: "second", n: 2 },
      { _id: "taken", n: 0 },
      { _id: "third", n: 4 },
    ]);
  });

  it("updates and deletes by `_id`, several in one command", async () => {
    await rows().insertMany([
      { _id: "a", n: 1 },
      { _id: "b", n: 2 },
      { _id: "c", n: 3 },
    ]);
    const writes = new GroupedWrites(rows());
    await Promise.all([
      writes.updateById("a", { $set: { n: 10 } }),
      writes.updateById("b", { $set: { n: 20 } }),
      writes.deleteById("c"),
      writes.updateById("missing", { $set: { n: 0 } }),
    ]);
    expect(await rows().find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: "a", n: 10 },
      { _id: "b", n: 20 },
    ]);
  });

  it("fails only the writer whose write the database refused", async () => {
    await rows().insertOne({ _id: "a", text: "word" } as Row);
    const writes = new GroupedWrites(rows());
    const outcome = await Promise.allSettled([
      writes.insert({ _id: "x", n: 0 }), // sent alone; the two below share the next command
      writes.updateById("a", { $inc: { text: 1 } } as never), // a word cannot be incremented
      writes.insert({ _id: "y", n: 1 }),
    ]);
    expect(outcome.map((settled) => settled.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await rows().find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: "a", text: "word" },
      { _id: "x", n: 0 },
      { _id: "y", n: 1 },
    ]);
  });

  it("fails every writer of a command the server did not run, and goes on with the next", async () => {
    const writes = new GroupedWrites(rows());
    const lost = new Error("connection closed");
    vi.spyOn(Collection.prototype, "bulkWrite").mockRejectedValueOnce(lost);
    const outcome = await Promise.allSettled([writes.insert({ _id: "p" }), writes.insert({ _id: "q" })]);
    // The first went alone and failed; the second, queued behind it, was sent next and stored.
    expect(outcome).toEqual([
      { status: "rejected", reason: lost },
      { status: "fulfilled", value: true },
    ]);
    expect(await writes.insert({ _id: "r" })).toBe(true);
  });
});
