// Public API of @ledgerline/formula-engine. Every export is named here; nothing else is public.

// Values and errors
export { ErrorValue, NOT_AVAILABLE, formatValue, isErrorValue, isCompileErrorCode } from "./values";
export type { ErrorCode, Scalar, Value } from "./values";
export {
  DataFileError,
  DuplicateFieldError,
  FormulaCompileError,
  FormulaEngineError,
  FormulaSyntaxError,
  ForeignStateError,
  InvalidFieldError,
  InvalidFinancialPeriodsError,
  InvalidMonthError,
  NotAnInputError,
  UnknownFieldError,
} from "./errors";
export type { FormulaProblem, ProblemCode, SourcePosition } from "./problems";

// Parsing and printing
export {
  parseFormula,
  parseFormulaOrThrow,
  MAX_FORMULA_DEPTH,
  MAX_FORMULA_LENGTH,
} from "./parser/parseFormula";
export type { ParseResult } from "./parser/parseFormula";
export { printFormula } from "./parser/printFormula";
export {
  AstNodeType,
  buildBinaryAst,
  buildBooleanAst,
  buildCallAst,
  buildNullAst,
  buildNumberAst,
  buildOffsetAst,
  buildReferenceAst,
  buildStringAst,
  buildUnaryAst,
  collectReferences,
  stripSpans,
} from "./parser/Ast";
export type {
  ArithmeticOperator,
  Ast,
  BinaryAst,
  BinaryOperator,
  BooleanAst,
  CallAst,
  ComparisonOperator,
  LogicalOperator,
  NullAst,
  NumberAst,
  OffsetAst,
  OffsetUnit,
  ReferenceAst,
  Span,
  StringAst,
  UnaryAst,
  UnaryOperator,
} from "./parser/Ast";

// Periods
export { FinancialCalendar } from "./periods/FinancialCalendar";
export type { FinancialPeriod } from "./periods/FinancialCalendar";
export {
  addMonths,
  addMonthsToMonthNumber,
  daysInMonth,
  firstDayOfMonth,
  formatMonth,
  isMonth,
  isQuarterEnd,
  lastDayOfMonth,
  monthEnd,
  monthEndsBefore,
  monthEndsBetween,
  monthKey,
  monthNumber,
  monthNumberRange,
  monthOf,
  monthOfDate,
  monthParts,
  monthRange,
  monthsBetween,
  monthsCovered,
  parseMonth,
  quarterOf,
} from "./periods/months";
export type { MonthKey } from "./periods/months";

// Fields, functions and the engine
export { fieldIdOf } from "./compiler/FieldModel";
export type { FieldKind, FieldSpec, FieldValueType, ValueUnit } from "./compiler/FieldModel";
export { unitOfFieldType } from "./compiler/FieldModel";
export { COMPARISON_TOLERANCE } from "./compiler/numeric";
export type { ExplainNode, ExplainValue, StaticType } from "./compiler/types";
export { listFunctions } from "./plugins/listFunctions";
export type { FunctionInfo } from "./plugins/listFunctions";
export { createEngine } from "./engine/createEngine";
export { formatExplainValue, formatExplanation } from "./engine/formatExplanation";
export { DEFAULT_VALIDATION_MESSAGE } from "./engine/validations";
export type {
  CellChange,
  CompiledExpression,
  DataSource,
  EngineOptions,
  EngineState,
  ExplainOptions,
  ExpressionOptions,
  FormulaEngine,
  Validation,
  ValidationFailure,
} from "./engine/types";

// Form configs and data files
export { checkFormConfigs, MAX_FIELD_NESTING, valueTypeOfFieldType } from "./config/checkFormConfigs";
export type { ConfigProblem, FieldLike, FormConfigLike, ValidationLike } from "./config/checkFormConfigs";
export { parseDataFile } from "./data/parseDataFile";
export type { DataFile } from "./data/parseDataFile";

// Editors
export { tokenizeFormula } from "./editor/tokenizeFormula";
export type { FormulaToken, FormulaTokenType } from "./editor/tokenizeFormula";
