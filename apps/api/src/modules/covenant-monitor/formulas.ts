// What a covenant's formula reads: the form it is written on (whose report the monitor opens) and, through
// the formula fields it uses, the input fields whose stored values the engine needs. The monitor reads only
// those forms and fields, a fraction of a client's form data.
import type { FormulaEngine } from "@ledgerline/formula-engine";

export interface FormulaReads {
  /** The form of the formula's first reference (e.g. `performanceIndicators` for `performanceIndicators.par30Ratio`). */
  homeForm: string | null;
  /** Input field names by form key. */
  inputs: ReadonlyMap<string, ReadonlySet<string>>;
}

const NOTHING: FormulaReads = { homeForm: null, inputs: new Map() };

/** By compiled engine (reports/engine.ts keeps them per form versions): what each formula reads. */
const known = new WeakMap<FormulaEngine, Map<string, FormulaReads>>();

export function formulaReads(engine: FormulaEngine, formula: string): FormulaReads {
  let byFormula = known.get(engine);
  if (!byFormula) {
    byFormula = new Map();
    known.set(engine, byFormula);
  }
  let reads = byFormula.get(formula);
  if (!reads) {
    reads = readsOf(engine, formula);
    byFormula.set(formula, reads);
  }
  return reads;
}

function readsOf(engine: FormulaEngine, formula: string): FormulaReads {
  let references: readonly string[];
  try {
    references = engine.compileExpression(formula).references;
  } catch {
    return NOTHING; // a formula that does not compile reads nothing: its value is unknown
  }
  const inputs = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const pending = [...references];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const dependencies = engine.dependenciesOf(id);
    if (dependencies.length > 0) {
      pending.push(...dependencies);
      continue;
    }
    const [form, name] = id.split(".");
    if (!form || !name) continue;
    const names = inputs.get(form) ?? new Set<string>();
    names.add(name);
    inputs.set(form, names);
  }
  const first = references[0]?.split(".")[0];
  return { homeForm: first ?? null, inputs };
}
