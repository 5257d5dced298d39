// The semantic rules of the language (issue 3, rules 1–10), one describe per rule.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEngine, ErrorValue, formatValue, NOT_AVAILABLE } from "../index";
import type { Value } from "../index";
import { engineFrom, evaluate, monthlySeries } from "../../test/fixtures";
import type { FixtureInput } from "../../test/fixtures";

const calendar2024: FixtureInput = {
  fields: { netIncome: { kind: "flow" }, totalAssets: { kind: "stock" }, text: {} },
  values: {
    netIncome: { "2023-03": 30, "2023-12": 130, "2024-01": 12, "2024-02": 25, "2024-03": 40 },
    totalAssets: { "2023-12": 1000, "2024-01": 1100, "2024-02": 1150, "2024-03": 1250 },
    text: { "2024-03": "abc" },
  },
};
const at = (expression: string, month = "2024-03", input: FixtureInput = calendar2024): Value =>
  evaluate(input, expression, month);
const errorOf = (value: Value): ErrorValue => {
  if (!(value instanceof ErrorValue)) throw new Error(`expected an error value, got ${formatValue(value)}`);
  return value;
};

describe("rule 1: arithmetic is null when an operand is null, NaN or infinite; division by zero is null", () => {
  it.each([
    "1 + null",
    "null - 1",
    "2 * null",
    "null / 2",
    "-null",
    "add(1, null)",
    "add(1, 2, null)",
    "subtract(null, 1)",
    "multiply(2, null)",
    "multiply(2, 3, null)",
    "divide(null, 2)",
    "divide(2, null)",
    "netIncome[-6M] + 1",
  ])("%s is null", (expression) => {
    expect(at(expression)).toBeNull();
  });

  it("gives null for a division by zero, with / and with divide", () => {
    expect(at("1 / 0")).toBeNull();
    expect(at("divide(1, 0)")).toBeNull();
    expect(at("0 / 0")).toBeNull();
    expect(at("divide(netIncome, totalAssets - totalAssets)")).toBeNull();
  });

  it("gives null for infinite results", () => {
    expect(at("1e308 * 10")).toBeNull();
    expect(at("multiply(1e200, 1e200)")).toBeNull();
    expect(at("add(1.7e308, 1.7e308)")).toBeNull();
  });

  it("treats NaN and infinite inputs as null", () => {
    const data: Record<string, number> = { a: Number.NaN, b: Number.POSITIVE_INFINITY, c: 2 };
    const engine = createEngine({
      fields: [{ name: "a" }, { name: "b" }, { name: "c" }],
      data: { get: (id) => data[id] },
    });
    expect(engine.evaluate("a", "2024-01")).toBeNull();
    expect(engine.evaluateExpression("a + c", "2024-01")).toBeNull();
    expect(engine.evaluateExpression("b * c", "2024-01")).toBeNull();
    expect(engine.evaluateExpression("c * c", "2024-01")).toBe(4);
  });

  it("computes with numbers as usual", () => {
    expect(at("add(1, 2, 3)")).toBe(6);
    expect(at("subtract(10, 4)")).toBe(6);
    expect(at("multiply(2, 3, 4)")).toBe(24);
    expect(at("divide(10, 4)")).toBe(2.5);
    expect(at("1 + 2 * 3 - 4 / 2")).toBe(5);
    expect(at("-(1 + 2) * 3")).toBe(-9);
  });

  it("shows null as -n.a.-", () => {
    expect(NOT_AVAILABLE).toBe("-n.a.-");
    expect(formatValue(at("1 + null"))).toBe("-n.a.-");
  });

  it("rejects text in arithmetic: at compile time for literals, as a #TYPE value for data", () => {
    expect(errorOf(at('1 + "a"')).code).toBe("#COMPILE");
    const value = errorOf(at("text + 1"));
    expect(value.code).toBe("#TYPE");
    expect(value.message).toContain('the text "abc"');
  });
});

