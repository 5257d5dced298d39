import { completionStatus, startCompletion } from "@codemirror/autocomplete";
import { undoDepth } from "@codemirror/commands";
import { diagnosticCount, forceLinting } from "@codemirror/lint";
import { EditorView, keymap, runScopeHandlers } from "@codemirror/view";
import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FormulaEditor } from "./FormulaEditor";
import { COMPLETION_ROWS } from "./formulaExtensions";
import type { FormulaEditorProps } from "./FormulaEditor";
import { FIELDS } from "./testFixtures";
import type { FormulaDiagnostic } from "./types";

function renderEditor(overrides: Partial<FormulaEditorProps> = {}) {
  const props: FormulaEditorProps = {
    value: "totalAssets",
    onChange: vi.fn(),
    fields: FIELDS,
    check: () => [],
    ariaLabel: "Formula of Equity ratio",
    ...overrides,
  };
  const result = render(<FormulaEditor {...props} />);
  const view = EditorView.findFromDOM(result.container.querySelector<HTMLElement>(".cm-editor")!)!;
  const rerender = (more: Partial<FormulaEditorProps>) =>
    result.rerender(<FormulaEditor {...props} {...more} />);
  return { view, props, rerender, unmount: result.unmount };
}

/** A check that knows one misspelling, standing in for the engine. */
function checkMisspelling(text: string): FormulaDiagnostic[] {
  const from = text.indexOf("totalAsets");
  if (from < 0) return [];
  return [{ from, to: from + 10, severity: "error", message: "unknown field 'totalAsets'" }];
}

