// Inserts asked for at the same time share one command, and each writer still hears of its own alone: a taken
// `_id` answers only its inserter, a refused document fails only its writer.
import { Collection } from "mongodb";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../test/database";
import { GroupedInserts } from "./grouped-inserts";

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

describe(GroupedInserts, () => {
  it("sends a lone write at once, and those asked for meanwhile together in the next command", async () => {
    const writes = new GroupedInserts(rows());
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
    const writes = new GroupedInserts(rows());
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

  it("fails only the writer whose document the database refused", async () => {
    const writes = new GroupedInserts(rows());
    const outcome = await Promise.allSettled([
      writes.insert({ _id: "x", n: 0 }), // sent alone; the two below share the next command
      writes.insert({ _id: "bad", $n: 1 } as Row), // a field name may not start with "$"
      writes.insert({ _id: "y", n: 1 }),
    ]);
    expect(outcome.map((settled) => settled.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await rows().find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: "x", n: 0 },
      { _id: "y", n: 1 },
    ]);
  });

  it("fails every writer of a command the server did not run, and goes on with the next", async () => {
    const writes = new GroupedInserts(rows());
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
