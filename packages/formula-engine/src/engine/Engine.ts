// The engine: fields compiled once to closures, ordered by the dependency graph, values cached per field and
// month, and incremental recomputation of dependents when inputs change.
import { compileFormula } from "../compiler/compileFormula";
import type { CompiledFormula } from "../compiler/compileFormula";
import { FieldModel } from "../compiler/FieldModel";
import type { Field } from "../compiler/FieldModel";
import type { CompilerServices } from "../compiler/FormulaCompilation";
import type { CellReader, ExplainNode, Thunk } from "../compiler/types";
import {
  ForeignStateError,
  FormulaCompileError,
  FormulaSyntaxError,
  NotAnInputError,
  UnknownFieldError,
} from "../errors";
import { DependencyGraph } from "../graph/DependencyGraph";
import { topSort } from "../graph/topSort";
import { FinancialCalendar } from "../periods/FinancialCalendar";
import { formatMonth, parseMonth } from "../periods/months";
import { defaultFunctionRegistry } from "../plugins/defaultFunctionRegistry";
import type { FormulaProblem } from "../problems";
import { ErrorValue, normalizeInput, sameValue } from "../values";
import type { Scalar, Value } from "../values";
import { Column } from "./Column";
import { explainCompiled, explainField } from "./explain";
import type {
  CellChange,
  CompiledExpression,
  DataSource,
  EngineOptions,
  EngineState,
  ExplainOptions,
  ExpressionOptions,
  FormulaEngine,
  Validation,
  ValidationFailure,
} from "./types";
import { runValidations } from "./validations";

const EXPRESSION_CACHE_SIZE = 1000;

function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError;
}

export class Engine implements FormulaEngine, CellReader {
  readonly fieldIds: readonly string[];
  readonly model: FieldModel;
  readonly calendar: FinancialCalendar;
  private readonly services: CompilerServices;
  private readonly formulas: (CompiledFormula | undefined)[];
  /** The closure computing each formula field (replaced by an error for fields in a cycle). */
  private readonly fns: (Thunk | undefined)[];
  /** The data and cached values in use: the engine's own, or a kept state's while `withState` runs. */
  private data: DataSource;
  private columns: Column[];
  private readonly readers: Thunk[];
  private readonly graph: DependencyGraph;
  /** Position of each field in the dependency order. */
  private readonly rank: Int32Array;
  private readonly fieldProblems: FormulaProblem[] = [];
  private readonly expressions = new Map<string, Expression>();
  private marks = new Uint8Array(64);

  constructor(options: EngineOptions) {
    this.model = new FieldModel(options.fields);
    this.calendar = new FinancialCalendar(options.financialPeriods ?? []);
    this.data = options.data;
    const fields = this.model.fields;
    const n = fields.length;
    this.fieldIds = fields.map((field) => field.id);
    this.columns = fields.map(() => new Column());
    this.fns = new Array<Thunk | undefined>(n);
    this.services = {
      model: this.model,
      calendar: this.calendar,
      cells: this,
      functions: defaultFunctionRegistry(),
    };
    this.readers = fields.map((field) =>
      field.formula === undefined ? this.inputReader(field) : this.formulaReader(field),
    );

    this.formulas = fields.map((field) =>
      field.formula === undefined
        ? undefined
        : compileFormula(this.services, field.formula, field.form, field),
    );
    this.graph = new DependencyGraph(n);
    this.formulas.forEach((formula, i) => {
      if (!formula) return;
      this.fns[i] = formula.fn;
      this.fieldProblems.push(...formula.problems);
      for (const [dependency, lag] of formula.edges) this.graph.addEdge(i, dependency, lag);
    });
    const { sorted, cycles } = topSort(this.graph);
    this.rank = new Int32Array(n);
    sorted.forEach((field, position) => (this.rank[field] = position));
    for (const cycle of cycles) {
      const ids = cycle.map((i) => this.fieldIds[i]!);
      const message = `cycle: ${ids.join(" → ")}`;
      this.fieldProblems.push({ code: "cycle", severity: "error", message, fieldId: ids[0]!, cycle: ids });
      const error = new ErrorValue("#CYCLE", message);
      for (const member of new Set(cycle)) this.fns[member] = () => error;
    }

    if (options.strict) {
      const errors = this.fieldProblems.filter((problem) => problem.severity === "error");
      if (errors.some((problem) => problem.code === "syntax"))
        throw new FormulaSyntaxError(errors.filter((p) => p.code === "syntax"));
      if (errors.length > 0) throw new FormulaCompileError(errors);
    }
  }

