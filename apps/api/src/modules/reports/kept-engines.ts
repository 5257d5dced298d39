// Computed values kept between requests (docs/architecture.md, "Kept engines"). A report's wizard, its saves
// and its checks all evaluate the same client's formulas over the same months again and again; compiling
// them is shared already (one engine per form versions and financial periods, engine.ts), and here each
// client's window of data keeps its own engine state: the values computed at one request are there at the
// next. A request gives the documents it read, as always: the state is compared with them and brought up to
// date input by input (`setInputs` recomputes only the dependents of what changed), so a write by any path
// or process is seen, and a save costs the recomputation of what its values feed.
import type { DataSource, EngineState, FormulaEngine } from "@ledgerline/formula-engine";
import { engineValueOf, formDataSource, monthOf } from "@ledgerline/schemas";
import type { FormConfig } from "@ledgerline/schemas";
import type { ClientDoc } from "../../model/clients";
import { compiledEngine } from "./engine";
import type { CompiledEngine } from "./engine";
import type { FormDataDoc } from "./model";

type StoredValue = FormDataDoc["values"][string];

/** A client's data over one window of months, at form versions and financial periods. */
export interface EngineView {
  forms: readonly FormConfig[];
  client: Pick<ClientDoc, "_id" | "financialPeriods">;
  /** The window the documents were read for (yyyymmdd month ends, inclusive). */
  from: number;
  to: number;
  /** Every document of the client's forms in the window, as read for this request. */
  documents: readonly FormDataDoc[];
  /**
   * Whose states these are, each with its own bound (default "reports": the wizard, saves, dashboards and form
   * pages). A reader whose documents hold only some values (the covenant monitor's copy) keeps its own, so
   * that it neither takes the reports' values for changes nor pushes their states out.
   */
  keptFor?: string;
}

interface KeptState {
  compiled: CompiledEngine;
  state: EngineState;
  /** The values each document had when the state last took them in, by document `_id`. */
  values: Map<string, FormDataDoc["values"]>;
  /** Values changed since the state was built, by `field@month` (undefined: no longer there). */
  changed: Map<string, number | string | boolean | null | undefined>;
}

/**
 * How many client windows each reader keeps: one a client for a month-end rush on the 500-client portfolio. A state
 * holds every value its requests computed and an index of its documents' values, ~0.5 MiB for a monthly
 * report's window (`npm run bench:engines`), so this bounds them to ~250 MiB.
 */
export const KEPT_ENGINE_STATES = 500;

/** The kept states of each reader (`keptFor`), least recently used first. */
const statesFor = new Map<string, Map<string, KeptState>>();

function keyOf(view: EngineView, compiled: CompiledEngine): string {
  return `${view.client._id}|${view.from}|${view.to}|${compiled.key}`;
}

/** The state's data: the documents it was built from, with the values changed since in front. */
function sourceOver(
  documents: readonly FormDataDoc[],
  forms: readonly FormConfig[],
  changed: KeptState["changed"],
): DataSource {
  const base = formDataSource(documents, forms);
  return {
    get: (fieldId, month) => {
      const key = `${fieldId}@${month}`;
      return changed.has(key) ? changed.get(key) : base.get(fieldId, month);
    },
  };
}

function build(view: EngineView, compiled: CompiledEngine): KeptState {
  const changed: KeptState["changed"] = new Map();
  return {
    compiled,
    state: compiled.engine.createState(sourceOver(view.documents, view.forms, changed)),
    values: new Map(view.documents.map((document) => [document._id, document.values])),
    changed,
  };
}

/**
 * Brings the state to the documents' values: false when a document came or went (the whole state is built
 * again, which is rare: a period's first save), true once the changed inputs are set.
 */
function catchUp(kept: KeptState, documents: readonly FormDataDoc[]): boolean {
  if (documents.length !== kept.values.size) return false;
  const inputs: Array<{ fieldId: string; month: string; value: StoredValue | undefined }> = [];
  const takenIn: Array<[string, FormDataDoc["values"]]> = [];
  for (const document of documents) {
    const before = kept.values.get(document._id);
    if (!before) return false;
    if (before === document.values) continue;
    const month = monthOf(document.context.numeric);
    const take = (name: string) => {
      const now = document.values[name];
      if (now === before[name]) return;
      const fieldId = `${document.configKey}.${name}`;
      const type = kept.compiled.inputTypes.get(fieldId);
      if (type === undefined) return; // a formula's stored value, or a field the forms do not know
      inputs.push({ fieldId, month, value: now === undefined ? undefined : engineValueOf(type, now) });
    };
    for (const name in document.values) take(name);
    for (const name in before) if (!(name in document.values)) take(name);
    takenIn.push([document._id, document.values]);
  }
  if (inputs.length > 0) {
    const { engine } = kept.compiled;
    engine.withState(kept.state, () => engine.setInputs(inputs));
    for (const input of inputs) kept.changed.set(`${input.fieldId}@${input.month}`, input.value);
  }
  for (const [id, values] of takenIn) kept.values.set(id, values);
  return true;
}

/**
 * Runs `run` with the client's kept engine state, up to date with `view.documents`. `run` must only read
 * (evaluate, explain, run validations): what it set would stay in the state for the next request.
 */
export function withKeptEngine<T>(view: EngineView, run: (engine: FormulaEngine) => T): T {
  const compiled = compiledEngine(view.forms, view.client);
  const key = keyOf(view, compiled);
  const reader = view.keptFor ?? "reports";
  let states = statesFor.get(reader);
  if (!states) statesFor.set(reader, (states = new Map()));
  let kept = states.get(key);
  states.delete(key);
  if (!kept || !catchUp(kept, view.documents)) kept = build(view, compiled);
  states.set(key, kept);
  if (states.size > KEPT_ENGINE_STATES) states.delete(states.keys().next().value as string);
  const { engine } = kept.compiled;
  return engine.withState(kept.state, () => run(engine));
}

/** How many client windows are kept now, by every reader (for the benchmarks' memory figures). */
export function keptEngineStates(): number {
  return [...statesFor.values()].reduce((sum, states) => sum + states.size, 0);
}

/** Forgets every kept state (tests that compare kept with fresh values). */
export function forgetKeptEngines(): void {
  statesFor.clear();
}
