import type { FormConfig } from "@ledgerline/schemas";
import { describe, expect, it } from "vitest";
import { impactValueFormatter } from "./impactValues";

const form = {
  key: "ratios",
  name: { en: "Ratios" },
  fields: [
    {
      internalName: "section",
      name: { en: "Section" },
      type: "fieldset",
      children: [
        { internalName: "equityRatio", name: { en: "Equity ratio" }, type: "percentual", formula: "1" },
        { internalName: "totalAssets", name: { en: "Total assets" }, type: "currency", formula: "1" },
      ],
    },
    { internalName: "lenders", name: { en: "Lenders" }, type: "numeric", formula: "1" },
    { internalName: "hidden", name: { en: "Hidden" }, type: "percentual", formula: "1", visible: false },
  ],
} as unknown as FormConfig;

describe("the values of what would change", () => {
  it("are shown by their field's type, as the form shows them", () => {
    const show = impactValueFormatter(form, "en");
    expect(show("equityRatio", 1234)).toBe("12.34 %");
    expect(show("totalAssets", 150000050)).toBe("1,500,000.50");
    expect(show("lenders", 700)).toBe("7");
    expect(show("hidden", 5000)).toBe("50.00 %");
    expect(show("equityRatio", null)).toBe("-n.a.-");
  });

  it("follow the language's separators", () => {
    expect(impactValueFormatter(form, "fr")("equityRatio", 123456)).toBe("1 234,56 %");
  });

  it("show a field the draft no longer has as a plain amount", () => {
    expect(impactValueFormatter(form, "en")("gone", 150000)).toBe("1,500.00");
    expect(impactValueFormatter(null, "en")("gone", "text")).toBe("text");
  });
});
