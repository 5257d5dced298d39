// Units in explanations: from the fields' config types, through the operators whose result unit is certain.
import { describe, expect, it } from "vitest";
import { createEngine } from "../index";
import type { ExplainNode, FieldSpec, FormulaEngine, Scalar } from "../index";

const FIELDS: FieldSpec[] = [
  { name: "assets", type: "currency" },
  { name: "debt", type: "currency" },
  { name: "income", type: "currency", kind: "flow" },
  { name: "rate", type: "percentual" },
  { name: "factor", type: "numeric" },
  { name: "note", type: "text" },
  { name: "untyped" },
  { name: "leverage", type: "percentual", formula: "debt / assets" },
];

const VALUES: Record<string, Scalar> = {
  assets: 1_234_000,
  debt: 617_000,
  income: 50_000,
  rate: 0.05,
  factor: 2,
  note: "x",
  untyped: 3,
};

function engine(): FormulaEngine {
  return createEngine({
    fields: FIELDS,
    data: { get: (id: string, month: string) => (month.startsWith("2024") ? VALUES[id] : undefined) },
  });
}

const unitOf = (expression: string): ExplainNode["unit"] => engine().explain(expression, "2024-03").unit;

describe("explanation units", () => {
  it("reads a field's unit from its config type", () => {
    expect(unitOf("assets")).toBe("currency");
    expect(unitOf("rate")).toBe("percent");
    expect(unitOf("factor")).toBe("number");
    expect(unitOf("note")).toBeUndefined();
    expect(unitOf("untyped")).toBeUndefined();
  });

  it("keeps the unit through operators and functions whose parts agree", () => {
    for (const expression of [
      "assets + debt",
      "assets - debt",
      "-assets",
      "sum(assets, debt)",
      "mean(assets, debt)",
      "min(assets, debt)",
      "max(assets, debt)",
      "round(assets, 2)",
      "if(rate > 0, assets, debt)",
      "periodAverage(assets)",
      "ltm(income)",
      "annualize(income)",
      "sum(multiPeriod(assets, -1M, 0M))",
    ])
      expect([expression, unitOf(expression)]).toEqual([expression, "currency"]);
    expect(unitOf("max(rate, rate[-1M])")).toBe("percent");
  });

  it("scales money by plain numbers and percentages, and divides money into a plain ratio", () => {
    expect(unitOf("assets * 2")).toBe("currency");
    expect(unitOf("assets / 1000")).toBe("currency");
    expect(unitOf("factor * assets")).toBe("currency");
    expect(unitOf("assets * rate")).toBe("currency");
    expect(unitOf("multiply(assets, rate, 2)")).toBe("currency");
    expect(unitOf("debt / assets")).toBe("number");
    expect(unitOf("divide(debt, assets)")).toBe("number");
    expect(unitOf("factor * 3")).toBe("number");
  });

  it("leaves the unit out where it is not certain", () => {
    for (const expression of [
      "assets + rate",
      "assets + 5",
      "assets * debt",
      "rate * 100",
      "2 * 3",
      "untyped * assets",
      "assets / note",
      "assets > debt",
      "count(assets, debt)",
      "sum(assets, rate)",
    ])
      expect([expression, unitOf(expression)]).toEqual([expression, undefined]);
  });

  it("marks every line of a field's tree, and keeps trees of untyped fields as they were", () => {
    const tree = engine().explain("leverage", "2024-03");
    expect(tree.unit).toBe("percent");
    const quotient = tree.children[0]!;
    expect(quotient.unit).toBe("number");
    expect(quotient.children.map((child) => child.unit)).toEqual(["currency", "currency"]);
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
    const plain = engine().explain("untyped + 1", "2024-03");
    expect(Object.keys(plain)).not.toContain("unit");
    expect(plain.children.every((child) => !("unit" in child))).toBe(true);
  });
});
