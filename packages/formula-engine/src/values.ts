// The values a formula produces. Formula errors are values (never thrown): a broken formula, a cycle or a
// type mismatch gives an ErrorValue that flows through dependent formulas like any other value.

/** What a data source may hold for a field at a month. */
export type Scalar = number | string | boolean | null;

/** Codes of formula errors. Compile-time codes: #SYNTAX, #REF, #CYCLE, #COMPILE; run-time: #TYPE, #DATA, #DEPTH. */
export type ErrorCode = "#SYNTAX" | "#REF" | "#CYCLE" | "#COMPILE" | "#TYPE" | "#DATA" | "#DEPTH";

/** A formula error as a value. Serialises to `{ "error": code, "message": … }`. */
export class ErrorValue {
  constructor(
    readonly code: ErrorCode,
    readonly message: string,
  ) {}

  toJSON(): { error: ErrorCode; message: string } {
    return { error: this.code, message: this.message };
  }

  toString(): string {
    return `${this.code} ${this.message}`;
  }
}

/** The result of evaluating a formula at one month. */
export type Value = Scalar | ErrorValue;

/** The shown text of a missing value. */
export const NOT_AVAILABLE = "-n.a.-";

export function isErrorValue(value: unknown): value is ErrorValue {
  return value instanceof ErrorValue;
}

/** True for error codes that come from compiling (parse, references, kinds, cycles) rather than evaluating. */
export function isCompileErrorCode(code: ErrorCode): boolean {
  return code === "#SYNTAX" || code === "#REF" || code === "#CYCLE" || code === "#COMPILE";
}

/** Text for a value as the portal shows it: null is `-n.a.-`, errors show their code and message. */
export function formatValue(value: Value): string {
  if (value === null) return NOT_AVAILABLE;
  if (value instanceof ErrorValue) return value.toString();
  if (typeof value === "string") return JSON.stringify(value);
  return String(value);
}

/**
 * Normalises what a data source returns: undefined, NaN and ±Infinity become null; numbers, strings and booleans
 * pass; anything else (objects, functions, bigint) is a #DATA error value, so no formula ever touches an object.
 */
export function normalizeInput(raw: unknown): Value {
  switch (typeof raw) {
    case "number":
      return Number.isFinite(raw) ? raw + 0 : null;
    case "string":
    case "boolean":
      return raw;
    case "undefined":
      return null;
    default:
      if (raw === null) return null;
      return new ErrorValue("#DATA", `unsupported value of type ${typeof raw} in the data`);
  }
}

/** Same value (numbers compared exactly, -0 equal to 0; errors equal when code and message agree). */
export function sameValue(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (a instanceof ErrorValue && b instanceof ErrorValue) return a.code === b.code && a.message === b.message;
  return false;
}

/** A short description of a value's type for messages. */
export function describeValue(value: Value): string {
  if (value === null) return "null";
  if (value instanceof ErrorValue) return "an error";
  if (typeof value === "string")
    return `the text ${JSON.stringify(value.length > 30 ? value.slice(0, 30) + "…" : value)}`;
  if (typeof value === "boolean") return `the condition ${String(value)}`;
  return `the number ${value}`;
}