describe("rule 2: sum and mean skip nulls (0 when none); min and max skip nulls (null when none); count", () => {
  it("sum skips nulls and gives 0 when nothing is left", () => {
    expect(at("sum(1, null, 2)")).toBe(3);
    expect(at("sum(null)")).toBe(0);
    expect(at("sum(null, netIncome[-7M])")).toBe(0);
  });

  it("mean skips nulls and gives 0 when nothing is left", () => {
    expect(at("mean(2, null, 4)")).toBe(3);
    expect(at("mean(null, null)")).toBe(0);
  });

  it("min and max skip nulls and give null when nothing is left", () => {
    expect(at("min(3, null, 1)")).toBe(1);
    expect(at("max(3, null, 1)")).toBe(3);
    expect(at("min(null)")).toBeNull();
    expect(at("max(null, null)")).toBeNull();
  });

  it("count counts the values that are not null, of any type", () => {
    expect(at('count(1, null, "x", true)')).toBe(3);
    expect(at("count(null)")).toBe(0);
  });

  it("all accept series", () => {
    // totalAssets: 2023-12 1000, 2024-01 1100, 2024-02 1150, 2024-03 1250; 2023-11 is missing.
    expect(at("sum(multiPeriod(totalAssets, -4M, 0M))")).toBe(4500);
    expect(at("mean(multiPeriod(totalAssets, -4M, 0M))")).toBe(1125);
    expect(at("min(multiPeriod(totalAssets, -4M, 0M))")).toBe(1000);
    expect(at("max(multiPeriod(totalAssets, -4M, 0M), 2000)")).toBe(2000);
    expect(at("count(multiPeriod(totalAssets, -4M, 0M))")).toBe(4);
    expect(at("min(multiPeriod(totalAssets, -9M, -5M))")).toBeNull();
  });

  it("sum of an error is the error (errors are never skipped)", () => {
    expect(errorOf(at("sum(1, text)")).code).toBe("#TYPE");
  });
});

describe("rule 3: round(x, d) rounds half away from zero to d decimals (default 0)", () => {
  it.each([
    ["round(2.5)", 3],
    ["round(-2.5)", -3],
    ["round(2.4999)", 2],
    ["round(1.005, 2)", 1.01],
    ["round(-1.005, 2)", -1.01],
    ["round(0.125, 2)", 0.13],
    ["round(1234.5678, 1)", 1234.6],
    ["round(1250, -2)", 1300],
    ["round(-1250, -2)", -1300],
    ["round(0.1 + 0.2, 2)", 0.3],
    ["round(12, 3)", 12],
  ])("%s = %s", (expression, expected) => {
    expect(at(expression)).toBe(expected);
  });

  it("is null for null", () => {
    expect(at("round(null, 2)")).toBeNull();
    expect(at("round(1.5, null)")).toBeNull();
  });
});

