// Formula text → tokens for an editor (syntax colouring, completion context), read with the engine's own
// lexer so the editor and the parser never disagree on what a token is. Never throws, for any input.
import type { IToken, TokenType } from "chevrotain";
import {
  AdditiveOperator,
  And,
  Comma,
  CompareOperator,
  Dot,
  False,
  FormulaLexer,
  Identifier,
  LBracket,
  LParen,
  MultiplicativeOperator,
  Not,
  Null,
  NumberLiteral,
  Offset,
  Or,
  RBracket,
  RParen,
  StringLiteral,
  True,
} from "../parser/tokens";

export type FormulaTokenType =
  "number" | "string" | "keyword" | "function" | "field" | "offset" | "operator" | "punctuation" | "invalid";

/** One token: its type, where it is (`from` inclusive, `to` exclusive, offsets in the text) and its text. */
export interface FormulaToken {
  readonly type: FormulaTokenType;
  readonly from: number;
  readonly to: number;
  readonly text: string;
}

const KEYWORDS: readonly TokenType[] = [True, False, Null, And, Or, Not];
const OPERATOR_CATEGORIES: readonly TokenType[] = [CompareOperator, AdditiveOperator, MultiplicativeOperator];
const PUNCTUATION: readonly TokenType[] = [LParen, RParen, LBracket, RBracket, Comma, Dot];

function typeOf(token: IToken, next: IToken | undefined, text: string): FormulaTokenType {
  const tokenType = token.tokenType;
  if (tokenType === Identifier) {
    const end = token.startOffset + token.image.length;
    const isCall =
      next !== undefined && next.tokenType === LParen && text.slice(end, next.startOffset).trim() === "";
    return isCall ? "function" : "field";
  }
  if (tokenType === Offset) return "offset";
  if (tokenType === NumberLiteral) return "number";
  if (tokenType === StringLiteral) return "string";
  if (KEYWORDS.includes(tokenType)) return "keyword";
  if (PUNCTUATION.includes(tokenType)) return "punctuation";
  if (OPERATOR_CATEGORIES.some((category) => (tokenType.CATEGORIES ?? []).includes(category)))
    return "operator";
  return "invalid";
}

/**
 * The tokens of a formula text in text order, whitespace left out. Names followed by `(` are functions, other
 * names fields (`form.field` is two field tokens around a "." punctuation); characters the lexer cannot read
 * are "invalid" tokens. A non-text input gives no tokens.
 */
export function tokenizeFormula(text: string): FormulaToken[] {
  if (typeof text !== "string" || text === "") return [];
  let lexed: ReturnType<typeof FormulaLexer.tokenize>;
  try {
    lexed = FormulaLexer.tokenize(text);
  } catch {
    return [{ type: "invalid", from: 0, to: text.length, text }];
  }
  const out: FormulaToken[] = [];
  lexed.tokens.forEach((token, i) => {
    const from = token.startOffset;
    const to = token.endOffset !== undefined ? token.endOffset + 1 : from + token.image.length;
    out.push({ type: typeOf(token, lexed.tokens[i + 1], text), from, to, text: text.slice(from, to) });
  });
  for (const error of lexed.errors) {
    const from = Math.max(0, Math.min(error.offset, text.length));
    const to = Math.max(from, Math.min(from + Math.max(error.length, 1), text.length));
    out.push({ type: "invalid", from, to, text: text.slice(from, to) });
  }
  return out.sort((a, b) => a.from - b.from);
}
