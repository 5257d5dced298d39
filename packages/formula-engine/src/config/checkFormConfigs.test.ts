import { describe, expect, it } from "vitest";
import { checkFormConfigs } from "../index";
import type { FormConfigLike } from "../index";

const balanceSheet: FormConfigLike = {
  key: "balanceSheet",
  fields: [
    {
      internalName: "assets",
      type: "fieldset",
      children: [
        { internalName: "cash", type: "currency" },
        { internalName: "loans", type: "currency" },
        { internalName: "totalAssets", type: "currency", formula: "add(cash, loans)" },
      ],
    },
    { internalName: "totalEquity", type: "currency" },
    { internalName: "auditor", type: "text" },
  ],
  validations: [
    {
      validationType: "error",
      validationMessage: "x",
      formula: "totalAssets >= totalEquity",
      dependencies: ["totalAssets"],
    },
  ],
};
const incomeStatement: FormConfigLike = {
  key: "incomeStatement",
  fields: [
    { internalName: "netIncome", type: "currency", kind: "flow" },
    {
      internalName: "roa",
      type: "percentual",
      formula: "divide(annualize(netIncome), periodAverage(totalAssets))",
    },
  ],
};
const check = (...configs: FormConfigLike[]) =>
  checkFormConfigs(configs.map((config, i) => ({ file: `form${i}.json`, config })));