describe("rule 4: comparisons with an absolute tolerance of 0.01, three-valued logic", () => {
  it.each([
    ["1 == 1.01", true],
    ["1.00 == 1.01", true],
    ["1 == 1.011", false],
    ["1 != 1.011", true],
    ["1 != 1.005", false],
    ["1 < 1.02", true],
    ["1 < 1.01", false],
    ["1 <= 1.01", true],
    ["1.011 <= 1", false],
    ["1.02 > 1", true],
    ["1.01 > 1", false],
    ["1 >= 1.01", true],
    ["1000000.00 == 1000000.01", true],
    ['"a" == "a"', true],
    ['"a" != "b"', true],
    ['"1" == 1', false],
    ["true == true", true],
  ])("%s is %s", (expression, expected) => {
    expect(at(expression)).toBe(expected);
  });

  it("exactly one of <, ==, > holds, and <= is (< or ==)", () => {
    const engine = engineFrom({ fields: { a: {}, b: {} } });
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.oneof(
          fc.double({ min: -0.03, max: 0.03, noNaN: true }),
          fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        ),
        (a, delta) => {
          const b = a + delta;
          engine.setInputs([
            { fieldId: "a", month: "2024-01", value: a },
            { fieldId: "b", month: "2024-01", value: b },
          ]);
          const holds = ["a < b", "a == b", "a > b"].map((e) => engine.evaluateExpression(e, "2024-01"));
          expect(holds.filter((v) => v === true)).toHaveLength(1);
          expect(engine.evaluateExpression("a <= b", "2024-01")).toBe(holds[0] === true || holds[1] === true);
          expect(engine.evaluateExpression("a >= b", "2024-01")).toBe(holds[2] === true || holds[1] === true);
          const distance = Math.abs(a - b);
          if (distance <= 0.01 - 1e-6) expect(holds[1]).toBe(true);
          if (distance >= 0.01 + 1e-6) expect(holds[1]).toBe(false);
        },
      ),
    );
  });

  it.each(["==", "!=", "<", "<=", ">", ">="])("a null operand of %s gives null", (operator) => {
    expect(at(`null ${operator} 1`)).toBeNull();
    expect(at(`1 ${operator} netIncome[-5M]`)).toBeNull();
  });

  it("and, or, not follow three-valued logic", () => {
    const table: [string, Value][] = [
      ["true and true", true],
      ["true and false", false],
      ["false and null", false],
      ["null and false", false],
      ["true and null", null],
      ["null and null", null],
      ["true or null", true],
      ["null or true", true],
      ["false or null", null],
      ["false or false", false],
      ["null or null", null],
      ["not true", false],
      ["not false", true],
      ["not null", null],
    ];
    for (const [expression, expected] of table) expect(at(expression), expression).toBe(expected);
  });

  it("if with a null condition is null, and evaluates only the branch it takes", () => {
    expect(at("if(null, 1, 2)")).toBeNull();
    expect(at("if(1 < 2, 1, 2)")).toBe(1);
    expect(at("if(1 > 2, 1, 2)")).toBe(2);
    // text + 1 is a #TYPE error, but only when evaluated.
    expect(at("if(true, 1, text + 1)")).toBe(1);
    expect(errorOf(at("if(false, 1, text + 1)")).code).toBe("#TYPE");
  });

  it("and / or / not / if need conditions", () => {
    expect(errorOf(at("1 and true")).code).toBe("#COMPILE");
    expect(errorOf(at("if(text, 1, 2)")).code).toBe("#TYPE");
  });
});

