// Text → AST, or positioned problems saying what was expected. Never throws for any input text.
import type { Ast } from "./Ast";
import { AstNodeType } from "./Ast";
import { createAstBuilder } from "./AstBuilder";
import { FormulaParser, formulaErrorMessages } from "./FormulaParser";
import { FormulaLexer } from "./tokens";
import { FormulaSyntaxError } from "../errors";
import { positionAt, withPosition } from "../problems";
import type { FormulaProblem } from "../problems";

export type ParseResult =
  | { readonly ok: true; readonly ast: Ast; readonly errors: readonly [] }
  | { readonly ok: false; readonly ast: null; readonly errors: readonly FormulaProblem[] };

/** Deepest accepted tree; deeper formulas are a syntax problem (they would exhaust the stack later). */
export const MAX_FORMULA_DEPTH = 1000;
/** Longest accepted formula text. */
export const MAX_FORMULA_LENGTH = 100_000;

let parser: FormulaParser | undefined;
let builder: ReturnType<typeof createAstBuilder> | undefined;

function syntaxProblem(
  text: string,
  offset: number,
  length: number,
  message: string,
  expected?: string[],
): ParseResult {
  const position = positionAt(text, offset, length);
  const problem: FormulaProblem = {
    code: "syntax",
    severity: "error",
    message: withPosition(position, message),
    position,
    ...(expected && expected.length > 0 ? { expected } : {}),
  };
  return { ok: false, ast: null, errors: [problem] };
}

function depthOf(ast: Ast): number {
  switch (ast.type) {
    case AstNodeType.Unary:
      return 1 + depthOf(ast.operand);
    case AstNodeType.Binary:
      return 1 + Math.max(depthOf(ast.left), depthOf(ast.right));
    case AstNodeType.Call:
      return 1 + ast.args.reduce((max, arg) => Math.max(max, depthOf(arg)), 0);
    default:
      return 1;
  }
}

/** Parses a formula. Problems carry line, column and what the parser expected. */
export function parseFormula(text: string): ParseResult {
  if (typeof text !== "string") return syntaxProblem("", 0, 0, "a formula must be a text");
  if (text.length > MAX_FORMULA_LENGTH) {
    return syntaxProblem(
      text,
      MAX_FORMULA_LENGTH,
      0,
      `the formula is longer than ${MAX_FORMULA_LENGTH} characters`,
    );
  }
  const lexed = FormulaLexer.tokenize(text);
  const lexError = lexed.errors[0];
  if (lexError) {
    const character = text.charAt(lexError.offset);
    const message =
      character === '"'
        ? "this string is not closed: expected '\"' before the end of the line"
        : `unexpected character ${JSON.stringify(character)}`;
    return syntaxProblem(text, lexError.offset, lexError.length, message);
  }
  parser ??= new FormulaParser();
  builder ??= createAstBuilder(parser);
  try {
    parser.input = lexed.tokens;
    formulaErrorMessages.lastExpected = [];
    const cst = parser.formula();
    const parseError = parser.errors[0];
    if (parseError) {
      const token = parseError.token;
      const atEnd = token.tokenType.name === "EOF" || Number.isNaN(token.startOffset);
      const offset = atEnd ? text.length : token.startOffset;
      return syntaxProblem(
        text,
        offset,
        atEnd ? 0 : token.image.length,
        parseError.message,
        formulaErrorMessages.lastExpected,
      );
    }
    const ast = builder.build(cst);
    if (depthOf(ast) > MAX_FORMULA_DEPTH) {
      return syntaxProblem(text, 0, 0, `the formula is nested more than ${MAX_FORMULA_DEPTH} levels deep`);
    }
    return { ok: true, ast, errors: [] };
  } catch (error) {
    if (error instanceof RangeError) {
      return syntaxProblem(text, 0, 0, "the formula is nested too deeply");
    }
    throw error;
  } finally {
    parser.input = [];
  }
}

/** Parses a formula and throws FormulaSyntaxError when it does not parse. */
export function parseFormulaOrThrow(text: string): Ast {
  const result = parseFormula(text);
  if (!result.ok) throw new FormulaSyntaxError(result.errors);
  return result.ast;
}
