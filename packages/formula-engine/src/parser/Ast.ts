// The abstract syntax tree of a formula: a discriminated union on `type`, with one builder per node.
// `span` (offsets into the formula text, end exclusive) is set by the parser and ignored by `stripSpans`.

export const AstNodeType = {
  Number: "number",
  String: "string",
  Boolean: "boolean",
  Null: "null",
  Reference: "reference",
  Offset: "offset",
  Unary: "unary",
  Binary: "binary",
  Call: "call",
} as const;

/** Units of a period offset: months, 12-month years, financial years. */
export type OffsetUnit = "M" | "Y" | "FY";

export interface Span {
  readonly start: number;
  readonly end: number;
}

interface AstBase {
  readonly span?: Span;
}

export interface NumberAst extends AstBase {
  readonly type: typeof AstNodeType.Number;
  /** Never negative: `-3` is a unary minus applied to 3. */
  readonly value: number;
}

export interface StringAst extends AstBase {
  readonly type: typeof AstNodeType.String;
  readonly value: string;
}

export interface BooleanAst extends AstBase {
  readonly type: typeof AstNodeType.Boolean;
  readonly value: boolean;
}

export interface NullAst extends AstBase {
  readonly type: typeof AstNodeType.Null;
}

/** A period offset such as `-1M`, `-2Y`, `-1FY`, `0M`. */
export interface OffsetAst extends AstBase {
  readonly type: typeof AstNodeType.Offset;
  readonly amount: number;
  readonly unit: OffsetUnit;
}

/** `name`, `form.name`, optionally shifted: `name[-1M]`. */
export interface ReferenceAst extends AstBase {
  readonly type: typeof AstNodeType.Reference;
  readonly form?: string;
  readonly name: string;
  readonly shift?: OffsetAst;
}

export type UnaryOperator = "-" | "not";

export interface UnaryAst extends AstBase {
  readonly type: typeof AstNodeType.Unary;
  readonly operator: UnaryOperator;
  readonly operand: Ast;
}

export type ArithmeticOperator = "+" | "-" | "*" | "/";
export type ComparisonOperator = "==" | "!=" | "<" | "<=" | ">" | ">=";
export type LogicalOperator = "and" | "or";
export type BinaryOperator = ArithmeticOperator | ComparisonOperator | LogicalOperator;

export interface BinaryAst extends AstBase {
  readonly type: typeof AstNodeType.Binary;
  readonly operator: BinaryOperator;
  readonly left: Ast;
  readonly right: Ast;
}

/** `name(arg, …)`; offsets appear only as arguments (multiPeriod). */
export interface CallAst extends AstBase {
  readonly type: typeof AstNodeType.Call;
  readonly name: string;
  readonly args: readonly Ast[];
}

export type Ast =
  NumberAst | StringAst | BooleanAst | NullAst | ReferenceAst | OffsetAst | UnaryAst | BinaryAst | CallAst;

export const ARITHMETIC_OPERATORS: readonly ArithmeticOperator[] = ["+", "-", "*", "/"];
export const COMPARISON_OPERATORS: readonly ComparisonOperator[] = ["==", "!=", "<", "<=", ">", ">="];

export function buildNumberAst(value: number, span?: Span): NumberAst {
  return span ? { type: AstNodeType.Number, value, span } : { type: AstNodeType.Number, value };
}

export function buildStringAst(value: string, span?: Span): StringAst {
  return span ? { type: AstNodeType.String, value, span } : { type: AstNodeType.String, value };
}

export function buildBooleanAst(value: boolean, span?: Span): BooleanAst {
  return span ? { type: AstNodeType.Boolean, value, span } : { type: AstNodeType.Boolean, value };
}

export function buildNullAst(span?: Span): NullAst {
  return span ? { type: AstNodeType.Null, span } : { type: AstNodeType.Null };
}

export function buildOffsetAst(amount: number, unit: OffsetUnit, span?: Span): OffsetAst {
  const node = { type: AstNodeType.Offset, amount: amount + 0, unit };
  return span ? { ...node, span } : node;
}

export function buildReferenceAst(name: string, form?: string, shift?: OffsetAst, span?: Span): ReferenceAst {
  return {
    type: AstNodeType.Reference,
    ...(form !== undefined ? { form } : {}),
    name,
    ...(shift ? { shift } : {}),
    ...(span ? { span } : {}),
  };
}

export function buildUnaryAst(operator: UnaryOperator, operand: Ast, span?: Span): UnaryAst {
  return span
    ? { type: AstNodeType.Unary, operator, operand, span }
    : { type: AstNodeType.Unary, operator, operand };
}

export function buildBinaryAst(operator: BinaryOperator, left: Ast, right: Ast, span?: Span): BinaryAst {
  return span
    ? { type: AstNodeType.Binary, operator, left, right, span }
    : { type: AstNodeType.Binary, operator, left, right };
}

export function buildCallAst(name: string, args: readonly Ast[], span?: Span): CallAst {
  return span ? { type: AstNodeType.Call, name, args, span } : { type: AstNodeType.Call, name, args };
}

/** The same tree without spans (for comparing trees built by hand with parsed ones). */
export function stripSpans(ast: Ast): Ast {
  switch (ast.type) {
    case AstNodeType.Number:
      return buildNumberAst(ast.value);
    case AstNodeType.String:
      return buildStringAst(ast.value);
    case AstNodeType.Boolean:
      return buildBooleanAst(ast.value);
    case AstNodeType.Null:
      return buildNullAst();
    case AstNodeType.Offset:
      return buildOffsetAst(ast.amount, ast.unit);
    case AstNodeType.Reference:
      return buildReferenceAst(
        ast.name,
        ast.form,
        ast.shift ? buildOffsetAst(ast.shift.amount, ast.shift.unit) : undefined,
      );
    case AstNodeType.Unary:
      return buildUnaryAst(ast.operator, stripSpans(ast.operand));
    case AstNodeType.Binary:
      return buildBinaryAst(ast.operator, stripSpans(ast.left), stripSpans(ast.right));
    case AstNodeType.Call:
      return buildCallAst(ast.name, ast.args.map(stripSpans));
  }
}

/** Every field reference in the tree, in reading order. */
export function collectReferences(ast: Ast, out: ReferenceAst[] = []): ReferenceAst[] {
  switch (ast.type) {
    case AstNodeType.Reference:
      out.push(ast);
      break;
    case AstNodeType.Unary:
      collectReferences(ast.operand, out);
      break;
    case AstNodeType.Binary:
      collectReferences(ast.left, out);
      collectReferences(ast.right, out);
      break;
    case AstNodeType.Call:
      for (const arg of ast.args) collectReferences(arg, out);
      break;
    default:
      break;
  }
  return out;
}