describe("rule 5: ltm telescopes year-to-date values per financial year", () => {
  it("at the end of a 12-month financial year, ltm(x) = x(P)", () => {
    expect(at("ltm(netIncome)", "2023-12")).toBe(130);
  });

  it("with calendar years at March, ltm(x) = x(P) + x(previous December) − x(P − 12M)", () => {
    expect(at("ltm(netIncome)")).toBe(40 + 130 - 30);
  });

  it("works from quarterly data when the needed month ends are present", () => {
    const quarterly: FixtureInput = {
      fields: { x: { kind: "flow" } },
      values: {
        x: { "2023-03": 10, "2023-06": 20, "2023-09": 30, "2023-12": 40, "2024-03": 12, "2024-06": 25 },
      },
    };
    expect(at("ltm(x)", "2024-03", quarterly)).toBe(12 + 40 - 10);
    expect(at("ltm(x)", "2024-06", quarterly)).toBe(25 + 40 - 20);
  });

  it("is null when a needed value is missing", () => {
    expect(at("ltm(netIncome)", "2024-02")).toBeNull(); // needs 2023-02
    expect(at("ltm(netIncome)", "2024-01")).toBeNull();
  });

  it("equals the sum of the monthly amounts of the 12 months ending at P", () => {
    const amounts = Array.from({ length: 36 }, (_, i) => 10 + ((i * 7) % 13));
    const ytd: number[] = [];
    amounts.forEach((amount, i) => ytd.push((i % 12 === 0 ? 0 : ytd[i - 1]!) + amount));
    const input: FixtureInput = {
      fields: { x: { kind: "flow" } },
      values: { x: monthlySeries("2022-01", ytd) },
    };
    const engine = engineFrom(input);
    for (let i = 11; i < 36; i++) {
      const month = `${2022 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`;
      const expected = amounts.slice(i - 11, i + 1).reduce((a, b) => a + b, 0);
      expect(engine.evaluateExpression("ltm(x)", month)).toBe(expected);
    }
  });

  it("telescopes over three financial years when a short transition year lies in the window", () => {
    const irregular: FixtureInput = {
      financialPeriods: [
        { start: 20230101, end: 20231231, months: 12 },
        { start: 20240101, end: 20240630, months: 6 },
        { start: 20240701, end: 20250630, months: 12 },
      ],
      fields: { revenue: { kind: "flow" } },
      values: {
        revenue: { "2023-06": 600, "2023-09": 900, "2023-12": 1200, "2024-06": 660, "2024-09": 360 },
      },
    };
    // Window 2023-07…2024-06: [2024-01…06] + [2023-07…12].
    expect(at("ltm(revenue)", "2024-06", irregular)).toBe(660 + (1200 - 600));
    // Window 2023-10…2024-09: [2024-07…09] + [2024-01…06] + [2023-10…12].
    expect(at("ltm(revenue)", "2024-09", irregular)).toBe(360 + 660 + (1200 - 900));
  });

  it("follows a financial year that starts in April", () => {
    const april: FixtureInput = {
      financialPeriods: [
        { start: 20230401, end: 20240331, months: 12 },
        { start: 20240401, end: 20250331, months: 12 },
      ],
      fields: { x: { kind: "flow" } },
      values: { x: { "2023-09": 50, "2024-03": 100, "2024-09": 60 } },
    };
    expect(at("ltm(x)", "2024-09", april)).toBe(60 + 100 - 50);
    expect(at("ltm(x)", "2024-03", april)).toBe(100);
  });

  it("applies to a shifted reference at the shifted month", () => {
    expect(at("ltm(netIncome[-3M])", "2024-03")).toBe(130);
  });
});

describe("rule 6: annualize(x) = x(P) × 12 / m(P)", () => {
  it("uses the months elapsed in a calendar year", () => {
    expect(at("annualize(netIncome)", "2024-03")).toBe(160);
    expect(at("annualize(netIncome)", "2024-01")).toBe(144);
    expect(at("annualize(netIncome)", "2023-12")).toBe(130);
  });

  it("takes m(P) from the period table: a 6-month transition year ending at P gives m = 6", () => {
    const transition: FixtureInput = {
      financialPeriods: [
        { start: 20230101, end: 20231231, months: 12 },
        { start: 20240101, end: 20240630, months: 6 },
      ],
      fields: { x: { kind: "flow" } },
      values: { x: { "2024-06": 660, "2024-09": 360 } },
    };
    expect(at("annualize(x)", "2024-06", transition)).toBe(1320);
    // After the table: 12-month years continue from July, so September is month 3.
    expect(at("annualize(x)", "2024-09", transition)).toBe(1440);
  });

  it("is null when x is null", () => {
    expect(at("annualize(netIncome)", "2023-11")).toBeNull();
  });
});

describe("rule 7: periodAverage(x) = mean of the non-null month ends from the previous year end through P", () => {
  it("averages the previous December and every month end since", () => {
    expect(at("periodAverage(totalAssets)")).toBe((1000 + 1100 + 1150 + 1250) / 4);
  });

  it("skips missing months (quarterly stocks average the quarter ends)", () => {
    const quarterly: FixtureInput = {
      fields: { s: { kind: "stock" } },
      values: { s: { "2023-12": 100, "2024-03": 200, "2024-06": 300 } },
    };
    expect(at("periodAverage(s)", "2024-06", quarterly)).toBe(200);
  });

  it("uses at most m(P) + 1 values: 13 at a December", () => {
    const values: Record<string, number> = { "2022-12": 1000 };
    for (let m = 1; m <= 12; m++) values[`2023-${String(m).padStart(2, "0")}`] = 1000 + m * 10;
    values["2022-11"] = 1_000_000; // outside the window
    const input: FixtureInput = { fields: { s: { kind: "stock" } }, values: { s: values } };
    expect(at("periodAverage(s)", "2023-12", input)).toBe(1060);
  });

  it("is null when there is no value", () => {
    expect(at("periodAverage(totalAssets)", "2022-06")).toBeNull();
  });
});

