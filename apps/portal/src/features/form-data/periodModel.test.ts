import { describe, expect, it } from "vitest";
import {
  defaultSelection,
  isAvailable,
  pickerYears,
  statusMap,
  switchPeriodType,
  toggleSelection,
  yearsWithData,
} from "./periodModel";

const june2025 = { financialYear: 2025, financialYearId: 202500, start: 20240701, end: 20250630, months: 12 };

describe("pickerYears", () => {
  it("offers calendar years from the current one back to 2000, each with four quarters of three months", () => {
    const years = pickerYears({ periodType: "c", now: 202611 });
    expect(years[0]!.year).toBe(2026);
    expect(years.at(-1)!.year).toBe(2000);
    expect(years).toHaveLength(27);
    expect(years[1]).toEqual({
      year: 2025,
      value: 20251200,
      quarters: [
        { ordinal: 1, months: [202501, 202502, 202503] },
        { ordinal: 2, months: [202504, 202505, 202506] },
        { ordinal: 3, months: [202507, 202508, 202509] },
        { ordinal: 4, months: [202510, 202511, 202512] },
      ],
    });
  });

  it("offers financial years as the client's periods say, else twelve months to the year end", () => {
    const years = pickerYears({
      periodType: "f",
      financialPeriods: [june2025],
      yearEndMonth: 6,
      now: 202611,
    });
    const fy2025 = years.find((year) => year.year === 2025)!;
    expect(fy2025.value).toBe(20250600);
    expect(fy2025.quarters[0]!.months).toEqual([202407, 202408, 202409]);
    expect(fy2025.quarters[3]!.months).toEqual([202504, 202505, 202506]);
    // FY 2027 (July 2026 to June 2027) has started by November 2026; FY 2028 has not.
    expect(years[0]!.year).toBe(2027);
    expect(years[0]!.quarters[0]!.months).toEqual([202607, 202608, 202609]);
  });

  it("splits a transition financial year into as many quarters as it has", () => {
    const transition = {
      financialYear: 2024,
      financialYearId: 202400,
      start: 20230101,
      end: 20240630,
      months: 18,
    };
    const [fy] = pickerYears({
      periodType: "f",
      financialPeriods: [transition],
      yearEndMonth: 6,
      now: 202406,
    });
    expect(fy!.quarters).toHaveLength(6);
    expect(fy!.quarters.at(-1)!.months).toEqual([202404, 202405, 202406]);
  });
});

describe("statusMap and availability", () => {
  const statuses = statusMap([
    { _id: "1", clientId: "c", numeric: 20250630, status: "approved" },
    { _id: "2", clientId: "c", numeric: 20250531, status: "created" },
  ]);

  it("keys statuses by month and counts created as no status", () => {
    expect(statuses.get(202506)).toBe("approved");
    expect(statuses.has(202505)).toBe(true);
    expect(statuses.get(202505)).toBeNull();
  });

  it("allows only months the map holds, and a year by its end month", () => {
    expect(isAvailable(202506, statuses)).toBe(true);
    expect(isAvailable(202504, statuses)).toBe(false);
    expect(isAvailable(20250600, statuses)).toBe(true);
    expect(isAvailable(20251200, statuses)).toBe(false);
    expect(isAvailable(202504, null)).toBe(true);
  });

  it("shows only years with data when there is a map, and none for an empty one", () => {
    const years = pickerYears({ periodType: "c", now: 202611 });
    expect(yearsWithData(years, statuses).map((year) => year.year)).toEqual([2025]);
    expect(yearsWithData(years, new Map())).toEqual([]);
  });
});

describe("defaultSelection", () => {
  it("takes the newest month and the same month one and two years before", () => {
    const months = [202306, 202312, 202406, 202506, 202505];
    expect(defaultSelection(new Map(months.map((month) => [month, "approved"])))).toEqual([
      202306, 202406, 202506,
    ]);
  });

  it("takes fewer when the data spans under three years", () => {
    expect(
      defaultSelection(
        new Map([
          [202406, null],
          [202506, "approved"],
        ]),
      ),
    ).toEqual([202406, 202506]);
    expect(defaultSelection(new Map())).toEqual([]);
  });
});

describe("toggleSelection", () => {
  it("adds in period order, removes a chosen one, and refuses a fourth", () => {
    expect(toggleSelection([202506], 202406)).toEqual([202406, 202506]);
    expect(toggleSelection([202406, 202506], 202406)).toEqual([202506]);
    expect(toggleSelection([202306, 202406, 202506], 202505)).toEqual([202306, 202406, 202506]);
  });
});

describe("switchPeriodType", () => {
  it("keeps months and turns a year into the other calendar's year of the same name", () => {
    const calendar = pickerYears({ periodType: "c", now: 202611 });
    expect(switchPeriodType([202506, 20250600], calendar)).toEqual([202506, 20251200]);
  });
});
