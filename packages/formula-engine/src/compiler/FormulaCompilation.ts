// Compiles one formula: resolves references, checks shapes and types, records the fields it reads (with the
// months it reads them at, as lags) and returns closures. Problems are collected as data, never thrown.
import { AstNodeType } from "../parser/Ast";
import type { Ast, CallAst, OffsetAst, ReferenceAst } from "../parser/Ast";
import { printFormula, printOffset } from "../parser/printFormula";
import type { FinancialCalendar } from "../periods/FinancialCalendar";
import { positionAt, withPosition } from "../problems";
import type { FormulaProblem, ProblemCode } from "../problems";
import { ErrorValue } from "../values";
import type { ErrorCode } from "../values";
import type { Field, FieldModel } from "./FieldModel";
import { arithmetic, comparison, logical, negate, not } from "./operators";
import { addLags, hullLags, ZERO_LAG } from "./types";
import type { CellReader, CompiledNode, LagRange, ScalarNode, StaticType, Thunk } from "./types";

/**
 * What a compilation asks of the language's functions. The registry (plugins/FunctionRegistry.ts) provides it;
 * declared here so that the compiler does not import the plugins, which import the compiler.
 */
export interface FunctionLookup {
  get(name: string):
    | {
        readonly metadata: { readonly minArgs: number; readonly maxArgs: number; readonly signature: string };
        readonly compile: (call: CallAst, compilation: FormulaCompilation) => CompiledNode;
      }
    | undefined;
  /** The known name closest to a misspelt one. */
  suggest(name: string): string | undefined;
}

/** Everything a compilation needs from the engine (or from the config checker). */
export interface CompilerServices {
  readonly model: FieldModel;
  readonly calendar: FinancialCalendar;
  readonly cells: CellReader;
  readonly functions: FunctionLookup;
}

/** A resolved field reference: the field, the month it reads for an evaluation at P, and the reading closure. */
export interface ResolvedReference {
  readonly ast: ReferenceAst;
  readonly field: Field;
  readonly at: (p: number) => number;
  readonly read: Thunk;
}

/** Largest offset amounts: 100 years. */
export const MAX_OFFSET_MONTHS = 1200;
export const MAX_OFFSET_YEARS = 100;
/** Largest number of evaluations one multiPeriod (with those nested in it) may ask for. */
export const MAX_SERIES_COST = 100_000;

const PROBLEM_ERROR_CODES: Partial<Record<ProblemCode, ErrorCode>> = {
  syntax: "#SYNTAX",
  "unknown-reference": "#REF",
  "ambiguous-reference": "#REF",
  container: "#REF",
  cycle: "#CYCLE",
};

export function errorCodeOfProblem(code: ProblemCode): ErrorCode {
  return PROBLEM_ERROR_CODES[code] ?? "#COMPILE";
}

function constant(ast: Ast, type: StaticType, value: number | string | boolean | null): ScalarNode {
  return { shape: "scalar", ast, type, fn: () => value, children: [] };
}

export class FormulaCompilation {
  readonly problems: FormulaProblem[] = [];
  /** Field index → the lags at which this formula reads it. */
  readonly edges = new Map<number, LagRange>();
  /** Every resolved reference, in reading order. */
  readonly references: ResolvedReference[] = [];
  private lag: LagRange = ZERO_LAG;
  private cost = 1;

  constructor(
    readonly services: CompilerServices,
    readonly text: string,
    readonly form: string | undefined,
    readonly owner: Field | undefined,
  ) {}

  get calendar(): FinancialCalendar {
    return this.services.calendar;
  }

  /** Records a problem at the node's position and returns the error value it stands for. */
  problem(
    code: ProblemCode,
    ast: Ast | undefined,
    message: string,
    extra: Partial<Pick<FormulaProblem, "suggestion" | "candidates" | "severity">> = {},
  ): ErrorValue {
    const position = ast?.span
      ? positionAt(this.text, ast.span.start, ast.span.end - ast.span.start)
      : undefined;
    const { severity = "error", ...details } = extra;
    this.problems.push({
      code,
      severity,
      message: withPosition(position, message),
      ...(this.owner ? { fieldId: this.owner.id } : {}),
      ...(position ? { position } : {}),
      ...details,
    });
    return new ErrorValue(errorCodeOfProblem(code), withPosition(position, message));
  }

  /** A node that evaluates to an error (keeps compiling the rest so every problem is reported). */
  errorNode(ast: Ast, error: ErrorValue): ScalarNode {
    return { shape: "scalar", ast, type: "any", fn: () => error, children: [] };
  }