describe("rule 8: multiPeriod(expr, from, to) is a series for sum, mean, min, max, count", () => {
  const input: FixtureInput = {
    fields: { s: { kind: "stock" } },
    values: {
      s: {
        "2022-03": 1,
        "2022-12": 5,
        "2023-03": 10,
        "2023-12": 20,
        "2024-01": 30,
        "2024-02": 40,
        "2024-03": 50,
      },
    },
  };

  it("steps by months", () => {
    expect(at("sum(multiPeriod(s, -2M, 0M))", "2024-03", input)).toBe(120);
    expect(at("count(multiPeriod(s, -11M, 0M))", "2024-03", input)).toBe(4);
  });

  it("steps by 12 months with Y", () => {
    expect(at("sum(multiPeriod(s, -2Y, 0Y))", "2024-03", input)).toBe(61);
  });

  it("steps by financial-year ends with FY: 0FY is P, -kFY the end of the k-th previous year", () => {
    expect(at("sum(multiPeriod(s, -2FY, 0FY))", "2024-03", input)).toBe(5 + 20 + 50);
    expect(at("sum(multiPeriod(s, -2FY, -1FY))", "2024-03", input)).toBe(25);
  });

  it("evaluates any expression at each step", () => {
    expect(at("max(multiPeriod(s - s[-1M], -1M, 0M))", "2024-03", input)).toBe(10);
  });

  it("needs both offsets in the same unit, from before to", () => {
    expect(errorOf(at("sum(multiPeriod(s, -1Y, 0M))", "2024-03", input)).message).toContain("same unit");
    expect(errorOf(at("sum(multiPeriod(s, 0M, -1M))", "2024-03", input)).message).toContain(
      "must not come after",
    );
  });

  it.each([
    "multiPeriod(s, -1M, 0M)",
    "multiPeriod(s, -1M, 0M) + 1",
    "abs(multiPeriod(s, -1M, 0M))",
    "if(true, multiPeriod(s, -1M, 0M), 1)",
    "round(multiPeriod(s, -1M, 0M))",
  ])("a series anywhere else is a compile error: %s", (expression) => {
    const value = errorOf(at(expression, "2024-03", input));
    expect(value.code).toBe("#COMPILE");
    expect(value.message).toContain("series");
  });
});

describe("rule 9: kinds of fields and the period functions", () => {
  const input: FixtureInput = {
    fields: {
      revenue: { kind: "flow" },
      costs: { kind: "flow" },
      cash: { kind: "stock" },
      ebitda: { kind: "flow", formula: "subtract(revenue, costs)" },
      mixed: { kind: "flow", formula: "add(revenue, cash)" },
    },
    values: {
      revenue: { "2023-03": 100, "2023-12": 400, "2024-03": 120 },
      costs: { "2023-03": 60, "2023-12": 250, "2024-03": 70 },
      cash: { "2024-03": 5 },
    },
  };

  it("ltm of a flow-declared subtotal telescopes the subtotal's own year-to-date values", () => {
    expect(at("ltm(ebitda)", "2024-03", input)).toBe(50 + 150 - 40);
  });

  it("reports a flow-declared formula that references a stock", () => {
    const problems = engineFrom(input).problems();
    expect(problems).toEqual([
      expect.objectContaining({
        code: "flow-references-stock",
        fieldId: "mixed",
        severity: "warning",
        message: expect.stringContaining("'cash'"),
      }),
    ]);
  });

  it.each([
    ["ltm(cash)", "line 1, column 5", "needs a flow"],
    ["annualize(cash)", "line 1, column 11", "needs a flow"],
    ["periodAverage(revenue)", "line 1, column 15", "needs a stock"],
    ["1 + ltm(revenue + costs)", "line 1, column 9", "needs a field reference"],
    ["annualize(2)", "line 1, column 11", "needs a field reference"],
    ["periodAverage(abs(cash))", "line 1, column 15", "needs a field reference"],
  ])("%s is a compile error at %s", (expression, position, text) => {
    const value = errorOf(at(expression, "2024-03", input));
    expect(value.code).toBe("#COMPILE");
    expect(value.message).toContain(position);
    expect(value.message).toContain(text);
  });

  it("accepts a shifted reference", () => {
    expect(at("annualize(revenue[-3M])", "2024-03", input)).toBe(400);
    expect(at("periodAverage(cash[0M])", "2024-03", input)).toBe(5);
  });
});

