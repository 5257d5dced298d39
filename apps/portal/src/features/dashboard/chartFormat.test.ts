import { describe, expect, it } from "vitest";
import { CHART_COLOURS, abbreviateNumber, chartColour, fieldNumber, fullNumber } from "./chartFormat";

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

describe("fullNumber with a template field's settings", () => {
  it("shows the field's decimals instead of the type's default", () => {
    expect(fullNumber(12, "currency", "en", "USD", { decimals: 0 })).toBe("12 USD");
    expect(fullNumber(3.25, "percentual", "en", "USD", { decimals: 1 })).toBe("3.3 %");
    expect(fullNumber(2_400.456, "numeric", "es", "USD", { decimals: 1 })).toBe("2.400,5");
    // Unset (null from the API): as without settings.
    expect(fullNumber(1_234_567.5, "currency", "en", "USD", { decimals: null, unit: null })).toBe(
      "1,234,567.50 USD",
    );
  });

  it("follows a numeric value with its unit in the language, as the form renderer writes it", () => {
    expect(fieldNumber(12, "numeric", "en", { decimals: 0, unit: "days" })).toBe("12 days");
    expect(fieldNumber(1.456, "numeric", "fr", { decimals: 2, unit: "times" })).toBe("1,46 ×");
    expect(fieldNumber(12, "numeric", "fr", { unit: "days" })).toBe("12 jours");
    // No unit beside money or percentages, nothing after -n.a.-, an unknown unit left out.
    expect(fullNumber(12, "currency", "en", "USD", { unit: "days" })).toBe("12.00 USD");
    expect(fieldNumber(null, "numeric", "en", { unit: "days" })).toBe("-n.a.-");
    expect(fieldNumber(12, "numeric", "en", { unit: "parsecs" })).toBe("12");
  });
});

describe("chartColour", () => {
  it("uses the three colours in turn", () => {
    expect(CHART_COLOURS).toHaveLength(3);
    expect([0, 1, 2, 3].map(chartColour)).toEqual([...CHART_COLOURS, CHART_COLOURS[0]]);
  });
});
