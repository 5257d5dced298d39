import type { FormConfig } from "@ledgerline/schemas";
import { describe, expect, it } from "vitest";
import { formsOfClientType, formulaCheckOver, formulaFieldsOf } from "./useCovenantFormula";

const form = (key: string, clientTypes: string[], fields: FormConfig["fields"]): FormConfig =>
  ({
    key,
    version: "1.0.0",
    name: { en: key },
    context: { category: "financial", periodType: "month", target: "client" },
    type: "form",
    clientTypes,
    fields,
  }) as FormConfig;

const BALANCE = form(
  "balanceSheet",
  ["MFI"],
  [
    {
      internalName: "assets",
      name: { en: "Assets", fr: "Actifs" },
      type: "fieldset",
      children: [
        { internalName: "grossLoans", name: { en: "Gross loans", fr: "Encours brut" }, type: "currency" },
        { internalName: "par30", name: { en: "PAR 30" }, type: "currency" },
      ],
    },
  ],
);
const FARMS = form(
  "farmData",
  ["AGRO"],
  [{ internalName: "hectares", name: { en: "Hectares" }, type: "numeric" }],
);

describe("the covenant formula's fields and check", () => {
  it("offers the fields of the client type's forms as form.field, in the interface language", () => {
    const forms = formsOfClientType([BALANCE, FARMS], "MFI");
    expect(forms.map((one) => one.key)).toEqual(["balanceSheet"]);
    expect(formulaFieldsOf(forms, "fr")).toEqual([
      { reference: "balanceSheet.grossLoans", label: "Encours brut", type: "currency" },
      { reference: "balanceSheet.par30", label: "PAR 30", type: "currency" },
    ]);
  });

  it("accepts a formula over those fields and marks a reference to a field they do not have", () => {
    const check = formulaCheckOver([BALANCE]);
    expect(check("balanceSheet.par30 / balanceSheet.grossLoans")).toEqual([]);
    const text = "balanceSheet.par30 / farmData.hectares";
    const [problem, ...others] = check(text);
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ severity: "error" });
    expect(text.slice(problem!.from, problem!.to)).toContain("farmData.hectares");
  });
});
