// The period functions: ltm and annualize (flows stored year-to-date), periodAverage (stocks), and multiPeriod
// (a series of an expression over several months). ltm, annualize and periodAverage take a field reference,
// possibly shifted, because they read the field at other months than the one evaluated.
import { AstNodeType } from "../parser/Ast";
import type { Ast, CallAst, OffsetAst } from "../parser/Ast";
import { printOffset } from "../parser/printFormula";
import { typeError } from "../compiler/coerce";
import type { FieldKind } from "../compiler/FieldModel";
import type { FormulaCompilation, ResolvedReference } from "../compiler/FormulaCompilation";
import { finite } from "../compiler/numeric";
import { hullLags } from "../compiler/types";
import type { CompiledNode, ExplainNode, LagRange, Thunk } from "../compiler/types";
import { ErrorValue } from "../values";
import type { Value } from "../values";
import { FunctionPlugin } from "./FunctionPlugin";
import type { FunctionTable } from "./FunctionPlugin";

/** A value read for a period function: the number, or what to return instead (null or an error). */
function numberOr(value: Value, where: string): number | null | ErrorValue {
  if (typeof value === "number" || value === null || value instanceof ErrorValue) return value;
  return typeError(where, "a number", value);
}

/** One read of a telescoped sum: +x(q) or −x(q). */
interface Term {
  readonly month: number;
  readonly sign: 1 | -1;
}

export class PeriodPlugin extends FunctionPlugin {
  static override readonly implementedFunctions = {
    ltm: {
      method: "ltm",
      minArgs: 1,
      maxArgs: 1,
      signature: "ltm(flow)",
      summary: "the last twelve months of a year-to-date flow, telescoped per financial year",
    },
    annualize: {
      method: "annualize",
      minArgs: 1,
      maxArgs: 1,
      signature: "annualize(flow)",
      summary: "flow(P) × 12 / m(P), m(P) the months elapsed in the financial year",
    },
    periodAverage: {
      method: "periodAverage",
      minArgs: 1,
      maxArgs: 1,
      signature: "periodAverage(stock)",
      summary: "the mean of the stock at the previous financial year end and every month end since",
    },
    multiPeriod: {
      method: "multiPeriod",
      minArgs: 3,
      maxArgs: 3,
      signature: "multiPeriod(expr, from, to)",
      summary:
        "the series of expr at each step from `from` to `to` (units M, Y or FY), for sum, mean, min, max, count",
    },
  } satisfies FunctionTable<PeriodPlugin>;

  /** Resolves the single field-reference argument and checks its kind (or records the problem). */
  private fieldArgument(
    call: CallAst,
    compilation: FormulaCompilation,
    kind: FieldKind,
    windowLags: LagRange,
  ): ResolvedReference | ErrorValue {
    const arg = call.args[0]!;
    if (arg.type !== AstNodeType.Reference) {
      if (arg.type !== AstNodeType.Offset) compilation.compile(arg);
      return compilation.problem(
        "argument",
        arg,
        `${call.name} needs a field reference such as ${call.name}(${kind === "flow" ? "netIncome" : "totalAssets"}) or ${call.name}(${kind === "flow" ? "netIncome" : "totalAssets"}[-1Y]), not an expression`,
      );
    }
    const resolved = compilation.resolveReference(arg, windowLags);
    if (resolved instanceof ErrorValue) return resolved;
    const { field } = resolved;
    if (field.kind !== kind) {
      const why = kind === "flow" ? "a flow (reported year-to-date)" : "a stock (a month-end balance)";
      return compilation.problem(
        "kind",
        arg,
        `${call.name} needs ${why}, but '${field.id}' is a ${field.kind}`,
      );
    }
    if (field.valueType === "string" || field.valueType === "boolean") {
      return compilation.problem(
        "type",
        arg,
        `${call.name} needs a numeric field, but '${field.id}' holds ${field.valueType === "string" ? "text" : "conditions"}`,
      );
    }
    return resolved;
  }

  private periodNode(
    call: CallAst,
    compilation: FormulaCompilation,
    kind: FieldKind,
    windowLags: LagRange,
    build: (
      cell: Thunk,
      resolved: ResolvedReference,
    ) => { fn: Thunk; explain: (p: number) => { terms: readonly Term[]; label?: string } },
  ): CompiledNode {
    const resolved = this.fieldArgument(call, compilation, kind, windowLags);
    if (resolved instanceof ErrorValue) return compilation.errorNode(call, resolved);
    const cell = compilation.services.cells.reader(resolved.field);
    const { fn, explain } = build(cell, resolved);
    const name = resolved.field.name;
    return {
      shape: "scalar",
      ast: call,
      type: "number",
      fn,
      children: [],
      explain: (p, context) => {
        const { terms, label } = explain(p);
        const children: ExplainNode[] = terms.map((term) =>
          context.field(
            resolved.field,
            term.month,
            `${term.sign < 0 ? "− " : kind === "flow" ? "+ " : ""}${name}`,
            resolved.field.id,
          ),
        );
        return context.make(call, p, fn(p), children, label);
      },
    };
  }

