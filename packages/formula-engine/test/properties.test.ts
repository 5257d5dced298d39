// Property-based tests: whatever an admin writes, the engine answers with a value and in bounded time.
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { createEngine, ErrorValue, monthRange, parseFormula, printFormula } from "../src/index";
import type { FieldSpec, FormulaEngine, Value } from "../src/index";
import { astArbitrary, evaluableAstArbitrary, identifier, tokenSoup } from "./arbitraries";

const FIELDS = ["a", "b", "s", "t", "f0", "f1"];
const MONTHS = monthRange("2023-01", "2024-12");

function sampleEngine(): FormulaEngine {
  const values: Record<string, Record<string, number | string | null>> = { a: {}, b: {}, s: {}, t: {} };
  MONTHS.forEach((month, i) => {
    values.a![month] = i % 5 === 0 ? null : i * 10;
    values.b![month] = (i * 37) % 11;
    values.s![month] = 1000 + i;
    values.t![month] = i % 2 === 0 ? "text" : null;
  });
  return createEngine({
    fields: [
      { name: "a", kind: "flow" },
      { name: "b", kind: "flow" },
      { name: "s" },
      { name: "t" },
      { name: "f0", kind: "flow", formula: "add(a, b)" },
      { name: "f1", formula: "divide(ltm(f0), periodAverage(s))" },
    ],
    financialPeriods: [
      { start: 20230101, end: 20230630, months: 6 },
      { start: 20230701, end: 20240630, months: 12 },
    ],
    data: { get: (id, month) => values[id]?.[month] },
  });
}

function isValue(value: Value): boolean {
  return (
    value === null || value instanceof ErrorValue || ["number", "string", "boolean"].includes(typeof value)
  );
}

/** Evaluates and explains at a month, checking the answer is a value (a hang is caught by the test's timeout). */
function probe(engine: FormulaEngine, text: string, month: string): void {
  const value = engine.evaluateExpression(text, month);
  expect(isValue(value)).toBe(true);
  if (typeof value === "number") expect(Number.isFinite(value)).toBe(true);
  const tree = engine.explain(text, month);
  expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
}

// Thousands of generated cases per property: allow for a busy machine.
vi.setConfig({ testTimeout: 120_000 });

describe("random formulas", () => {
  it("parseFormula never throws on any text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60, unit: "binary" }), (text) => {
        const result = parseFormula(text);
        expect(result.ok || result.errors.length > 0).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("random token sequences never crash or hang the engine", () => {
    const engine = sampleEngine();
    fc.assert(
      fc.property(tokenSoup(FIELDS), fc.constantFrom(...MONTHS, "2010-01", "2040-12"), (text, month) =>
        probe(engine, text, month),
      ),
      { numRuns: 1500 },
    );
  });

  it("random well-formed expressions never crash or hang the engine", () => {
    const engine = sampleEngine();
    fc.assert(
      fc.property(evaluableAstArbitrary(FIELDS), fc.constantFrom(...MONTHS), (ast, month) =>
        probe(engine, printFormula(ast), month),
      ),
      { numRuns: 1500 },
    );
  });

  it("random expressions with unknown names and functions give errors, not exceptions", () => {
    const engine = sampleEngine();
    fc.assert(
      fc.property(astArbitrary(fc.constantFrom(...FIELDS, "zz"), identifier), (ast) =>
        probe(engine, printFormula(ast), "2024-03"),
      ),
      { numRuns: 500 },
    );
  });

  it("random templates, cycles included, build and evaluate without throwing", () => {
    const names = ["x", "y", "z", "w"];
    fc.assert(
      fc.property(
        fc.array(evaluableAstArbitrary(["a", ...names]), { minLength: 4, maxLength: 4 }),
        (asts) => {
          const fields: FieldSpec[] = [
            { name: "a", kind: "flow" },
            ...asts.map((ast, i) => ({ name: names[i]!, kind: "flow" as const, formula: printFormula(ast) })),
          ];
          const engine = createEngine({ fields, data: { get: (_id, month) => month.charCodeAt(6) } });
          const result = engine.evaluateRange("all", ["2024-01", "2024-02"]);
          for (const values of Object.values(result))
            for (const value of values) expect(isValue(value)).toBe(true);
          for (const problem of engine.problems()) expect(problem.message.length).toBeGreaterThan(0);
          engine.setInput("a", "2024-01", 5);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses series that would take too long instead of hanging", () => {
    const engine = sampleEngine();
    const text =
      "sum(multiPeriod(sum(multiPeriod(sum(multiPeriod(a, -1200M, 0M)), -1200M, 0M)), -1200M, 0M))";
    const value = engine.evaluateExpression(text, "2024-01");
    expect(value).toBeInstanceOf(ErrorValue);
    expect((value as ErrorValue).message).toContain("at most 100000");
    expect(engine.evaluateExpression("a[-1201M]", "2024-01")).toBeInstanceOf(ErrorValue);
  });
});
