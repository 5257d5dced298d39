import { describe, expect, it } from "vitest";
import { checkFinancialPeriodTable } from "./financial-periods.js";

const rows = (...pairs: Array<[number | null, number | null, number?]>) =>
  pairs.map(([start, end, months]) => ({ start, end, months }));
const issuesOf = (...pairs: Array<[number | null, number | null, number?]>) =>
  checkFinancialPeriodTable(rows(...pairs)).issues;

describe("financial period table", () => {
  it("accepts consecutive periods and computes their months and financial years", () => {
    const { periods, issues } = checkFinancialPeriodTable(rows([20230101, 20231231], [20240101, 20250630]));
    expect(issues).toEqual([]);
    expect(periods).toEqual([
      { financialYear: 2023, financialYearId: 202300, start: 20230101, end: 20231231, months: 12 },
      { financialYear: 2025, financialYearId: 202500, start: 20240101, end: 20250630, months: 18 },
    ]);
  });

  it("gives the spec's order messages", () => {
    expect(issuesOf([null, 20231231])).toEqual([
      { index: 0, field: "start", messageId: "admin-clients-period-start-required" },
    ]);
    expect(issuesOf([20230101, null])).toEqual([
      { index: 0, field: "end", messageId: "admin-clients-period-end-required" },
    ]);
    expect(issuesOf([20240101, 20231231])).toEqual([
      { index: 0, field: "start", messageId: "admin-clients-period-start-before-end" },
      { index: 0, field: "end", messageId: "admin-clients-period-end-after-start" },
    ]);
    // Sorted by end: the second row comes first.
    expect(issuesOf([20230201, 20231231], [20220101, 20221231])).toEqual([
      {
        index: 0,
        field: "start",
        messageId: "admin-clients-period-not-following",
        args: { start: 20230201, previousEnd: 20221231 },
      },
    ]);
  });

  it("checks each period's own dates", () => {
    expect(issuesOf([20230230, 18991231])).toEqual([
      { index: 0, field: "start", messageId: "period-start-not-date", args: { value: 20230230 } },
      { index: 0, field: "end", messageId: "period-end-not-date", args: { value: 18991231 } },
    ]);
    expect(issuesOf([20230115, 20231230])).toEqual([
      { index: 0, field: "start", messageId: "period-first-day" },
      { index: 0, field: "end", messageId: "period-last-day" },
    ]);
    expect(issuesOf([20210101, 20230630])).toEqual([{ index: 0, field: "end", messageId: "period-length" }]);
    expect(issuesOf([20230101, 20231231, 11])).toEqual([
      {
        index: 0,
        field: "months",
        messageId: "period-months-mismatch",
        args: { start: 20230101, end: 20231231, months: 12, given: 11 },
      },
    ]);
    expect(issuesOf([20230101, 20230630], [20230701, 20231231])).toEqual([
      { index: 1, field: "end", messageId: "period-year-taken", args: { year: 2023 } },
    ]);
  });
});
