import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  buildFinancialPeriods,
  covenantLevel,
  dateNumber,
  engineToStored,
  financialPeriodOf,
  financialYearId,
  financialYearSelectionValue,
  formatDateNumber,
  formatDisplayDate,
  formatNumber,
  fractionToPercentHundredths,
  fromHundredths,
  fromReportedValue,
  isDateNumber,
  monthKey,
  monthOf,
  monthsElapsedInFinancialYear,
  parseDateInput,
  parseNumberInput,
  parsePeriodSelectionValue,
  percentHundredthsToFraction,
  periodInfo,
  storedToEngine,
  toHundredths,
  toReportedValue,
} from "./values.js";

const cents = fc.integer({ min: -9_000_000_000_000, max: 9_000_000_000_000 });
const months = fc.record({
  year: fc.integer({ min: 1950, max: 2150 }),
  month: fc.integer({ min: 1, max: 12 }),
});
const dates = fc
  .record({
    year: fc.integer({ min: 1900, max: 2999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => dateNumber(year, month, day))
  .filter(isDateNumber);

describe("stored hundredths", () => {
  it("stores 12.34 as 1234 and reads it back", () => {
    expect(toHundredths(12.34)).toBe(1234);
    expect(fromHundredths(1234)).toBe(12.34);
  });

  it("rounds half away from zero, despite binary noise (1.005 → 101, -1.005 → -101)", () => {
    expect(toHundredths(1.005)).toBe(101);
    expect(toHundredths(-1.005)).toBe(-101);
    expect(toHundredths(0.1 + 0.2)).toBe(30);
    expect(Object.is(toHundredths(-0.001), 0)).toBe(true);
  });

  it("round-trips any whole number of hundredths", () => {
    fc.assert(fc.property(cents, (c) => toHundredths(fromHundredths(c)) === c));
  });

  it("round-trips any number with at most two decimals", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        (c) => fromHundredths(toHundredths(c / 100)) === c / 100,
      ),
    );
  });
});

describe("percentual values", () => {
  it("stores 5.00 % (the fraction 0.05) as 500 hundredths of a percent", () => {
    expect(fractionToPercentHundredths(0.05)).toBe(500);
    expect(percentHundredthsToFraction(523)).toBe(0.0523);
  });

  it("round-trips any stored percentage through the engine's fraction", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        (s) => engineToStored("percentual", storedToEngine("percentual", s)) === s,
      ),
    );
  });

  it("converts by field type and turns missing or non-finite values into null", () => {
    expect(storedToEngine("currency", 123456)).toBe(1234.56);
    expect(storedToEngine("numeric", null)).toBeNull();
    expect(engineToStored("currency", Number.NaN)).toBeNull();
    expect(engineToStored("percentual", Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe("reporting scale", () => {
  it("keeps the reported value in the report's scale (1/1000)", () => {
    expect(toReportedValue(123_456_789_00, 1000)).toBe(123_456_79);
    expect(fromReportedValue(123_456_79, 1000)).toBe(123_456_790_00);
  });

  it("round-trips reported values for every scale", () => {
    const scale = fc.constantFrom(1, 10, 100, 1000, 10000, 100000);
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        scale,
        (reported, s) => toReportedValue(fromReportedValue(reported, s), s) === reported,
      ),
    );
  });
});

describe("parseNumberInput", () => {
  it("reads the last separator as the decimal mark", () => {
    expect(parseNumberInput("1.234,56")).toEqual({ ok: true, value: 1234.56 });
    expect(parseNumberInput("1,234.56")).toEqual({ ok: true, value: 1234.56 });
    expect(parseNumberInput("-7,5")).toEqual({ ok: true, value: -7.5 });
    expect(parseNumberInput("1 000")).toEqual({ ok: true, value: 1000 });
  });

  it("keeps two decimals: extra decimal digits shift the value", () => {
    expect(parseNumberInput("1.234")).toEqual({ ok: true, value: 12.34 });
    expect(parseNumberInput("0,12345")).toEqual({ ok: true, value: 123.45 });
  });

  it("treats empty input as null and rejects other characters", () => {
    expect(parseNumberInput("  ")).toEqual({ ok: true, value: null });
    expect(parseNumberInput("12a").ok).toBe(false);
    expect(parseNumberInput("1-2").ok).toBe(false);
    expect(parseNumberInput("-").ok).toBe(false);
  });

  it("parses back what formatNumber writes, in both conventions", () => {
    const style = fc.constantFrom(
      { decimal: "." as const, thousands: "," as const },
      { decimal: "," as const, thousands: "." as const },
      { decimal: "," as const, thousands: " " as const },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), style, (c, s) => {
        const parsed = parseNumberInput(formatNumber(c / 100, s));
        return parsed.ok && parsed.value === c / 100;
      }),
    );
  });
});

