// Step validations: a formula that evaluates to false fails and puts its message on its dependency fields (or on
// the fields the formula reads when it lists none). Null does not fire; an error gives "System err: …".
import { describeValue, ErrorValue } from "../values";
import type { FormulaEngine, ExpressionOptions, Validation, ValidationFailure } from "./types";

/** The message used when a validation has none. */
export const DEFAULT_VALIDATION_MESSAGE = " invalid ";

export function runValidations(
  engine: Pick<FormulaEngine, "compileExpression">,
  validations: readonly Validation[],
  month: string,
  options: ExpressionOptions,
): ValidationFailure[] {
  const failures: ValidationFailure[] = [];
  for (const validation of validations) {
    let message: string | undefined;
    let fields: readonly string[] = validation.dependencies ?? [];
    try {
      const expression = engine.compileExpression(validation.formula, options);
      if (fields.length === 0) fields = expression.references;
      const value = expression.evaluate(month);
      if (value === false) message = validation.validationMessage || DEFAULT_VALIDATION_MESSAGE;
      else if (value instanceof ErrorValue) message = `System err: ${value.message}`;
      else if (value !== true && value !== null) {
        message = `System err: a validation formula must give true or false, not ${describeValue(value)}`;
      }
    } catch (error) {
      message = `System err: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (message !== undefined) {
      failures.push({
        validationType: validation.validationType,
        validationMessage: message,
        fields: [...fields],
      });
    }
  }
  return failures;
}
