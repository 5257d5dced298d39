// Formula text → a compiled formula: parse, compile to closures, and check what only the whole formula shows
// (its result must be one value; a flow-declared formula should read only flows).
import type { Ast } from "../parser/Ast";
import { parseFormula } from "../parser/parseFormula";
import type { FormulaProblem } from "../problems";
import { ErrorValue } from "../values";
import type { Field } from "./FieldModel";
import { errorCodeOfProblem, FormulaCompilation } from "./FormulaCompilation";
import type { CompilerServices, ResolvedReference } from "./FormulaCompilation";
import type { LagRange, ScalarNode, Thunk } from "./types";

export interface CompiledFormula {
  readonly text: string;
  readonly ast: Ast | null;
  /** The compiled tree (null when the formula does not parse). */
  readonly root: ScalarNode | null;
  /** The value at month P: an ErrorValue of the first problem when the formula has an error. */
  readonly fn: Thunk;
  readonly problems: readonly FormulaProblem[];
  /** The first error problem as a value, when there is one. */
  readonly error: ErrorValue | undefined;
  /** Field index → lags read. */
  readonly edges: ReadonlyMap<number, LagRange>;
  readonly references: readonly ResolvedReference[];
}

export function compileFormula(
  services: CompilerServices,
  text: string,
  form: string | undefined,
  owner: Field | undefined,
): CompiledFormula {
  const parsed = parseFormula(text);
  if (!parsed.ok) {
    const problems = parsed.errors.map((problem) => (owner ? { ...problem, fieldId: owner.id } : problem));
    const error = new ErrorValue("#SYNTAX", problems[0]?.message ?? "syntax error");
    return {
      text,
      ast: null,
      root: null,
      fn: () => error,
      problems,
      error,
      edges: new Map(),
      references: [],
    };
  }
  const compilation = new FormulaCompilation(services, text, form, owner);
  const root = compilation.scalar(parsed.ast, "a formula");
  if (owner?.kind === "flow") {
    const reported = new Set<number>();
    for (const reference of compilation.references) {
      const target = reference.field;
      if (target.kind === "stock" && !reported.has(target.index)) {
        reported.add(target.index);
        compilation.problem(
          "flow-references-stock",
          reference.ast,
          `'${owner.id}' is declared a flow but its formula reads the stock '${target.id}'`,
          { severity: "warning" },
        );
      }
    }
  }
  const problems = compilation.problems;
  const first = problems.find((problem) => problem.severity === "error");
  const error = first ? new ErrorValue(errorCodeOfProblem(first.code), first.message) : undefined;
  return {
    text,
    ast: parsed.ast,
    root,
    fn: error ? () => error : root.fn,
    problems,
    error,
    edges: compilation.edges,
    references: compilation.references,
  };
}
