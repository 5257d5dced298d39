// Field state of one rendered form in fine-grained jotai atoms (one per field and concern), wired to the formula
// engine's incremental API. Typing sets one value atom, the atoms of the computed fields the engine reports as
// changed and, when they change, the field's problems, nothing else; React components subscribe to the atoms of
// their own row only. Framework-free: jotai/vanilla atoms and a plain class, so tests and benchmarks can drive
// it without React.
import { atom, createStore } from "jotai/vanilla";
import type { Atom, PrimitiveAtom } from "jotai/vanilla";
import type { ExplainNode, FormulaEngine, Value } from "@ledgerline/formula-engine";
import { createEngine } from "@ledgerline/formula-engine";
import type { CovenantState, StoredValue } from "@ledgerline/schemas";
import { fieldSpecsOf, fromHundredths, monthEnd, storedToEngine } from "@ledgerline/schemas";
import type { CovenantAssessment, CovenantLimits } from "../core/covenants";
import { assessCovenant, replacementOf } from "../core/covenants";
import type { RenderField, FieldModel } from "../core/fieldModel";
import { formTranslation } from "../core/fieldModel";
import type { ValueContext } from "../core/displayValues";
import { engineToStoredValue, isNumberType, parseTyped, storedToEngineValue } from "../core/displayValues";
import type { FieldProblem } from "../core/problems";
import { ruleProblems, showsWhileTyping, stepProblems } from "../core/problems";
import { fieldRuleProblems } from "../core/fieldRules";

export interface FormStoreOptions {
  readonly model: FieldModel;
  /** The month the report is for, `YYYY-MM`. */
  readonly month: string;
  /** Stored values of this form at the month (hundredths, yyyymmdd, texts…), by internal name. */
  readonly values?: Readonly<Record<string, StoredValue | undefined>>;
  /** An engine over every form the formulas read; by default one over this form and `values` only. */
  readonly engine?: FormulaEngine;
  /** Limits of the covenant fields, by internal name (from the investment's covenants and waivers). */
  readonly covenants?: Readonly<Record<string, CovenantLimits>>;
  /** Stored covenant states (breach motivations), by internal name. */
  readonly covenantStatus?: Readonly<Record<string, CovenantState>>;
  /** The date waivers are judged at, yyyymmdd; default the month's last day. */
  readonly asOf?: number;
  readonly valueContext: ValueContext;
}

/** What the host learns when the user changes a value. */
export interface FieldChange {
  readonly field: string;
  readonly value: StoredValue;
  /** For month dropdowns: the chosen month's number (1–12); the value is its last day. */
  readonly monthNumber?: number;
}

export interface ValidationReport {
  readonly valid: boolean;
  readonly problems: readonly FieldProblem[];
}

const EMPTY: readonly FieldProblem[] = Object.freeze([]);

function sameProblems(a: readonly FieldProblem[], b: readonly FieldProblem[]): boolean {
  return a.length === b.length && a.every((p, i) => JSON.stringify(p) === JSON.stringify(b[i]));
}

export class FormStore {
  /** The jotai store every atom of this form lives in. */
  readonly jotai = createStore();
  readonly model: FieldModel;
  readonly engine: FormulaEngine;
  readonly month: string;
  readonly asOf: number;
  /** True once the page was submitted: every problem shows from then on (before, see showsWhileTyping). */
  readonly submitted = atom(false);
  /** Every shown problem, in row order (for the live region, and the error summary once submitted). */
  readonly shownProblems: PrimitiveAtom<readonly FieldProblem[]> = atom<readonly FieldProblem[]>(EMPTY);
  /** How many times the page was submitted (the live region speaks the problems after each submission). */
  readonly submissions = atom(0);

