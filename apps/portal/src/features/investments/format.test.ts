import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { amountLabel, dateLabel, monthLabel, tidyDecimal, waiverInEffectOn } from "./format";
import { waiver } from "./testFixtures";

describe("typed numbers", () => {
  it("are tidied to the language's notation when the input loses focus", () => {
    expect(tidyDecimal("1.234,5", "en")).toBe("1234.5");
    expect(tidyDecimal("12.5", "fr")).toBe("12,5");
    expect(tidyDecimal("x", "en")).toBe("x");
  });
});

describe("shown values", () => {
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
