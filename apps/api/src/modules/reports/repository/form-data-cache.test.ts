// Form data kept in the process: read once, read again after a write in this process or another, bounded in
// number and in age.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../../../test/database";
import { FormDataCache } from "./form-data-cache";
import type { FormDataDoc } from "../model";

const database = useTestDatabase("form-data-cache");

function formDataOf() {
  return database.db().collection<FormDataDoc>("formData");
}

const ids = ["c1:balanceSheet:20240131", "c1:balanceSheet:20240229", "c1:balanceSheet:20240331"];

beforeEach(async () => {
  await database.db().dropDatabase();
  await formDataOf().insertMany(
    ids.map((_id, i) => ({ _id, values: { cash: i } }) as unknown as FormDataDoc),
  );
});

/** Counts the reads of form data (by its `_id`s, which hold a colon; the feed's numbers do not). */
function countFormDataReads() {
  const find = vi.spyOn(formDataOf().constructor.prototype as { find: () => unknown }, "find");
  return {
    count: () =>
      find.mock.calls.filter((call) =>
        String(((call as unknown[])[0] as { _id?: unknown } | undefined)?._id ?? "").includes(":"),
      ).length,
    restore: () => find.mockRestore(),
  };
}

const cashOf = (documents: Array<FormDataDoc | null>) =>
  documents.map((document) => (document ? document.values.cash : null));

