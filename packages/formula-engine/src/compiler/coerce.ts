// The shared coercion helper of operators and functions: numbers pass, null stays null, errors pass through,
// anything else becomes a #TYPE error naming what was expected.
import { describeValue, ErrorValue } from "../values";
import type { Value } from "../values";

export function typeError(where: string, expected: string, got: Value): ErrorValue {
  return new ErrorValue("#TYPE", `${where} expects ${expected}, got ${describeValue(got)}`);
}

/** A number, null, or the error to return. */
export function toNumber(value: Value, where: string): number | null | ErrorValue {
  if (typeof value === "number" || value === null || value instanceof ErrorValue) return value;
  return typeError(where, "a number", value);
}

/** A condition (true/false), null, or the error to return. */
export function toCondition(value: Value, where: string): boolean | null | ErrorValue {
  if (typeof value === "boolean" || value === null || value instanceof ErrorValue) return value;
  return typeError(where, "a condition (true or false)", value);
}

/**
 * For operands that are not both numbers: the first error, else the first type error, else null. Errors win
 * over nulls so a broken field is never hidden by a missing one.
 */
export function nonNumericResult(a: Value, b: Value, where: string): ErrorValue | null {
  if (a instanceof ErrorValue) return a;
  if (b instanceof ErrorValue) return b;
  if (a !== null && typeof a !== "number") return typeError(where, "numbers", a);
  if (b !== null && typeof b !== "number") return typeError(where, "numbers", b);
  return null;
}