  /** The months telescoped by ltm at month `end`: per financial-year segment of the 12 months ending there. */
  private ltmTerms(compilation: FormulaCompilation, end: number): Term[] {
    const calendar = compilation.calendar;
    const windowStart = end - 11;
    const terms: Term[] = [];
    let e = end;
    while (e >= windowStart) {
      const yearStart = calendar.yearStart(e);
      const s = yearStart > windowStart ? yearStart : windowStart;
      terms.push({ month: e, sign: 1 });
      if (s > yearStart) terms.push({ month: s - 1, sign: -1 });
      e = s - 1;
    }
    return terms;
  }

  ltm(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    const calendar = compilation.calendar;
    return this.periodNode(call, compilation, "flow", { lo: 0, hi: 12 }, (cell, { at }) => {
      const fn: Thunk = (p) => {
        const end = at(p);
        const windowStart = end - 11;
        let total = 0;
        let missing = false;
        let e = end;
        while (e >= windowStart) {
          const yearStart = calendar.yearStart(e);
          const s = yearStart > windowStart ? yearStart : windowStart;
          const last = numberOr(cell(e), "ltm");
          if (typeof last === "number") total += last;
          else if (last === null) missing = true;
          else return last;
          if (s > yearStart) {
            const before = numberOr(cell(s - 1), "ltm");
            if (typeof before === "number") total -= before;
            else if (before === null) missing = true;
            else return before;
          }
          e = s - 1;
        }
        return missing ? null : finite(total);
      };
      return { fn, explain: (p) => ({ terms: this.ltmTerms(compilation, at(p)) }) };
    });
  }

  annualize(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    const calendar = compilation.calendar;
    return this.periodNode(call, compilation, "flow", { lo: 0, hi: 0 }, (cell, { at }) => ({
      fn: (p) => {
        const q = at(p);
        const value = numberOr(cell(q), "annualize");
        return typeof value === "number" ? finite((value * 12) / calendar.monthsElapsed(q)) : value;
      },
      explain: (p) => {
        const q = at(p);
        return { terms: [{ month: q, sign: 1 }], label: `annualize: × 12 / ${calendar.monthsElapsed(q)}` };
      },
    }));
  }

  periodAverage(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    const calendar = compilation.calendar;
    return this.periodNode(
      call,
      compilation,
      "stock",
      { lo: 0, hi: calendar.longestYear },
      (cell, { at }) => ({
        fn: (p) => {
          const end = at(p);
          let total = 0;
          let count = 0;
          for (let q = calendar.yearStart(end) - 1; q <= end; q++) {
            const value = numberOr(cell(q), "periodAverage");
            if (typeof value === "number") {
              total += value;
              count++;
            } else if (value !== null) return value;
          }
          return count === 0 ? null : finite(total / count);
        },
        explain: (p) => {
          const end = at(p);
          const terms: Term[] = [];
          for (let q = calendar.yearStart(end) - 1; q <= end; q++) terms.push({ month: q, sign: 1 });
          return { terms };
        },
      }),
    );
  }

  private offsetArgument(
    call: CallAst,
    compilation: FormulaCompilation,
    ast: Ast,
    role: string,
  ): OffsetAst | ErrorValue {
    if (ast.type === AstNodeType.Offset) return compilation.offsetProblem(ast) ?? ast;
    compilation.compile(ast);
    return compilation.problem(
      "argument",
      ast,
      `${call.name}: '${role}' must be a period offset such as -11M, -2Y or -3FY`,
    );
  }

  multiPeriod(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    const [exprAst, fromAst, toAst] = call.args as [Ast, Ast, Ast];
    const from = this.offsetArgument(call, compilation, fromAst, "from");
    const to = this.offsetArgument(call, compilation, toAst, "to");
    const fail = (error: ErrorValue): CompiledNode => {
      if (exprAst.type !== AstNodeType.Offset) compilation.compile(exprAst);
      return compilation.errorNode(call, error);
    };
    if (from instanceof ErrorValue) return fail(from);
    if (to instanceof ErrorValue) return fail(to);
    if (from.unit !== to.unit) {
      return fail(
        compilation.problem(
          "offset",
          call,
          `multiPeriod: both offsets must use the same unit, not ${printOffset(from)} and ${printOffset(to)}`,
        ),
      );
    }
    if (from.amount > to.amount) {
      return fail(
        compilation.problem(
          "offset",
          call,
          `multiPeriod: 'from' (${printOffset(from)}) must not come after 'to' (${printOffset(to)})`,
        ),
      );
    }
    const steps = to.amount - from.amount + 1;
    const lags = hullLags(compilation.offsetLag(from), compilation.offsetLag(to));
    const expr = compilation.atOtherMonths(call, lags, steps, () =>
      compilation.scalar(exprAst, "multiPeriod"),
    );
    if (expr instanceof ErrorValue) return compilation.errorNode(call, expr);
    const f = expr.fn;
    const months = Array.from({ length: steps }, (_, i) =>
      compilation.offsetMonth({ amount: from.amount + i, unit: from.unit }),
    );
    const series = (p: number): Value[] => {
      const out = new Array<Value>(steps);
      for (let i = 0; i < steps; i++) out[i] = f(months[i]!(p));
      return out;
    };
    return {
      shape: "series",
      ast: call,
      fn: series,
      children: [expr],
      explain: (p, context) =>
        context.make(
          call,
          p,
          series(p),
          months.map((month) => context.node(expr, month(p))),
        ),
    };
  }
}
