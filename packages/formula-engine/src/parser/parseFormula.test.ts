import { describe, expect, it } from "vitest";
import {
  buildBinaryAst,
  buildBooleanAst,
  buildCallAst,
  buildNullAst,
  buildNumberAst,
  buildOffsetAst,
  buildReferenceAst,
  buildStringAst,
  buildUnaryAst,
  FormulaSyntaxError,
  MAX_FORMULA_DEPTH,
  parseFormula,
  parseFormulaOrThrow,
  stripSpans,
} from "../index";
import type { Ast, FormulaProblem } from "../index";

const tree = (text: string): Ast => stripSpans(parseFormulaOrThrow(text));
const problem = (text: string): FormulaProblem => {
  const result = parseFormula(text);
  if (result.ok) throw new Error(`${text} parsed`);
  return result.errors[0]!;
};
const ref = (name: string) => buildReferenceAst(name);
const n = (value: number) => buildNumberAst(value);

describe("parseFormula", () => {
  it("reads literals: numbers, strings, true, false, null", () => {
    expect(tree("12")).toEqual(n(12));
    expect(tree("3.5")).toEqual(n(3.5));
    expect(tree("1e3")).toEqual(n(1000));
    expect(tree("2.5E-2")).toEqual(n(0.025));
    expect(tree('"x"')).toEqual(buildStringAst("x"));
    expect(tree('"say \\"hi\\"\\n\\\\"')).toEqual(buildStringAst('say "hi"\n\\'));
    expect(tree("true")).toEqual(buildBooleanAst(true));
    expect(tree("false")).toEqual(buildBooleanAst(false));
    expect(tree("null")).toEqual(buildNullAst());
  });

  it("reads plain, form-qualified and shifted references", () => {
    expect(tree("totalAssets")).toEqual(ref("totalAssets"));
    expect(tree("balanceSheet.totalAssets")).toEqual(buildReferenceAst("totalAssets", "balanceSheet"));
    expect(tree("x[-1M]")).toEqual(buildReferenceAst("x", undefined, buildOffsetAst(-1, "M")));
    expect(tree("bs.x[-2FY]")).toEqual(buildReferenceAst("x", "bs", buildOffsetAst(-2, "FY")));
    expect(tree("x[ -1Y ]")).toEqual(buildReferenceAst("x", undefined, buildOffsetAst(-1, "Y")));
  });

  it("keeps keywords whole: names that start with a keyword are names", () => {
    expect(tree("nothing")).toEqual(ref("nothing"));
    expect(tree("order and true_")).toEqual(buildBinaryAst("and", ref("order"), ref("true_")));
  });

  it("applies precedence: or < and < not < comparison < + - < * / < unary minus", () => {
    expect(tree("1 + 2 * 3")).toEqual(buildBinaryAst("+", n(1), buildBinaryAst("*", n(2), n(3))));
    expect(tree("(1 + 2) * 3")).toEqual(buildBinaryAst("*", buildBinaryAst("+", n(1), n(2)), n(3)));
    expect(tree("1 - 2 - 3")).toEqual(buildBinaryAst("-", buildBinaryAst("-", n(1), n(2)), n(3)));
    expect(tree("8 / 4 / 2")).toEqual(buildBinaryAst("/", buildBinaryAst("/", n(8), n(4)), n(2)));
    expect(tree("-a * b")).toEqual(buildBinaryAst("*", buildUnaryAst("-", ref("a")), ref("b")));
    expect(tree("a + b < c * d")).toEqual(
      buildBinaryAst("<", buildBinaryAst("+", ref("a"), ref("b")), buildBinaryAst("*", ref("c"), ref("d"))),
    );
    expect(tree("not a == b")).toEqual(buildUnaryAst("not", buildBinaryAst("==", ref("a"), ref("b"))));
    expect(tree("not a and b or c")).toEqual(
      buildBinaryAst("or", buildBinaryAst("and", buildUnaryAst("not", ref("a")), ref("b")), ref("c")),
    );
    expect(tree("a or b and c")).toEqual(
      buildBinaryAst("or", ref("a"), buildBinaryAst("and", ref("b"), ref("c"))),
    );
    expect(tree("x-1")).toEqual(buildBinaryAst("-", ref("x"), n(1)));
  });

  it("reads calls with expressions and offsets as arguments", () => {
    expect(tree("sum()")).toEqual(buildCallAst("sum", []));
    expect(tree("multiPeriod(x * 2, -11M, 0M)")).toEqual(
      buildCallAst("multiPeriod", [
        buildBinaryAst("*", ref("x"), n(2)),
        buildOffsetAst(-11, "M"),
        buildOffsetAst(0, "M"),
      ]),
    );
    expect(tree('if(a > 1, "big", null)')).toEqual(
      buildCallAst("if", [buildBinaryAst(">", ref("a"), n(1)), buildStringAst("big"), buildNullAst()]),
    );
  });

  it("records spans of every node", () => {
    const ast = parseFormulaOrThrow("1 + ltm(x[-1Y])");
    expect(ast.span).toEqual({ start: 0, end: 15 });
    if (ast.type !== "binary" || ast.right.type !== "call") throw new Error("shape");
    expect(ast.right.span).toEqual({ start: 4, end: 15 });
    expect(ast.right.args[0]!.span).toEqual({ start: 8, end: 14 });
  });

  it.each([
    ["", 1, 1, "expected an expression but found the end of the formula"],
    ["1 +", 1, 4, "expected an expression but found the end of the formula"],
    [
      "divide(a, ",
      1,
      11,
      "expected an expression or a period offset such as -1M, -1Y or -1FY but found the end of the formula",
    ],
    ["a b", 1, 3, "expected an operator or the end of the formula but found 'b'"],
    ["(1 + 2", 1, 7, "expected ')' but found the end of the formula"],
    ["x[1]", 1, 3, "expected a period offset such as -1M, -1Y or -1FY but found '1'"],
    ["x[-1Q]", 1, 3, "expected a period offset such as -1M, -1Y or -1FY but found '-'"],
    ["a < b < c", 1, 7, "comparisons cannot be chained"],
    ["1 +\n  # 2", 2, 3, 'unexpected character "#"'],
    ['"open', 1, 1, "this string is not closed"],
    ["a = b", 1, 3, 'unexpected character "="'],
    ["sum(1,, 2)", 1, 7, "expected an expression"],
  ])("%j is a syntax error at line %i, column %i: %s", (text, line, column, message) => {
    const p = problem(text);
    expect(p.code).toBe("syntax");
    expect(p.position).toMatchObject({ line, column });
    expect(p.message).toContain(`line ${line}, column ${column}: ${message}`);
  });

  it("says what it expected", () => {
    expect(problem("(1").expected).toEqual(["')'"]);
    expect(problem("1 *").expected).toEqual(["an expression"]);
  });

  it("rejects formulas nested too deeply instead of exhausting the stack", () => {
    expect(problem(`${"(".repeat(3000)}1${")".repeat(3000)}`).message).toContain("nested");
    expect(problem(`${"-".repeat(20000)}1`).message).toContain("nested");
    const long = Array.from({ length: MAX_FORMULA_DEPTH + 5 }, (_, i) => `a${i}`).join(" + ");
    expect(problem(long).message).toContain(`more than ${MAX_FORMULA_DEPTH} levels`);
  });

  it("never throws, whatever the text", () => {
    for (const text of [
      "\u0000",
      "🙂",
      "((((",
      ")",
      "[[",
      "1..2",
      "a.b.c",
      "x[-1M][-1M]",
      "f(x)(y)",
      "1e",
      "'single'",
    ]) {
      expect(() => parseFormula(text)).not.toThrow();
      expect(parseFormula(text).ok).toBe(false);
    }
  });

  it("parseFormulaOrThrow throws FormulaSyntaxError with the problems", () => {
    expect(() => parseFormulaOrThrow("1 +")).toThrow(FormulaSyntaxError);
    try {
      parseFormulaOrThrow("1 +");
    } catch (error) {
      expect((error as FormulaSyntaxError).problems[0]!.position).toMatchObject({ line: 1, column: 4 });
    }
  });
});
