import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { tokenizeFormula } from "../index";
import type { FormulaToken } from "../index";

const brief = (tokens: FormulaToken[]) => tokens.map((t) => `${t.type}:${t.text}`);

describe("tokenizeFormula", () => {
  it("types every token of a formula, with offsets into the text", () => {
    const text = 'if(balanceSheet.totalAssets[-1M] >= 1.5e3 and not null, "ok", round (x * 2, 0))';
    const tokens = tokenizeFormula(text);
    expect(brief(tokens)).toEqual([
      "function:if",
      "punctuation:(",
      "field:balanceSheet",
      "punctuation:.",
      "field:totalAssets",
      "punctuation:[",
      "offset:-1M",
      "punctuation:]",
      "operator:>=",
      "number:1.5e3",
      "keyword:and",
      "keyword:not",
      "keyword:null",
      "punctuation:,",
      'string:"ok"',
      "punctuation:,",
      "function:round",
      "punctuation:(",
      "field:x",
      "operator:*",
      "number:2",
      "punctuation:,",
      "number:0",
      "punctuation:)",
      "punctuation:)",
    ]);
    for (const token of tokens) expect(text.slice(token.from, token.to)).toBe(token.text);
  });

  it("reads offsets, keywords and operators as the parser does", () => {
    expect(brief(tokenizeFormula("multiPeriod(x, -2FY, 0Y) != true or false"))).toEqual([
      "function:multiPeriod",
      "punctuation:(",
      "field:x",
      "punctuation:,",
      "offset:-2FY",
      "punctuation:,",
      "offset:0Y",
      "punctuation:)",
      "operator:!=",
      "keyword:true",
      "keyword:or",
      "keyword:false",
    ]);
    expect(brief(tokenizeFormula("a-1 + b/2 <= c == d"))).toEqual([
      "field:a",
      "operator:-",
      "number:1",
      "operator:+",
      "field:b",
      "operator:/",
      "number:2",
      "operator:<=",
      "field:c",
      "operator:==",
      "field:d",
    ]);
    // keywords only as whole words
    expect(brief(tokenizeFormula("notes + andrea"))).toEqual(["field:notes", "operator:+", "field:andrea"]);
  });

  it("tells functions from fields by a following '(' across whitespace and lines", () => {
    expect(brief(tokenizeFormula("ltm \n (netIncome) + ltm"))).toEqual([
      "function:ltm",
      "punctuation:(",
      "field:netIncome",
      "punctuation:)",
      "operator:+",
      "field:ltm",
    ]);
  });

  it("makes characters the lexer cannot read invalid tokens and goes on", () => {
    const text = "a $ b # 'c'";
    const tokens = tokenizeFormula(text);
    expect(tokens.filter((t) => t.type === "invalid").map((t) => t.text)).toEqual(["$", "#", "'", "'"]);
    expect(tokens.filter((t) => t.type === "field").map((t) => t.text)).toEqual(["a", "b", "c"]);
    expect(tokenizeFormula("$ (x)")[0]).toEqual({ type: "invalid", from: 0, to: 1, text: "$" });
    expect(brief(tokenizeFormula('"open'))[0]).toBe('invalid:"');
  });

  it("gives nothing for empty, blank and non-text input", () => {
    expect(tokenizeFormula("")).toEqual([]);
    expect(tokenizeFormula("  \n\t")).toEqual([]);
    expect(tokenizeFormula(undefined as unknown as string)).toEqual([]);
    expect(tokenizeFormula(42 as unknown as string)).toEqual([]);
  });

  it("never throws, and tokens are ordered, disjoint and inside the text (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const tokens = tokenizeFormula(text);
        let end = 0;
        for (const token of tokens) {
          expect(token.from).toBeGreaterThanOrEqual(end);
          expect(token.to).toBeGreaterThan(token.from);
          expect(token.to).toBeLessThanOrEqual(text.length);
          expect(token.text).toBe(text.slice(token.from, token.to));
          end = token.to;
        }
        // every non-whitespace character is in some token
        const covered = new Set(
          tokens.flatMap((t) => Array.from({ length: t.to - t.from }, (_, i) => t.from + i)),
        );
        for (let i = 0; i < text.length; i++) if (!/\s/.test(text[i]!)) expect(covered.has(i)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
