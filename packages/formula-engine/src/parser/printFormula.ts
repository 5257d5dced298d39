// AST → formula text with the fewest parentheses that parse back to the same tree.
import { AstNodeType } from "./Ast";
import type { Ast, BinaryOperator, OffsetAst } from "./Ast";

/** Binding strength, weakest first (matches the grammar's layers). */
const enum Precedence {
  Or = 1,
  And = 2,
  Not = 3,
  Comparison = 4,
  Additive = 5,
  Multiplicative = 6,
  Unary = 7,
  Primary = 8,
}

function binaryPrecedence(operator: BinaryOperator): Precedence {
  switch (operator) {
    case "or":
      return Precedence.Or;
    case "and":
      return Precedence.And;
    case "+":
    case "-":
      return Precedence.Additive;
    case "*":
    case "/":
      return Precedence.Multiplicative;
    default:
      return Precedence.Comparison;
  }
}

function precedenceOf(ast: Ast): Precedence {
  if (ast.type === AstNodeType.Binary) return binaryPrecedence(ast.operator);
  if (ast.type === AstNodeType.Unary) return ast.operator === "not" ? Precedence.Not : Precedence.Unary;
  return Precedence.Primary;
}

export function printOffset(offset: Pick<OffsetAst, "amount" | "unit">): string {
  return `${offset.amount}${offset.unit}`;
}

export function printString(value: string): string {
  return `"${value.replace(/[\\"\n\r\t]/g, (c) => (c === "\n" ? "\\n" : c === "\r" ? "\\r" : c === "\t" ? "\\t" : `\\${c}`))}"`;
}

function print(ast: Ast, minimum: Precedence): string {
  const text = printNode(ast);
  return precedenceOf(ast) < minimum ? `(${text})` : text;
}

function printNode(ast: Ast): string {
  switch (ast.type) {
    case AstNodeType.Number:
      return String(ast.value);
    case AstNodeType.String:
      return printString(ast.value);
    case AstNodeType.Boolean:
      return ast.value ? "true" : "false";
    case AstNodeType.Null:
      return "null";
    case AstNodeType.Offset:
      return printOffset(ast);
    case AstNodeType.Reference:
      return `${ast.form !== undefined ? `${ast.form}.` : ""}${ast.name}${ast.shift ? `[${printOffset(ast.shift)}]` : ""}`;
    case AstNodeType.Unary:
      return ast.operator === "not"
        ? `not ${print(ast.operand, Precedence.Not)}`
        : `-${print(ast.operand, Precedence.Unary)}`;
    case AstNodeType.Binary: {
      const precedence = binaryPrecedence(ast.operator);
      if (precedence === Precedence.Comparison) {
        return `${print(ast.left, Precedence.Additive)} ${ast.operator} ${print(ast.right, Precedence.Additive)}`;
      }
      return `${print(ast.left, precedence)} ${ast.operator} ${print(ast.right, precedence + 1)}`;
    }
    case AstNodeType.Call:
      return `${ast.name}(${ast.args.map((arg) => print(arg, Precedence.Or)).join(", ")})`;
  }
}

/** Prints a formula; `parseFormula(printFormula(ast))` gives back the same tree (spans aside). */
export function printFormula(ast: Ast): string {
  return print(ast, Precedence.Or);
}
