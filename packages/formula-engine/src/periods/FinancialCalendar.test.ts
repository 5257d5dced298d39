import { describe, expect, it } from "vitest";
import { FinancialCalendar, formatMonth, InvalidFinancialPeriodsError, parseMonth } from "../index";

const m = parseMonth;
const calendar = (periods: ConstructorParameters<typeof FinancialCalendar>[0]) =>
  new FinancialCalendar(periods);

describe("FinancialCalendar", () => {
  it("defaults to calendar years", () => {
    const years = calendar([]);
    expect(formatMonth(years.yearStart(m("2024-07")))).toBe("2024-01");
    expect(formatMonth(years.yearEnd(m("2024-07")))).toBe("2024-12");
    expect(years.monthsElapsed(m("2024-03"))).toBe(3);
    expect(years.monthsElapsed(m("2024-12"))).toBe(12);
    expect(formatMonth(years.yearStart(m("0001-05")))).toBe("0001-01");
  });

  it("follows an irregular table: a 6-month transition year", () => {
    const table = calendar([
      { start: 20230101, end: 20231231, months: 12 },
      { start: 20240101, end: 20240630, months: 6 },
      { start: 20240701, end: 20250630, months: 12 },
    ]);
    expect(table.monthsElapsed(m("2024-06"))).toBe(6);
    expect(formatMonth(table.yearEnd(m("2024-02")))).toBe("2024-06");
    expect(table.monthsElapsed(m("2024-09"))).toBe(3);
    expect(table.shortestYear).toBe(6);
    expect(table.longestYear).toBe(12);
  });

  it("continues with 12-month years aligned to the first and last periods", () => {
    const april = calendar([{ start: 20230401, end: 20240331, months: 12 }]);
    expect(formatMonth(april.yearStart(m("2022-06")))).toBe("2022-04");
    expect(formatMonth(april.yearStart(m("2022-03")))).toBe("2021-04");
    expect(formatMonth(april.yearStart(m("2024-04")))).toBe("2024-04");
    expect(formatMonth(april.yearEnd(m("2025-01")))).toBe("2025-03");
    expect(april.monthsElapsed(m("2026-06"))).toBe(3);
  });

  it("shifts by financial years: -k is the end of the k-th previous year, 0 is P, +k the end of the k-th next", () => {
    const table = calendar([
      { start: 20230101, end: 20231231, months: 12 },
      { start: 20240101, end: 20240630, months: 6 },
      { start: 20240701, end: 20250630, months: 12 },
    ]);
    const shift = (month: string, k: number) => formatMonth(table.shiftYears(m(month), k));
    expect(shift("2024-03", -1)).toBe("2023-12");
    expect(shift("2024-06", -1)).toBe("2023-12");
    expect(shift("2024-09", -1)).toBe("2024-06");
    expect(shift("2024-09", -2)).toBe("2023-12");
    expect(shift("2024-09", 0)).toBe("2024-09");
    expect(shift("2024-03", 1)).toBe("2025-06");
    expect(shift("2024-06", 1)).toBe("2025-06");
    expect(shift("2023-12", 1)).toBe("2024-06");
    expect(shift("2023-12", 2)).toBe("2025-06");
  });

  it("accepts periods in any order", () => {
    const table = calendar([
      { start: 20240101, end: 20241231, months: 12 },
      { start: 20230101, end: 20231231, months: 12 },
    ]);
    expect(table.monthsElapsed(m("2023-05"))).toBe(5);
  });

  it.each([
    [[{ start: 20240101, end: 20241231, months: 11 }], "has 12 months, not 11"],
    [[{ start: 20241231, end: 20240101, months: 12 }], "ends before it starts"],
    [[{ start: 2024, end: 20241231, months: 12 }], "yyyymmdd"],
    [
      [
        { start: 20230101, end: 20231231, months: 12 },
        { start: 20230701, end: 20240630, months: 12 },
      ],
      "overlap",
    ],
    [
      [
        { start: 20230101, end: 20231231, months: 12 },
        { start: 20240201, end: 20250131, months: 12 },
      ],
      "gap",
    ],
  ])("rejects an inconsistent table (%#): %s", (periods, message) => {
    expect(() => calendar(periods)).toThrow(InvalidFinancialPeriodsError);
    expect(() => calendar(periods)).toThrow(message);
  });
});
