// sum, mean, min, max, count over values and series (multiPeriod). sum and mean skip nulls and give 0 when nothing
// is left; min and max skip nulls and give null when nothing is left; count counts the values that are not null.
import type { CallAst } from "../parser/Ast";
import { typeError } from "../compiler/coerce";
import type { FormulaCompilation } from "../compiler/FormulaCompilation";
import { finite } from "../compiler/numeric";
import type { CompiledNode, ScalarNode, SeriesNode } from "../compiler/types";
import { ErrorValue } from "../values";
import type { Value } from "../values";
import { FunctionPlugin } from "./FunctionPlugin";
import type { FunctionTable } from "./FunctionPlugin";

type Argument = ScalarNode | SeriesNode;

/** Accumulates the non-null numbers of the arguments; stops at the first error. */
interface Accumulator {
  count: number;
  total: number;
  min: number;
  max: number;
}

/** Adds one value to the accumulator; returns the error to give instead, if any. */
function include(acc: Accumulator, v: Value, where: string, numbersOnly: boolean): ErrorValue | undefined {
  if (v === null) return undefined;
  if (typeof v === "number") {
    acc.count++;
    acc.total += v;
    if (v < acc.min) acc.min = v;
    if (v > acc.max) acc.max = v;
    return undefined;
  }
  if (v instanceof ErrorValue) return v;
  if (numbersOnly) return typeError(where, "numbers", v);
  acc.count++;
  return undefined;
}

function accumulate(
  args: readonly Argument[],
  p: number,
  where: string,
  numbersOnly: boolean,
  acc: Accumulator,
): ErrorValue | undefined {
  for (const arg of args) {
    if (arg.shape === "scalar") {
      const error = include(acc, arg.fn(p), where, numbersOnly);
      if (error) return error;
    } else {
      for (const v of arg.fn(p)) {
        const error = include(acc, v, where, numbersOnly);
        if (error) return error;
      }
    }
  }
  return undefined;
}

export class AggregationPlugin extends FunctionPlugin {
  static override readonly implementedFunctions = {
    sum: {
      method: "sum",
      minArgs: 1,
      maxArgs: Infinity,
      signature: "sum(x, …)",
      summary: "the sum of the non-null values; 0 when none",
    },
    mean: {
      method: "mean",
      minArgs: 1,
      maxArgs: Infinity,
      signature: "mean(x, …)",
      summary: "the mean of the non-null values; 0 when none",
    },
    min: {
      method: "min",
      minArgs: 1,
      maxArgs: Infinity,
      signature: "min(x, …)",
      summary: "the smallest non-null value; null when none",
    },
    max: {
      method: "max",
      minArgs: 1,
      maxArgs: Infinity,
      signature: "max(x, …)",
      summary: "the largest non-null value; null when none",
    },
    count: {
      method: "count",
      minArgs: 1,
      maxArgs: Infinity,
      signature: "count(x, …)",
      summary: "how many values are not null",
    },
  } satisfies FunctionTable<AggregationPlugin>;

  private arguments(call: CallAst, compilation: FormulaCompilation, numbersOnly: boolean): Argument[] {
    return call.args.map((ast) => {
      const node = compilation.compile(ast);
      if (node.shape === "series") return node;
      const scalar = node.shape === "scalar" ? node : compilation.scalar(ast, call.name);
      if (numbersOnly && (scalar.type === "string" || scalar.type === "boolean")) {
        return compilation.errorNode(
          ast,
          compilation.problem(
            "type",
            ast,
            `${call.name} expects numbers, but this is ${scalar.type === "string" ? "a text" : "a condition"}`,
          ),
        );
      }
      return scalar;
    });
  }

  private fold(
    call: CallAst,
    compilation: FormulaCompilation,
    numbersOnly: boolean,
    finish: (acc: Accumulator) => Value,
  ): CompiledNode {
    const args = this.arguments(call, compilation, numbersOnly);
    const where = call.name;
    return {
      shape: "scalar",
      ast: call,
      type: "number",
      children: args,
      fn: (p) => {
        const acc: Accumulator = { count: 0, total: 0, min: Infinity, max: -Infinity };
        return accumulate(args, p, where, numbersOnly, acc) ?? finish(acc);
      },
    };
  }

  sum(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    const args = this.arguments(call, compilation, true);
    if (args.every((arg) => arg.shape === "scalar")) {
      // The common case (a subtotal of fields) without the accumulator.
      const fns = args.map((arg) => (arg as ScalarNode).fn);
      const n = fns.length;
      return {
        shape: "scalar",
        ast: call,
        type: "number",
        children: args,
        fn: (p) => {
          let total = 0;
          for (let i = 0; i < n; i++) {
            const v = fns[i]!(p);
            if (typeof v === "number") total += v;
            else if (v !== null) return v instanceof ErrorValue ? v : typeError("sum", "numbers", v);
          }
          return finite(total);
        },
      };
    }
    return this.fold(call, compilation, true, (acc) => finite(acc.total));
  }

  mean(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    return this.fold(call, compilation, true, (acc) => (acc.count === 0 ? 0 : finite(acc.total / acc.count)));
  }

  min(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    return this.fold(call, compilation, true, (acc) => (acc.count === 0 ? null : acc.min));
  }

  max(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    return this.fold(call, compilation, true, (acc) => (acc.count === 0 ? null : acc.max));
  }

  count(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    return this.fold(call, compilation, false, (acc) => acc.count);
  }
}
