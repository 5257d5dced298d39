// The pure grammar (no actions): a Chevrotain CstParser whose rules are class fields. Semantics live in
// AstBuilder (a CST visitor). Precedence, lowest first: or, and, not, comparison, + -, * /, unary -, primary.
import { CstParser } from "chevrotain";
import type { IOrAlt, IParserErrorMessageProvider, IToken, TokenType } from "chevrotain";
import {
  allTokens,
  AdditiveOperator,
  And,
  Comma,
  CompareOperator,
  Dot,
  False,
  Identifier,
  LBracket,
  LParen,
  Minus,
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
} from "./tokens";

function labelOf(token: TokenType): string {
  return token.LABEL ?? token.name;
}

function found(token: IToken | undefined): string {
  if (!token || token.tokenType.name === "EOF") return "the end of the formula";
  return `'${token.image}'`;
}

const EXPRESSION_STARTS = new Set([
  "NumberLiteral",
  "StringLiteral",
  "Identifier",
  "LParen",
  "Minus",
  "Not",
  "True",
  "False",
  "Null",
]);

/** Error messages that say what was expected, in words; `lastExpected` keeps the list for the problem record. */
class FormulaErrorMessages implements IParserErrorMessageProvider {
  lastExpected: string[] = [];

  private describe(firstTokens: TokenType[]): string[] {
    const names = new Set(firstTokens.map((t) => t.name));
    const expected: string[] = [];
    if ([...EXPRESSION_STARTS].filter((n) => n !== "Not").every((n) => names.has(n))) {
      expected.push("an expression");
      for (const t of firstTokens) if (!EXPRESSION_STARTS.has(t.name)) expected.push(labelOf(t));
    } else {
      for (const t of firstTokens) expected.push(labelOf(t));
    }
    return [...new Set(expected)];
  }

  buildMismatchTokenMessage(options: { expected: TokenType; actual: IToken }): string {
    this.lastExpected = [labelOf(options.expected)];
    return `expected ${labelOf(options.expected)} but found ${found(options.actual)}`;
  }

  buildNotAllInputParsedMessage(options: { firstRedundant: IToken }): string {
    this.lastExpected = ["an operator", "the end of the formula"];
    if (options.firstRedundant.tokenType.CATEGORIES?.includes(CompareOperator)) {
      return `comparisons cannot be chained: found a second comparison ${found(options.firstRedundant)}; join them with 'and'`;
    }
    return `expected an operator or the end of the formula but found ${found(options.firstRedundant)}`;
  }

  buildNoViableAltMessage(options: { expectedPathsPerAlt: TokenType[][][]; actual: IToken[] }): string {
    const first = options.expectedPathsPerAlt
      .flatMap((alt) => alt.map((path) => path[0]))
      .filter((t) => t !== undefined);
    this.lastExpected = this.describe(first);
    return `expected ${this.lastExpected.join(" or ")} but found ${found(options.actual[0])}`;
  }

  buildEarlyExitMessage(options: { expectedIterationPaths: TokenType[][]; actual: IToken[] }): string {
    const first = options.expectedIterationPaths.map((path) => path[0]).filter((t) => t !== undefined);
    this.lastExpected = this.describe(first);
    return `expected ${this.lastExpected.join(" or ")} but found ${found(options.actual[0])}`;
  }
}

export const formulaErrorMessages = new FormulaErrorMessages();

/**
 * The grammar. Alternatives and repetition bodies are created once (fields, before the rules that use them)
 * rather than as inline closures, so that parsing allocates no closures per rule invocation.
 */
export class FormulaParser extends CstParser {
  constructor() {
    super(allTokens, { errorMessageProvider: formulaErrorMessages, recoveryEnabled: false, maxLookahead: 1 });
    this.performSelfAnalysis();
  }

  private readonly orTail = () => {
    this.CONSUME(Or);
    this.SUBRULE2(this.andExpression, { LABEL: "operands" });
  };

  private readonly andTail = () => {
    this.CONSUME(And);
    this.SUBRULE2(this.notExpression, { LABEL: "operands" });
  };