  compile(ast: Ast): CompiledNode {
    switch (ast.type) {
      case AstNodeType.Number:
        return constant(ast, "number", ast.value);
      case AstNodeType.String:
        return constant(ast, "string", ast.value);
      case AstNodeType.Boolean:
        return constant(ast, "boolean", ast.value);
      case AstNodeType.Null:
        return constant(ast, "null", null);
      case AstNodeType.Offset:
        return { shape: "offset", ast, children: [] };
      case AstNodeType.Reference:
        return this.compileReference(ast);
      case AstNodeType.Unary: {
        if (ast.operator === "-") {
          const operand = this.numberArgument(ast.operand, "'-'");
          return { shape: "scalar", ast, type: "number", fn: negate(operand.fn), children: [operand] };
        }
        const operand = this.conditionArgument(ast.operand, "'not'");
        return { shape: "scalar", ast, type: "boolean", fn: not(operand.fn), children: [operand] };
      }
      case AstNodeType.Binary: {
        const where = `'${ast.operator}'`;
        switch (ast.operator) {
          case "+":
          case "-":
          case "*":
          case "/": {
            const left = this.numberArgument(ast.left, where);
            const right = this.numberArgument(ast.right, where);
            return {
              shape: "scalar",
              ast,
              type: "number",
              fn: arithmetic(ast.operator, left.fn, right.fn),
              children: [left, right],
            };
          }
          case "and":
          case "or": {
            const left = this.conditionArgument(ast.left, where);
            const right = this.conditionArgument(ast.right, where);
            return {
              shape: "scalar",
              ast,
              type: "boolean",
              fn: logical(ast.operator, left.fn, right.fn),
              children: [left, right],
            };
          }
          default: {
            const ordered = ast.operator !== "==" && ast.operator !== "!=";
            const left = ordered ? this.numberArgument(ast.left, where) : this.scalar(ast.left, where);
            const right = ordered ? this.numberArgument(ast.right, where) : this.scalar(ast.right, where);
            return {
              shape: "scalar",
              ast,
              type: "boolean",
              fn: comparison(ast.operator, left.fn, right.fn),
              children: [left, right],
            };
          }
        }
      }
      case AstNodeType.Call:
        return this.compileCall(ast);
    }
  }

  /** Compiles an expression that must give one value (not a series, not an offset). */
  scalar(ast: Ast, where: string): ScalarNode {
    const node = this.compile(ast);
    if (node.shape === "scalar") return node;
    if (node.shape === "offset") {
      return this.errorNode(
        ast,
        this.problem(
          "offset",
          ast,
          `${where}: a period offset such as ${printOffset(node.ast)} is only accepted inside [ ] and by multiPeriod`,
        ),
      );
    }
    return this.errorNode(
      ast,
      this.problem(
        "series",
        ast,
        `${where}: a series (multiPeriod) is only accepted by sum, mean, min, max and count`,
      ),
    );
  }

  /** A scalar argument that must be a number (text and conditions are rejected at compile time). */
  numberArgument(ast: Ast, where: string): ScalarNode {
    const node = this.scalar(ast, where);
    if (node.type === "string" || node.type === "boolean") {
      return this.errorNode(
        ast,
        this.problem(
          "type",
          ast,
          `${where} expects a number, but ${printFormula(ast)} is ${node.type === "string" ? "a text" : "a condition"}`,
        ),
      );
    }
    return node;
  }

  /** A scalar argument that must be a condition. */
  conditionArgument(ast: Ast, where: string): ScalarNode {
    const node = this.scalar(ast, where);
    if (node.type === "string" || node.type === "number") {
      return this.errorNode(
        ast,
        this.problem(
          "type",
          ast,
          `${where} expects a condition (true or false), but ${printFormula(ast)} is ${node.type === "string" ? "a text" : "a number"}`,
        ),
      );
    }
    return node;
  }

  /** The problem of an offset that is too large (recorded), or undefined when it is fine. */
  offsetProblem(offset: OffsetAst): ErrorValue | undefined {
    const limit = offset.unit === "M" ? MAX_OFFSET_MONTHS : MAX_OFFSET_YEARS;
    if (Math.abs(offset.amount) <= limit) return undefined;
    return this.problem(
      "offset",
      offset,
      `the offset ${printOffset(offset)} is too large (at most ${limit}${offset.unit} either way)`,
    );
  }

  /** The month an offset points to from P. */
  offsetMonth(offset: Pick<OffsetAst, "amount" | "unit">): (p: number) => number {
    const k = offset.amount;
    if (k === 0) return (p) => p;
    if (offset.unit === "M") return (p) => p + k;
    if (offset.unit === "Y") return (p) => p + 12 * k;
    const calendar = this.calendar;
    return (p) => calendar.shiftYears(p, k);
  }

  /** The lags an offset can produce (financial years vary in length, so FY offsets give a range). */
  offsetLag(offset: Pick<OffsetAst, "amount" | "unit">): LagRange {
    const k = offset.amount;
    if (offset.unit === "M") return { lo: -k, hi: -k };
    if (offset.unit === "Y") return { lo: -12 * k, hi: -12 * k };
    const { shortestYear, longestYear } = this.calendar;
    if (k === 0) return ZERO_LAG;
    if (k < 0) return { lo: 1 + (-k - 1) * shortestYear, hi: -k * longestYear };
    return { lo: -(k + 1) * longestYear, hi: -k * shortestYear };
  }

