// The errors and warnings of one field, shown under its value once the page was submitted.
import { memo } from "react";
import { useAtomValue } from "jotai/react";
import type { FieldProblem } from "../../core/problems";
import { inputId, useRenderer } from "../context";
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
    <div id={`${inputId(store.model.form.key, name)}-problems`} className="ll-problems">
      {problems.map((p, i) => (
        <div key={i} className={p.severity === "error" ? "ll-problem-error" : "ll-problem-warning"}>
          {text(p)}
        </div>
      ))}
    </div>
  );
});
