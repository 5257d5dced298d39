// fast-check generators of formulas: ASTs (any shape the printer can print) and token soups.
import fc from "fast-check";
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
  listFunctions,
} from "../src/index";
import type { Ast, BinaryOperator, OffsetAst } from "../src/index";

const KEYWORDS = new Set(["true", "false", "null", "and", "or", "not"]);
export const BINARY_OPERATORS: BinaryOperator[] = [
  "+",
  "-",
  "*",
  "/",
  "==",
  "!=",
  "<",
  "<=",
  ">",
  ">=",
  "and",
  "or",
];

export const identifier = fc
  .stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,7}$/)
  .filter((name) => !KEYWORDS.has(name));

export const offset: fc.Arbitrary<OffsetAst> = fc
  .record({
    amount: fc.integer({ min: -40, max: 40 }),
    unit: fc.constantFrom("M" as const, "Y" as const, "FY" as const),
  })
  .map(({ amount, unit }) => buildOffsetAst(amount, unit));

/** Any tree (names and functions arbitrary): for printing and parsing. */
export function astArbitrary(
  names: fc.Arbitrary<string> = identifier,
  functions: fc.Arbitrary<string> = identifier,
): fc.Arbitrary<Ast> {
  const { node } = fc.letrec<{ node: Ast }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc
        .double({ min: 0, max: 1e30, noNaN: true, noDefaultInfinity: true })
        .map((value) => buildNumberAst(value + 0)),
      fc.integer({ min: 0, max: 5000 }).map((value) => buildNumberAst(value)),
      fc.string({ maxLength: 6 }).map((value) => buildStringAst(value)),
      fc.boolean().map((value) => buildBooleanAst(value)),
      fc.constant(buildNullAst()),
      fc
        .record({
          name: names,
          form: fc.option(identifier, { nil: undefined }),
          shift: fc.option(offset, { nil: undefined }),
        })
        .map(({ name, form, shift }) => buildReferenceAst(name, form, shift)),
      fc
        .tuple(fc.constantFrom("-" as const, "not" as const), tie("node"))
        .map(([operator, operand]) => buildUnaryAst(operator, operand)),
      fc
        .tuple(fc.constantFrom(...BINARY_OPERATORS), tie("node"), tie("node"))
        .map(([operator, left, right]) => buildBinaryAst(operator, left, right)),
      fc
        .tuple(functions, fc.array(fc.oneof(tie("node"), offset), { maxLength: 4 }))
        .map(([name, args]) => buildCallAst(name, args)),
    ),
  }));
  return node;
}

/**
 * Trees over known fields and the language's functions, without forms (for evaluating). References and the
 * period functions are frequent, so that most trees read fields at several months.
 */
export function evaluableAstArbitrary(fields: readonly string[]): fc.Arbitrary<Ast> {
  const functionNames = listFunctions().map((f) => f.name);
  const nearOffset = fc
    .record({
      amount: fc.integer({ min: -13, max: 2 }),
      unit: fc.constantFrom("M" as const, "Y" as const, "FY" as const),
    })
    .map(({ amount, unit }) => buildOffsetAst(amount, unit));
  const reference = fc
    .record({ name: fc.constantFrom(...fields), shift: fc.option(nearOffset, { nil: undefined, freq: 2 }) })
    .map(({ name, shift }) => buildReferenceAst(name, undefined, shift));
  const window = fc
    .record({
      from: fc.integer({ min: -14, max: 0 }),
      length: fc.integer({ min: 0, max: 4 }),
      unit: fc.constantFrom("M" as const, "Y" as const, "FY" as const),
    })
    .map(
      ({ from, length, unit }) => [buildOffsetAst(from, unit), buildOffsetAst(from + length, unit)] as const,
    );
  const { node } = fc.letrec<{ node: Ast }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      { weight: 6, arbitrary: reference },
      {
        weight: 2,
        arbitrary: fc.constantFrom(0, 1, 2, 12, 0.01, 250.5).map((value) => buildNumberAst(value)),
      },
      { weight: 1, arbitrary: fc.constantFrom("", "x").map((value) => buildStringAst(value)) },
      { weight: 1, arbitrary: fc.boolean().map((value) => buildBooleanAst(value)) },
      { weight: 1, arbitrary: fc.constant(buildNullAst()) },
      {
        weight: 3,
        arbitrary: fc
          .tuple(fc.constantFrom("ltm", "annualize", "periodAverage"), reference)
          .map(([name, ref]) => buildCallAst(name, [ref])),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.constantFrom("sum", "mean", "min", "max", "count"), tie("node"), window)
          .map(([name, expr, [from, to]]) =>
            buildCallAst(name, [buildCallAst("multiPeriod", [expr, from, to])]),
          ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom("-" as const, "not" as const), tie("node"))
          .map(([operator, operand]) => buildUnaryAst(operator, operand)),
      },
      {
        weight: 3,
        arbitrary: fc
          .tuple(fc.constantFrom(...BINARY_OPERATORS), tie("node"), tie("node"))
          .map(([operator, left, right]) => buildBinaryAst(operator, left, right)),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            fc.constantFrom(...functionNames),
            fc.array(fc.oneof({ weight: 6, arbitrary: tie("node") }, { weight: 1, arbitrary: offset }), {
              maxLength: 4,
            }),
          )
          .map(([name, args]) => buildCallAst(name, args)),
      },
    ),
  }));
  return node;
}

/** Formula-like text: tokens of the language joined at random (mostly invalid). */
export function tokenSoup(fields: readonly string[]): fc.Arbitrary<string> {
  const token = fc.oneof(
    fc.constantFrom(...fields),
    fc.constantFrom(...listFunctions().map((f) => `${f.name}(`)),
    fc.constantFrom(
      "(",
      ")",
      "[",
      "]",
      ",",
      ".",
      "+",
      "-",
      "*",
      "/",
      "==",
      "!=",
      "<",
      "<=",
      ">",
      ">=",
      "and",
      "or",
      "not",
    ),
    fc.constantFrom(
      "true",
      "false",
      "null",
      "0",
      "1",
      "2.5",
      "1e3",
      "-1M",
      "0M",
      "-1Y",
      "-1FY",
      "-12M",
      "-2FY",
      '"t"',
      "1e308",
    ),
  );
  return fc.array(token, { maxLength: 25 }).map((tokens) => tokens.join(" "));
}
