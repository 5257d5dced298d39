// if and exists. `if` evaluates only the branch it takes; a null condition gives null.
import type { Ast, CallAst } from "../parser/Ast";
import { toCondition } from "../compiler/coerce";
import type { FormulaCompilation } from "../compiler/FormulaCompilation";
import type { CompiledNode, StaticType } from "../compiler/types";
import { ErrorValue } from "../values";
import { FunctionPlugin } from "./FunctionPlugin";
import type { FunctionTable } from "./FunctionPlugin";

function join(a: StaticType, b: StaticType): StaticType {
  if (a === b || b === "null") return a;
  if (a === "null") return b;
  return "any";
}

export class LogicalPlugin extends FunctionPlugin {
  static override readonly implementedFunctions = {
    if: {
      method: "ifThenElse",
      minArgs: 3,
      maxArgs: 3,
      signature: "if(condition, a, b)",
      summary: "a when the condition holds, b when not, null when it is null",
    },
    exists: {
      method: "exists",
      minArgs: 1,
      maxArgs: 1,
      signature: "exists(x)",
      summary: "true when x has a value (is not null)",
    },
  } satisfies FunctionTable<LogicalPlugin>;

  ifThenElse(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    const [conditionAst, thenAst, elseAst] = call.args as [Ast, Ast, Ast]; // arity checked by the registry
    const condition = compilation.conditionArgument(conditionAst, "if");
    const whenTrue = compilation.scalar(thenAst, "if");
    const whenFalse = compilation.scalar(elseAst, "if");
    const c = condition.fn;
    const a = whenTrue.fn;
    const b = whenFalse.fn;
    return {
      shape: "scalar",
      ast: call,
      type: join(whenTrue.type, whenFalse.type),
      children: [condition, whenTrue, whenFalse],
      fn: (p) => {
        const v = toCondition(c(p), "if");
        return v === true ? a(p) : v === false ? b(p) : v;
      },
      explain: (p, context) => {
        const v = toCondition(c(p), "if");
        const branch = v === true ? whenTrue : v === false ? whenFalse : undefined;
        const value = v === true ? a(p) : v === false ? b(p) : v;
        return context.make(call, p, value, [
          context.node(condition, p),
          ...(branch ? [context.node(branch, p)] : []),
        ]);
      },
    };
  }

  exists(call: CallAst, compilation: FormulaCompilation): CompiledNode {
    const arg = compilation.scalar(call.args[0]!, "exists");
    const x = arg.fn;
    return {
      shape: "scalar",
      ast: call,
      type: "boolean",
      children: [arg],
      fn: (p) => {
        const v = x(p);
        return v instanceof ErrorValue ? v : v !== null;
      },
    };
  }
}
