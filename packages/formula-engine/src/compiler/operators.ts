// Closures for the operators. Arithmetic is null when an operand is null, NaN or infinite, and for a division by
// zero; comparisons use the 0.01 tolerance; and/or/not use three-valued logic.
import type { ArithmeticOperator, ComparisonOperator, LogicalOperator } from "../parser/Ast";
import { ErrorValue } from "../values";
import type { Value } from "../values";
import { nonNumericResult, toCondition, typeError } from "./coerce";
import { finite, tolerantEqual, tolerantLess } from "./numeric";
import type { Thunk } from "./types";

export function arithmetic(
  operator: ArithmeticOperator,
  left: Thunk,
  right: Thunk,
  where = `'${operator}'`,
): Thunk {
  switch (operator) {
    case "+":
      return (p) => {
        const a = left(p);
        const b = right(p);
        if (typeof a === "number" && typeof b === "number") return finite(a + b);
        return nonNumericResult(a, b, where);
      };
    case "-":
      return (p) => {
        const a = left(p);
        const b = right(p);
        if (typeof a === "number" && typeof b === "number") return finite(a - b);
        return nonNumericResult(a, b, where);
      };
    case "*":
      return (p) => {
        const a = left(p);
        const b = right(p);
        if (typeof a === "number" && typeof b === "number") return finite(a * b);
        return nonNumericResult(a, b, where);
      };
    case "/":
      return (p) => {
        const a = left(p);
        const b = right(p);
        if (typeof a === "number" && typeof b === "number") return b === 0 ? null : finite(a / b);
        return nonNumericResult(a, b, where);
      };
  }
}

export function negate(operand: Thunk): Thunk {
  return (p) => {
    const a = operand(p);
    if (typeof a === "number") return 0 - a;
    if (a === null || a instanceof ErrorValue) return a;
    return typeError("'-'", "a number", a);
  };
}

function compareValues(operator: ComparisonOperator, a: Value, b: Value): Value {
  if (a instanceof ErrorValue) return a;
  if (b instanceof ErrorValue) return b;
  if (a === null || b === null) return null;
  if (typeof a === "number" && typeof b === "number") {
    switch (operator) {
      case "==":
        return tolerantEqual(a, b);
      case "!=":
        return !tolerantEqual(a, b);
      case "<":
        return tolerantLess(a, b);
      case "<=":
        return !tolerantLess(b, a);
      case ">":
        return tolerantLess(b, a);
      case ">=":
        return !tolerantLess(a, b);
    }
  }
  if (operator === "==") return a === b;
  if (operator === "!=") return a !== b;
  return typeError(`'${operator}'`, "numbers", typeof a === "number" ? b : a);
}

export function comparison(operator: ComparisonOperator, left: Thunk, right: Thunk): Thunk {
  return (p) => compareValues(operator, left(p), right(p));
}

/** Compares two already evaluated values (for explanations and tests). */
export function compare(operator: ComparisonOperator, a: Value, b: Value): Value {
  return compareValues(operator, a, b);
}

export function logical(operator: LogicalOperator, left: Thunk, right: Thunk): Thunk {
  const where = `'${operator}'`;
  // `and`: false wins (even over null and errors on the right); `or`: true wins.
  const decisive = operator === "or";
  return (p) => {
    const a = toCondition(left(p), where);
    if (a === decisive) return decisive;
    if (a instanceof ErrorValue) return a;
    const b = toCondition(right(p), where);
    if (b === decisive) return decisive;
    if (b instanceof ErrorValue) return b;
    if (a === null || b === null) return null;
    return !decisive;
  };
}

export function not(operand: Thunk): Thunk {
  return (p) => {
    const a = toCondition(operand(p), "'not'");
    return typeof a === "boolean" ? !a : a;
  };
}
