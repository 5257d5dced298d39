// The engine's public shapes.
import type { FieldSpec } from "../compiler/FieldModel";
import type { ExplainNode, StaticType } from "../compiler/types";
import type { FinancialPeriod } from "../periods/FinancialCalendar";
import type { FormulaProblem } from "../problems";
import type { Scalar, Value } from "../values";

/** Where input values come from: the portal's store, the API's database documents, the CLI's data file. */
export interface DataSource {
  /** The value of a field (qualified id: `form.name`, or `name` without a form) at a month "YYYY-MM". */
  get(fieldId: string, month: string): Scalar | undefined;
}

export interface EngineOptions {
  readonly fields: readonly FieldSpec[];
  /** The client's financial periods; default: calendar years. */
  readonly financialPeriods?: readonly FinancialPeriod[];
  readonly data: DataSource;
  /** Throw FormulaSyntaxError / FormulaCompileError when a field's formula has an error (default: report as data). */
  readonly strict?: boolean;
}

/** One value that changed. */
export interface CellChange {
  readonly fieldId: string;
  readonly month: string;
  readonly value: Value;
}

export interface Validation {
  readonly validationType: "error" | "warn";
  readonly validationMessage: string;
  readonly formula: string;
  readonly dependencies?: readonly string[];
}

export interface ValidationFailure {
  readonly validationType: "error" | "warn";
  readonly validationMessage: string;
  /** The fields the failure belongs to: the validation's dependencies, or the fields its formula reads. */
  readonly fields: readonly string[];
}

export interface ExpressionOptions {
  /** The form the expression is written in: plain names resolve to this form's fields first. */
  readonly form?: string;
}

export interface ExplainOptions extends ExpressionOptions {
  /** How many levels of referenced formula fields to expand (default 1). */
  readonly depth?: number;
}

/** An expression compiled once, to evaluate at many months. */
export interface CompiledExpression {
  readonly text: string;
  readonly problems: readonly FormulaProblem[];
  /** The qualified ids of the fields the expression reads, in reading order, without repeats. */
  readonly references: readonly string[];
  /** What the compiler knows of the result's type ("any" when it depends on data). */
  readonly resultType: StaticType;
  evaluate(month: string): Value;
}

export interface FormulaEngine {
  /** Every field id, in declaration order. */
  readonly fieldIds: readonly string[];
  /** The value of a field at a month. */
  evaluate(fieldId: string, month: string): Value;
  /** Compiles an expression (cached by text and form). */
  compileExpression(text: string, options?: ExpressionOptions): CompiledExpression;
  /** Evaluates an expression at a month; problems come back as an ErrorValue. */
  evaluateExpression(text: string, month: string, options?: ExpressionOptions): Value;
  /** Values of the fields (or all fields) at each month: `result[fieldId][i]` is the value at `months[i]`. */
  evaluateRange(fieldIds: readonly string[] | "all", months: readonly string[]): Record<string, Value[]>;
  /**
   * Sets an input value and recomputes only what depends on it. Returns the input itself (when it changed) and
   * every formula value that changed among those already evaluated.
   */
  setInput(fieldId: string, month: string, value: Scalar | undefined): CellChange[];
  /** Sets many inputs at once and recomputes their dependents once. */
  setInputs(changes: readonly { fieldId: string; month: string; value: Scalar | undefined }[]): CellChange[];
  /** The derivation tree of a field or an expression at a month. */
  explain(fieldIdOrExpression: string, month: string, options?: ExplainOptions): ExplainNode;
  /** Runs step validations at a month: the failures, mapped to their fields. */
  runValidations(
    validations: readonly Validation[],
    month: string,
    options?: ExpressionOptions,
  ): ValidationFailure[];
  /** Compile problems of the fields' formulas (parse errors, unknown references, kinds, cycles…). */
  problems(): FormulaProblem[];
  /** The ids of the fields a field's formula reads. */
  dependenciesOf(fieldId: string): string[];
  /** The ids of the fields whose formulas read a field. */
  dependentsOf(fieldId: string): string[];
  /** Forgets every cached value and every value set with setInput (after the data source changed). */
  reset(): void;
  /**
   * Empty cached values over another data source, to be used with `withState`: the formulas are compiled once
   * and each state (a client's data, say) keeps its own computed values between uses.
   */
  createState(data: DataSource): EngineState;
  /**
   * Runs `run` with the state's data and cached values instead of the engine's own: every evaluation, `setInputs`
   * and `reset` inside reads and updates the state, which keeps them for the next use.
   *
   * @throws ForeignStateError when the state was created by another engine.
   */
  withState<T>(state: EngineState, run: () => T): T;
}

/** Cached values over one data source, created by an engine (`createState`); opaque to callers. */
export interface EngineState {
  readonly data: DataSource;
}
