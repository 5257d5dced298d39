// Semantics of the grammar: a CST visitor that builds the AST, with spans taken from the tokens.
import type { CstNode, IToken } from "chevrotain";
import {
  buildBinaryAst,
  buildBooleanAst,
  buildCallAst,
  buildNullAst,
  buildNumberAst,
  buildOffsetAst,
  buildReferenceAst,
  buildStringAst,
  buildUnaryAst,
} from "./Ast";
import type { Ast, BinaryOperator, CallAst, OffsetAst, OffsetUnit, Span } from "./Ast";
import type {
  AdditiveCstChildren,
  AndExpressionCstChildren,
  ArgumentCstChildren,
  CallArgumentsCstChildren,
  CallOrReferenceCstChildren,
  ComparisonCstChildren,
  FormulaCstChildren,
  ICstNodeVisitor,
  MultiplicativeCstChildren,
  NotExpressionCstChildren,
  OrExpressionCstChildren,
  ParenthesizedCstChildren,
  PrimaryCstChildren,
  ShiftCstChildren,
  UnaryCstChildren,
} from "./cst.gen";
import type { FormulaParser } from "./FormulaParser";

function tokenSpan(token: IToken): Span {
  return { start: token.startOffset, end: token.startOffset + token.image.length };
}

function join(a: Span | undefined, b: Span | undefined): Span | undefined {
  return a && b ? { start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) } : (a ?? b);
}

function first<T>(items: readonly T[] | undefined): T {
  const item = items?.[0];
  if (item === undefined) throw new Error("internal error: malformed syntax tree");
  return item;
}

/** `-12M` → { amount: -12, unit: "M" }. */
export function offsetFromToken(token: IToken): OffsetAst {
  const match = /^([+-]?\d+)(FY|M|Y)$/.exec(token.image);
  if (!match) throw new Error(`internal error: bad offset token ${token.image}`);
  return buildOffsetAst(Number(match[1]), match[2] as OffsetUnit, tokenSpan(token));
}

/** The value of a string literal token: `\"`, `\\`, `\n`, `\t`, `\r` are escapes; any other `\c` is `c`. */
export function unescapeString(image: string): string {
  return image
    .slice(1, -1)
    .replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c === "t" ? "\t" : c === "r" ? "\r" : c));
}

export function createAstBuilder(
  parser: FormulaParser,
): ICstNodeVisitor<void, Ast> & { build(cst: CstNode): Ast } {
  const BaseVisitor = parser.getBaseCstVisitorConstructor<void, Ast>();

  class AstBuilder extends BaseVisitor implements ICstNodeVisitor<void, Ast> {
    constructor() {
      super();
      this.validateVisitor();
    }

    build(cst: CstNode): Ast {
      return this.visit(cst);
    }

    private leftAssociative(operands: CstNode[], operators: IToken[] | undefined): Ast {
      let result = this.visit(first(operands));
      (operators ?? []).forEach((operator, i) => {
        const right = this.visit(first(operands.slice(i + 1)));
        result = buildBinaryAst(
          operator.image as BinaryOperator,
          result,
          right,
          join(result.span, right.span),
        );
      });
      return result;
    }

    formula(children: FormulaCstChildren): Ast {
      return this.visit(first(children.orExpression));
    }

    orExpression(children: OrExpressionCstChildren): Ast {
      return this.leftAssociative(children.operands, children.Or);
    }

    andExpression(children: AndExpressionCstChildren): Ast {
      return this.leftAssociative(children.operands, children.And);
    }

    notExpression(children: NotExpressionCstChildren): Ast {
      if (children.Not) {
        const operand = this.visit(first(children.operand));
        return buildUnaryAst("not", operand, join(tokenSpan(first(children.Not)), operand.span));
      }
      return this.visit(first(children.comparison));
    }

    comparison(children: ComparisonCstChildren): Ast {
      const left = this.visit(first(children.lhs));
      if (!children.CompareOperator) return left;
      const right = this.visit(first(children.rhs));
      const operator = first(children.CompareOperator).image as BinaryOperator;
      return buildBinaryAst(operator, left, right, join(left.span, right.span));
    }

    additive(children: AdditiveCstChildren): Ast {
      return this.leftAssociative(children.operands, children.AdditiveOperator);
    }

    multiplicative(children: MultiplicativeCstChildren): Ast {
      return this.leftAssociative(children.operands, children.MultiplicativeOperator);
    }

    unary(children: UnaryCstChildren): Ast {
      if (children.Minus) {
        const operand = this.visit(first(children.operand));
        return buildUnaryAst("-", operand, join(tokenSpan(first(children.Minus)), operand.span));
      }
      return this.visit(first(children.primary));
    }

    primary(children: PrimaryCstChildren): Ast {
      if (children.NumberLiteral) {
        const token = first(children.NumberLiteral);
        return buildNumberAst(Number(token.image), tokenSpan(token));
      }
      if (children.StringLiteral) {
        const token = first(children.StringLiteral);
        return buildStringAst(unescapeString(token.image), tokenSpan(token));
      }
      if (children.True) return buildBooleanAst(true, tokenSpan(first(children.True)));
      if (children.False) return buildBooleanAst(false, tokenSpan(first(children.False)));
      if (children.Null) return buildNullAst(tokenSpan(first(children.Null)));
      if (children.parenthesized) return this.visit(first(children.parenthesized));
      return this.visit(first(children.callOrReference));
    }

    parenthesized(children: ParenthesizedCstChildren): Ast {
      return this.visit(first(children.orExpression));
    }

    callOrReference(children: CallOrReferenceCstChildren): Ast {
      const name = first(children.name);
      if (children.callArguments) {
        const call = this.visit(first(children.callArguments)) as CallAst;
        return buildCallAst(name.image, call.args, join(tokenSpan(name), call.span));
      }
      const member = children.member?.[0];
      const shift = children.shift ? (this.visit(first(children.shift)) as OffsetAst) : undefined;
      const end = shift?.span ? shift.span.end + 1 : member ? tokenSpan(member).end : tokenSpan(name).end;
      const span = { start: name.startOffset, end };
      return member
        ? buildReferenceAst(member.image, name.image, shift, span)
        : buildReferenceAst(name.image, undefined, shift, span);
    }

    /** The arguments, returned as a nameless call whose span runs from '(' to ')'. */
    callArguments(children: CallArgumentsCstChildren): Ast {
      const args = (children.argument ?? []).map((argument) => this.visit(argument));
      return buildCallAst(
        "",
        args,
        join(tokenSpan(first(children.LParen)), tokenSpan(first(children.RParen))),
      );
    }

    argument(children: ArgumentCstChildren): Ast {
      if (children.Offset) return offsetFromToken(first(children.Offset));
      return this.visit(first(children.orExpression));
    }

    shift(children: ShiftCstChildren): Ast {
      return offsetFromToken(first(children.Offset));
    }
  }

  return new AstBuilder();
}