describe("parseDateInput", () => {
  it("accepts the three formats of the spec", () => {
    expect(parseDateInput("2024-02-29")).toEqual({ ok: true, value: 20240229 });
    expect(parseDateInput("31-01-2024")).toEqual({ ok: true, value: 20240131 });
    expect(parseDateInput("01-31-2024")).toEqual({ ok: true, value: 20240131 });
    expect(parseDateInput("05/06/2024")).toEqual({ ok: true, value: 20240605 });
    expect(parseDateInput("05/06/2024", "MM-DD-YYYY")).toEqual({ ok: true, value: 20240506 });
  });

  it("rejects dates that do not exist and other shapes", () => {
    expect(parseDateInput("2023-02-29").ok).toBe(false);
    expect(parseDateInput("31-31-2024").ok).toBe(false);
    expect(parseDateInput("2024/1").ok).toBe(false);
    expect(parseDateInput("")).toEqual({ ok: true, value: null });
  });

  it("shows a date as DD/MMM/YYYY with the month's short name in the language", () => {
    expect(formatDisplayDate(20260331, "en")).toBe("31/Mar/2026");
    expect(formatDisplayDate(20260331, "fr")).toBe("31/mars/2026");
    expect(formatDisplayDate(20270705, "ru")).toMatch(/^05\/июл\S*\/2027$/);
  });

  it("round-trips every real date through each format", () => {
    const format = fc.constantFrom("DD-MM-YYYY" as const, "MM-DD-YYYY" as const, "YYYY-MM-DD" as const);
    fc.assert(
      fc.property(dates, format, (d, f) => {
        const prefer = f === "MM-DD-YYYY" ? "MM-DD-YYYY" : "DD-MM-YYYY";
        const parsed = parseDateInput(formatDateNumber(d, f), prefer);
        return parsed.ok && parsed.value === d;
      }),
    );
  });
});

describe("addDays", () => {
  it("finds the next day across month and year ends", () => {
    expect(addDays(20231231, 1)).toBe(20240101);
    expect(addDays(20240228, 1)).toBe(20240229);
    expect(addDays(20240229, 1)).toBe(20240301);
    expect(addDays(20240115, 1)).toBe(20240116);
  });
});

describe("period selections", () => {
  it("names financial years and period selections as spec 2 §3 says", () => {
    expect(financialYearId(2024)).toBe(202400);
    expect(financialYearSelectionValue("2024-06")).toBe(20240600);
    expect(parsePeriodSelectionValue(20240600)).toEqual({
      ok: true,
      value: { kind: "financialYear", endMonth: "2024-06" },
    });
    expect(parsePeriodSelectionValue(202406)).toEqual({
      ok: true,
      value: { kind: "month", month: "2024-06" },
    });
    expect(parsePeriodSelectionValue(20240630)).toEqual({
      ok: true,
      value: { kind: "date", date: 20240630, month: "2024-06" },
    });
    expect(parsePeriodSelectionValue(20241300).ok).toBe(false);
    expect(parsePeriodSelectionValue(20240631).ok).toBe(false);
  });
});

describe("financial periods", () => {
  it("builds calendar years by default", () => {
    const periods = buildFinancialPeriods({ from: "2023-03", to: "2024-02" });
    expect(periods).toEqual([
      { financialYear: 2023, financialYearId: 202300, start: 20230101, end: 20231231, months: 12 },
      { financialYear: 2024, financialYearId: 202400, start: 20240101, end: 20241231, months: 12 },
    ]);
  });

  it("builds April–March years and a six-month transition year", () => {
    const march = buildFinancialPeriods({ from: "2024-01", to: "2024-06", endMonth: 3 });
    expect(march.map((p) => [p.start, p.end, p.months])).toEqual([
      [20230401, 20240331, 12],
      [20240401, 20250331, 12],
    ]);
    const transition = buildFinancialPeriods({
      from: "2023-01",
      to: "2025-01",
      changes: [{ fromYear: 2024, endMonth: 6 }],
    });
    expect(transition.map((p) => [p.financialYearId, p.start, p.end, p.months])).toEqual([
      [202300, 20230101, 20231231, 12],
      [202400, 20240101, 20240630, 6],
      [202500, 20240701, 20250630, 12],
    ]);
    expect(monthsElapsedInFinancialYear(transition, "2024-06")).toBe(6);
    expect(financialPeriodOf(transition, "2024-09")?.financialYearId).toBe(202500);
    expect(periodInfo(transition, "2024-09")).toEqual({
      month: 9,
      quarter: 3,
      year: 2024,
      financialYear: 2025,
      financialYearPeriod: 3,
    });
  });

  it("always produces contiguous periods that cover the range", () => {
    fc.assert(
      fc.property(
        months,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 12 }),
        ({ year, month }, span, endMonth) => {
          const from = monthKey(year, month);
          const to = addMonths(from, span);
          const periods = buildFinancialPeriods({ from, to, endMonth });
          const covered = [from, to].every((m) => financialPeriodOf(periods, m) !== undefined);
          const contiguous = periods.every(
            (p, i) => i === 0 || monthOf(p.start) === addMonths(monthOf((periods[i - 1] as typeof p).end), 1),
          );
          return covered && contiguous && periods.every((p) => p.months === 12);
        },
      ),
    );
  });
});

describe("covenantLevel", () => {
  const par = { range: { min: 0, max: 500 }, alertThreshold: 400 };
  const car = { range: { min: 1500, max: null }, alertThreshold: 1700 };

  it("breaches outside the range and alerts between the threshold and a maximum", () => {
    expect(covenantLevel(0.03, "percentual", par)).toBe("ok");
    expect(covenantLevel(0.045, "percentual", par)).toBe("alerted");
    expect(covenantLevel(0.0501, "percentual", par)).toBe("breached");
  });

  it("alerts between a minimum and the threshold, in stored units of the field type", () => {
    expect(covenantLevel(0.2, "percentual", car)).toBe("ok");
    expect(covenantLevel(0.16, "percentual", car)).toBe("alerted");
    expect(covenantLevel(0.149, "percentual", car)).toBe("breached");
    expect(covenantLevel(1.25, "numeric", { range: { min: 120, max: null }, alertThreshold: 130 })).toBe(
      "alerted",
    );
    expect(covenantLevel(null, "numeric", car)).toBeNull();
  });
});
