// Linting with the host's check of the formula (the engine's compile problems), run by @codemirror/lint after the
// author pauses typing.
import type { Diagnostic } from "@codemirror/lint";
import { forEachDiagnostic, forceLinting, linter } from "@codemirror/lint";
import type { EditorState } from "@codemirror/state";
import { StateEffect } from "@codemirror/state";
import type { EditorView } from "@codemirror/view";
import { messageWithoutPosition } from "./diagnosticsOfProblems";
import type { FormulaDiagnostic } from "./types";

export const LINT_DELAY_MS = 300;

// The linter re-runs by itself only when the text changes; a new check (other fields known) must ask for it.
const recheck = StateEffect.define<null>();

/** Checks the current text again, now: for when the check itself has changed. */
export function recheckFormula(view: EditorView): void {
  view.dispatch({ effects: recheck.of(null) });
  forceLinting(view);
}

export function formulaLint(getCheck: () => (text: string) => readonly FormulaDiagnostic[]) {
  return linter(
    (view): Diagnostic[] => {
      const text = view.state.doc.toString();
      // A diagnostic outside the text would make CodeMirror throw; the host's check may be stale or careless.
      return getCheck()(text).map((diagnostic) => {
        const from = Math.min(Math.max(diagnostic.from, 0), text.length);
        const to = Math.min(Math.max(diagnostic.to, from), text.length);
        return { from, to, severity: diagnostic.severity, message: diagnostic.message };
      });
    },
    {
      delay: LINT_DELAY_MS,
      needsRefresh: (update) =>
        update.transactions.some((tr) => tr.effects.some((effect) => effect.is(recheck))),
    },
  );
}

/**
 * The sentence a screen reader hears about the formula's problems: the first error (or, without errors, the
 * first warning) with its place, e.g. "Line 1, column 18: unknown field 'totalAsets'"; "" when there is none.
 */
export function firstDiagnosticAnnouncement(state: EditorState): string {
  let firstError: { from: number; message: string } | undefined;
  let firstWarning: typeof firstError;
  forEachDiagnostic(state, (diagnostic, from) => {
    if (diagnostic.severity === "error" && (!firstError || from < firstError.from))
      firstError = { from, message: diagnostic.message };
    if (diagnostic.severity === "warning" && (!firstWarning || from < firstWarning.from))
      firstWarning = { from, message: diagnostic.message };
  });
  const first = firstError ?? firstWarning;
  if (!first) return "";
  const line = state.doc.lineAt(first.from);
  const column = first.from - line.from + 1;
  return `Line ${line.number}, column ${column}: ${messageWithoutPosition(first.message)}`;
}
