// Compile problems as data: what `engine.problems()`, `checkFormConfigs` and the CLI report.

export type ProblemCode =
  | "syntax"
  | "unknown-reference"
  | "ambiguous-reference"
  | "unknown-function"
  | "arity"
  | "argument"
  | "kind"
  | "series"
  | "type"
  | "offset"
  | "cost"
  | "cycle"
  | "flow-references-stock"
  | "container"
  | "config";

/** Where in the formula text a problem is (line and column are 1-based). */
export interface SourcePosition {
  readonly line: number;
  readonly column: number;
  readonly offset: number;
  readonly length: number;
}

export interface FormulaProblem {
  readonly code: ProblemCode;
  /** Errors make the formula's value an ErrorValue; warnings leave it computable. */
  readonly severity: "error" | "warning";
  /** Full message, starting with "line L, column C: " when it has a position. */
  readonly message: string;
  /** The field whose formula has the problem (absent for free expressions). */
  readonly fieldId?: string;
  readonly position?: SourcePosition;
  /** Parse errors: what the parser expected at the position. */
  readonly expected?: readonly string[];
  /** Unknown names: the closest known name. */
  readonly suggestion?: string;
  /** Ambiguous references: the qualified ids it could mean. */
  readonly candidates?: readonly string[];
  /** Cycles: the field ids around the cycle, first repeated at the end. */
  readonly cycle?: readonly string[];
}

/** Line and column (1-based) of an offset in a text. */
export function positionAt(text: string, offset: number, length = 0): SourcePosition {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1, offset: end, length };
}

export function withPosition(position: SourcePosition | undefined, message: string): string {
  return position ? `line ${position.line}, column ${position.column}: ${message}` : message;
}