describe(FormDataCache, () => {
  it("reads each document once, absent ones too, and answers in the order asked", async () => {
    const cache = new FormDataCache(database.db());
    const reads = countFormDataReads();
    try {
      const asked = [ids[2]!, "c1:balanceSheet:20990131", ids[0]!];
      expect(cashOf(await cache.byIds(asked))).toEqual([2, null, 0]);
      expect(cashOf(await cache.byIds(asked))).toEqual([2, null, 0]);
      expect(reads.count()).toBe(3);
    } finally {
      reads.restore();
    }
  });

  it("shares a read in flight: requests asking the same documents at once read each once", async () => {
    const cache = new FormDataCache(database.db());
    await cache.byIds([]); // follows the feed from here on
    const reads = countFormDataReads();
    try {
      const answers = await Promise.all([cache.byIds(ids), cache.byIds(ids), cache.byIds([ids[1]!])]);
      expect(answers.map(cashOf)).toEqual([[0, 1, 2], [0, 1, 2], [1]]);
      expect(reads.count()).toBe(3);
    } finally {
      reads.restore();
    }
  });

  it("does not join a read that began before the document was written", async () => {
    const cache = new FormDataCache(database.db());
    await cache.byIds([]);
    // The first read waits at a gate, so that the write and the second request land while it is in flight.
    const prototype = formDataOf().constructor.prototype as { findOne: (...args: unknown[]) => unknown };
    const findOne = prototype.findOne;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let readBeforeWrite!: () => void;
    const firstReadDone = new Promise<void>((resolve) => (readBeforeWrite = resolve));
    let gated = 0;
    const held = vi.spyOn(prototype, "findOne").mockImplementation(async function (this: unknown, ...args) {
      const id = String((args[0] as { _id?: unknown })._id ?? "");
      if (id.includes(":") && gated++ === 0) {
        const before = await findOne.apply(this, args); // read before the write, answered after it
        readBeforeWrite();
        await gate;
        return before;
      }
      return findOne.apply(this, args);
    });
    try {
      const first = cache.byIds([ids[0]!]);
      // The write comes once the database has answered the first read (not after a fixed number of turns:
      // on a busy machine the write could reach the database first).
      await firstReadDone;
      await formDataOf().updateOne({ _id: ids[0]! }, { $set: { "values.cash": 10 } });
      await cache.changed(ids[0]!);
      // Answered while the first read still waits: it sent its own (joining the first would wait for it).
      const second = await cache.byIds([ids[0]!]);
      open();
      expect(cashOf(await first)).toEqual([0]);
      expect(cashOf(second)).toEqual([10]);
      expect(cashOf(await cache.byIds([ids[0]!]))).toEqual([10]);
    } finally {
      held.mockRestore();
    }
  });

  it("reads a document again once written, here or in another process", async () => {
    const here = new FormDataCache(database.db());
    const there = new FormDataCache(database.db());
    await here.byIds(ids);
    await there.byIds(ids);

    await formDataOf().updateOne({ _id: ids[0]! }, { $set: { "values.cash": 10 } });
    await there.changed(ids[0]!);
    expect(cashOf(await there.byIds(ids))).toEqual([10, 1, 2]);
    expect(cashOf(await here.byIds(ids))).toEqual([10, 1, 2]);

    await formDataOf().deleteOne({ _id: ids[1]! });
    await here.changed(ids[1]!);
    expect(cashOf(await there.byIds(ids))).toEqual([10, null, 2]);
  });

  it("keeps the version a write here hands it, without reading it back; another process reads it", async () => {
    const here = new FormDataCache(database.db());
    const there = new FormDataCache(database.db());
    await here.byIds(ids);
    await there.byIds(ids);
    const before = (await here.byIds([ids[0]!]))[0]!;
    const written = { ...before, values: { cash: 10 }, revision: 1 } as FormDataDoc;
    await formDataOf().updateOne({ _id: ids[0]! }, { $set: { values: { cash: 10 }, revision: 1 } });
    const reads = countFormDataReads();
    try {
      await here.changed(ids[0]!, written);
      expect(cashOf(await here.byIds(ids))).toEqual([10, 1, 2]);
      expect(reads.count()).toBe(0);
      expect(Object.isFrozen((await here.byIds([ids[0]!]))[0]!.values)).toBe(true);
      expect(cashOf(await there.byIds(ids))).toEqual([10, 1, 2]);
      expect(reads.count()).toBe(1);
    } finally {
      reads.restore();
    }
  });

  it("keeps at most its capacity, forgetting the least recently read first", async () => {
    const cache = new FormDataCache(database.db(), 2);
    const reads = countFormDataReads();
    try {
      await cache.byIds([ids[0]!]);
      await cache.byIds([ids[1]!]);
      await cache.byIds([ids[0]!]); // kept, and now the most recent
      await cache.byIds([ids[2]!]); // pushes out ids[1]
      expect(reads.count()).toBe(3);
      await cache.byIds([ids[0]!, ids[2]!]);
      expect(reads.count()).toBe(3);
      await cache.byIds([ids[1]!]);
      expect(reads.count()).toBe(4);
    } finally {
      reads.restore();
    }
  });

  it("reads a document again after the keeping time, even if no write was recorded", async () => {
    const clock = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    try {
      const cache = new FormDataCache(database.db(), 100, 60_000);
      await cache.byIds([ids[0]!]);
      await formDataOf().updateOne({ _id: ids[0]! }, { $set: { "values.cash": 7 } });
      clock.mockReturnValue(1_000_000 + 59_000);
      expect(cashOf(await cache.byIds([ids[0]!]))).toEqual([0]);
      clock.mockReturnValue(1_000_000 + 60_000);
      expect(cashOf(await cache.byIds([ids[0]!]))).toEqual([7]);
    } finally {
      clock.mockRestore();
    }
  });

  it("keeps a read that overlapped the write of another document, and reads one that overlapped its own again", async () => {
    const cache = new FormDataCache(database.db());
    await cache.byIds([]); // follows the feed from here on
    // Form-data reads wait at a gate, so that a write lands while they are in flight.
    const prototype = formDataOf().constructor.prototype as { findOne: (...args: unknown[]) => unknown };
    const findOne = prototype.findOne;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = vi.spyOn(prototype, "findOne").mockImplementation(async function (this: unknown, ...args) {
      if (String((args[0] as { _id?: unknown })._id ?? "").includes(":")) await gate;
      return findOne.apply(this, args);
    });
    try {
      const reading = cache.byIds([ids[0]!, ids[1]!]);
      await new Promise((resolve) => setImmediate(resolve));
      await formDataOf().updateOne({ _id: ids[1]! }, { $set: { "values.cash": 11 } });
      await cache.changed(ids[1]!);
      open();
      expect(cashOf(await reading)).toEqual([0, 11]);
    } finally {
      held.mockRestore();
    }
    const reads = countFormDataReads();
    try {
      expect(cashOf(await cache.byIds([ids[0]!, ids[1]!]))).toEqual([0, 11]);
      expect(reads.count()).toBe(1); // ids[1] only
    } finally {
      reads.restore();
    }
  });

  it("does not read its own feed entry back, but still reads another process's entry before its own", async () => {
    const here = new FormDataCache(database.db());
    const there = new FormDataCache(database.db());
    await here.byIds(ids);
    await there.byIds(ids);
    const feedReads = vi.spyOn(formDataOf().constructor.prototype as { find: () => unknown }, "find");
    const countFeedReads = () =>
      feedReads.mock.calls.filter((call) =>
        /^\d+$/.test(String((call as unknown[])[0] && ((call as unknown[])[0] as { _id?: unknown })._id)),
      ).length;
    try {
      // Its own write: the next answer costs one read of the next feed number, none of its own entry.
      await formDataOf().updateOne({ _id: ids[0]! }, { $set: { "values.cash": 10 } });
      await here.changed(ids[0]!);
      feedReads.mockClear();
      expect(cashOf(await here.byIds(ids))).toEqual([10, 1, 2]);
      expect(countFeedReads()).toBe(1);

      // Another process wrote in between: its entry is read, and with it the document it names.
      await formDataOf().updateOne({ _id: ids[1]! }, { $set: { "values.cash": 11 } });
      await there.changed(ids[1]!);
      await formDataOf().updateOne({ _id: ids[2]! }, { $set: { "values.cash": 12 } });
      await here.changed(ids[2]!);
      expect(cashOf(await here.byIds(ids))).toEqual([10, 11, 12]);
    } finally {
      feedReads.mockRestore();
    }
  });
});
