// A number field's rules (spec 2 §5: `allowNegative`, `min`, `max`) in display units, in one place for every
// layer that applies them: the form renderer's JSON Schema, the API's save and upload checks, the Excel
// template's data validation. `allowNegative: false` is a minimum of 0 unless `min` asks for more.
import type { FieldDefinition } from "./schemas/field.js";

export type NumberRules = Pick<NonNullable<FieldDefinition["validations"]>, "allowNegative" | "min" | "max">;

/**
 * The largest magnitude a number value can have (about 9.0e13): it is stored as whole hundredths, which must
 * stay a safe integer (typed input beyond it is refused as too large). The bound of a side without a rule.
 */
export const LARGEST_NUMBER_VALUE = Number.MAX_SAFE_INTEGER / 100;

/** The smallest and largest value the rules allow; a side without a bound is absent. */
export function numberBounds(rules: NumberRules): { minimum?: number; maximum?: number } {
  const minimum = rules.allowNegative === false ? Math.max(0, rules.min ?? 0) : rules.min;
  return {
    ...(minimum === undefined ? {} : { minimum }),
    ...(rules.max === undefined ? {} : { maximum: rules.max }),
  };
}

/** Which rule `value` breaks and its bound: `negative` when the 0 of `allowNegative: false` is the bound. */
export type BrokenNumberRule =
  { rule: "negative"; limit: 0 } | { rule: "min"; limit: number } | { rule: "max"; limit: number };

export function brokenNumberRule(rules: NumberRules, value: number): BrokenNumberRule | null {
  const { minimum, maximum } = numberBounds(rules);
  if (minimum !== undefined && value < minimum) {
    const fromAllowNegative = rules.allowNegative === false && minimum === 0;
    return fromAllowNegative ? { rule: "negative", limit: 0 } : { rule: "min", limit: minimum };
  }
  if (maximum !== undefined && value > maximum) return { rule: "max", limit: maximum };
  return null;
}
