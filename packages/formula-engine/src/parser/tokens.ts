// The formula lexer's tokens. Keywords are lower case and take precedence over identifiers only as whole words.
import { createToken, Lexer } from "chevrotain";
import type { TokenType } from "chevrotain";

export const WhiteSpace = createToken({
  name: "WhiteSpace",
  pattern: /\s+/,
  group: Lexer.SKIPPED,
  line_breaks: true,
});

export const Identifier = createToken({
  name: "Identifier",
  pattern: /[A-Za-z_][A-Za-z0-9_]*/,
  label: "a name",
});

function keyword(name: string, word: string): TokenType {
  return createToken({ name, pattern: new RegExp(word), longer_alt: Identifier, label: `'${word}'` });
}

export const True = keyword("True", "true");
export const False = keyword("False", "false");
export const Null = keyword("Null", "null");
export const And = keyword("And", "and");
export const Or = keyword("Or", "or");
export const Not = keyword("Not", "not");

/** `-1M`, `0Y`, `-2FY`: a period offset, only valid inside `[ ]` and as an argument of multiPeriod. */
export const Offset = createToken({
  name: "Offset",
  pattern: /[+-]?\d+(?:FY|M|Y)(?![A-Za-z0-9_])/,
  start_chars_hint: ["+", "-", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
  label: "a period offset such as -1M, -1Y or -1FY",
});

export const NumberLiteral = createToken({
  name: "NumberLiteral",
  pattern: /\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/,
  label: "a number",
});

export const StringLiteral = createToken({
  name: "StringLiteral",
  pattern: /"(?:[^"\\\n\r]|\\.)*"/,
  label: "a string",
});

export const CompareOperator = createToken({
  name: "CompareOperator",
  pattern: Lexer.NA,
  label: "a comparison",
});
export const Equal = createToken({
  name: "Equal",
  pattern: /==/,
  categories: CompareOperator,
  label: "'=='",
});
export const NotEqual = createToken({
  name: "NotEqual",
  pattern: /!=/,
  categories: CompareOperator,
  label: "'!='",
});
export const LessEqual = createToken({
  name: "LessEqual",
  pattern: /<=/,
  categories: CompareOperator,
  label: "'<='",
});
export const GreaterEqual = createToken({
  name: "GreaterEqual",
  pattern: />=/,
  categories: CompareOperator,
  label: "'>='",
});
export const Less = createToken({ name: "Less", pattern: /</, categories: CompareOperator, label: "'<'" });
export const Greater = createToken({
  name: "Greater",
  pattern: />/,
  categories: CompareOperator,
  label: "'>'",
});

export const AdditiveOperator = createToken({
  name: "AdditiveOperator",
  pattern: Lexer.NA,
  label: "'+' or '-'",
});
export const Plus = createToken({ name: "Plus", pattern: /\+/, categories: AdditiveOperator, label: "'+'" });
export const Minus = createToken({ name: "Minus", pattern: /-/, categories: AdditiveOperator, label: "'-'" });

export const MultiplicativeOperator = createToken({
  name: "MultiplicativeOperator",
  pattern: Lexer.NA,
  label: "'*' or '/'",
});
export const Star = createToken({
  name: "Star",
  pattern: /\*/,
  categories: MultiplicativeOperator,
  label: "'*'",
});
export const Slash = createToken({
  name: "Slash",
  pattern: /\//,
  categories: MultiplicativeOperator,
  label: "'/'",
});

export const LParen = createToken({ name: "LParen", pattern: /\(/, label: "'('" });
export const RParen = createToken({ name: "RParen", pattern: /\)/, label: "')'" });
export const LBracket = createToken({ name: "LBracket", pattern: /\[/, label: "'['" });
export const RBracket = createToken({ name: "RBracket", pattern: /]/, label: "']'" });
export const Comma = createToken({ name: "Comma", pattern: /,/, label: "','" });
export const Dot = createToken({ name: "Dot", pattern: /\./, label: "'.'" });

/** Order matters: offsets before numbers and operators, keywords before identifiers, `<=` before `<`. */
export const allTokens: TokenType[] = [
  WhiteSpace,
  Offset,
  NumberLiteral,
  StringLiteral,
  True,
  False,
  Null,
  And,
  Or,
  Not,
  Identifier,
  Equal,
  NotEqual,
  LessEqual,
  GreaterEqual,
  Less,
  Greater,
  CompareOperator,
  Plus,
  Minus,
  AdditiveOperator,
  Star,
  Slash,
  MultiplicativeOperator,
  LParen,
  RParen,
  LBracket,
  RBracket,
  Comma,
  Dot,
];

export const FormulaLexer = new Lexer(allTokens, { positionTracking: "full", ensureOptimizations: false });
