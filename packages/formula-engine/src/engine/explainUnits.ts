// The unit of an explanation line, from its expression and the units of its parts. Only what is certain:
// money plus money is money, money times a plain number is money, money over money is a plain ratio. Anything
// else (money plus a bare number, a percentage squared, a comparison) has no unit, and is shown as computed.
import type { ValueUnit } from "../compiler/FieldModel";
import type { ExplainNode } from "../compiler/types";
import { AstNodeType } from "../parser/Ast";
import type { Ast } from "../parser/Ast";

/** Functions whose result has the unit of their value arguments when all of them agree. */
const SAME_UNIT_FUNCTIONS = new Set([
  "sum",
  "mean",
  "min",
  "max",
  "add",
  "subtract",
  "abs",
  "ltm",
  "annualize",
  "periodAverage",
  "multiPeriod",
  "if",
]);

/** A part of a product or quotient: its unit, or "literal" for a number written in the formula. */
type Factor = ValueUnit | "literal" | undefined;

function isLiteral(ast: Ast | undefined): boolean {
  if (!ast) return false;
  if (ast.type === AstNodeType.Number) return true;
  return ast.type === AstNodeType.Unary && ast.operator === "-" && isLiteral(ast.operand);
}

/** A dimensionless factor: scaling money by it keeps money. */
function isPlain(factor: Factor): boolean {
  return factor === "literal" || factor === "number" || factor === "percent";
}

function agreed(units: readonly (ValueUnit | undefined)[]): ValueUnit | undefined {
  const first = units[0];
  return first !== undefined && units.every((unit) => unit === first) ? first : undefined;
}

function times(a: Factor, b: Factor): Factor {
  if (a === "currency" && isPlain(b)) return "currency";
  if (b === "currency" && isPlain(a)) return "currency";
  if ((a === "number" || a === "literal") && (b === "number" || b === "literal"))
    return a === "literal" && b === "literal" ? "literal" : "number";
  return undefined;
}

function over(a: Factor, b: Factor): Factor {
  if (a === "currency") return b === "currency" ? "number" : isPlain(b) ? "currency" : undefined;
  if (a === "percent" && b === "percent") return "number";
  return times(a, b) === "number" && b !== "percent" ? "number" : undefined;
}

function unitOfFactor(factor: Factor): ValueUnit | undefined {
  return factor === "literal" ? undefined : factor;
}

/**
 * The unit of a line for `ast` whose parts are `children`. The generic lines list an operator's or a function's
 * arguments in order, so `argumentAsts[i]` tells whether part i is a number written in the formula.
 */
export function unitOfLine(ast: Ast, children: readonly ExplainNode[]): ValueUnit | undefined {
  const factors = (argumentAsts: readonly Ast[]): Factor[] =>
    children.map((child, i) =>
      children.length === argumentAsts.length && isLiteral(argumentAsts[i]) ? "literal" : child.unit,
    );
  switch (ast.type) {
    case AstNodeType.Unary:
      return ast.operator === "-" ? children[0]?.unit : undefined;
    case AstNodeType.Binary: {
      if (children.length !== 2) return undefined;
      const [a, b] = factors([ast.left, ast.right]) as [Factor, Factor];
      switch (ast.operator) {
        case "+":
        case "-":
          return agreed([children[0]!.unit, children[1]!.unit]);
        case "*":
          return unitOfFactor(times(a, b));
        case "/":
          return unitOfFactor(over(a, b));
        default:
          return undefined;
      }
    }
    case AstNodeType.Call: {
      if (children.length === 0) return undefined;
      if (ast.name === "if") return agreed(children.slice(1).map((child) => child.unit));
      if (ast.name === "round") return children[0]!.unit;
      if (SAME_UNIT_FUNCTIONS.has(ast.name)) return agreed(children.map((child) => child.unit));
      if (ast.name === "multiply") return unitOfFactor(factors(ast.args).reduce(times));
      if (ast.name === "divide" && children.length === 2) {
        const [a, b] = factors(ast.args) as [Factor, Factor];
        return unitOfFactor(over(a, b));
      }
      return undefined;
    }
    default:
      return undefined;
  }
}
