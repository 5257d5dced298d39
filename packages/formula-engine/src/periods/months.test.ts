import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addMonths,
  addMonthsToMonthNumber,
  daysInMonth,
  firstDayOfMonth,
  formatMonth,
  InvalidMonthError,
  isMonth,
  isQuarterEnd,
  lastDayOfMonth,
  monthEnd,
  monthEndsBefore,
  monthEndsBetween,
  monthKey,
  monthNumber,
  monthNumberRange,
  monthOf,
  monthParts,
  monthRange,
  monthsBetween,
  monthsCovered,
  parseMonth,
  quarterOf,
} from "../index";

const months = fc.record({
  year: fc.integer({ min: 1950, max: 2150 }),
  month: fc.integer({ min: 1, max: 12 }),
});

describe("months", () => {
  it("round-trips YYYY-MM through month indices", () => {
    expect(parseMonth("2024-01") - parseMonth("2023-12")).toBe(1);
    expect(formatMonth(parseMonth("2024-03"))).toBe("2024-03");
    expect(addMonths("2024-01", -1)).toBe("2023-12");
    expect(addMonths("2024-11", 14)).toBe("2026-01");
  });

  it("lists a range inclusive", () => {
    expect(monthRange("2023-11", "2024-02")).toEqual(["2023-11", "2023-12", "2024-01", "2024-02"]);
    expect(monthRange("2024-02", "2024-01")).toEqual([]);
  });

  it.each(["2024-13", "2024-1", "24-01", "2024/01", "", "2024-00"])("rejects %j", (text) => {
    expect(isMonth(text)).toBe(false);
    expect(() => parseMonth(text)).toThrow(InvalidMonthError);
    expect(() => monthParts(text)).toThrow(InvalidMonthError);
  });

  it("maps YYYY-MM to its month end and back", () => {
    expect(monthEnd("2024-02")).toBe(20240229);
    expect(monthEnd("2023-02")).toBe(20230228);
    expect(monthOf(20240229)).toBe("2024-02");
    expect(monthOf(202402)).toBe("2024-02");
  });

  it("round-trips month keys through month ends", () => {
    fc.assert(
      fc.property(
        months,
        ({ year, month }) => monthOf(monthEnd(monthKey(year, month))) === monthKey(year, month),
      ),
    );
  });

  it("adds months consistently with monthsBetween", () => {
    fc.assert(
      fc.property(months, fc.integer({ min: -600, max: 600 }), ({ year, month }, k) => {
        const m = monthKey(year, month);
        return monthsBetween(m, addMonths(m, k)) === k;
      }),
    );
  });

  it("splits a month and names its quarter", () => {
    expect(monthParts("2024-09")).toEqual({ year: 2024, month: 9 });
    expect(quarterOf("2024-09")).toBe(3);
    expect(isQuarterEnd("2024-09")).toBe(true);
    expect(isQuarterEnd("2024-10")).toBe(false);
  });
});

describe("month numbers and days", () => {
  it("shifts and lists yyyymm months", () => {
    expect(monthNumber("2024-03")).toBe(202403);
    expect(addMonthsToMonthNumber(202412, 1)).toBe(202501);
    expect(addMonthsToMonthNumber(202501, -1)).toBe(202412);
    expect(addMonthsToMonthNumber(202506, -11)).toBe(202407);
    expect(monthNumberRange(202311, 202402)).toEqual([202311, 202312, 202401, 202402]);
    expect(monthNumberRange(202402, 202401)).toEqual([]);
  });

  it("knows each month's first and last day", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(firstDayOfMonth(202402)).toBe(20240201);
    expect(lastDayOfMonth(202402)).toBe(20240229);
    expect(lastDayOfMonth(202312)).toBe(20231231);
  });

  it("counts the calendar months a span of dates touches", () => {
    expect(monthsCovered(20230101, 20231231)).toBe(12);
    expect(monthsCovered(20220101, 20230630)).toBe(18);
    expect(monthsCovered(20230115, 20230301)).toBe(3);
  });

  it("lists month ends before a date and within a span", () => {
    expect(monthEndsBefore(20240331, 3)).toEqual([20240229, 20240131, 20231231]);
    expect(monthEndsBefore(20240315, 1)).toEqual([20240229]);
    expect(monthEndsBetween(20240115, 20240331)).toEqual([20240131, 20240229, 20240331]);
    expect(monthEndsBetween(20240101, 20240330)).toEqual([20240131, 20240229]);
    expect(monthEndsBetween(20240301, 20240101)).toEqual([]);
  });
});
