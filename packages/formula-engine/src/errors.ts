// Errors thrown for misuse of the API (unknown field ids, malformed months, invalid configuration).
// Problems inside formulas are never thrown: they are data (see FormulaProblem and ErrorValue).
import type { FormulaProblem } from "./problems";

/** Base class of every error this package throws. */
export class FormulaEngineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** A formula does not parse (thrown only by the strict entry points: `parseFormulaOrThrow`, `createEngine({ strict: true })`). */
export class FormulaSyntaxError extends FormulaEngineError {
  constructor(readonly problems: readonly FormulaProblem[]) {
    super(problems.map((p) => (p.fieldId ? `${p.fieldId}: ${p.message}` : p.message)).join("\n"));
  }
}

/** A formula parses but does not compile (strict mode of `createEngine`). */
export class FormulaCompileError extends FormulaEngineError {
  constructor(readonly problems: readonly FormulaProblem[]) {
    super(problems.map((p) => (p.fieldId ? `${p.fieldId}: ${p.message}` : p.message)).join("\n"));
  }
}

/** A field id passed to the API is not a field of the engine. */
export class UnknownFieldError extends FormulaEngineError {
  constructor(
    readonly fieldId: string,
    readonly suggestion?: string,
  ) {
    super(`unknown field '${fieldId}'${suggestion ? `; did you mean '${suggestion}'?` : ""}`);
  }
}

/** Two fields have the same id (`form.name`, or `name` without a form). */
export class DuplicateFieldError extends FormulaEngineError {
  constructor(readonly fieldId: string) {
    super(`field '${fieldId}' is declared twice`);
  }
}

/** A field specification is malformed (empty name, a dot in the name, unknown kind). */
export class InvalidFieldError extends FormulaEngineError {}

/** A month is not written `YYYY-MM`. */
export class InvalidMonthError extends FormulaEngineError {
  constructor(readonly month: unknown) {
    super(`invalid month ${JSON.stringify(month)}: months are written "YYYY-MM"`);
  }
}

/** The financial periods table is inconsistent (overlaps, gaps, months not matching start and end). */
export class InvalidFinancialPeriodsError extends FormulaEngineError {}

/** `setInput` was called on a formula field. */
export class NotAnInputError extends FormulaEngineError {
  constructor(readonly fieldId: string) {
    super(`field '${fieldId}' is computed by a formula; only input fields can be set`);
  }
}

/** A data file (the CLI's JSON format) is malformed. */
export class DataFileError extends FormulaEngineError {}

/** A kept state given to an engine other than the one that created it (`engine.withState`). */
export class ForeignStateError extends FormulaEngineError {
  constructor() {
    super("this state was created by another engine");
  }
}
