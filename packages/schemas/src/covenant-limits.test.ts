import { describe, expect, it } from "vitest";
import {
  covenantFormPathOf,
  covenantFormValues,
  covenantInputOf,
  hasAtMostTwoDecimals,
  limitLabel,
  parseDecimal,
  rangeLabel,
  storedToInput,
  toStored,
} from "./covenant-limits";

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
  });
});

describe("shown limits", () => {
  it("write covenant limits with at most 2 decimals, % for percentual, null for no limit", () => {
    expect(limitLabel(500, "percentual", "en")).toBe("5%");
    expect(limitLabel(1234, "percentual", "en")).toBe("12.34%");
    expect(limitLabel(123456789, "currency", "en")).toBe("1,234,567.89");
    expect(limitLabel(150, "numeric", "en")).toBe("1.5");
    expect(limitLabel(null, "numeric", "en")).toBeNull();
    expect(limitLabel(500, "percentual", "fr")).toBe("5\u00a0%");
  });

  it("write a range with a dash for an open bound, and nothing when neither is set", () => {
    expect(rangeLabel({ min: 1000, max: null }, "percentual", "en")).toBe("10% – —");
    expect(rangeLabel({ min: null, max: 250 }, "numeric", "en")).toBe("— – 2.5");
    expect(rangeLabel({ min: null, max: null }, "numeric", "en")).toBe("");
  });
});

describe("the central covenant form", () => {
  const covenant = {
    internalName: "par30",
    name: { en: "PAR 30", fr: "PAR 30 jours", es: null },
    guide: null,
    links: [{ uri: "https://example.org/par", name: "Definition", guide: null }],
    fieldType: "percentual",
    range: { min: null, max: 1250 },
    alertThreshold: 1000,
    clientType: "MFI",
    formula: "par30 / grossLoanPortfolio",
  };

  it("shows a covenant's limits in the language's notation and every language's text, empty where missing", () => {
    const values = covenantFormValues(covenant, "fr", "AGRO");
    expect(values).toMatchObject({ min: "", max: "12,5", alert: "10", clientType: "MFI" });
    expect(values.name).toEqual({ en: "PAR 30", fr: "PAR 30 jours", es: "", pt: "", ru: "" });
    expect(values.links).toEqual([{ uri: "https://example.org/par", name: "Definition", guide: "" }]);
    expect(covenantFormValues(null, "en", "AGRO")).toMatchObject({
      internalName: "",
      clientType: "AGRO",
      max: "",
    });
  });

  it("sends what was typed as hundredths, trimmed, without empty translations or link guides", () => {
    const values = {
      ...covenantFormValues(covenant, "en", "MFI"),
      name: { en: " PAR 30 ", fr: "  ", es: "PAR 30 días" },
      links: [{ uri: " https://example.org ", name: "Guide ", guide: " " }],
      min: "1,5",
      max: "",
      alert: "12.25",
    };
    expect(covenantInputOf(values)).toEqual({
      internalName: "par30",
      name: { en: "PAR 30", es: "PAR 30 días" },
      guide: {},
      links: [{ uri: "https://example.org", name: "Guide" }],
      fieldType: "percentual",
      range: { min: 150, max: null },
      alertThreshold: 1225,
      clientType: "MFI",
      formula: "par30 / grossLoanPortfolio",
    });
  });

  it("marks the input an API refusal names, and nothing for a field the form has not", () => {
    expect(covenantFormPathOf("range.min")).toEqual(["min"]);
    expect(covenantFormPathOf("range")).toEqual(["min"]);
    expect(covenantFormPathOf("range.max")).toEqual(["max"]);
    expect(covenantFormPathOf("alertThreshold")).toEqual(["alert"]);
    expect(covenantFormPathOf("links.0.uri")).toEqual(["links", 0, "uri"]);
    expect(covenantFormPathOf("name.en")).toEqual(["name", "en"]);
    expect(covenantFormPathOf("statistics")).toBeNull();
  });

  it("refuses more than two decimals, whichever mark is typed", () => {
    expect(hasAtMostTwoDecimals("12,34")).toBe(true);
    expect(hasAtMostTwoDecimals("1.234,5")).toBe(true);
    expect(hasAtMostTwoDecimals("12.345")).toBe(false);
    expect(hasAtMostTwoDecimals("12")).toBe(true);
  });
});
