// Shapes shared by the compiler, the function plugins and the engine.
import type { Ast, OffsetAst } from "../parser/Ast";
import type { ErrorCode, Scalar, Value } from "../values";
import type { Field, ValueUnit } from "./FieldModel";

/** A compiled scalar expression: its value at month index P. */
export type Thunk = (p: number) => Value;
/** A compiled series expression (multiPeriod): one value per step. */
export type SeriesThunk = (p: number) => Value[];

/** What the compiler knows about a value's type before running it. */
export type StaticType = "number" | "string" | "boolean" | "null" | "any";

/**
 * Which months of a referenced field a formula reads, as lags P − Q (Q the month read when evaluating at P):
 * `x[-1M]` reads lag 1, `ltm(x)` lags 0…12. Used to recompute only the affected months of dependents.
 */
export interface LagRange {
  readonly lo: number;
  readonly hi: number;
}

export const ZERO_LAG: LagRange = { lo: 0, hi: 0 };

export function addLags(a: LagRange, b: LagRange): LagRange {
  return { lo: a.lo + b.lo, hi: a.hi + b.hi };
}

export function hullLags(a: LagRange, b: LagRange): LagRange {
  return { lo: Math.min(a.lo, b.lo), hi: Math.max(a.hi, b.hi) };
}

/** A value in an explanation: scalars as they are, errors as `{ error, message }`, series as arrays. */
export type ExplainValue =
  Scalar | { readonly error: ErrorCode; readonly message: string } | readonly ExplainValue[];

/** One line of an explanation: a sub-expression, the month it was evaluated at, its value, and its parts. */
export interface ExplainNode {
  readonly label: string;
  readonly expression: string;
  readonly value: ExplainValue;
  readonly month: string;
  readonly children: readonly ExplainNode[];
  /**
   * How the value is meant to be shown, when certain: set on reads of fields whose config type says it and
   * carried through operators and functions whose result has the same unit (see docs/formula-language.md).
   * Absent when unknown; the value is then a plain number as computed.
   */
  readonly unit?: ValueUnit;
}

/** What explanations need from the engine. */
export interface ExplainContext {
  /** "YYYY-MM" of a month index. */
  month(p: number): string;
  /** The explanation of a field read at month Q (expanding its formula while the depth allows). */
  field(field: Field, q: number, label: string, expression: string): ExplainNode;
  /** The explanation of a compiled node at P (its own `explain` when it has one). */
  node(node: CompiledNode, p: number): ExplainNode;
  /** Builds a line: label (default: derived from the node), printed expression, month P, value and parts. */
  make(
    ast: Ast,
    p: number,
    value: Value | readonly Value[],
    children: readonly ExplainNode[],
    label?: string,
  ): ExplainNode;
}

interface CompiledBase {
  readonly ast: Ast;
  readonly children: readonly CompiledNode[];
  /** A custom explanation (period functions, references, if); the generic one lists the children. */
  readonly explain?: (p: number, context: ExplainContext) => ExplainNode;
}

export interface ScalarNode extends CompiledBase {
  readonly shape: "scalar";
  readonly type: StaticType;
  readonly fn: Thunk;
}

export interface SeriesNode extends CompiledBase {
  readonly shape: "series";
  readonly fn: SeriesThunk;
}

export interface OffsetNode extends CompiledBase {
  readonly shape: "offset";
  readonly ast: OffsetAst;
}

export type CompiledNode = ScalarNode | SeriesNode | OffsetNode;

/** How compiled formulas read cells: the engine supplies a reader per field. */
export interface CellReader {
  reader(field: Field): Thunk;
}
