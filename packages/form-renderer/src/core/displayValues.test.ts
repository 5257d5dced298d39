import { describe, expect, it } from "vitest";
import { buildFieldModel } from "./fieldModel";
import type { ValueContext } from "./displayValues";
import { editText, formatStored, parseTyped } from "./displayValues";
import { widgetsForm } from "../fixtures/widgetsForm";

const model = buildFieldModel(widgetsForm);
const row = (name: string) => model.byName.get(name)!;
const en: ValueContext = { language: "en", scale: 1, currencyScaled: true, dateFormat: "DD-MM-YYYY" };

describe("parseTyped", () => {
  it("takes the last separator as the decimal mark and stores hundredths", () => {
    expect(parseTyped(row("grossLoanPortfolio"), "1.234.567,89", en)).toEqual({ ok: true, value: 123456789 });
    expect(parseTyped(row("grossLoanPortfolio"), "1,234,567.89", en)).toEqual({ ok: true, value: 123456789 });
    expect(parseTyped(row("grossLoanPortfolio"), "-12,5", en)).toEqual({ ok: true, value: -1250 });
  });

  it("keeps two decimals, shifting extra digits into the whole part", () => {
    expect(parseTyped(row("numberOfLoans"), "1.234", en)).toEqual({ ok: true, value: 1234 });
  });

  it("turns empty input into null and refuses letters", () => {
    expect(parseTyped(row("numberOfLoans"), "  ", en)).toEqual({ ok: true, value: null });
    expect(parseTyped(row("numberOfLoans"), "12a", en).ok).toBe(false);
  });

  it("reads currency in the report's scale and percentual as percent", () => {
    expect(parseTyped(row("grossLoanPortfolio"), "12", { ...en, scale: 1000 })).toEqual({
      ok: true,
      value: 1200000,
    });
    expect(parseTyped(row("interestRate"), "24,5", en)).toEqual({ ok: true, value: 2450 });
  });

  it("accepts the three date formats", () => {
    expect(parseTyped(row("auditDate"), "31-03-2025", en)).toEqual({ ok: true, value: 20250331 });
    expect(parseTyped(row("auditDate"), "2025-03-31", en)).toEqual({ ok: true, value: 20250331 });
    expect(parseTyped(row("auditDate"), "03-31-2025", en)).toEqual({ ok: true, value: 20250331 });
    expect(parseTyped(row("auditDate"), "31-31-2025", en).ok).toBe(false);
  });
});

describe("formatStored", () => {
  it("shows two decimals with the language's separators, a percent sign and -n.a.- for nothing", () => {
    expect(formatStored(row("grossLoanPortfolio"), 123456789, en)).toBe("1,234,567.89");
    expect(formatStored(row("grossLoanPortfolio"), 123456789, { ...en, language: "fr" })).toBe(
      "1 234 567,89",
    );
    expect(formatStored(row("grossLoanPortfolio"), 123456789, { ...en, language: "es" })).toBe(
      "1.234.567,89",
    );
    expect(formatStored(row("interestRate"), 2450, en)).toBe("24.50 %");
    expect(formatStored(row("numberOfLoans"), 1843200, en)).toBe("18,432");
    expect(formatStored(row("numberOfLoans"), 1843250, { ...en, language: "fr" })).toBe("18 432,5");
    expect(formatStored(row("par30Ratio"), null, en)).toBe("-n.a.-");
  });

  it("shows currency in the report's scale and dates in the chosen format", () => {
    expect(formatStored(row("grossLoanPortfolio"), 123456789, { ...en, scale: 1000 })).toBe("1,234.57");
    expect(formatStored(row("auditDate"), 20250331, { ...en, dateFormat: "YYYY-MM-DD" })).toBe("2025-03-31");
  });

  it("starts editing from a plain number that parses back", () => {
    expect(editText(row("grossLoanPortfolio"), 123456789, { ...en, language: "fr" })).toBe("1234567,89");
  });

  it("shows the decimals a field's settings ask for, rounding half away from zero", () => {
    const withDecimals = (decimals: number, type: "numeric" | "currency" | "percentual" = "numeric") =>
      buildFieldModel({
        ...widgetsForm,
        fields: [{ internalName: "x", name: { en: "X" }, type, settings: { decimals } }],
      }).byName.get("x")!;
    expect(formatStored(withDecimals(0), 4550, en)).toBe("46");
    expect(formatStored(withDecimals(0), -4550, en)).toBe("-46");
    expect(formatStored(withDecimals(0), -49, en)).toBe("0");
    expect(formatStored(withDecimals(1), 100005, en)).toBe("1,000.1");
    expect(formatStored(withDecimals(1), 100000, en)).toBe("1,000.0");
    expect(formatStored(withDecimals(2), 1000, en)).toBe("10.00"); // numeric with 2 decimals keeps them
    expect(formatStored(withDecimals(0, "currency"), 123456789, { ...en, language: "fr" })).toBe("1 234 568");
    expect(formatStored(withDecimals(1, "percentual"), 2450, { ...en, language: "es" })).toBe("24,5 %");
  });
});
