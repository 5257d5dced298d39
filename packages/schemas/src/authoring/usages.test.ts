import { describe, expect, it } from "vitest";
import { catalogue, danglingReferences, fieldUsages } from "../index.js";
import type { FieldDefinition, FormConfig, TemplateWorld } from "../index.js";

const formOf = (key: string): FormConfig => {
  const form = catalogue.forms.find((f) => f.key === key);
  if (!form) throw new Error(`no form ${key}`);
  return structuredClone(form) as FormConfig;
};

/** A draft of a catalogue form with a field taken out of the tree. */
function without(key: string, name: string): FormConfig {
  const draft = formOf(key);
  const prune = (fields: FieldDefinition[]): FieldDefinition[] =>
    fields
      .filter((f) => f.internalName !== name)
      .map((f) => (f.children ? { ...f, children: prune(f.children) } : f));
  draft.fields = prune(draft.fields);
  return draft;
}

const minimalForm = (
  key: string,
  fields: FieldDefinition[],
  extra: Partial<FormConfig> = {},
): FormConfig => ({
  key,
  version: "1.0.0",
  name: { en: key },
  context: { category: "financial", periodType: "month", target: "client" },
  type: "form",
  clientTypes: ["MFI"],
  fields,
  ...extra,
});
const field = (internalName: string, formula?: string): FieldDefinition => ({
  internalName,
  name: { en: internalName },
  type: "numeric",
  ...(formula ? { formula } : {}),
});

describe("fieldUsages", () => {
  it("finds balanceSheet.totalAssets in other forms' formulas, its own validations, the report and the Excel upload", () => {
    const usages = fieldUsages({ formKey: "balanceSheet", field: "totalAssets" }, catalogue);
    const formulas = usages.filter((u) => u.kind === "formula").map((u) => u.where);
    expect(formulas).toEqual(
      expect.arrayContaining(["ratios.roaLtm", "ratios.assetGrowthYoY", "performanceIndicators.roa"]),
    );
    expect(usages.find((u) => u.where === "ratios.roaLtm")?.formula).toContain("balanceSheet.totalAssets");
    // plain `totalAssets` in the form's own validations counts, resolved as the engine does
    expect(usages.filter((u) => u.kind === "validation").map((u) => u.where)).toEqual([
      "balanceSheet.validations[0]",
      "balanceSheet.validations[2]",
    ]);
    // agroBalanceSheet has its own totalAssets: its formulas and validations do not use this one
    expect(usages.some((u) => u.where.startsWith("agro"))).toBe(false);
    expect(usages.filter((u) => u.kind === "report")).toEqual([
      { kind: "report", where: "mfiFinancialMonthly" },
    ]);
    expect(usages.filter((u) => u.kind === "excel")).toEqual([{ kind: "excel", where: "balanceSheet" }]);
    expect(
      usages.filter((u) => u.kind === "report" || u.kind === "excel").every((u) => !("formula" in u)),
    ).toBe(true);
  });

  it("counts plain names of the own form", () => {
    const usages = fieldUsages({ formKey: "balanceSheet", field: "totalLiabilities" }, catalogue);
    expect(usages).toContainEqual({
      kind: "formula",
      where: "balanceSheet.totalLiabilitiesAndEquity",
      formula: "add(totalLiabilities, totalEquity)",
    });
  });

  it("finds covenant catalogue formulas (compiled over the forms of the covenant's client type)", () => {
    const usages = fieldUsages({ formKey: "ratios", field: "roaLtm" }, catalogue);
    expect(usages).toContainEqual({ kind: "covenant", where: "covRoa", formula: "ratios.roaLtm" });
    expect(usages).toContainEqual({ kind: "formula", where: "covenants.covRoa", formula: "ratios.roaLtm" });
    const agro = fieldUsages({ formKey: "agroRatios", field: "dscr" }, catalogue);
    expect(agro.filter((u) => u.kind === "covenant").map((u) => u.where)).toEqual(["covDscr"]);
  });

  it("resolves with the engine: plain names of other forms, dependencies, and not names inside strings", () => {
    const world: TemplateWorld = {
      forms: [
        minimalForm("source", [field("uniqueAmount"), field("other")]),
        minimalForm("reader", [field("twice", "uniqueAmount * 2"), field("text", "if(other > 0, 1, 0)")], {
          validations: [
            {
              validationType: "warn",
              validationMessage: "m",
              formula: "other >= 0",
              dependencies: ["source.uniqueAmount"],
            },
            {
              validationType: "warn",
              validationMessage: "m",
              formula: 'exists(other) or "uniqueAmount" == "x"',
            },
          ],
        }),
      ],
      reports: [],
      covenants: [],
    };
    expect(fieldUsages({ formKey: "source", field: "uniqueAmount" }, world)).toEqual([
      { kind: "formula", where: "reader.twice", formula: "uniqueAmount * 2" },
      { kind: "validation", where: "reader.validations[0]", formula: "other >= 0" },
    ]);
  });

  it("has no Excel usage for forms that are not uploadable, and nothing for unknown fields", () => {
    const usages = fieldUsages({ formKey: "covenants", field: "covRoa" }, catalogue);
    expect(usages.some((u) => u.kind === "excel")).toBe(false);
    expect(usages.some((u) => u.kind === "report")).toBe(true);
    expect(fieldUsages({ formKey: "balanceSheet", field: "noSuchField" }, catalogue)).toEqual([]);
    expect(fieldUsages({ formKey: "noSuchForm", field: "totalAssets" }, catalogue)).toEqual([]);
  });

  it("judges the latest version when the world holds several of a form", () => {
    const old = { ...formOf("balanceSheet"), version: "0.9.0" };
    const world = {
      ...catalogue,
      forms: [
        old,
        ...catalogue.forms.filter((f) => f.key !== "balanceSheet"),
        without("balanceSheet", "tradeInvestments"),
      ],
    };
    expect(fieldUsages({ formKey: "balanceSheet", field: "tradeInvestments" }, world)).toEqual([]);
  });
});

