import type { FormulaProblem } from "@ledgerline/formula-engine";
import { describe, expect, it } from "vitest";
import { diagnosticsOfProblems } from "./diagnosticsOfProblems";

const unknownField: FormulaProblem = {
  code: "unknown-reference",
  severity: "error",
  message: "line 1, column 18: unknown field 'totalAsets'; did you mean 'totalAssets'?",
  position: { line: 1, column: 18, offset: 17, length: 10 },
};

describe("diagnosticsOfProblems", () => {
  it("maps a positioned problem to its range, without repeating the position in the message", () => {
    const text = "divide(netIncome, totalAsets)";
    expect(diagnosticsOfProblems([unknownField], text)).toEqual([
      {
        from: 17,
        to: 27,
        severity: "error",
        message: "unknown field 'totalAsets'; did you mean 'totalAssets'?",
      },
    ]);
  });

  it("clamps a position beyond a text that has since become shorter", () => {
    expect(diagnosticsOfProblems([unknownField], "divide(")).toEqual([
      expect.objectContaining({ from: 7, to: 7 }),
    ]);
    const negative = { ...unknownField, position: { line: 1, column: 1, offset: -4, length: 2 } };
    expect(diagnosticsOfProblems([negative], "abc")).toEqual([expect.objectContaining({ from: 0, to: 0 })]);
  });

  it("lets a problem without a position cover the whole text, keeping its severity", () => {
    const cycle: FormulaProblem = { code: "cycle", severity: "warning", message: "a → b → a" };
    expect(diagnosticsOfProblems([cycle], "b + 1")).toEqual([
      { from: 0, to: 5, severity: "warning", message: "a → b → a" },
    ]);
  });
});
