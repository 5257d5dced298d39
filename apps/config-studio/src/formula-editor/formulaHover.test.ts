import { listFunctions } from "@ledgerline/formula-engine";
import { describe, expect, it } from "vitest";
import { explainAt } from "./formulaHover";
import { FIELDS } from "./testFixtures";

const FUNCTIONS = listFunctions();
const explain = (text: string, pos: number) => explainAt(text, pos, 1, FIELDS, FUNCTIONS);

describe("hover explanations", () => {
  it("explains a computed field with its label and formula", () => {
    expect(explain("equityRatio * 100", 3)).toEqual({
      from: 0,
      to: 11,
      code: "equityRatio",
      title: "Equity ratio",
      formula: "divide(totalEquity, totalAssets)",
    });
  });

  it("explains a qualified reference from either half, and a plain name another form alone has", () => {
    const text = "incomeStatement.netIncome + revenue";
    expect(explain(text, 2)).toMatchObject({ from: 0, to: 25, title: "Net income" });
    expect(explain(text, 20)).toMatchObject({ from: 0, to: 25, title: "Net income" });
    expect(explain(text, 30)).toMatchObject({ code: "incomeStatement.revenue", title: "Revenue" });
  });

  it("explains a function with its signature and summary", () => {
    expect(explain("annualize(x)", 2)).toMatchObject({
      code: "annualize(flow)",
      title: expect.stringMatching(/12/),
    });
  });

  it("says nothing over unknown names, numbers and spaces", () => {
    expect(explain("totalAsets + 1", 3)).toBeNull();
    expect(explain("totalAssets + 12", 15)).toBeNull();
    expect(explain("totalAssets + 12", 12)).toBeNull();
  });
});