describe("checkFormConfigs", () => {
  it("accepts consistent configs, resolving references across forms", () => {
    expect(check(balanceSheet, incomeStatement)).toEqual([]);
  });

  it("reports an unknown reference with a suggestion, on the field that has it", () => {
    expect(
      check(balanceSheet, {
        key: "ratios",
        fields: [{ internalName: "equityRatio", formula: "divide(totalEquty, totalAssets)" }],
      }),
    ).toEqual([
      {
        file: "form1.json",
        field: "equityRatio",
        message: "line 1, column 8: unknown field 'totalEquty'; did you mean 'totalEquity'?",
        code: "unknown-reference",
        severity: "error",
        position: { line: 1, column: 8, offset: 7, length: 10 },
      },
    ]);
  });

  it("reports parse errors, kinds, containers, text in arithmetic and series misuse", () => {
    const problems = check(balanceSheet, incomeStatement, {
      key: "bad",
      fields: [
        { internalName: "a", formula: "1 +" },
        { internalName: "b", formula: "ltm(cash)" },
        { internalName: "c", formula: "assets + 1" },
        { internalName: "d", formula: "auditor * 2" },
        { internalName: "e", formula: "multiPeriod(cash, -1M, 0M)" },
        { internalName: "f", kind: "flow", formula: "add(netIncome, cash)" },
      ],
    });
    expect(problems.map((p) => `${p.field}: ${p.message}`)).toEqual([
      "a: line 1, column 4: expected an expression but found the end of the formula",
      "b: line 1, column 5: ltm needs a flow (reported year-to-date), but 'balanceSheet.cash' is a stock",
      "c: line 1, column 1: 'balanceSheet.assets' is a container (fieldset) and has no value",
      "d: line 1, column 1: '*' expects a number, but auditor is a text",
      "e: line 1, column 1: a formula: a series (multiPeriod) is only accepted by sum, mean, min, max and count",
      "f: line 1, column 16: 'bad.f' is declared a flow but its formula reads the stock 'balanceSheet.cash'",
    ]);
  });

  it("reports cycles across forms, naming the whole cycle", () => {
    const problems = check(
      { key: "one", fields: [{ internalName: "a", formula: "two.b + 1" }] },
      { key: "two", fields: [{ internalName: "b", formula: "one.a * 2" }] },
    );
    expect(problems).toEqual([
      {
        file: "form0.json",
        field: "a",
        message: "cycle: one.a → two.b → one.a",
        code: "cycle",
        severity: "error",
      },
    ]);
  });

  it("reports ambiguous references with their candidates", () => {
    const problems = check(
      { key: "one", fields: [{ internalName: "x" }] },
      { key: "two", fields: [{ internalName: "x" }] },
      { key: "three", fields: [{ internalName: "y", formula: "x" }] },
    );
    expect(problems[0]!.message).toBe(
      "line 1, column 1: 'x' is ambiguous: it could be 'one.x' or 'two.x'; write form.name",
    );
  });

  it("checks validations: formula, type, dependencies", () => {
    const problems = check({
      ...balanceSheet,
      validations: [
        { validationType: "error", validationMessage: "m", formula: "totalAssets >", dependencies: [] },
        { validationType: "warn", validationMessage: "m", formula: "totalAssets + 1" },
        { validationType: "fatal", validationMessage: "m", formula: "true", dependencies: ["totlAssets"] },
      ],
    });
    expect(problems.map((p) => `${p.field}: ${p.message}`)).toEqual([
      "validations[0]: line 1, column 14: expected an expression but found the end of the formula",
      "validations[1]: a validation formula must give true or false; this one gives a number",
      'validations[2]: validationType must be "error" or "warn", not "fatal"',
      "validations[2]: dependency 'totlAssets' is not a known field; did you mean 'totalAssets'?",
    ]);
  });

  it("reports structural problems: duplicates, nesting deeper than four levels, formulas on fieldsets", () => {
    const deep = { internalName: "l5", formula: "1" };
    const problems = check({
      key: "form",
      fields: [
        { internalName: "a" },
        { internalName: "a" },
        { internalName: "set", type: "fieldset", formula: "1" },
        {
          internalName: "l1",
          type: "fieldset",
          children: [
            {
              internalName: "l2",
              children: [{ internalName: "l3", children: [{ internalName: "l4", children: [deep] }] }],
            },
          ],
        },
      ],
    });
    expect(problems.map((p) => `${p.field}: ${p.message}`)).toEqual([
      "a: the internalName 'a' is used twice in form 'form'",
      "set: a fieldset is a container and cannot have a formula",
      "l5: fields nest at most 4 levels; this one is at level 5",
    ]);
  });

  it("reports a repeated form key and malformed configs", () => {
    const problems = checkFormConfigs([
      { file: "a.json", config: { key: "x", fields: [] } },
      { file: "b.json", config: { key: "x", fields: [] } },
      { file: "c.json", config: { fields: [] } as unknown as FormConfigLike },
    ]);
    expect(problems).toEqual([
      { file: "b.json", field: "-", message: "the form key 'x' is already used by a.json" },
      { file: "c.json", field: "-", message: "a form config needs a key: a non-empty text without dots" },
    ]);
  });

  describe("code, severity and position of formula problems", () => {
    it("gives a typo'd reference in a validation the code unknown-reference and the name's position", () => {
      const formula = "totalAssets >=\n  totalEquty";
      const [problem, ...rest] = check({
        ...balanceSheet,
        validations: [{ validationType: "error", validationMessage: "x", formula }],
      });
      expect(rest).toEqual([]);
      expect(problem).toMatchObject({
        file: "form0.json",
        field: "validations[0]",
        code: "unknown-reference",
        severity: "error",
        position: { line: 2, column: 3, offset: 17, length: 10 },
      });
      const position = problem!.position!;
      expect(formula.slice(position.offset, position.offset + position.length)).toBe("totalEquty");
      expect(problem!.message).toBe(
        "line 2, column 3: unknown field 'totalEquty'; did you mean 'totalEquity'?",
      );
    });

    it("covers a qualified reference from form to name", () => {
      const formula = "divide(netIncome, balanceSheet.totalAsets)";
      const problems = check(balanceSheet, {
        key: "ratios",
        fields: [
          { internalName: "netIncome", type: "currency" },
          { internalName: "roa", formula },
        ],
      });
      expect(problems).toHaveLength(1);
      const position = problems[0]!.position!;
      expect(problems[0]!.code).toBe("unknown-reference");
      expect(formula.slice(position.offset, position.offset + position.length)).toBe(
        "balanceSheet.totalAsets",
      );
    });

    it("carries warnings as warnings, and config problems without a code", () => {
      const problems = check(balanceSheet, incomeStatement, {
        key: "extra",
        fields: [
          { internalName: "f", kind: "flow", formula: "add(netIncome, cash)" },
          { internalName: "f", type: "currency" },
        ],
      });
      expect(problems.find((p) => p.code === "flow-references-stock")).toMatchObject({
        field: "f",
        severity: "warning",
      });
      const duplicate = problems.find((p) => p.message.includes("used twice"));
      expect(duplicate).toBeDefined();
      expect(duplicate!.code).toBeUndefined();
      expect(duplicate!.position).toBeUndefined();
    });

    it("gives parse errors the code syntax and the position where the parser stopped", () => {
      const problems = check({ key: "bad", fields: [{ internalName: "a", formula: "1 + $" }] });
      expect(problems).toEqual([
        expect.objectContaining({
          field: "a",
          code: "syntax",
          position: expect.objectContaining({ offset: 4 }),
        }),
      ]);
    });
  });
});
