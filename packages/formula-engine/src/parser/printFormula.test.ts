import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFormula, parseFormulaOrThrow, printFormula, stripSpans } from "../index";
import { astArbitrary } from "../../test/arbitraries";

describe("printFormula", () => {
  it.each([
    ["1+2*3", "1 + 2 * 3"],
    ["(1+2)*3", "(1 + 2) * 3"],
    ["1-(2-3)", "1 - (2 - 3)"],
    ["(1-2)-3", "1 - 2 - 3"],
    ["-(a+b)", "-(a + b)"],
    ["- -a", "--a"],
    ["not (a and b)", "not (a and b)"],
    ["(not a) == b", "(not a) == b"],
    ["(a < b) == c", "(a < b) == c"],
    ["a or (b or c)", "a or (b or c)"],
    ["bs.x[-1FY]", "bs.x[-1FY]"],
    ["multiPeriod(x,-11M,0M)", "multiPeriod(x, -11M, 0M)"],
    ['"a\\"b"', '"a\\"b"'],
    ["1e21", "1e+21"],
    ["0.000001", "0.000001"],
    ["1e-7", "1e-7"],
  ])("prints %s as %s", (text, printed) => {
    expect(printFormula(parseFormulaOrThrow(text))).toBe(printed);
  });

  it("printing then parsing an AST gives the same AST", () => {
    fc.assert(
      fc.property(astArbitrary(), (ast) => {
        const printed = printFormula(ast);
        const parsed = parseFormula(printed);
        if (!parsed.ok) throw new Error(`${printed}: ${parsed.errors[0]!.message}`);
        expect(stripSpans(parsed.ast)).toEqual(ast);
      }),
      { numRuns: 1000 },
    );
  });
});