  private readonly options: FormStoreOptions;
  private readonly values = new Map<string, PrimitiveAtom<StoredValue>>();
  private readonly parseErrors = new Map<string, PrimitiveAtom<string | null>>();
  private readonly problems = new Map<string, PrimitiveAtom<readonly FieldProblem[]>>();
  private readonly collapsed = new Map<string, PrimitiveAtom<boolean>>();
  private readonly hidden = new Map<string, Atom<boolean>>();
  private readonly motivations = new Map<string, PrimitiveAtom<string>>();
  private readonly assessments = new Map<string, Atom<CovenantAssessment>>();
  private readonly computedIds = new Map<string, RenderField>();
  /**
   * Computed fields this engine cannot compute: their formulas read (perhaps through other formulas) fields it
   * does not have, as a covenants form reads the financial forms. They show the host's stored value (the
   * API computes them over every form) and typing does not recompute them.
   */
  private readonly external: ReadonlySet<string>;
  /** Covenants under a REPLACE waiver: the replacement's value (engine number) and how to recompute it. */
  private readonly replacements = new Map<
    string,
    { value: PrimitiveAtom<number | null>; evaluate: () => number | null }
  >();
  private listeners = new Set<(change: FieldChange) => void>();

  constructor(options: FormStoreOptions) {
    this.options = options;
    this.model = options.model;
    this.month = options.month;
    this.asOf = options.asOf ?? monthEnd(options.month);
    const initial = options.values ?? {};
    this.engine = options.engine ?? this.ownEngine(initial);
    const inputs: { fieldId: string; month: string; value: string | number | boolean | null }[] = [];
    for (const row of this.model.rows) {
      if (row.hasChildren) this.collapsed.set(row.name, atom(row.definition.gridConfig?.collapsed === true));
      if (!row.valued) continue;
      if (row.computed) {
        this.computedIds.set(row.fieldId, row);
        this.values.set(row.name, atom<StoredValue>(null));
      } else {
        const stored = initial[row.name] ?? null;
        this.values.set(row.name, atom<StoredValue>(stored));
        if (initial[row.name] !== undefined)
          inputs.push({ fieldId: row.fieldId, month: this.month, value: storedToEngineValue(row, stored) });
      }
      this.parseErrors.set(row.name, atom<string | null>(null));
      this.problems.set(row.name, atom<readonly FieldProblem[]>(EMPTY));
      if (row.covenant)
        this.motivations.set(row.name, atom(options.covenantStatus?.[row.name]?.breachMotivation ?? ""));
    }
    if (inputs.length > 0) this.engine.setInputs(inputs);
    this.external = this.unresolvable();
    for (const row of this.computedIds.values()) {
      const given = initial[row.name];
      this.jotai.set(
        this.valueAtom(row.name),
        this.external.has(row.fieldId)
          ? (given ?? null)
          : engineToStoredValue(row, this.engine.evaluate(row.fieldId, this.month)),
      );
    }
    for (const row of this.model.rows) if (row.covenant) this.watchReplacement(row);
  }

  /** The computed fields whose formulas read, directly or through others, a field unknown to the engine. */
  private unresolvable(): Set<string> {
    const out = new Set<string>();
    const pending = this.engine
      .problems()
      .filter((problem) => problem.code === "unknown-reference" && problem.fieldId)
      .map((problem) => problem.fieldId as string);
    while (pending.length > 0) {
      const fieldId = pending.pop() as string;
      if (out.has(fieldId)) continue;
      out.add(fieldId);
      pending.push(...this.engine.dependentsOf(fieldId));
    }
    return out;
  }

