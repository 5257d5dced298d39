// What a problem on one field is: shared by the field rules and the form's other checks (problems.ts).
export type Severity = "error" | "warning";

/** One problem on one field. Messages are Fluent ids with arguments, or a text the form config supplies. */
export interface FieldProblem {
  readonly field: string;
  readonly severity: Severity;
  readonly source: "rule" | "parse" | "step" | "covenant";
  /** Fluent message id of the renderer's own words (absent when `text` is given). */
  readonly messageId?: string;
  readonly args?: Readonly<Record<string, string | number>>;
  /** A message written in the form config (step validations), already translated. */
  readonly text?: string;
}
