// A page of every report, already in order, equals the same page filtered and sorted from scratch.
import { describe, expect, it } from "vitest";
import { demoData } from "../../../test/reporting";
import { sortByPaths } from "../../platform/sort-by-paths";
import type { ReportInstanceDoc } from "./model";
import { pageOf } from "./report-page";
import type { ReportQuery } from "./report-query";

const reports = demoData().reportInstances as unknown as ReportInstanceDoc[];
const sort: ReportQuery["sort"] = [
  { path: "client.name", direction: 1 },
  { path: "context.numeric", direction: -1 },
];
const inOrder = sortByPaths([...reports], [...sort, { path: "_id", direction: 1 }]);
const base: ReportQuery = { clientIds: "all", today: 20250615, sort, skip: 0, limit: 25 };
const ids = (page: { results: ReportInstanceDoc[] }) => page.results.map((report) => report._id);

describe(pageOf, () => {
  const someClients = [...new Set(reports.map((report) => report.client._id))].slice(0, 3);
  const cases: Array<[string, Partial<ReportQuery>]> = [
    ["no filter, first page", {}],
    ["no filter, a later page", { skip: 100 }],
    ["statuses with overdue, a later page", { statuses: ["approved", "overdue"], skip: 50 }],
    ["templates and text", { configKeys: ["mfiFinancialMonthly"], text: "2024" }],
    ["some clients, past the end", { clientIds: someClients, skip: 10_000 }],
    ["no template at all", { configKeys: [] }],
  ];
  it.each(cases)("gives the same page and total from the kept order: %s", (_label, overrides) => {
    const query = { ...base, ...overrides };
    const fromScratch = pageOf(reports, query);
    const fromOrder = pageOf(inOrder, query, true);
    expect(ids(fromOrder)).toEqual(ids(fromScratch));
    expect(fromOrder.total).toBe(fromScratch.total);
  });

  it("counts every match while keeping only the page", () => {
    const page = pageOf(inOrder, { ...base, statuses: ["approved"], skip: 5, limit: 10 }, true);
    expect(page.results).toHaveLength(10);
    expect(page.total).toBe(reports.filter((report) => report.status === "approved").length);
  });
});