  /**
   * Compiles `inner` as evaluated at other months (multiPeriod): `lags` are the extra lags, `steps` the number of
   * evaluations per evaluation of the enclosing expression. Gives the problem when that would be too costly.
   */
  atOtherMonths<T>(ast: Ast, lags: LagRange, steps: number, inner: () => T): T | ErrorValue {
    const cost = this.cost * steps;
    if (cost > MAX_SERIES_COST) {
      return this.problem(
        "cost",
        ast,
        `this multiPeriod would evaluate its expression ${cost} times per value (at most ${MAX_SERIES_COST})`,
      );
    }
    const savedLag = this.lag;
    const savedCost = this.cost;
    this.lag = addLags(savedLag, lags);
    this.cost = cost;
    try {
      return inner();
    } finally {
      this.lag = savedLag;
      this.cost = savedCost;
    }
  }

  /**
   * Resolves a field reference. `windowLags` are extra lags read around the referenced month (ltm reads 12
   * months back, periodAverage to the previous year end). Returns the error when it does not resolve.
   */
  resolveReference(ast: ReferenceAst, windowLags: LagRange = ZERO_LAG): ResolvedReference | ErrorValue {
    const written = ast.form !== undefined ? `${ast.form}.${ast.name}` : ast.name;
    const resolution = this.services.model.resolve(ast.name, ast.form, this.form);
    if (!resolution.ok) {
      if (resolution.reason === "ambiguous") {
        return this.problem(
          "ambiguous-reference",
          ast,
          `'${written}' is ambiguous: it could be ${resolution.candidates.map((c) => `'${c}'`).join(" or ")}; write form.name`,
          { candidates: resolution.candidates },
        );
      }
      const hint = resolution.suggestion ? `; did you mean '${resolution.suggestion}'?` : "";
      return this.problem(
        "unknown-reference",
        ast,
        `unknown field '${written}'${hint}`,
        resolution.suggestion ? { suggestion: resolution.suggestion } : {},
      );
    }
    const field = resolution.field;
    if (field.valueType === "none") {
      return this.problem("container", ast, `'${field.id}' is a container (fieldset) and has no value`);
    }
    let at: (p: number) => number = (p) => p;
    let lag = ZERO_LAG;
    if (ast.shift) {
      const tooLarge = this.offsetProblem(ast.shift);
      if (tooLarge) return tooLarge;
      at = this.offsetMonth(ast.shift);
      lag = this.offsetLag(ast.shift);
    }
    const edge = addLags(addLags(this.lag, lag), windowLags);
    const previous = this.edges.get(field.index);
    this.edges.set(field.index, previous ? hullLags(previous, edge) : edge);
    const cell = this.services.cells.reader(field);
    const read: Thunk = ast.shift && ast.shift.amount !== 0 ? (p) => cell(at(p)) : cell;
    const resolved = { ast, field, at, read };
    this.references.push(resolved);
    return resolved;
  }

  private compileReference(ast: ReferenceAst): ScalarNode {
    const resolved = this.resolveReference(ast);
    if (resolved instanceof ErrorValue) return this.errorNode(ast, resolved);
    const { field, at } = resolved;
    const type: StaticType = field.valueType === "none" ? "any" : field.valueType;
    const label = printFormula(ast);
    return {
      shape: "scalar",
      ast,
      type,
      fn: resolved.read,
      children: [],
      explain: (p, context) => context.field(field, at(p), label, label),
    };
  }

  private compileCall(ast: CallAst): CompiledNode {
    const entry = this.services.functions.get(ast.name);
    if (!entry) {
      for (const arg of ast.args) if (arg.type !== AstNodeType.Offset) this.compile(arg);
      const suggestion = this.services.functions.suggest(ast.name);
      return this.errorNode(
        ast,
        this.problem(
          "unknown-function",
          ast,
          `unknown function '${ast.name}'${suggestion ? `; did you mean '${suggestion}'?` : ""}`,
          suggestion ? { suggestion } : {},
        ),
      );
    }
    const { metadata } = entry;
    const count = ast.args.length;
    if (count < metadata.minArgs || count > metadata.maxArgs) {
      for (const arg of ast.args) if (arg.type !== AstNodeType.Offset) this.compile(arg);
      const expected =
        metadata.minArgs === metadata.maxArgs
          ? `${metadata.minArgs}`
          : metadata.maxArgs === Infinity
            ? `at least ${metadata.minArgs}`
            : `${metadata.minArgs} to ${metadata.maxArgs}`;
      return this.errorNode(
        ast,
        this.problem(
          "arity",
          ast,
          `${ast.name} takes ${expected} argument${expected === "1" ? "" : "s"}, not ${count}: ${metadata.signature}`,
        ),
      );
    }
    return entry.compile(ast, this);
  }
}
