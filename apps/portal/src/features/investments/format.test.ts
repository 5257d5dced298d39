import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import {
  amountLabel,
  dateLabel,
  limitLabel,
  monthLabel,
  parseDecimal,
  storedToInput,
  tidyDecimal,
  toStored,
  waiverInEffectOn,
} from "./format";
import { waiver } from "./testFixtures";

describe("typed numbers", () => {
  it("take the last separator as the decimal mark and the others as thousands separators", () => {
    expect(parseDecimal("12")).toBe(12);
    expect(parseDecimal("12,5")).toBe(12.5);
    expect(parseDecimal("12.5")).toBe(12.5);
    expect(parseDecimal("1.234,56")).toBe(1234.56);
    expect(parseDecimal("1,234.56")).toBe(1234.56);
    expect(parseDecimal("1,234,567")).toBe(1234.57);
    expect(parseDecimal("-0,5")).toBe(-0.5);
    expect(parseDecimal(" 1 000,5 ")).toBe(1000.5);
  });

  it("keep 2 decimals, rounding half away from zero", () => {
    expect(parseDecimal("1.005")).toBe(1.01);
    expect(parseDecimal("-1.005")).toBe(-1.01);
    expect(parseDecimal("0.004")).toBe(0);
  });

  it("are empty (null) or unreadable (undefined)", () => {
    expect(parseDecimal("")).toBeNull();
    expect(parseDecimal("  ")).toBeNull();
    expect(parseDecimal("abc")).toBeUndefined();
    expect(parseDecimal("1e5")).toBeUndefined();
    expect(parseDecimal("-")).toBeUndefined();
    expect(parseDecimal("1-2")).toBeUndefined();
  });

  it("are sent as stored hundredths and shown back / 100", () => {
    expect(toStored("12,5")).toBe(1250);
    expect(toStored("1.000,25")).toBe(100025);
    expect(toStored("-3")).toBe(-300);
    expect(toStored("")).toBeNull();
    expect(storedToInput(1250, "en")).toBe("12.5");
    expect(storedToInput(1250, "fr")).toBe("12,5");
    expect(storedToInput(-5, "en")).toBe("-0.05");
    expect(storedToInput(500, "en")).toBe("5");
    expect(storedToInput(null, "en")).toBe("");
    expect(tidyDecimal("1.234,5", "en")).toBe("1234.5");
    expect(tidyDecimal("x", "en")).toBe("x");
  });
});

describe("shown values", () => {
  it("write covenant limits with at most 2 decimals, % for percentual, null for no limit", () => {
    expect(limitLabel(500, "percentual", "en")).toBe("5%");
    expect(limitLabel(1234, "percentual", "en")).toBe("12.34%");
    expect(limitLabel(123456789, "currency", "en")).toBe("1,234,567.89");
    expect(limitLabel(150, "numeric", "en")).toBe("1.5");
    expect(limitLabel(null, "numeric", "en")).toBeNull();
    expect(limitLabel(500, "percentual", "fr")).toBe("5\u00a0%");
  });

  it("write amounts as whole numbers with their currency", () => {
    expect(amountLabel(1234567.5, "USD", "en")).toBe("1,234,568 USD");
    expect(amountLabel(0, "PEN", "en")).toBe("0 PEN");
  });

  it("write dates DD/MMM/YYYY and months MMM/YYYY", () => {
    dayjs.locale("en");
    expect(dateLabel(20270331)).toBe("31/Mar/2027");
    expect(dateLabel(null)).toBe("");
    expect(monthLabel(202509)).toBe("Sep/2025");
    expect(monthLabel(null)).toBe("");
  });
});

describe("the waiver in effect", () => {
  it("is the first (by start) whose dates hold today, both ends included", () => {
    const early = waiver({ _id: "early", startDate: 20260101, endDate: 20260331 });
    const late = waiver({ _id: "late", startDate: 20260301, endDate: 20261231 });
    expect(waiverInEffectOn([late, early], 20260315)?._id).toBe("early");
    expect(waiverInEffectOn([late, early], 20260331)?._id).toBe("early");
    expect(waiverInEffectOn([late, early], 20260401)?._id).toBe("late");
    expect(waiverInEffectOn([late, early], 20270101)).toBeNull();
  });
});
