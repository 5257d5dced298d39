// After submission: "Invalid fields, please review." with one entry per problem; a click reveals the field
// (expanding collapsed fieldsets) and moves the focus to it. A region named by its heading, not a live region:
// the form's ProblemAnnouncer says the problems (one live region per form, polite).
import { memo } from "react";
import { useAtomValue } from "jotai/react";
import { translate } from "../core/fieldModel";
import { inputId, useRenderer } from "./context";
import { useProblemText } from "./templates/FieldProblems";
import { useText } from "./useText";

/** Moves the focus to a field's input (or its breach motivation), after expanding what hides it. */
export function focusField(
  formKey: string,
  reveal: (name: string) => void,
  name: string,
  motivation: boolean,
): void {
  reveal(name);
  const id = inputId(formKey, name) + (motivation ? "-motivation" : "");
  const focus = () => document.getElementById(id)?.focus();
  focus();
  if (document.activeElement?.id !== id) requestAnimationFrame(focus);
}

export const ErrorSummary = memo(function ErrorSummary() {
  const { store, language } = useRenderer();
  const t = useText();
  const text = useProblemText();
  const problems = useAtomValue(store.shownProblems);
  // Problems shown while typing stay at their fields: the summary answers a submission.
  const submitted = useAtomValue(store.submitted);
  if (!submitted || problems.length === 0) return null;
  const errors = problems.some((p) => p.severity === "error");
  const titleId = `ll-${store.model.form.key}-summary-title`;
  return (
    <section
      className={`ll-summary ${errors ? "ll-summary-error" : "ll-summary-warning"}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="ll-summary-title">
        {t(errors ? "summary-title" : "summary-warnings")}
      </h2>
      <ul>
        {problems.map((p, i) => {
          const row = store.model.byName.get(p.field);
          const label = row ? translate(row.definition.name, language) : p.field;
          return (
            <li key={i} className={p.severity === "error" ? "ll-problem-error" : "ll-problem-warning"}>
              <button
                type="button"
                className="ll-link"
                onClick={() =>
                  focusField(store.model.form.key, (n) => store.reveal(n), p.field, p.source === "covenant")
                }
              >
                {label}: {text(p)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