  // ── cells ────────────────────────────────────────────────────────────────────────────────────────────────

  /** The closure that reads a field's value at month P (CellReader, used by compiled formulas). */
  reader(field: Field): Thunk {
    return this.readers[field.index]!;
  }

  private readSource(id: string, p: number): Value {
    try {
      return normalizeInput(this.data.get(id, formatMonth(p)));
    } catch (error) {
      return new ErrorValue(
        "#DATA",
        `reading '${id}' at ${formatMonth(p)} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  // Readers look their column up at every read (not once, at compile time): `withState` swaps the columns.
  private inputReader(field: Field): Thunk {
    const i = field.index;
    const id = field.id;
    return (p) => {
      const column = this.columns[i]!;
      const k = p - column.base;
      if (k >= 0 && k < column.values.length) {
        const cached = column.values[k];
        if (cached !== undefined) return cached;
      }
      const value = this.readSource(id, p);
      column.set(p, value);
      return value;
    };
  }

  private formulaReader(field: Field): Thunk {
    const fns = this.fns;
    const i = field.index;
    return (p) => {
      const column = this.columns[i]!;
      const k = p - column.base;
      if (k >= 0 && k < column.values.length) {
        const cached = column.values[k];
        if (cached !== undefined) return cached;
      }
      const value = fns[i]!(p);
      column.set(p, value);
      return value;
    };
  }

  private indexOf(fieldId: string): number {
    const field = this.model.get(fieldId);
    if (!field) throw new UnknownFieldError(fieldId, this.model.suggest(fieldId));
    return field.index;
  }

  /** Formula fields that `targets` read, directly or not, with the targets, in dependency order. */
  private upstreamInOrder(targets: Iterable<number>): number[] {
    const seen = new Set<number>();
    const stack = [...targets];
    while (stack.length > 0) {
      const field = stack.pop()!;
      if (seen.has(field)) continue;
      seen.add(field);
      for (const edge of this.graph.dependencies(field)) stack.push(edge.field);
    }
    return [...seen].filter((i) => this.fns[i] !== undefined).sort((a, b) => this.rank[a]! - this.rank[b]!);
  }

  /**
   * Runs an evaluation; if a very deep chain of formulas exhausts the stack, evaluates the chain bottom-up at
   * the month first and tries again, and gives a #DEPTH error if that is not enough.
   */
  private guarded(targets: readonly number[], p: number, run: () => Value): Value {
    try {
      return run();
    } catch (error) {
      return this.afterOverflow(error, targets, p, run);
    }
  }

  private afterOverflow(error: unknown, targets: readonly number[], p: number, run: () => Value): Value {
    if (!isStackOverflow(error)) throw error;
    try {
      for (const field of this.upstreamInOrder(targets)) this.readers[field]!(p);
      return run();
    } catch (again) {
      if (!isStackOverflow(again)) throw again;
      return new ErrorValue("#DEPTH", "the formulas depend on each other too deeply to evaluate");
    }
  }

  /** Reads one cell (the allocation-free path of `guarded`). */
  private cell(field: number, p: number): Value {
    const read = this.readers[field]!;
    try {
      return read(p);
    } catch (error) {
      return this.afterOverflow(error, [field], p, () => read(p));
    }
  }

  // ── evaluation ───────────────────────────────────────────────────────────────────────────────────────────

  evaluate(fieldId: string, month: string): Value {
    const i = this.indexOf(fieldId);
    const p = parseMonth(month);
    return this.cell(i, p);
  }

  compileExpression(text: string, options: ExpressionOptions = {}): CompiledExpression {
    const key = `${options.form ?? ""}\u0000${text}`;
    const cached = this.expressions.get(key);
    if (cached) return cached;
    const expression = new Expression(
      compileFormula(this.services, text, options.form, undefined),
      (targets, p, run) => this.guarded(targets, p, run),
    );
    if (this.expressions.size >= EXPRESSION_CACHE_SIZE) this.expressions.clear();
    this.expressions.set(key, expression);
    return expression;
  }

  evaluateExpression(text: string, month: string, options: ExpressionOptions = {}): Value {
    return this.compileExpression(text, options).evaluate(month);
  }

  evaluateRange(fieldIds: readonly string[] | "all", months: readonly string[]): Record<string, Value[]> {
    const indices =
      fieldIds === "all"
        ? this.model.fields.map((field) => field.index)
        : fieldIds.map((id) => this.indexOf(id));
    const ps = months.map(parseMonth);
    // Formula fields in dependency order, so that each formula finds what it reads already computed.
    for (const field of this.upstreamInOrder(indices)) for (const p of ps) this.cell(field, p);
    const result: Record<string, Value[]> = {};
    for (const i of indices) result[this.fieldIds[i]!] = ps.map((p) => this.cell(i, p));
    return result;
  }

  // ── incremental recomputation ────────────────────────────────────────────────────────────────────────────

  setInput(fieldId: string, month: string, value: Scalar | undefined): CellChange[] {
    return this.setInputs([{ fieldId, month, value }]);
  }

  setInputs(changes: readonly { fieldId: string; month: string; value: Scalar | undefined }[]): CellChange[] {
    const out: CellChange[] = [];
    /** Field → months whose value changed (and whose dependents may have to be recomputed). */
    const dirty = new Map<number, number[]>();
    let lastId: string | undefined;
    let i = -1;
    for (const change of changes) {
      if (change.fieldId !== lastId) {
        i = this.indexOf(change.fieldId);
        if (this.fns[i] !== undefined) throw new NotAnInputError(change.fieldId);
        lastId = change.fieldId;
      }
      const p = parseMonth(change.month);
      const value = normalizeInput(change.value);
      const column = this.columns[i]!;
      const cached = column.get(p);
      const old = cached === undefined ? this.readSource(change.fieldId, p) : cached;
      column.set(p, value);
      if (sameValue(old, value)) continue;
      out.push({ fieldId: change.fieldId, month: change.month, value });
      // A value nobody read has no cached dependents (whatever read it would have cached it).
      if (cached === undefined) continue;
      const months = dirty.get(i);
      if (months) months.push(p);
      else dirty.set(i, [p]);
    }
    if (dirty.size > 0) this.propagate(dirty, out);
    return out;
  }

  /** Recomputes the cached values of the dependents of the changed cells, in dependency order. */
  private propagate(dirty: Map<number, number[]>, out: CellChange[]): void {
    const rank = this.rank;
    const ordered = [...this.graph.downstream(dirty.keys())].sort((a, b) => rank[a]! - rank[b]!);
    for (const g of ordered) {
      const column = this.columns[g]!;
      const length = column.values.length;
      if (length === 0) continue;
      const base = column.base;
      if (this.marks.length < length) this.marks = new Uint8Array(length * 2);
      const marks = this.marks;
      let marked = false;
      for (const edge of this.graph.dependencies(g)) {
        const months = dirty.get(edge.field);
        if (!months) continue;
        for (const m of months) {
          const from = Math.max(m + edge.lag.lo - base, 0);
          const to = Math.min(m + edge.lag.hi - base, length - 1);
          for (let k = from; k <= to; k++) marks[k] = 1;
          if (from <= to) marked = true;
        }
      }
      if (!marked) continue;
      const fn = this.fns[g]!;
      let changed: number[] | undefined;
      for (let k = 0; k < length; k++) {
        if (marks[k] === 0) continue;
        marks[k] = 0;
        const old = column.values[k];
        if (old === undefined) continue;
        const p = base + k;
        column.values[k] = undefined;
        let value: Value;
        try {
          value = fn(p);
        } catch (error) {
          value = this.afterOverflow(error, [g], p, () => fn(p));
        }
        column.set(p, value);
        if (!sameValue(old, value)) {
          (changed ??= []).push(p);
          out.push({ fieldId: this.fieldIds[g]!, month: formatMonth(p), value });
        }
      }
      if (changed) dirty.set(g, changed);
    }
  }

  // ── explanations, validations, problems ─────────────────────────────────────────────────────────────────

  explain(fieldIdOrExpression: string, month: string, options: ExplainOptions = {}): ExplainNode {
    const p = parseMonth(month);
    const depth = options.depth ?? 1;
    const field = this.model.get(fieldIdOrExpression);
    const context = {
      read: (f: Field, q: number) => this.readers[f.index]!(q),
      formula: (f: Field) => this.formulas[f.index],
    };
    if (field) return explainField(context, field, p, depth);
    const expression = this.compileExpression(fieldIdOrExpression, options) as Expression;
    return explainCompiled(context, expression.compiled, p, depth);
  }

  runValidations(
    validations: readonly Validation[],
    month: string,
    options: ExpressionOptions = {},
  ): ValidationFailure[] {
    parseMonth(month);
    return runValidations(this, validations, month, options);
  }

  problems(): FormulaProblem[] {
    return [...this.fieldProblems];
  }

  dependenciesOf(fieldId: string): string[] {
    return [
      ...new Set(this.graph.dependencies(this.indexOf(fieldId)).map((edge) => this.fieldIds[edge.field]!)),
    ];
  }

  dependentsOf(fieldId: string): string[] {
    return [
      ...new Set(this.graph.dependents(this.indexOf(fieldId)).map((edge) => this.fieldIds[edge.field]!)),
    ];
  }

  reset(): void {
    for (const column of this.columns) column.reset();
  }

  // ── kept states ──────────────────────────────────────────────────────────────────────────────────────────

  createState(data: DataSource): EngineState {
    return new CachedValues(
      this,
      this.model.fields.map(() => new Column()),
      data,
    );
  }

  withState<T>(state: EngineState, run: () => T): T {
    if (!(state instanceof CachedValues) || state.owner !== this) throw new ForeignStateError();
    const [columns, data] = [this.columns, this.data];
    this.columns = state.columns;
    this.data = state.data;
    try {
      return run();
    } finally {
      this.columns = columns;
      this.data = data;
    }
  }
}

/**
 * The cached values of one data source, kept apart from the compiled formulas: many states share one
 * compiled engine (one per client, say), each keeping what was computed over its data between uses.
 */
class CachedValues implements EngineState {
  constructor(
    readonly owner: Engine,
    readonly columns: Column[],
    readonly data: DataSource,
  ) {}
}

/** An expression compiled by an engine (not a field): evaluated through the engine's cells. */
class Expression implements CompiledExpression {
  readonly text: string;
  readonly problems: CompiledExpression["problems"];
  readonly references: readonly string[];
  readonly resultType: CompiledExpression["resultType"];
  private readonly targets: readonly number[];

  constructor(
    readonly compiled: CompiledFormula,
    private readonly guarded: (targets: readonly number[], p: number, run: () => Value) => Value,
  ) {
    this.text = compiled.text;
    this.problems = compiled.problems;
    this.references = [...new Set(compiled.references.map((reference) => reference.field.id))];
    this.resultType = compiled.root?.type ?? "any";
    this.targets = [...compiled.edges.keys()];
  }

  evaluate(month: string): Value {
    const p = parseMonth(month);
    return this.guarded(this.targets, p, () => this.compiled.fn(p));
  }
}