  /**
   * A covenant under a REPLACE waiver (on `asOf`) is judged on the replacement covenant's value: the form's
   * field of that name when there is one (the covenants form lists every central covenant), else the
   * replacement formula the host gave; unknown (null, not judged) otherwise.
   */
  private watchReplacement(row: RenderField): void {
    const limits = this.options.covenants?.[row.name];
    const replacing = replacementOf(limits, this.asOf);
    if (!replacing) return;
    const month = this.month;
    const formKey = this.model.form.key;
    const fieldId = `${formKey}.${replacing.internalName}`;
    const formula = limits?.replacementFormulas?.[replacing.internalName];
    const numberOf = (value: Value) => (typeof value === "number" && Number.isFinite(value) ? value : null);
    let evaluate: () => number | null = () => null;
    const field = this.model.byName.get(replacing.internalName);
    if (field?.valued && this.values.has(field.name)) {
      // The field's value as shown: the engine's, or the host's for a field the engine cannot compute.
      const type = isNumberType(field.valueType) ? field.valueType : "numeric";
      evaluate = () => {
        const stored = this.jotai.get(this.valueAtom(field.name));
        return typeof stored === "number" ? storedToEngine(type, stored) : null;
      };
    } else if (this.engine.fieldIds.includes(fieldId))
      evaluate = () => numberOf(this.engine.evaluate(fieldId, month));
    else if (formula) {
      const compiled = this.engine.compileExpression(formula, { form: formKey });
      evaluate = () => numberOf(compiled.evaluate(month));
    }
    this.replacements.set(row.name, { value: atom<number | null>(evaluate()), evaluate });
  }

  /** Recomputes the replacement values after an input changed (cached by the engine: cheap). */
  private refreshReplacements(): void {
    for (const { value, evaluate } of this.replacements.values()) {
      const next = evaluate();
      if (this.jotai.get(value) !== next) this.jotai.set(value, next);
    }
  }

  private ownEngine(initial: Readonly<Record<string, StoredValue | undefined>>): FormulaEngine {
    const byName = this.model.byName;
    const month = this.month;
    return createEngine({
      fields: fieldSpecsOf([this.model.form]),
      data: {
        get: (fieldId, at) => {
          if (at !== month) return undefined;
          const name = fieldId.includes(".") ? fieldId.slice(fieldId.indexOf(".") + 1) : fieldId;
          const row = byName.get(name);
          const stored = initial[name];
          return row && stored !== undefined ? storedToEngineValue(row, stored) : undefined;
        },
      },
    });
  }

  // ------------------------------------------------------------------------------------------ atoms
  valueAtom(name: string): PrimitiveAtom<StoredValue> {
    const found = this.values.get(name);
    if (!found) throw new RangeError(`no valued field "${name}" in form ${this.model.form.key}`);
    return found;
  }

  parseErrorAtom(name: string): PrimitiveAtom<string | null> {
    return this.parseErrors.get(name) ?? atom<string | null>(null);
  }

  problemsAtom(name: string): PrimitiveAtom<readonly FieldProblem[]> {
    return this.problems.get(name) ?? atom<readonly FieldProblem[]>(EMPTY);
  }

  collapsedAtom(name: string): PrimitiveAtom<boolean> {
    let found = this.collapsed.get(name);
    if (!found) this.collapsed.set(name, (found = atom(false)));
    return found;
  }

  /** True while an enclosing fieldset is collapsed. */
  hiddenAtom(name: string): Atom<boolean> {
    let found = this.hidden.get(name);
    if (!found) {
      const ancestors = (this.model.byName.get(name)?.ancestors ?? []).map((a) => this.collapsedAtom(a));
      found = ancestors.length === 0 ? atom(false) : atom((get) => ancestors.some((a) => get(a)));
      this.hidden.set(name, found);
    }
    return found;
  }

  motivationAtom(name: string): PrimitiveAtom<string> {
    let found = this.motivations.get(name);
    if (!found) this.motivations.set(name, (found = atom("")));
    return found;
  }

  /** The limits the host gave for a covenant field, before waivers. */
  covenantLimits(name: string): CovenantLimits | undefined {
    return this.options.covenants?.[name];
  }

