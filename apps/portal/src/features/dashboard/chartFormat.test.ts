import { describe, expect, it } from "vitest";
import { CHART_COLOURS, abbreviateNumber, chartColour, fullNumber } from "./chartFormat";

describe("abbreviateNumber", () => {
  it("writes thousands as K and millions as M, with one decimal at most", () => {
    expect(abbreviateNumber(1_250_000)).toBe("1.3M");
    expect(abbreviateNumber(48_000)).toBe("48K");
    expect(abbreviateNumber(-2_500)).toBe("-2.5K");
    expect(abbreviateNumber(950)).toBe("950");
    expect(abbreviateNumber(12.5, "percentual")).toBe("12.5%");
    expect(abbreviateNumber(7_500_000, "currency", "es")).toBe("7,5M");
  });
});

describe("fullNumber", () => {
  it("writes money with two decimals and its currency, in the language's separators", () => {
    expect(fullNumber(1_234_567.5, "currency", "en", "USD")).toBe("1,234,567.50 USD");
    expect(fullNumber(1_234_567.5, "currency", "es", "EUR")).toBe("1.234.567,50 EUR");
    expect(fullNumber(2_400, "numeric", "en", "USD")).toBe("2,400");
    expect(fullNumber(3.5, "percentual", "en", "USD")).toBe("3.50 %");
    expect(fullNumber(null, "currency", "en", "USD")).toBe("-n.a.-");
  });
});

describe("chartColour", () => {
  it("uses the three colours in turn", () => {
    expect(CHART_COLOURS).toHaveLength(3);
    expect([0, 1, 2, 3].map(chartColour)).toEqual([...CHART_COLOURS, CHART_COLOURS[0]]);
  });
});