describe("danglingReferences", () => {
  it("is empty for an unchanged draft", () => {
    expect(danglingReferences(formOf("balanceSheet"), catalogue)).toEqual([]);
    expect(danglingReferences(formOf("ratios"), catalogue)).toEqual([]);
  });

  it("reports the other forms' formulas that read a deleted field, with the name as written", () => {
    const dangling = danglingReferences(without("balanceSheet", "totalAssets"), catalogue);
    const where = dangling.map((d) => d.usage.where);
    expect(where).toEqual(expect.arrayContaining(["ratios.roaLtm", "performanceIndicators.roa"]));
    // both references of divide(balanceSheet.totalAssets, balanceSheet.totalAssets[-1Y]) - 1
    expect(where.filter((w) => w === "ratios.assetGrowthYoY")).toHaveLength(2);
    expect(dangling.every((d) => d.reference === "balanceSheet.totalAssets")).toBe(true);
    expect(dangling.every((d) => d.usage.kind === "formula")).toBe(true);
    // the draft's own formulas and validations are checkFormConfigs' business
    expect(where.some((w) => w.startsWith("balanceSheet."))).toBe(false);
    const roa = dangling.find((d) => d.usage.where === "ratios.roaLtm")!;
    expect(roa.usage.formula).toBe(
      "divide(ltm(profitLoss.netIncome), periodAverage(balanceSheet.totalAssets))",
    );
    expect(roa.message).toMatch(
      /^the formula of ratios\.roaLtm: line 1, column 49: unknown field 'balanceSheet\.totalAssets'/,
    );
  });

  it("reports covenant formulas of the draft's client types", () => {
    const dangling = danglingReferences(without("ratios", "roaLtm"), catalogue);
    expect(dangling).toContainEqual(
      expect.objectContaining({
        usage: { kind: "covenant", where: "covRoa", formula: "ratios.roaLtm" },
        reference: "ratios.roaLtm",
      }),
    );
    expect(dangling.map((d) => d.usage.where)).toContain("covenants.covRoa");
  });

  it("reports covenants of a client type the draft no longer has", () => {
    const draft = { ...formOf("ratios"), clientTypes: ["BANK" as const] };
    const covenants = danglingReferences(draft, catalogue).filter((d) => d.usage.kind === "covenant");
    expect(covenants.map((d) => d.usage.where)).toEqual(
      expect.arrayContaining(["covRoa", "covOss", "covPar30Wo"]),
    );
    expect(covenants.some((d) => d.usage.where === "covDscr")).toBe(false);
  });

  it("reports plain names that a new field makes ambiguous, and validation dependencies", () => {
    const world: TemplateWorld = {
      forms: [
        minimalForm("source", [field("uniqueAmount")]),
        minimalForm("reader", [field("twice", "uniqueAmount * 2")], {
          validations: [
            {
              validationType: "warn",
              validationMessage: "m",
              formula: "twice >= 0",
              dependencies: ["source.uniqueAmount"],
            },
          ],
        }),
        minimalForm("third", [field("x")]),
      ],
      reports: [],
      covenants: [],
    };
    const ambiguous = danglingReferences(minimalForm("third", [field("x"), field("uniqueAmount")]), world);
    expect(ambiguous).toEqual([
      expect.objectContaining({
        usage: expect.objectContaining({ where: "reader.twice" }),
        reference: "uniqueAmount",
      }),
    ]);
    expect(ambiguous[0]!.message).toContain("ambiguous");
    const removed = danglingReferences(minimalForm("source", [field("renamedAmount")]), world);
    expect(removed.map((d) => `${d.usage.kind} ${d.usage.where} ${d.reference}`)).toEqual([
      "formula reader.twice uniqueAmount",
      "validation reader.validations[0] source.uniqueAmount",
    ]);
  });

  it("accepts a draft of a new form, and drafts that are not valid yet, without throwing", () => {
    expect(
      danglingReferences(minimalForm("brandNew", [field("a", "balanceSheet.totalAssets")]), catalogue),
    ).toEqual([]);
    const broken = {
      ...minimalForm("balanceSheet", [field("a"), field("a"), field("")]),
      clientTypes: ["MFI" as const],
    };
    expect(danglingReferences(broken, catalogue).length).toBeGreaterThan(10);
  });
});