  private readonly notAlternatives: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.CONSUME(Not);
        this.SUBRULE(this.notExpression, { LABEL: "operand" });
      },
    },
    { ALT: () => this.SUBRULE(this.comparison) },
  ];

  private readonly comparisonTail = () => {
    this.CONSUME(CompareOperator);
    this.SUBRULE2(this.additive, { LABEL: "rhs" });
  };

  private readonly additiveTail = () => {
    this.CONSUME(AdditiveOperator);
    this.SUBRULE2(this.multiplicative, { LABEL: "operands" });
  };

  private readonly multiplicativeTail = () => {
    this.CONSUME(MultiplicativeOperator);
    this.SUBRULE2(this.unary, { LABEL: "operands" });
  };

  private readonly unaryAlternatives: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.CONSUME(Minus);
        this.SUBRULE(this.unary, { LABEL: "operand" });
      },
    },
    { ALT: () => this.SUBRULE(this.primary) },
  ];

  private readonly primaryAlternatives: IOrAlt<unknown>[] = [
    { ALT: () => this.CONSUME(NumberLiteral) },
    { ALT: () => this.CONSUME(StringLiteral) },
    { ALT: () => this.CONSUME(True) },
    { ALT: () => this.CONSUME(False) },
    { ALT: () => this.CONSUME(Null) },
    { ALT: () => this.SUBRULE(this.parenthesized) },
    { ALT: () => this.SUBRULE(this.callOrReference) },
  ];

  private readonly member = () => {
    this.CONSUME(Dot);
    this.CONSUME2(Identifier, { LABEL: "member" });
  };

  private readonly shifted = () => this.SUBRULE(this.shift);

  private readonly callOrReferenceAlternatives: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.callArguments) },
    {
      ALT: () => {
        this.OPTION(this.member);
        this.OPTION2(this.shifted);
      },
    },
  ];

  private readonly argumentList = { SEP: Comma, DEF: () => this.SUBRULE(this.argument) };

  private readonly argumentAlternatives: IOrAlt<unknown>[] = [
    { ALT: () => this.CONSUME(Offset) },
    { ALT: () => this.SUBRULE(this.orExpression) },
  ];

  public formula = this.RULE("formula", () => {
    this.SUBRULE(this.orExpression);
  });

  public orExpression = this.RULE("orExpression", () => {
    this.SUBRULE(this.andExpression, { LABEL: "operands" });
    this.MANY(this.orTail);
  });

  public andExpression = this.RULE("andExpression", () => {
    this.SUBRULE(this.notExpression, { LABEL: "operands" });
    this.MANY(this.andTail);
  });

  public notExpression = this.RULE("notExpression", () => {
    this.OR(this.notAlternatives);
  });

  public comparison = this.RULE("comparison", () => {
    this.SUBRULE(this.additive, { LABEL: "lhs" });
    this.OPTION(this.comparisonTail);
  });

  public additive = this.RULE("additive", () => {
    this.SUBRULE(this.multiplicative, { LABEL: "operands" });
    this.MANY(this.additiveTail);
  });

  public multiplicative = this.RULE("multiplicative", () => {
    this.SUBRULE(this.unary, { LABEL: "operands" });
    this.MANY(this.multiplicativeTail);
  });

  public unary = this.RULE("unary", () => {
    this.OR(this.unaryAlternatives);
  });

  public primary = this.RULE("primary", () => {
    this.OR(this.primaryAlternatives);
  });

  public parenthesized = this.RULE("parenthesized", () => {
    this.CONSUME(LParen);
    this.SUBRULE(this.orExpression);
    this.CONSUME(RParen);
  });

  public callOrReference = this.RULE("callOrReference", () => {
    this.CONSUME(Identifier, { LABEL: "name" });
    this.OR(this.callOrReferenceAlternatives);
  });

  public callArguments = this.RULE("callArguments", () => {
    this.CONSUME(LParen);
    this.MANY_SEP(this.argumentList);
    this.CONSUME(RParen);
  });

  public argument = this.RULE("argument", () => {
    this.OR(this.argumentAlternatives);
  });

  public shift = this.RULE("shift", () => {
    this.CONSUME(LBracket);
    this.CONSUME(Offset);
    this.CONSUME(RBracket);
  });
}
