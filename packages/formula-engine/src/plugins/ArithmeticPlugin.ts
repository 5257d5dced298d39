// add, subtract, multiply, divide, round, abs: null when an operand is null (or the result is not finite),
// null for a division by zero.
import type { CallAst } from "../parser/Ast";
import { nonNumericResult, toNumber } from "../compiler/coerce";
import type { FormulaCompilation } from "../compiler/FormulaCompilation";
import { finite, roundHalfAwayFromZero } from "../compiler/numeric";
import { arithmetic } from "../compiler/operators";
import type { CompiledNode, ScalarNode, Thunk } from "../compiler/types";
import { ErrorValue } from "../values";
import type { Value } from "../values";
import { FunctionPlugin } from "./FunctionPlugin";
import type { FunctionTable } from "./FunctionPlugin";

/** a + b + c … or a × b × c … with the null rules of arithmetic, for any number of operands. */
function variadic(fns: readonly Thunk[], where: string, multiply: boolean): Thunk {
  const n = fns.length;
  return (p) => {
    let result = multiply ? 1 : 0;
    let missing = false;
    for (let i = 0; i < n; i++) {
      const v: Value = fns[i]!(p);
      if (typeof v === "number") result = multiply ? result * v : result + v;
      else if (v === null) missing = true;
      else return nonNumericResult(v, null, where);
    }
    return missing ? null : finite(result);
  };
}

export class ArithmeticPlugin extends FunctionPlugin {
  static override readonly implementedFunctions = {
    add: { method: "add", minArgs: 2, maxArgs: Infinity, signature: "add(a, b, …)", summary: "a + b + …" },
    subtract: { method: "subtract", minArgs: 2, maxArgs: 2, signature: "subtract(a, b)", summary: "a − b" },
    multiply: {
      method: "multiply",
      minArgs: 2,
      maxArgs: Infinity,
      signature: "multiply(a, b, …)",
      summary: "a × b × …",
    },
    divide: {
      method: "divide",
      minArgs: 2,
      maxArgs: 2,
      signature: "divide(a, b)",
      summary: "a ÷ b; null when b is 0",
    },
    round: {
      method: "round",
      minArgs: 1,
      maxArgs: 2,
      signature: "round(x, digits?)",
      summary: "x rounded half away from zero to digits decimals (default 0)",
    },
    abs: { method: "abs", minArgs: 1, maxArgs: 1, signature: "abs(x)", summary: "the absolute value of x" },
  } satisfies FunctionTable<ArithmeticPlugin>;

  private numbers(call: CallAst, compilation: FormulaCompilation): ScalarNode[] {
    return call.args.map((arg) => compilation.numberArgument(arg, call.name));
  }

  private node(call: CallAst, args: readonly ScalarNode[], fn: Thunk): CompiledNode {
    return { shape: "scalar", ast: call, type: "number", fn, children: args };
  }

  private binaryOrVariadic(
    call: CallAst,
    compilation: FormulaCompilation,
    operator: "+" | "*",
  ): CompiledNode {
    const args = this.numbers(call, compilation);
    const [a, b] = args;
    const fn =
      args.length === 2 && a && b
        ? arithmetic(operator, a.fn, b.fn, call.name)
        : variadic(
            args.map((arg) => arg.fn),
            call.name,
            operator === "*",
          );
    return this.node(call, args, fn);
  }

  add(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    return this.binaryOrVariadic(call, compilation, "+");
  }

  multiply(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    return this.binaryOrVariadic(call, compilation, "*");
  }

  subtract(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    const [a, b] = this.numbers(call, compilation) as [ScalarNode, ScalarNode];
    return this.node(call, [a, b], arithmetic("-", a.fn, b.fn, call.name));
  }

  divide(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    const [a, b] = this.numbers(call, compilation) as [ScalarNode, ScalarNode];
    return this.node(call, [a, b], arithmetic("/", a.fn, b.fn, call.name));
  }

  round(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    const args = this.numbers(call, compilation);
    const x = args[0]!.fn;
    const digits = args[1]?.fn;
    return this.node(call, args, (p) => {
      const value = toNumber(x(p), "round");
      if (value instanceof ErrorValue) return value;
      let d: number | null | ErrorValue = 0;
      if (digits) {
        d = toNumber(digits(p), "round");
        if (d instanceof ErrorValue) return d;
      }
      return value === null || d === null ? null : roundHalfAwayFromZero(value, d);
    });
  }

  abs(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    const args = this.numbers(call, compilation);
    const x = args[0]!.fn;
    return this.node(call, args, (p) => {
      const value = toNumber(x(p), "abs");
      return typeof value === "number" ? Math.abs(value) : value;
    });
  }
}
