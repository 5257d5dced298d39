import { describe, expect, it } from "vitest";
import { createEngine, DataFileError, parseDataFile } from "../index";

describe("parseDataFile", () => {
  it("reads the issue's example file", () => {
    const file = parseDataFile({
      financialPeriods: [{ start: 20240101, end: 20241231, months: 12 }],
      fields: {
        netIncome: { kind: "flow" },
        totalAssets: { kind: "stock" },
        roa: { formula: "divide(annualize(netIncome), periodAverage(totalAssets))" },
      },
      values: {
        netIncome: { "2024-01": 10, "2024-02": 25 },
        totalAssets: { "2023-12": 1000, "2024-01": 1100 },
      },
    });
    expect(file.fields).toEqual([
      { name: "netIncome", kind: "flow" },
      { name: "totalAssets", kind: "stock" },
      { name: "roa", formula: "divide(annualize(netIncome), periodAverage(totalAssets))" },
    ]);
    const engine = createEngine(file);
    expect(engine.evaluate("roa", "2024-01")).toBeCloseTo(120 / 1050, 12);
    expect(engine.evaluate("roa", "2024-02")).toBeCloseTo(150 / 1050, 12);
  });

  it("splits qualified ids into form and name, and declares fields that only have values", () => {
    const file = parseDataFile({
      fields: { "bs.totalAssets": {} },
      values: { "bs.totalAssets": { "2024-01": 1 }, "is.netIncome": { "2024-01": 2 } },
    });
    expect(file.fields).toEqual([
      { form: "bs", name: "totalAssets" },
      { form: "is", name: "netIncome" },
    ]);
    expect(file.data.get("is.netIncome", "2024-01")).toBe(2);
    expect(file.data.get("is.netIncome", "2024-02")).toBeUndefined();
  });

  it.each([
    [[], "a JSON object"],
    [{ fields: [] }, "fields must be an object"],
    [{ fields: { a: { kind: "balance" } } }, 'fields.a.kind must be "stock" or "flow"'],
    [{ fields: { a: { formula: 3 } } }, "fields.a.formula must be a text"],
    [{ values: { a: { "2024-1": 1 } } }, 'values.a: "2024-1" is not a month'],
    [{ values: { a: { "2024-01": { x: 1 } } } }, "values.a.2024-01 must be a number"],
    [{ financialPeriods: [{ start: 20240101 }] }, "financialPeriods[0]"],
  ])("rejects malformed files (%#)", (json, message) => {
    expect(() => parseDataFile(json)).toThrow(DataFileError);
    expect(() => parseDataFile(json)).toThrow(message);
  });

  it("keeps __proto__ and constructor as ordinary names", () => {
    const file = parseDataFile(
      JSON.parse('{"values": {"__proto__": {"2024-01": 1}, "constructor": {"2024-01": 2}}}'),
    );
    const engine = createEngine(file);
    expect(engine.evaluateExpression("__proto__ + constructor", "2024-01")).toBe(3);
  });
});
