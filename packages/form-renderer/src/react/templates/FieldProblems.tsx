// The errors and warnings of one field, shown under its value once the page was submitted. Its id is in the
// value's aria-describedby (and the breach motivation's); the form's live region announces new problems.
import { memo } from "react";
import { useAtomValue } from "jotai/react";
import type { FieldProblem } from "../../core/problems";
import { problemsId, useRenderer } from "../context";
import { useText } from "../useText";

/** The words of a problem in the active language. */
export function useProblemText(): (problem: FieldProblem) => string {
  const t = useText();
  return (problem) =>
    problem.text ?? t(problem.messageId ?? "error-invalid", problem.args ? { ...problem.args } : undefined);
}

export const FieldProblems = memo(function FieldProblems({ name }: { name: string }) {
  const { store } = useRenderer();
  const problems = useAtomValue(store.problemsAtom(name));
  const text = useProblemText();
  return (
    <div id={problemsId(store.model.form.key, name)} className="ll-problems">
      {problems.map((p, i) => (
        <div key={i} className={p.severity === "error" ? "ll-problem-error" : "ll-problem-warning"}>
          {text(p)}
        </div>
      ))}
    </div>
  );
});