  /** The covenant's level against its effective limits (after waivers), recomputed when its value changes. */
  assessmentAtom(name: string): Atom<CovenantAssessment> {
    let found = this.assessments.get(name);
    if (!found) {
      const row = this.model.byName.get(name);
      const value = this.valueAtom(name);
      const type = row && isNumberType(row.valueType) ? row.valueType : "numeric";
      const limits = this.options.covenants?.[name];
      const replacement = this.replacements.get(name)?.value;
      found = atom((get) => {
        const stored = get(value);
        return assessCovenant(
          typeof stored === "number" ? storedToEngine(type, stored) : null,
          type,
          limits,
          this.asOf,
          replacement ? get(replacement) : null,
        );
      });
      this.assessments.set(name, found);
    }
    return found;
  }

  // ---------------------------------------------------------------------------------------- changes
  /** Listens to value changes made by the user; returns the unsubscribe function. */
  subscribe(listener: (change: FieldChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** What the user typed: parsed per the field type; text that does not parse leaves the value and flags the field. */
  setText(name: string, text: string): void {
    const row = this.model.byName.get(name);
    if (!row || row.readOnly) return;
    const parsed = parseTyped(row, text, this.options.valueContext);
    const parseError = parsed.ok ? null : row.valueType === "date" ? "error-date" : "error-number";
    if (this.jotai.get(this.parseErrorAtom(name)) !== parseError)
      this.jotai.set(this.parseErrorAtom(name), parseError);
    if (parsed.ok) this.setValue(name, parsed.value);
    else if (this.jotai.get(this.submitted)) this.validate();
  }

  /** Sets a stored value and recomputes only the formulas that depend on it (the engine's incremental API). */
  setValue(name: string, value: StoredValue, monthNumber?: number): void {
    const row = this.model.byName.get(name);
    if (!row || row.readOnly) return;
    const atomOf = this.valueAtom(name);
    if (this.jotai.get(atomOf) === value) return;
    this.jotai.set(atomOf, value);
    const changes = this.engine.setInput(row.fieldId, this.month, storedToEngineValue(row, value));
    for (const change of changes) {
      if (change.month !== this.month) continue;
      const computed = this.computedIds.get(change.fieldId);
      if (computed && !this.external.has(change.fieldId))
        this.jotai.set(this.valueAtom(computed.name), engineToStoredValue(computed, change.value));
    }
    if (this.replacements.size > 0) this.refreshReplacements();
    if (this.jotai.get(this.submitted)) this.validate();
    else this.showWhileTyping(row);
    const change: FieldChange =
      monthNumber === undefined ? { field: name, value } : { field: name, value, monthNumber };
    for (const listener of this.listeners) listener(change);
  }

  setMotivation(name: string, text: string): void {
    this.jotai.set(this.motivationAtom(name), text);
    if (this.jotai.get(this.submitted)) this.validate();
  }

  setCollapsed(name: string, collapsed: boolean): void {
    this.jotai.set(this.collapsedAtom(name), collapsed);
  }

  /** Expands every fieldset around a field, so that it can take the focus. */
  reveal(name: string): void {
    for (const ancestor of this.model.byName.get(name)?.ancestors ?? []) this.setCollapsed(ancestor, false);
  }

  // ------------------------------------------------------------------------------------------- reads
  getValue(name: string): StoredValue {
    return this.jotai.get(this.valueAtom(name));
  }

  /** Stored values of the typed fields (computed ones are not stored: the engine derives them). */
  getValues(): Record<string, StoredValue> {
    const out: Record<string, StoredValue> = {};
    for (const row of this.model.rows)
      if (row.valued && !row.computed) out[row.name] = this.getValue(row.name);
    return out;
  }

  /** Breach and alert state of every covenant field, with the motivations typed. */
  getCovenantStatus(): Record<string, CovenantState> {
    const out: Record<string, CovenantState> = {};
    for (const row of this.model.rows) {
      if (!row.covenant) continue;
      const { level } = this.jotai.get(this.assessmentAtom(row.name));
      const motivation = this.jotai.get(this.motivationAtom(row.name));
      out[row.name] = {
        breached: level === "breached",
        alerted: level === "alerted",
        ...(motivation ? { breachMotivation: motivation } : {}),
      };
    }
    return out;
  }

  /** The derivation of a computed field at the report's month, for the formula panel. */
  explain(name: string): ExplainNode {
    const row = this.model.byName.get(name);
    if (!row) throw new RangeError(`no field "${name}" in form ${this.model.form.key}`);
    return this.engine.explain(row.fieldId, this.month, { form: this.model.form.key });
  }

  // -------------------------------------------------------------------------------------- validation
  /** Every problem of the form now, shown or not: "is this step valid?". */
  check(language: "en" | "fr" | "es" | "pt" | "ru" = this.options.valueContext.language): ValidationReport {
    const data: Record<string, unknown> = {};
    const problems: FieldProblem[] = [];
    for (const row of this.model.rows) {
      if (!row.valued || row.readOnly) continue;
      const parseError = this.jotai.get(this.parseErrorAtom(row.name));
      if (parseError)
        problems.push({ field: row.name, severity: "error", source: "parse", messageId: parseError });
      const value = this.ruleValue(row);
      if (value !== undefined) data[row.name] = value;
    }
    problems.push(...ruleProblems(this.model, data));
    problems.push(
      ...stepProblems(this.model, this.engine, this.month, (key) =>
        formTranslation(this.model.form, key, language),
      ),
    );
    for (const row of this.model.rows) {
      if (!row.covenant) continue;
      const { level } = this.jotai.get(this.assessmentAtom(row.name));
      if (level === "breached" && this.jotai.get(this.motivationAtom(row.name)).trim() === "") {
        problems.push({
          field: row.name,
          severity: "error",
          source: "covenant",
          messageId: "error-motivation-required",
        });
      }
    }
    return { valid: !problems.some((p) => p.severity === "error"), problems: this.inRowOrder(problems) };
  }

  /** A typed field's value as its rules read it (numbers in full units, percent); undefined when empty. */
  private ruleValue(row: RenderField): unknown {
    const value = this.getValue(row.name);
    if (value === null || value === "") return undefined;
    return typeof value === "number" && isNumberType(row.valueType) ? fromHundredths(value) : value;
  }

  private inRowOrder(problems: readonly FieldProblem[]): FieldProblem[] {
    const order = new Map(this.model.rows.map((r, i) => [r.name, i]));
    return [...problems].sort((a, b) => (order.get(a.field) ?? 0) - (order.get(b.field) ?? 0));
  }

  /** Before the page is submitted, the field just typed in shows the problems typing on cannot cure. */
  private showWhileTyping(row: RenderField): void {
    const next = fieldRuleProblems(row, this.ruleValue(row)).filter(showsWhileTyping);
    const problemAtom = this.problemsAtom(row.name);
    if (sameProblems(this.jotai.get(problemAtom), next)) return;
    this.jotai.set(problemAtom, next.length > 0 ? next : EMPTY);
    const others = this.jotai.get(this.shownProblems).filter((problem) => problem.field !== row.name);
    this.jotai.set(this.shownProblems, this.inRowOrder([...others, ...next]));
  }

  /** Checks the form and, once it was submitted, shows the problems on their fields. */
  validate(): ValidationReport {
    const report = this.check();
    if (!this.jotai.get(this.submitted)) return report;
    const byField = new Map<string, FieldProblem[]>();
    for (const p of report.problems) byField.set(p.field, [...(byField.get(p.field) ?? []), p]);
    for (const [name, problemAtom] of this.problems) {
      const next = byField.get(name) ?? EMPTY;
      if (!sameProblems(this.jotai.get(problemAtom), next)) this.jotai.set(problemAtom, next);
    }
    if (!sameProblems(this.jotai.get(this.shownProblems), report.problems))
      this.jotai.set(this.shownProblems, report.problems);
    return report;
  }

  /** Marks the page submitted (problems show from now on) and validates it. */
  submit(): ValidationReport {
    this.jotai.set(this.submitted, true);
    const report = this.validate();
    this.jotai.set(this.submissions, this.jotai.get(this.submissions) + 1);
    return report;
  }
}
