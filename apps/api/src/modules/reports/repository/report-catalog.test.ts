// The report catalog: two processes' catalogs agreeing after each other's writes, a list read by `_id` reads
// once loaded, and the reload that mends what the feed missed.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../../../test/database";
import { demoData } from "../../../../test/reporting";
import { withReportKeys } from "../model";
import type { ReportInstanceDoc } from "../model";
import { REPORT_CHANGES, ReportCatalog } from "./report-catalog";
import { recordChange } from "../../../platform/change-feed";
import { MATCHING_KEPT, ORDERS_KEPT } from "../../../platform/kept-collection";
import { sortByPaths } from "../../../platform/sort-by-paths";

const database = useTestDatabase("report-catalog");

function reportsOf() {
  return database.db().collection<ReportInstanceDoc>("reportInstances");
}

/** Demo reports `from` to `to` (exclusive), stored as the API stores them. */
async function storeReports(to: number, from = 0): Promise<ReportInstanceDoc[]> {
  const reports = demoData()
    .reportInstances.slice(from, to)
    .map((report) => withReportKeys(report as unknown as ReportInstanceDoc));
  await reportsOf().insertMany(reports);
  return reports;
}

beforeEach(async () => {
  await database.db().dropDatabase();
});

describe(ReportCatalog, () => {
  it("shows every report, and in each process the writes of the other once told through the feed", async () => {
    const [first, second] = await storeReports(2);
    const here = new ReportCatalog(database.db());
    const there = new ReportCatalog(database.db());
    expect([...(await here.all()).keys()].sort()).toEqual([first!._id, second!._id].sort());
    expect((await there.all()).size).toBe(2);

    // Changed "there": here sees it at its next read.
    await reportsOf().updateOne({ _id: first!._id }, { $set: { status: "submitted" } });
    await there.changed(first!._id);
    expect((await there.all()).get(first!._id)?.status).toBe("submitted");
    expect((await here.all()).get(first!._id)?.status).toBe("submitted");

    // Deleted here, created there.
    await reportsOf().deleteOne({ _id: second!._id });
    await here.changed(second!._id);
    const [third] = await storeReports(3, 2);
    await there.changed(third!._id);
    for (const catalog of [here, there])
      expect([...(await catalog.all()).keys()].sort()).toEqual([first!._id, third!._id].sort());
    // By client too: the deleted report is gone from its client's list, the new one is in its own.
    const clientOf = (report: ReportInstanceDoc) => report.client._id;
    for (const report of [first!, second!, third!]) {
      const listed = (await here.ofClient(clientOf(report))).map((each) => each._id);
      if (report === second) expect(listed).not.toContain(report._id);
      else expect(listed).toContain(report._id);
    }
  });

  it("keeps no notes or rejections (the lists never show them)", async () => {
    const [report] = await storeReports(1);
    await reportsOf().updateOne({ _id: report!._id }, { $set: { notes: [{ text: "a note" }] } as never });
    const listed = (await new ReportCatalog(database.db()).all()).get(report!._id);
    expect(listed?._id).toBe(report!._id);
    expect(listed).not.toHaveProperty("notes");
  });

  it("once loaded, answers a list with `_id` reads of the feed only, and a change makes a new list", async () => {
    const reports = await storeReports(6);
    const catalog = new ReportCatalog(database.db());
    const order = [{ path: "context.numeric", direction: -1 as const }];
    await catalog.sorted(order);
    // findOne is a find of one document: every read is a find, and each must be by `_id` alone.
    const find = vi.spyOn(reportsOf().constructor.prototype as { find: () => unknown }, "find");
    const notById = () =>
      find.mock.calls.filter((call) => {
        const keys = Object.keys(((call as unknown[])[0] ?? {}) as object);
        return keys.length !== 1 || keys[0] !== "_id";
      }).length;
    try {
      const before = await catalog.sorted(order);
      const again = await catalog.sorted(order);
      expect(again).toBe(before);
      expect(find).toHaveBeenCalled();
      expect(notById()).toBe(0);

      await reportsOf().updateOne({ _id: reports[0]!._id }, { $set: { status: "approved" } });
      await catalog.changed(reports[0]!._id);
      const after = await catalog.sorted(order);
      expect(after).not.toBe(before);
      expect(after.find((report) => report._id === reports[0]!._id)?.status).toBe("approved");
      expect(notById()).toBe(0);
    } finally {
      find.mockRestore();
    }
  });

  it("takes in a write made while it was loading (its feed entry comes after the tail read first)", async () => {
    const [report] = await storeReports(1);
    const catalog = new ReportCatalog(database.db());
    const loading = catalog.all();
    await reportsOf().updateOne({ _id: report!._id }, { $set: { status: "in_review" } });
    await recordChange(database.db(), REPORT_CHANGES, report!._id);
    await loading;
    expect((await catalog.all()).get(report!._id)?.status).toBe("in_review");
  });

  it("reads everything again once the reload interval has passed, mending a write the feed never heard of", async () => {
    const [report] = await storeReports(1);
    const clock = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    try {
      const catalog = new ReportCatalog(database.db(), 60_000);
      await catalog.all();
      await reportsOf().updateOne({ _id: report!._id }, { $set: { status: "rejected" } });
      clock.mockReturnValue(1_000_000 + 59_000);
      expect((await catalog.all()).get(report!._id)?.status).toBe(report!.status);
      clock.mockReturnValue(1_000_000 + 61_000);
      await catalog.all(); // starts the reload in the background
      await vi.waitFor(async () => expect((await catalog.all()).get(report!._id)?.status).toBe("rejected"));
    } finally {
      clock.mockRestore();
    }
  });

  it("places each change into its kept orders and filtered lists, as sorting from scratch would", async () => {
    const reports = await storeReports(40);
    const catalog = new ReportCatalog(database.db());
    const order = [
      { path: "status", direction: 1 as const },
      { path: "context.numeric", direction: -1 as const },
      { path: "_id", direction: 1 as const },
    ];
    const submitted = (report: ReportInstanceDoc) => report.status === "submitted";
    const fromScratch = async () => sortByPaths([...(await catalog.all()).values()], order);
    const given = await catalog.sorted(order);
    const givenIds = given.map((report) => report._id);
    await catalog.sortedMatching(order, "submitted", submitted);

    // A report moving within the order and into the filter, one deleted, one created.
    await reportsOf().updateOne({ _id: reports[3]!._id }, { $set: { status: "submitted" } });
    await catalog.changed(reports[3]!._id);
    await reportsOf().deleteOne({ _id: reports[7]!._id });
    await catalog.changed(reports[7]!._id);
    const [created] = await storeReports(41, 40);
    await recordChange(database.db(), REPORT_CHANGES, created!._id); // from another process

    const expected = await fromScratch();
    expect((await catalog.sorted(order)).map((report) => report._id)).toEqual(expected.map((r) => r._id));
    expect((await catalog.sortedMatching(order, "submitted", submitted)).map((report) => report._id)).toEqual(
      expected.filter(submitted).map((report) => report._id),
    );
    expect(expected.find((report) => report._id === reports[3]!._id)?.status).toBe("submitted");
    // The list given out before the changes is as it was (a caller may still be paging through it).
    expect(given.map((report) => report._id)).toEqual(givenIds);
  });

  it("keeps the orders asked for most recently, at most ORDERS_KEPT", async () => {
    await storeReports(5);
    const catalog = new ReportCatalog(database.db());
    const orderBy = (n: number) => [
      { path: "context.numeric", direction: 1 as const },
      { path: `field${n}`, direction: 1 as const },
    ];
    const first = await catalog.sorted(orderBy(0));
    const second = await catalog.sorted(orderBy(1));
    for (let n = 2; n < ORDERS_KEPT; n++) await catalog.sorted(orderBy(n));
    expect(await catalog.sorted(orderBy(0))).toBe(first); // now the newest
    await catalog.sorted(orderBy(ORDERS_KEPT)); // one more: the oldest, order 1, goes
    expect(await catalog.sorted(orderBy(0))).toBe(first);
    const again = await catalog.sorted(orderBy(1));
    expect(again).not.toBe(second);
    expect(again.map((report) => report._id)).toEqual(second.map((report) => report._id));
  });

  it("keeps the filtered lists asked for most recently, at most MATCHING_KEPT", async () => {
    await storeReports(5);
    const catalog = new ReportCatalog(database.db());
    const order = [{ path: "_id", direction: 1 as const }];
    const everything = () => true;
    const first = await catalog.sortedMatching(order, "filter 0", everything);
    const second = await catalog.sortedMatching(order, "filter 1", everything);
    const lists = [first, second];
    for (let filter = 2; filter < MATCHING_KEPT; filter++)
      lists.push(await catalog.sortedMatching(order, `filter ${filter}`, everything));
    expect(await catalog.sortedMatching(order, "filter 1", everything)).toBe(second);
    await catalog.sortedMatching(order, "filter 0", everything);
    // Asked for again: "filter 1" then "filter 0" are now the newest, "filter 2" the oldest.
    await catalog.sortedMatching(order, "one more", everything); // "filter 2" goes
    expect(await catalog.sortedMatching(order, "filter 0", everything)).toBe(first);
    expect(await catalog.sortedMatching(order, "filter 1", everything)).toBe(second);
    expect(await catalog.sortedMatching(order, "filter 3", everything)).toBe(lists[3]);
    const third = await catalog.sortedMatching(order, "filter 2", everything); // made again
    expect(third).not.toBe(lists[2]);
    expect(third.map((report) => report._id)).toEqual(lists[2]!.map((report) => report._id));
  });

  it("does not read its own feed entry back once it has taken the change in", async () => {
    const [report] = await storeReports(1);
    const catalog = new ReportCatalog(database.db());
    // The reads counted are the catch-up's: no snapshot is written in the background meanwhile.
    catalog.stop();
    await catalog.all();
    await reportsOf().updateOne({ _id: report!._id }, { $set: { status: "submitted" } });
    await catalog.changed(report!._id);
    const find = vi.spyOn(reportsOf().constructor.prototype as { find: () => unknown }, "find");
    try {
      expect((await catalog.all()).get(report!._id)?.status).toBe("submitted");
      // One read: the feed's next number (not there); neither its own entry nor the report again.
      expect(find).toHaveBeenCalledTimes(1);
    } finally {
      find.mockRestore();
    }
  });
});
