import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createEngine,
  DuplicateFieldError,
  ErrorValue,
  ForeignStateError,
  FormulaCompileError,
  FormulaSyntaxError,
  InvalidMonthError,
  monthRange,
  NotAnInputError,
  printFormula,
  UnknownFieldError,
} from "../index";
import type { CellChange, ExplainNode, FieldSpec, FormulaEngine, Scalar, Value } from "../index";
import { evaluableAstArbitrary } from "../../test/arbitraries";
import { engineFrom } from "../../test/fixtures";

type Table = Record<string, Record<string, Scalar>>;
const tableSource = (table: Table) => ({ get: (id: string, month: string) => table[id]?.[month] });

function mfiEngine(): FormulaEngine {
  return engineFrom({
    fields: {
      netIncome: { kind: "flow" },
      totalAssets: {},
      roa: { formula: "divide(annualize(netIncome), periodAverage(totalAssets))" },
      doubled: { formula: "roa * 2" },
    },
    values: {
      netIncome: { "2023-12": 130, "2024-01": 10, "2024-02": 25 },
      totalAssets: { "2023-12": 1000, "2024-01": 1100, "2024-02": 1200 },
    },
  });
}

describe("Engine", () => {
  describe("evaluation", () => {
    it("evaluates a field at a month", () => {
      const engine = mfiEngine();
      expect(engine.evaluate("roa", "2024-02")).toBeCloseTo(150 / 1100, 12);
      expect(engine.evaluate("netIncome", "2024-02")).toBe(25);
      expect(engine.evaluate("totalAssets", "2030-01")).toBeNull();
    });

    it("evaluates fields over a range of months", () => {
      const engine = mfiEngine();
      const result = engine.evaluateRange(["roa", "netIncome"], ["2024-01", "2024-02"]);
      expect(Object.keys(result)).toEqual(["roa", "netIncome"]);
      expect(result.netIncome).toEqual([10, 25]);
      expect(result.roa![0]).toBeCloseTo(120 / 1050, 12);
      expect(Object.keys(engine.evaluateRange("all", ["2024-01"]))).toEqual([
        "netIncome",
        "totalAssets",
        "roa",
        "doubled",
      ]);
    });

    it("resolves plain names in the expression's form first", () => {
      const engine = createEngine({
        fields: [
          { name: "netIncome", form: "incomeStatement" },
          { name: "netIncome", form: "cashFlow" },
          { name: "totalAssets", form: "balanceSheet" },
        ],
        data: tableSource({
          "incomeStatement.netIncome": { "2024-01": 1 },
          "cashFlow.netIncome": { "2024-01": 2 },
          "balanceSheet.totalAssets": { "2024-01": 10 },
        }),
      });
      expect(engine.evaluateExpression("netIncome + totalAssets", "2024-01", { form: "cashFlow" })).toBe(12);
      expect(engine.evaluateExpression("incomeStatement.netIncome", "2024-01", { form: "cashFlow" })).toBe(1);
      const ambiguous = engine.evaluateExpression("netIncome", "2024-01");
      expect(ambiguous).toBeInstanceOf(ErrorValue);
      expect((ambiguous as ErrorValue).message).toContain(
        "'incomeStatement.netIncome' or 'cashFlow.netIncome'",
      );
    });

    it("compiles an expression once and lists what it reads", () => {
      const engine = mfiEngine();
      const expression = engine.compileExpression("roa + netIncome[-1M] + roa");
      expect(expression.references).toEqual(["roa", "netIncome"]);
      expect(engine.compileExpression("roa + netIncome[-1M] + roa")).toBe(expression);
      expect(expression.evaluate("2024-02")).toBeCloseTo(150 / 1100 + 10 + 150 / 1100, 12);
    });

    it("turns a failing data source into #DATA values", () => {
      const engine = createEngine({
        fields: [{ name: "a" }, { name: "b", formula: "a + 1" }],
        data: {
          get: () => {
            throw new Error("connection lost");
          },
        },
      });
      expect(engine.evaluate("b", "2024-01")).toEqual(
        new ErrorValue("#DATA", "reading 'a' at 2024-01 failed: connection lost"),
      );
    });

    it("never hands an object from the data to a formula", () => {
      const engine = createEngine({
        fields: [{ name: "a" }],
        data: { get: () => ({ valueOf: () => 3 }) as unknown as number },
      });
      expect((engine.evaluateExpression("a + 1", "2024-01") as ErrorValue).code).toBe("#DATA");
    });

    it("evaluates very long chains of formulas", () => {
      const fields: FieldSpec[] = [{ name: "f0" }];
      for (let i = 1; i <= 20_000; i++) fields.push({ name: `f${i}`, formula: `f${i - 1} + 1` });
      const engine = createEngine({ fields, data: tableSource({ f0: { "2024-01": 0 } }) });
      expect(engine.evaluate("f20000", "2024-01")).toBe(20_000);
    });
  });

  describe("API misuse throws named errors", () => {
    it("rejects unknown fields with a suggestion", () => {
      const engine = mfiEngine();
      expect(() => engine.evaluate("rao", "2024-01")).toThrow(UnknownFieldError);
      expect(() => engine.evaluate("rao", "2024-01")).toThrow("unknown field 'rao'; did you mean 'roa'?");
      expect(() => engine.evaluateRange(["nope"], [])).toThrow(UnknownFieldError);
    });

    it("rejects malformed months", () => {
      expect(() => mfiEngine().evaluate("roa", "2024-1")).toThrow(InvalidMonthError);
      expect(() => mfiEngine().evaluateExpression("1", "March")).toThrow(InvalidMonthError);
    });

    it("rejects setting a formula field", () => {
      expect(() => mfiEngine().setInput("roa", "2024-01", 1)).toThrow(NotAnInputError);
    });

    it("rejects duplicate fields", () => {
      expect(() => createEngine({ fields: [{ name: "a" }, { name: "a" }], data: tableSource({}) })).toThrow(
        DuplicateFieldError,
      );
    });

    it("throws for broken formulas in strict mode only", () => {
      const fields = [{ name: "a", formula: "1 +" }];
      expect(createEngine({ fields, data: tableSource({}) }).problems()).toHaveLength(1);
      expect(() => createEngine({ fields, data: tableSource({}), strict: true })).toThrow(FormulaSyntaxError);
      expect(() =>
        createEngine({ fields: [{ name: "a", formula: "b" }], data: tableSource({}), strict: true }),
      ).toThrow(FormulaCompileError);
    });
  });

  describe("kept states", () => {
    const fields: FieldSpec[] = [
      { name: "netIncome", kind: "flow" },
      { name: "totalAssets" },
      { name: "roa", formula: "divide(annualize(netIncome), periodAverage(totalAssets))" },
    ];
    const clientA: Table = {
      netIncome: { "2023-12": 130, "2024-01": 10, "2024-02": 25 },
      totalAssets: { "2023-12": 1000, "2024-01": 1100, "2024-02": 1200 },
    };
    const clientB: Table = {
      netIncome: { "2024-01": 30, "2024-02": 60 },
      totalAssets: { "2023-12": 2000, "2024-01": 2000, "2024-02": 2000 },
    };
    const freshRoa = (table: Table) =>
      createEngine({ fields, data: tableSource(table) }).evaluate("roa", "2024-02");

    it("evaluates each state over its own data, as a fresh engine over that data would", () => {
      const engine = createEngine({ fields, data: tableSource({}) });
      const a = engine.createState(tableSource(clientA));
      const b = engine.createState(tableSource(clientB));
      expect(engine.withState(a, () => engine.evaluate("roa", "2024-02"))).toBe(freshRoa(clientA));
      expect(engine.withState(b, () => engine.evaluate("roa", "2024-02"))).toBe(freshRoa(clientB));
      expect(engine.evaluate("roa", "2024-02")).toBeNull();
    });

    it("keeps a state's computed values between uses, without reading its data again", () => {
      const reads: string[] = [];
      const source = {
        get: (id: string, month: string) => {
          reads.push(`${id}@${month}`);
          return clientA[id]?.[month];
        },
      };
      const engine = createEngine({ fields, data: tableSource({}) });
      const state = engine.createState(source);
      const first = engine.withState(state, () => engine.evaluate("roa", "2024-02"));
      const readsOnce = reads.length;
      expect(readsOnce).toBeGreaterThan(0);
      expect(engine.withState(state, () => engine.evaluate("roa", "2024-02"))).toBe(first);
      expect(reads).toHaveLength(readsOnce);
    });

    it("recomputes a state's dependents on setInputs and leaves the other states as they were", () => {
      const engine = createEngine({ fields, data: tableSource({}) });
      const a = engine.createState(tableSource(clientA));
      const b = engine.createState(tableSource(clientB));
      const roaOf = (state: typeof a) => engine.withState(state, () => engine.evaluate("roa", "2024-02"));
      roaOf(a);
      const before = roaOf(b);
      const changes = engine.withState(a, () =>
        engine.setInputs([{ fieldId: "totalAssets", month: "2024-02", value: 2400 }]),
      );
      expect(changes.map((change) => change.fieldId)).toEqual(["totalAssets", "roa"]);
      expect(roaOf(a)).toBe(
        freshRoa({ ...clientA, totalAssets: { ...clientA.totalAssets, "2024-02": 2400 } }),
      );
      expect(roaOf(b)).toBe(before);
    });

    it("refuses a state another engine created", () => {
      const engine = createEngine({ fields, data: tableSource({}) });
      const other = createEngine({ fields, data: tableSource({}) });
      const state = other.createState(tableSource(clientA));
      expect(() => engine.withState(state, () => engine.evaluate("roa", "2024-02"))).toThrow(
        ForeignStateError,
      );
    });
  });

  describe("incremental recomputation", () => {
    it("returns the input and the dependents that changed", () => {
      const engine = mfiEngine();
      engine.evaluateRange("all", ["2024-01", "2024-02"]);
      const changes = engine.setInput("netIncome", "2024-02", 30);
      expect(changes.map((c) => `${c.fieldId}@${c.month}`)).toEqual([
        "netIncome@2024-02",
        "roa@2024-02",
        "doubled@2024-02",
      ]);
      expect(changes[1]!.value).toBeCloseTo(180 / 1100, 12);
      expect(engine.evaluate("doubled", "2024-02")).toBeCloseTo(360 / 1100, 12);
    });

    it("recomputes the later months that read the changed one", () => {
      const engine = mfiEngine();
      engine.evaluateRange("all", ["2024-01", "2024-02"]);
      const changes = engine.setInput("totalAssets", "2023-12", 900);
      expect(changes.map((c) => `${c.fieldId}@${c.month}`)).toEqual([
        "totalAssets@2023-12",
        "roa@2024-01",
        "roa@2024-02",
        "doubled@2024-01",
        "doubled@2024-02",
      ]);
    });

    it("returns nothing when the value does not change, and only the input when nothing read it", () => {
      const engine = mfiEngine();
      engine.evaluate("roa", "2024-02");
      expect(engine.setInput("netIncome", "2024-02", 25)).toEqual([]);
      expect(engine.setInput("netIncome", "2025-06", 5)).toEqual([
        { fieldId: "netIncome", month: "2025-06", value: 5 },
      ]);
      expect(engine.evaluate("netIncome", "2025-06")).toBe(5);
    });

    it("keeps values set with setInput until reset", () => {
      const engine = mfiEngine();
      engine.setInput("netIncome", "2024-02", 50);
      expect(engine.evaluate("netIncome", "2024-02")).toBe(50);
      engine.reset();
      expect(engine.evaluate("netIncome", "2024-02")).toBe(25);
    });

    it("sets many inputs at once", () => {
      const engine = mfiEngine();
      engine.evaluateRange("all", ["2024-02"]);
      const changes = engine.setInputs([
        { fieldId: "netIncome", month: "2024-02", value: 0 },
        { fieldId: "totalAssets", month: "2024-02", value: null },
      ]);
      expect(changes.map((c) => c.fieldId)).toEqual(["netIncome", "totalAssets", "roa", "doubled"]);
      expect(engine.evaluate("roa", "2024-02")).toBe(0);
    });

    it("gives the same values as a fresh engine after any edits, and reports exactly the changes", () => {
      const inputs = ["a", "b", "s"];
      const formulaArb = fc
        .array(fc.constant(null), { minLength: 3, maxLength: 5 })
        .chain((slots) =>
          fc.tuple(
            ...slots.map((_, i) =>
              evaluableAstArbitrary([...inputs, ...slots.slice(0, i).map((__, j) => `f${j}`)]),
            ),
          ),
        );
      const months = monthRange("2023-01", "2024-12");
      const editMonths = monthRange("2022-06", "2025-03");
      const value = fc.oneof(fc.constant(null), fc.integer({ min: -50, max: 500 }));
      const edit = fc.record({
        field: fc.constantFrom(...inputs),
        month: fc.constantFrom(...editMonths),
        value,
      });
      const periods = [
        { start: 20220101, end: 20221231, months: 12 },
        { start: 20230101, end: 20230630, months: 6 },
        { start: 20230701, end: 20240630, months: 12 },
      ];
      fc.assert(
        fc.property(
          formulaArb,
          fc.array(edit, { minLength: 1, maxLength: 8 }),
          fc.integer({ min: 0, max: 1000 }),
          (asts, edits, seed) => {
            const table: Table = {};
            inputs.forEach((id, i) => {
              table[id] = {};
              editMonths.forEach((month, t) => {
                table[id]![month] =
                  (seed + t * (i + 3)) % 7 === 0 ? null : ((seed * (i + 1) + t * 37) % 400) - 20;
              });
            });
            const fields: FieldSpec[] = [
              { name: "a", kind: "flow" },
              { name: "b", kind: "flow" },
              { name: "s", kind: "stock" },
              ...asts.map((ast, i) => ({
                name: `f${i}`,
                kind: i % 2 === 0 ? ("flow" as const) : ("stock" as const),
                formula: printFormula(ast),
              })),
            ];
            const engine = createEngine({
              fields,
              financialPeriods: periods,
              data: tableSource(structuredClone(table)),
            });
            let before = engine.evaluateRange("all", months);
            for (const e of edits) {
              const changes: CellChange[] = engine.setInput(e.field, e.month, e.value);
              table[e.field]![e.month] = e.value;
              const fresh = createEngine({ fields, financialPeriods: periods, data: tableSource(table) });
              const expected = fresh.evaluateRange("all", months);
              const after = engine.evaluateRange("all", months);
              expect(after).toEqual(expected);
              const reported = new Set(changes.map((c) => `${c.fieldId}@${c.month}`));
              for (const [id, values] of Object.entries(after)) {
                values.forEach((v: Value, t) => {
                  if (!inputs.includes(id) && JSON.stringify(v) !== JSON.stringify(before[id]![t]))
                    expect(reported).toContain(`${id}@${months[t]}`);
                });
              }
              before = after;
            }
          },
        ),
        { numRuns: 150 },
      );
    });
  });

  describe("explain", () => {
    const find = (node: ExplainNode, label: string): ExplainNode | undefined =>
      node.label === label ? node : node.children.map((child) => find(child, label)).find(Boolean);

    it("explains a field as the tree of its formula with months and values", () => {
      const tree = mfiEngine().explain("roa", "2024-02");
      expect(tree).toMatchObject({
        label: "roa",
        expression: "divide(annualize(netIncome), periodAverage(totalAssets))",
        month: "2024-02",
      });
      const divide = tree.children[0]!;
      expect(divide.label).toBe("divide");
      expect(divide.children.map((c) => c.label)).toEqual(["annualize: × 12 / 2", "periodAverage"]);
      expect(divide.children[0]!.value).toBe(150);
      expect(divide.children[1]!.children.map((c) => [c.month, c.value])).toEqual([
        ["2023-12", 1000],
        ["2024-01", 1100],
        ["2024-02", 1200],
      ]);
      expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
    });

    it("shows the telescoped months of ltm with their signs", () => {
      const engine = engineFrom({
        fields: { x: { kind: "flow" } },
        values: { x: { "2023-03": 30, "2023-12": 130, "2024-03": 40 } },
      });
      const tree = engine.explain("ltm(x)", "2024-03");
      expect(tree.value).toBe(140);
      expect(tree.children.map((c) => [c.label, c.month, c.value])).toEqual([
        ["+ x", "2024-03", 40],
        ["+ x", "2023-12", 130],
        ["− x", "2023-03", 30],
      ]);
    });

    it("expands referenced formula fields to the requested depth", () => {
      const engine = mfiEngine();
      expect(find(engine.explain("doubled", "2024-02"), "periodAverage")).toBeDefined();
      expect(find(engine.explain("doubled", "2024-02", { depth: 0 }), "periodAverage")).toBeUndefined();
      expect(find(engine.explain("doubled * 1", "2024-02"), "periodAverage")).toBeUndefined();
      expect(find(engine.explain("doubled * 1", "2024-02", { depth: 2 }), "periodAverage")).toBeDefined();
    });

    it("shows shifted months, series steps and the branch an if took", () => {
      const engine = mfiEngine();
      const shifted = engine.explain("totalAssets[-1M]", "2024-02");
      expect([shifted.month, shifted.value]).toEqual(["2024-01", 1100]);
      const series = engine.explain("sum(multiPeriod(totalAssets, -1M, 0M))", "2024-02");
      expect(series.children[0]!.value).toEqual([1100, 1200]);
      expect(series.children[0]!.children.map((c) => c.month)).toEqual(["2024-01", "2024-02"]);
      const branch = engine.explain('if(netIncome > 20, "high", "low")', "2024-02");
      expect(branch.value).toBe("high");
      expect(branch.children.map((c) => c.expression)).toEqual(["netIncome > 20", '"high"']);
    });

    it("explains an expression that does not compile as its error", () => {
      const tree = mfiEngine().explain("roa +", "2024-02");
      expect(tree.value).toMatchObject({ error: "#SYNTAX" });
      expect(tree.children).toEqual([]);
    });
  });

  describe("runValidations", () => {
    const engine = () =>
      engineFrom({
        fields: { totalAssets: {}, totalLiabilitiesAndEquity: {}, netIncome: {}, name: {} },
        values: {
          totalAssets: { "2024-01": 100, "2024-02": 100 },
          totalLiabilitiesAndEquity: { "2024-01": 100, "2024-02": 90 },
          name: { "2024-01": "x" },
        },
      });
    const balance = {
      validationType: "error" as const,
      validationMessage: "Assets must equal liabilities and equity",
      formula: "totalAssets == totalLiabilitiesAndEquity",
    };

    it("fails a formula that evaluates to false, on its dependencies or else on the fields it reads", () => {
      expect(engine().runValidations([balance], "2024-01")).toEqual([]);
      expect(engine().runValidations([balance], "2024-02")).toEqual([
        {
          validationType: "error",
          validationMessage: balance.validationMessage,
          fields: ["totalAssets", "totalLiabilitiesAndEquity"],
        },
      ]);
      expect(
        engine().runValidations(
          [{ ...balance, validationType: "warn", dependencies: ["totalAssets"] }],
          "2024-02",
        ),
      ).toEqual([
        { validationType: "warn", validationMessage: balance.validationMessage, fields: ["totalAssets"] },
      ]);
    });

    it("does not fire when the formula is null", () => {
      expect(engine().runValidations([{ ...balance, formula: "netIncome > 0" }], "2024-02")).toEqual([]);
    });

    it("uses ' invalid ' when there is no message", () => {
      expect(
        engine().runValidations([{ ...balance, validationMessage: "" }], "2024-02")[0]!.validationMessage,
      ).toBe(" invalid ");
    });

    it("reports a formula that cannot be evaluated as System err", () => {
      const failures = engine().runValidations(
        [
          { ...balance, formula: "totalAssets ==" },
          { ...balance, formula: "name > 1" },
          { ...balance, formula: "totalAssets + 1" },
          { ...balance, formula: "totalAset == 1" },
        ],
        "2024-01",
      );
      expect(failures.map((f) => f.validationMessage)).toEqual([
        "System err: line 1, column 15: expected an expression but found the end of the formula",
        "System err: '>' expects numbers, got the text \"x\"",
        "System err: a validation formula must give true or false, not the number 101",
        "System err: line 1, column 1: unknown field 'totalAset'; did you mean 'totalAssets'?",
      ]);
    });
  });

  it("lists dependencies and dependents of a field", () => {
    const engine = mfiEngine();
    expect(engine.dependenciesOf("roa")).toEqual(["netIncome", "totalAssets"]);
    expect(engine.dependentsOf("roa")).toEqual(["doubled"]);
  });
});
