// A host for the stories: the form, a Submit button like the wizard's Next, and the formula panel wired to
// the form's "show formula" control.
import { useEffect, useRef, useState } from "react";
import type { FormRendererHandle, FormRendererProps } from "../react/FormRenderer";
import { FormRenderer } from "../react/FormRenderer";
import type { FormulaRequest } from "../react/context";
import { FormulaPanel } from "../react/FormulaPanel";

export interface HarnessProps extends Omit<FormRendererProps, "ref" | "onShowFormula"> {
  /** Submit the page when the story opens, to show validation. */
  submitOnMount?: boolean;
  /** Open the formula panel on this computed field when the story opens. */
  explainOnMount?: string;
}

export function Harness({ submitOnMount = false, explainOnMount, ...props }: HarnessProps) {
  const form = useRef<FormRendererHandle>(null);
  const [formula, setFormula] = useState<FormulaRequest | null>(null);
  const [height, setHeight] = useState(35);
  const [pinned, setPinned] = useState(false);
  const [status, setStatus] = useState("");
  useEffect(() => {
    if (submitOnMount) form.current?.submit();
    if (explainOnMount && form.current) {
      const store = form.current.store;
      const row = store.model.byName.get(explainOnMount);
      if (row)
        setFormula({
          field: row.name,
          label: row.definition.name.en,
          formula: row.definition.formula ?? "",
          explanation: store.explain(row.name),
        });
    }
  }, [submitOnMount, explainOnMount]);
  return (
    <div style={{ maxWidth: 1180, paddingBottom: formula ? `${height}vh` : 0 }}>
      <FormRenderer {...props} ref={form} onShowFormula={setFormula} />
      {props.readOnly ? null : (
        <p style={{ display: "flex", gap: 8, alignItems: "center" }}>
          <button
            type="button"
            onClick={() => {
              const report = form.current?.submit();
              setStatus(
                report?.valid
                  ? "Step is valid."
                  : `${report?.problems.filter((p) => p.severity === "error").length ?? 0} errors`,
              );
            }}
          >
            Next
          </button>
          <span role="status">{status}</span>
        </p>
      )}
      {formula ? (
        <FormulaPanel
          label={formula.label}
          formula={formula.formula}
          explanation={formula.explanation}
          {...(formula.scale !== undefined ? { scale: formula.scale } : {})}
          {...(formula.currency !== undefined ? { currency: formula.currency } : {})}
          {...(formula.unit !== undefined ? { unit: formula.unit } : {})}
          height={height}
          onHeightChange={setHeight}
          pinned={pinned}
          onPinnedChange={setPinned}
          onClose={() => setFormula(null)}
          {...(props.language ? { language: props.language } : {})}
        />
      ) : null}
    </div>
  );
}
