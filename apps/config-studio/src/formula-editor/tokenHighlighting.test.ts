import { describe, expect, it } from "vitest";
import { tokenDecorations } from "./tokenHighlighting";

function classesOf(text: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  tokenDecorations(text).between(0, text.length, (from, to, decoration) => {
    out.push([text.slice(from, to), String(decoration.spec.class)]);
  });
  return out;
}

describe("token highlighting", () => {
  it("gives each kind of token its class, from the engine's lexer", () => {
    expect(classesOf('if(incomeStatement.netIncome[-1M] > 2, "x", null) $')).toEqual([
      ["if", "cm-formula-function"],
      ["(", "cm-formula-punctuation"],
      ["incomeStatement", "cm-formula-field"],
      [".", "cm-formula-punctuation"],
      ["netIncome", "cm-formula-field"],
      ["[", "cm-formula-punctuation"],
      ["-1M", "cm-formula-offset"],
      ["]", "cm-formula-punctuation"],
      [">", "cm-formula-operator"],
      ["2", "cm-formula-number"],
      [",", "cm-formula-punctuation"],
      ['"x"', "cm-formula-string"],
      [",", "cm-formula-punctuation"],
      ["null", "cm-formula-keyword"],
      [")", "cm-formula-punctuation"],
      ["$", "cm-formula-invalid"],
    ]);
  });

  it("colours nothing in an empty formula", () => {
    expect(classesOf("")).toEqual([]);
  });
});