describe("FormulaEditor", () => {
  it("is a textbox named by ariaLabel, with the host's id and description", () => {
    renderEditor({ id: "formula-input", describedBy: "formula-help" });
    const textbox = screen.getByRole("textbox", { name: "Formula of Equity ratio" });
    expect(textbox).toHaveAttribute("id", "formula-input");
    expect(textbox).toHaveAttribute("aria-describedby", "formula-help");
    expect(textbox).toHaveTextContent("totalAssets");
  });

  it("reports the author's edits through onChange", () => {
    const { view, props } = renderEditor();
    view.dispatch({ changes: { from: view.state.doc.length, insert: " * 2" }, userEvent: "input.type" });
    expect(props.onChange).toHaveBeenCalledWith("totalAssets * 2");
  });

  it("takes a new value from the host without echoing it back, and without the old text's undo history", () => {
    const { view, props, rerender } = renderEditor();
    view.dispatch({ changes: { from: 0, insert: "1 + " } });
    expect(props.onChange).toHaveBeenCalledTimes(1);
    rerender({ value: "incomeStatement.netIncome" });
    expect(view.state.doc.toString()).toBe("incomeStatement.netIncome");
    expect(props.onChange).toHaveBeenCalledTimes(1);
    // The same view is kept (no re-creation), and its history starts over with the new text.
    expect(EditorView.findFromDOM(document.querySelector<HTMLElement>(".cm-editor")!)).toBe(view);
    expect(undoDepth(view.state)).toBe(0);
  });

  it("updates its attributes and read-only state in place", () => {
    const { view, rerender } = renderEditor();
    rerender({ ariaLabel: "Covenant formula", readOnly: true });
    expect(screen.getByRole("textbox", { name: "Covenant formula" })).toHaveAttribute(
      "aria-readonly",
      "true",
    );
    expect(view.state.readOnly).toBe(true);
  });

  it("shows the check's diagnostics and announces the first one with its place", async () => {
    const { view } = renderEditor({ value: "divide(netIncome, totalAsets)", check: checkMisspelling });
    forceLinting(view);
    await waitFor(() => expect(diagnosticCount(view.state)).toBe(1));
    const live = screen.getByRole("status");
    expect(live).toHaveAttribute("aria-live", "polite");
    await waitFor(() => expect(live).toHaveTextContent("Line 1, column 19: unknown field 'totalAsets'"));

    view.dispatch({ changes: { from: 18, to: 28, insert: "totalAssets" } });
    forceLinting(view);
    await waitFor(() => expect(diagnosticCount(view.state)).toBe(0));
    await waitFor(() => expect(live).toBeEmptyDOMElement());
  });

  it("still announces the first problem, drawn nowhere, when the host lists the problems itself", async () => {
    const { view } = renderEditor({
      value: "divide(netIncome, totalAsets)",
      check: checkMisspelling,
      showFirstProblem: false,
    });
    forceLinting(view);
    const live = screen.getByRole("status");
    await waitFor(() => expect(live).toHaveTextContent("unknown field 'totalAsets'"));
    expect(live).toHaveClass("sr-only");
  });

  it("re-checks when the host passes a new check", async () => {
    const { view, rerender } = renderEditor({ value: "totalAsets" });
    forceLinting(view);
    await waitFor(() => expect(diagnosticCount(view.state)).toBe(0));
    rerender({ value: "totalAsets", check: checkMisspelling });
    await waitFor(() => expect(diagnosticCount(view.state)).toBe(1));
  });

  it("colours the document's tokens", () => {
    renderEditor({ value: "ltm(totalAssets) $" });
    expect(document.querySelector(".cm-formula-function")).toHaveTextContent("ltm");
    expect(document.querySelector(".cm-formula-field")).toHaveTextContent("totalAssets");
    expect(document.querySelector(".cm-formula-invalid")).toHaveTextContent("$");
  });

  it("leaves Tab to the browser so keyboard users can move on to the next control", () => {
    const { view } = renderEditor();
    const keys = view.state
      .facet(keymap)
      .flat()
      .map((binding) => binding.key);
    expect(keys).toContain("Mod-z");
    expect(keys).not.toContain("Tab");
    expect(runScopeHandlers(view, new KeyboardEvent("keydown", { key: "Tab" }), "editor")).toBe(false);
  });

  it("closes the completion list with Escape", async () => {
    const { view } = renderEditor({ value: "tot" });
    view.dispatch({ selection: { anchor: 3 } });
    startCompletion(view);
    await waitFor(() => expect(completionStatus(view.state)).toBe("active"));
    expect(runScopeHandlers(view, new KeyboardEvent("keydown", { key: "Escape" }), "editor")).toBe(true);
    expect(completionStatus(view.state)).toBeNull();
  });

  it("shows a window of the completions that never scrolls, and reaches every one by keyboard", async () => {
    // More fields than the list shows at once, all starting with the typed text.
    const fields = Array.from({ length: COMPLETION_ROWS * 2 + 3 }, (_, i) => ({
      reference: `total${String(i).padStart(2, "0")}`,
      label: `Total ${i}`,
      type: "currency",
    }));
    const { view } = renderEditor({ value: "total", fields });
    view.dispatch({ selection: { anchor: 5 } });
    startCompletion(view);
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).getAllByRole("option")).toHaveLength(COMPLETION_ROWS);
    // A region that scrolls would need the focus, which stays in the editor (axe: scrollable-region-focusable).
    expect(getComputedStyle(listbox).maxHeight).toBe("none");
    expect(getComputedStyle(listbox).overflowY).toBe("hidden");
    // The list ignores keys for its first 75 ms open (CodeMirror's interactionDelay, so that a fast typist
    // does not pick a completion by accident): the keys come a second later by the clock the list reads, so
    // the verdict does not depend on how soon after the list appeared the test got here.
    const clock = vi.spyOn(Date, "now").mockReturnValue(Date.now() + 1_000);
    try {
      const down = () => runScopeHandlers(view, new KeyboardEvent("keydown", { key: "ArrowDown" }), "editor");
      for (let i = 0; i < fields.length - 1; i++) expect(down()).toBe(true);
    } finally {
      clock.mockRestore();
    }
    const last = screen.getByRole("option", { selected: true });
    expect(last).toHaveTextContent(fields.at(-1)!.reference);
    expect(view.contentDOM).toHaveAttribute("aria-activedescendant", last.id);
  });

  it("destroys its view on unmount", () => {
    const { view, unmount } = renderEditor();
    unmount();
    expect(view.dom.isConnected).toBe(false);
  });
});
