// A page of every report taken from a kept list (already filtered and in order) equals the same page filtered
// and sorted from scratch; a filter's name tells filters apart exactly when their tests differ.
import { describe, expect, it } from "vitest";
import { demoData } from "../../../test/reporting";
import { sortByPaths } from "../../platform/sort-by-paths";
import type { ReportInstanceDoc } from "./model";
import { pageIn, pageOf, reportFilter } from "./report-page";
import type { ReportQuery } from "./report-query";

const reports = demoData().reportInstances as unknown as ReportInstanceDoc[];
const sort: ReportQuery["sort"] = [
  { path: "client.name", direction: 1 },
  { path: "context.numeric", direction: -1 },
];
const inOrder = sortByPaths([...reports], [...sort, { path: "_id", direction: 1 }]);
const base: ReportQuery = { clientIds: "all", today: 20250615, sort, skip: 0, limit: 25 };
const ids = (page: { results: ReportInstanceDoc[] }) => page.results.map((report) => report._id);

describe(pageIn, () => {
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
    const filter = reportFilter(query);
    const fromOrder = pageIn(filter ? inOrder.filter(filter.matches) : inOrder, query);
    expect(ids(fromOrder)).toEqual(ids(fromScratch));
    expect(fromOrder.total).toBe(fromScratch.total);
    expect(fromScratch.results.length).toBeLessThanOrEqual(query.limit);
  });
});

describe(reportFilter, () => {
  const nameOf = (overrides: Partial<ReportQuery>) => reportFilter({ ...base, ...overrides })?.name;

  it("has no filter without clients, templates, statuses or text", () => {
    expect(reportFilter(base)).toBeNull();
    expect(reportFilter({ ...base, statuses: [] })).toBeNull();
  });

  it("names the same filter alike whatever the order of its values, and different filters apart", () => {
    expect(nameOf({ statuses: ["approved", "submitted"] })).toBe(
      nameOf({ statuses: ["submitted", "approved"] }),
    );
    expect(nameOf({ clientIds: ["b", "a"] })).toBe(nameOf({ clientIds: ["a", "b"] }));
    const names = [
      nameOf({ statuses: ["approved"] }),
      nameOf({ statuses: ["submitted"] }),
      nameOf({ configKeys: ["approved"] }),
      nameOf({ text: "approved" }),
      nameOf({ clientIds: ["approved"] }),
      nameOf({ configKeys: [] }),
    ];
    expect(new Set(names).size).toBe(names.length);
  });

  it("tells days apart only where the day matters (overdue is past due on the day asked)", () => {
    expect(nameOf({ statuses: ["overdue"], today: 20250615 })).not.toBe(
      nameOf({ statuses: ["overdue"], today: 20250616 }),
    );
    expect(nameOf({ text: "x", today: 20250615 })).toBe(nameOf({ text: "x", today: 20250616 }));
  });
});
