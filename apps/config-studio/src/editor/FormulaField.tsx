// A formula input with its problems listed under it: the FormulaEditor underlines them as the author types,
// and this list (from the same draft engine) says them in words for everyone, screen readers included.
import { Typography } from "antd";
import { useId } from "react";
import type { FormulaDiagnostic, FormulaFieldInfo } from "../formula-editor";
import { FormulaEditor } from "../formula-editor";
import { messageWithoutPosition } from "../formula-editor/diagnosticsOfProblems";

export interface FormulaFieldProps {
  readonly label: string;
  readonly help?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly fields: readonly FormulaFieldInfo[];
  readonly check: (text: string) => readonly FormulaDiagnostic[];
  /** The problems of the current value, listed under the editor. */
  readonly problems: readonly { message: string; severity: "error" | "warning" }[];
}

export function FormulaField({ label, help, value, onChange, fields, check, problems }: FormulaFieldProps) {
  const id = useId();
  return (
    <div className="editor-property">
      <span id={`${id}-label`} className="editor-property-label">
        {label}
      </span>
      <FormulaEditor
        id={id}
        value={value}
        onChange={onChange}
        fields={fields}
        check={check}
        ariaLabel={label}
        describedBy={`${id}-problems`}
        showFirstProblem={false}
      />
      <div id={`${id}-problems`}>
        {help && <Typography.Text type="secondary">{help}</Typography.Text>}
        {problems.length > 0 && (
          <ul className="editor-problems">
            {problems.map((problem, i) => (
              <li key={i} className={`editor-problem-${problem.severity}`}>
                <Typography.Text type={problem.severity === "error" ? "danger" : "warning"}>
                  {messageWithoutPosition(problem.message)}
                </Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
