import { describe, expect, it } from "vitest";
import { addMonths, formatMonth, InvalidMonthError, isMonth, monthRange, parseMonth } from "../index";

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
  });
});
