import { describe, expect, it } from "vitest";
import {
  addPeriod,
  checkPeriods,
  fromMonthInput,
  monthInputValue,
  monthsOf,
  setEnd,
  setMonths,
  removePeriod,
  setStart,
} from "./periodsEditor";
import type { PeriodRow } from "./periodsEditor";

const rows = (...pairs: Array<[number | null, number | null]>): PeriodRow[] =>
  pairs.map(([start, end], index) => ({ key: `k${index}`, start, end }));
const dates = (list: PeriodRow[]) => list.map((row) => [row.start, row.end]);

describe("period dates", () => {
  it("counts months, none unless the end comes after the start", () => {
    expect(monthsOf({ start: 20230101, end: 20231231 })).toBe(12);
    expect(monthsOf({ start: 20220101, end: 20230630 })).toBe(18);
    expect(monthsOf({ start: 20240101, end: 20231231 })).toBeNull();
  });

  it("reads and writes month inputs", () => {
    expect(monthInputValue(20240229)).toBe("2024-02");
    expect(fromMonthInput("2024-02", "start")).toBe(20240201);
    expect(fromMonthInput("2024-02", "end")).toBe(20240229);
    expect(fromMonthInput("", "end")).toBeNull();
    expect(fromMonthInput("2024-13", "end")).toBeNull();
  });
});

describe("autocorrect", () => {
  const table = rows([20210101, 20211231], [20220101, 20230630], [20230701, 20240630]);

  it("on: a changed end moves every later period, keeping its month count", () => {
    expect(dates(setEnd(table, 0, 20220331, true))).toEqual([
      [20210101, 20220331],
      [20220401, 20230930],
      [20231001, 20240930],
    ]);
    expect(dates(setMonths(table, 1, 12, true))).toEqual([
      [20210101, 20211231],
      [20220101, 20221231],
      [20230101, 20231231],
    ]);
  });

  it("off: only the changed period moves", () => {
    expect(dates(setEnd(table, 0, 20220331, false))).toEqual([
      [20210101, 20220331],
      [20220101, 20230630],
      [20230701, 20240630],
    ]);
    expect(dates(setStart(table, 2, 20230801, false))).toEqual([
      [20210101, 20211231],
      [20220101, 20230630],
      [20230801, 20240630],
    ]);
  });

  it("on, a removed period's successors move up; off, they stay", () => {
    expect(dates(removePeriod(table, 1, true))).toEqual([
      [20210101, 20211231],
      [20220101, 20221231],
    ]);
    expect(dates(removePeriod(table, 1, false))).toEqual([
      [20210101, 20211231],
      [20230701, 20240630],
    ]);
  });

  it("adds a 12-month period after the last, or one ending on the financial period end", () => {
    expect(dates(addPeriod(table)).at(-1)).toEqual([20240701, 20250630]);
    expect(dates(addPeriod([], 6, new Date(2025, 2, 1)))).toEqual([[20240701, 20250630]]);
  });
});

describe("checks", () => {
  it("shows the table's order checks as one types, not the API's checks of each period's dates", () => {
    expect(checkPeriods(rows([20240101, 20231231]))).toEqual([
      { index: 0, field: "start", messageId: "admin-clients-period-start-before-end" },
      { index: 0, field: "end", messageId: "admin-clients-period-end-after-start" },
    ]);
    // 30 months and a second period ending in 2023: the API refuses them on save.
    expect(checkPeriods(rows([20210101, 20230630], [20230701, 20231231]))).toEqual([]);
  });
});
