// The form's one live region (polite, never one per cell): once the page was submitted it says the errors and
// warnings — all of them after each submission, under the summary's heading ("Invalid fields, please review.
// Gross loan portfolio: This field is required. …"), then each problem that appears while the user types
// ("Reporting contact email: Enter a valid email address."). Problems that go away are not announced.
import { memo, useEffect, useRef, useState } from "react";
import type { FieldProblem } from "../core/problems";
import { translate } from "../core/fieldModel";
import { useRenderer } from "./context";
import { useProblemText } from "./templates/FieldProblems";
import { useText } from "./useText";

function keyOf(problem: FieldProblem): string {
  return JSON.stringify([problem.field, problem.severity, problem.messageId, problem.args, problem.text]);
}

export const ProblemAnnouncer = memo(function ProblemAnnouncer() {
  const { store, language } = useRenderer();
  const t = useText();
  const problemText = useProblemText();
  const [message, setMessage] = useState("");
  // The words of the active language, read when the store changes (not a reason to subscribe again).
  const words = useRef({ t, problemText, language });
  useEffect(() => {
    words.current = { t, problemText, language };
  });

  useEffect(() => {
    const { jotai } = store;
    let known = new Set(jotai.get(store.shownProblems).map(keyOf));
    let submissions = jotai.get(store.submissions);
    let toggle = false;
    const say = (problems: readonly FieldProblem[], heading: string | null) => {
      if (problems.length === 0) return;
      const { problemText, language } = words.current;
      const lines = problems.map((problem) => {
        const row = store.model.byName.get(problem.field);
        return `${row ? translate(row.definition.name, language) : problem.field}: ${problemText(problem)}`;
      });
      // A trailing no-break space every other time: the same words after another submission are a change
      // that screen readers announce again.
      toggle = !toggle;
      setMessage([heading, ...lines].filter(Boolean).join(" ") + (toggle ? "" : "\u00a0"));
    };
    const update = () => {
      const problems = jotai.get(store.shownProblems);
      const fresh = problems.filter((problem) => !known.has(keyOf(problem)));
      known = new Set(problems.map(keyOf));
      const count = jotai.get(store.submissions);
      if (count !== submissions) {
        submissions = count;
        const errors = problems.some((problem) => problem.severity === "error");
        say(problems, words.current.t(errors ? "summary-title" : "summary-warnings"));
      } else say(fresh, null);
    };
    const unsubscribeProblems = jotai.sub(store.shownProblems, update);
    const unsubscribeSubmissions = jotai.sub(store.submissions, update);
    return () => {
      unsubscribeProblems();
      unsubscribeSubmissions();
    };
  }, [store]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="ll-sr-only ll-announcer">
      {message}
    </div>
  );
});
