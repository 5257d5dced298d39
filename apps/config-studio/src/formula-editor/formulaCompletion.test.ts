import { CompletionContext } from "@codemirror/autocomplete";
import type { CompletionResult } from "@codemirror/autocomplete";
import { EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { describe, expect, it } from "vitest";
import { formulaCompletionSource } from "./formulaCompletion";
import { FIELDS } from "./testFixtures";

const source = formulaCompletionSource(() => FIELDS);

/** Completion at the `|` of the text, as if typed there. */
function completeAt(textWithCursor: string, explicit = false): CompletionResult | null {
  const pos = textWithCursor.indexOf("|");
  const state = EditorState.create({ doc: textWithCursor.replace("|", "") });
  return source(new CompletionContext(state, pos, explicit)) as CompletionResult | null;
}

function option(result: CompletionResult | null, label: string) {
  return result?.options.find((candidate) => candidate.label === label);
}

describe("formula completion", () => {
  it("offers the fields with their labels at a name being typed", () => {
    const result = completeAt("tot|");
    expect(result?.from).toBe(0);
    expect(option(result, "totalAssets")).toMatchObject({ detail: "Total assets", type: "variable" });
    expect(option(result, "incomeStatement.netIncome")).toMatchObject({ detail: "Net income" });
  });

  it("offers functions with their signature and summary", () => {
    const ltm = option(completeAt("lt|"), "ltm");
    expect(ltm).toMatchObject({ detail: "ltm(flow)", type: "function" });
    expect(String(ltm?.info)).toMatch(/last twelve months/);
  });

  it("offers the fields of a form after its name and a dot", () => {
    const result = completeAt("1 + incomeStatement.|");
    expect(result?.from).toBe("1 + incomeStatement.".length);
    expect(result?.options.map((candidate) => candidate.label)).toEqual(["netIncome", "revenue"]);
    expect(completeAt("noSuchForm.|")).toBeNull();
  });

  it("completes a name typed in the middle of a formula", () => {
    const result = completeAt("divide(tot|, 12)");
    expect(result?.from).toBe("divide(".length);
    expect(option(result, "totalEquity")).toBeDefined();
  });

  it("stays quiet in offsets, numbers and texts", () => {
    expect(completeAt("totalAssets[-1M|")).toBeNull();
    expect(completeAt("1e|")).toBeNull();
    expect(completeAt('"Delo|itte"')).toBeNull();
    expect(completeAt('if(x, "Delo|')).toBeNull();
    expect(completeAt("1 + |")).toBeNull();
  });

  it("offers everything when asked explicitly where no name is typed", () => {
    expect(option(completeAt("1 + |", true), "divide")).toBeDefined();
  });

  it("inserts a function with its opening parenthesis, and reuses one already there", () => {
    for (const [before, after] of [
      ["1 + lt", "1 + ltm("],
      ["lt(x)", "ltm(x)"],
    ] as const) {
      const view = new EditorView({ doc: before });
      const ltm = option(
        source(new CompletionContext(view.state, 2 + before.indexOf("lt"), false)) as CompletionResult,
        "ltm",
      );
      const apply = ltm?.apply as (view: EditorView, completion: unknown, from: number, to: number) => void;
      apply(view, ltm, before.indexOf("lt"), before.indexOf("lt") + 2);
      expect(view.state.doc.toString()).toBe(after);
      expect(view.state.selection.main.head).toBe(before.indexOf("lt") + "ltm(".length);
      view.destroy();
    }
  });
});
