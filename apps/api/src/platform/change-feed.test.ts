// The change feed: numbers taken once each and in order under concurrency, found again by `_id` reads alone.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../test/database";
import { ChangeFeed, recordChange } from "./change-feed";

const database = useTestDatabase("change-feed");

beforeEach(async () => {
  await database.db().dropDatabase();
});

describe(ChangeFeed, () => {
  it("gives each of 20 concurrent writers its own number, one after another from 1, even from a stale start", async () => {
    const feed = new ChangeFeed(database.db(), "changes");
    const numbers = await Promise.all(Array.from({ length: 20 }, (_, i) => feed.append(`report-${i}`, 1)));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await feed.tail()).toBe(20);
    const changes = await feed.after(0);
    expect(changes.map((change) => Number(change._id))).toEqual(numbers.map((_, i) => i + 1));
    expect(new Set(changes.map((change) => change.documentId)).size).toBe(20);
    expect(await feed.after(20)).toEqual([]);
    expect((await feed.after(17)).map((change) => change._id)).toEqual(["18", "19", "20"]);
  });

  it("finds the tail of an empty feed, of one entry and of a long one", async () => {
    const feed = new ChangeFeed(database.db(), "changes");
    expect(await feed.tail()).toBe(0);
    await feed.append("a", 1);
    expect(await feed.tail()).toBe(1);
    for (let number = 2; number <= 37; number++) await feed.append("a", number);
    expect(await feed.tail()).toBe(37);
    expect(await recordChange(database.db(), "changes", "b")).toBe(38);
    // A writer that knows the newest number starts there; one that does not finds the tail first.
    expect(await feed.record("c")).toBe(39);
    expect(await new ChangeFeed(database.db(), "changes").record("d")).toBe(40);
  });

  it("costs one `_id` read to learn that nothing is new", async () => {
    const feed = new ChangeFeed(database.db(), "changes");
    await feed.append("a", 1);
    const entries = database.db().collection("changes");
    const find = vi.spyOn(entries.constructor.prototype as { find: () => unknown }, "find");
    try {
      expect(await feed.after(1)).toEqual([]);
      expect(find).toHaveBeenCalledTimes(1);
      expect((find.mock.calls[0] as unknown[])[0]).toEqual({ _id: "2" });
    } finally {
      find.mockRestore();
    }
  });

  it("writes a process's concurrent records in ordered batches, around numbers another process takes", async () => {
    const here = new ChangeFeed(database.db(), "changes");
    const there = new ChangeFeed(database.db(), "changes");
    const numbers = await Promise.all([
      ...Array.from({ length: 60 }, (_, i) => here.record(`here-${i}`)),
      ...Array.from({ length: 20 }, (_, i) => there.record(`there-${i}`)),
    ]);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
    const changes = await here.after(0);
    expect(changes).toHaveLength(80);
    // Each process's entries keep the order they were recorded in.
    const order = (prefix: string) =>
      changes.filter((change) => change.documentId.startsWith(prefix)).map((change) => change.documentId);
    expect(order("here-")).toEqual(Array.from({ length: 60 }, (_, i) => `here-${i}`));
    expect(order("there-")).toEqual(Array.from({ length: 20 }, (_, i) => `there-${i}`));
  });

  it("skips a number taken in the middle of a batch and leaves no gap", async () => {
    const feed = new ChangeFeed(database.db(), "changes");
    await feed.append("other", 3);
    expect(await feed.appendAll(["a", "b", "c", "d"], 1)).toEqual([1, 2, 4, 5]);
    expect((await feed.after(0)).map((change) => change.documentId)).toEqual(["a", "b", "other", "c", "d"]);
  });
});