describe("rule 10: errors are data", () => {
  it("parse errors name line, column and what was expected", () => {
    const engine = engineFrom(calendar2024);
    const problem = engine.compileExpression("add(1,\n  2 +)").problems[0]!;
    expect(problem).toMatchObject({ code: "syntax", position: { line: 2, column: 6 } });
    expect(problem.message).toBe("line 2, column 6: expected an expression but found ')'");
    expect(problem.expected).toEqual(["an expression"]);
    expect(errorOf(engine.evaluateExpression("add(1,\n  2 +)", "2024-01")).code).toBe("#SYNTAX");
  });

  it("unknown references suggest the closest known name", () => {
    const value = errorOf(at("totalAsets"));
    expect(value.code).toBe("#REF");
    expect(value.message).toBe("line 1, column 1: unknown field 'totalAsets'; did you mean 'totalAssets'?");
    expect(errorOf(at("sums(1)")).message).toContain("did you mean 'sum'?");
  });

  it("cycles name the whole cycle", () => {
    const engine = engineFrom({
      fields: {
        a: { formula: "b + 1" },
        b: { formula: "a * 2" },
        c: { formula: "d" },
        d: { formula: "e[-1M]" },
        e: { formula: "c" },
        f: { formula: "f[-1M] + 1" },
        g: { formula: "a + 1" },
      },
    });
    const cycles = engine
      .problems()
      .filter((problem) => problem.code === "cycle")
      .map((problem) => problem.message);
    expect(cycles).toEqual(["cycle: a → b → a", "cycle: c → d → e → c", "cycle: f → f"]);
    expect(engine.evaluate("b", "2024-01")).toEqual(new ErrorValue("#CYCLE", "cycle: a → b → a"));
    expect(engine.evaluate("g", "2024-01")).toEqual(new ErrorValue("#CYCLE", "cycle: a → b → a"));
  });
});

describe("period-shifted references", () => {
  const irregular: FixtureInput = {
    financialPeriods: [
      { start: 20220101, end: 20221231, months: 12 },
      { start: 20230101, end: 20231231, months: 12 },
      { start: 20240101, end: 20240630, months: 6 },
    ],
    fields: { x: {} },
    values: {
      x: { "2022-12": 1, "2023-06": 2, "2023-12": 3, "2024-02": 4, "2024-03": 5, "2024-06": 6, "2024-09": 7 },
    },
  };

  it.each([
    ["x[-1M]", "2024-03", 4],
    ["x[-1Y]", "2024-06", 2],
    ["x[-1FY]", "2024-03", 3],
    ["x[-1FY]", "2024-06", 3],
    ["x[-2FY]", "2024-03", 1],
    ["x[-1FY]", "2024-09", 6],
    ["x[0M]", "2024-03", 5],
    ["x[0FY]", "2024-03", 5],
    ["x[1M]", "2024-02", 5],
    ["x[1FY]", "2023-12", 6],
    ["x[1FY]", "2023-06", 6],
  ])("%s at %s is %s", (expression, month, expected) => {
    expect(at(expression, month, irregular)).toBe(expected);
  });

  it("is null before the data", () => {
    expect(at("x[-1Y]", "2022-12", irregular)).toBeNull();
  });
});
