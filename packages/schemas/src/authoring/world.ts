// The published templates a draft is judged against, and formula engines over them. Internal to authoring/.
import { createEngine, parseFormula, collectReferences } from "@ledgerline/formula-engine";
import type { FieldSpec, FormulaEngine, FormulaProblem } from "@ledgerline/formula-engine";
import { compareVersions } from "../catalogue/index.js";
import { fieldSpecsOf } from "../fieldSpecs.js";
import type { CovenantConfig } from "../schemas/covenants.js";
import type { FormConfig, ReportConfig } from "../schemas/formConfig.js";

/** The published templates a draft is judged against: the latest published version of every form and report, and the covenant catalogue. */
export interface TemplateWorld {
  readonly forms: readonly FormConfig[];
  readonly reports: readonly ReportConfig[];
  readonly covenants: readonly CovenantConfig[];
}

/** One form per key (the highest version when the world holds several), in the world's order. */
export function latestForms(forms: readonly FormConfig[]): FormConfig[] {
  const byKey = new Map<string, FormConfig>();
  for (const form of forms) {
    const seen = byKey.get(form.key);
    if (!seen || compareVersions(form.version, seen.version) > 0) byKey.set(form.key, form);
  }
  return forms.filter((form) => byKey.get(form.key) === form);
}

/** One report per key (the highest version), in the world's order. */
export function latestReports(reports: readonly ReportConfig[]): ReportConfig[] {
  const byKey = new Map<string, ReportConfig>();
  for (const report of reports) {
    const seen = byKey.get(report.key);
    if (!seen || compareVersions(report.version, seen.version) > 0) byKey.set(report.key, report);
  }
  return reports.filter((report) => byKey.get(report.key) === report);
}

const isName = (value: unknown): value is string =>
  typeof value === "string" && value !== "" && !value.includes(".");

/**
 * The engine's field specs of forms (`fieldSpecsOf`), made safe for drafts that are not valid yet: forms with
 * an unusable key, fields with an unusable name and repeated ids are left out, unknown kinds become stocks.
 */
function safeSpecsOf(forms: readonly FormConfig[]): FieldSpec[] {
  const usable = forms.filter((form) => isName(form.key) && Array.isArray(form.fields));
  const seen = new Set<string>();
  const out: FieldSpec[] = [];
  for (const spec of fieldSpecsOf(usable)) {
    const id = `${spec.form}.${spec.name}`;
    if (!isName(spec.name) || seen.has(id)) continue;
    seen.add(id);
    out.push({
      name: spec.name,
      form: spec.form,
      kind: spec.kind === "flow" ? "flow" : "stock",
      ...(typeof spec.formula === "string" ? { formula: spec.formula } : {}),
    });
  }
  return out;
}

/** A formula engine over these forms, only for compiling (no data). */
export function engineOf(forms: readonly FormConfig[]): FormulaEngine {
  return createEngine({ fields: safeSpecsOf(forms), data: { get: () => undefined } });
}

/** The published forms of a world and their engines (all forms, and those of each client type), compiled lazily. */
export interface Compiled {
  readonly forms: readonly FormConfig[];
  readonly engine: () => FormulaEngine;
  readonly engineOfClientType: (clientType: string) => FormulaEngine;
}

export function compiled(forms: readonly FormConfig[]): Compiled {
  let engine: FormulaEngine | undefined;
  const byType = new Map<string, FormulaEngine>();
  return {
    forms,
    engine: () => (engine ??= engineOf(forms)),
    engineOfClientType: (clientType) => {
      let found = byType.get(clientType);
      if (!found) {
        found = engineOf(formsOfClientType(forms, clientType));
        byType.set(clientType, found);
      }
      return found;
    },
  };
}

/**
 * The compiled published forms of a world, kept with the world's forms list while it holds the same form
 * objects (published versions never change, so the frozen catalogue or the API's template list is compiled
 * once; the engines hold no data, only compiled formulas).
 */
const published = new WeakMap<readonly FormConfig[], Compiled>();
export function compiledWorld(forms: readonly FormConfig[]): Compiled {
  const latest = latestForms(forms);
  const found = published.get(forms);
  if (found && found.forms.length === latest.length && found.forms.every((form, i) => form === latest[i])) {
    return found;
  }
  const fresh = compiled(latest);
  published.set(forms, fresh);
  return fresh;
}

/**
 * The forms a covenant formula of a client type reads: the forms of that type (as the API's `formulaError`
 * compiles covenant formulas, over `formsForClient` of a client whose type and config type are the covenant's).
 */
export function formsOfClientType(forms: readonly FormConfig[], clientType: string): FormConfig[] {
  return forms.filter(
    (form) => Array.isArray(form.clientTypes) && form.clientTypes.some((t) => t === clientType),
  );
}

/** Problems meaning a reference does not resolve. */
export function isReferenceProblem(problem: FormulaProblem): boolean {
  return problem.code === "unknown-reference" || problem.code === "ambiguous-reference";
}

/** The reference a problem points at, as written (`name` or `form.name`, without a period shift). */
export function referenceAt(formula: string, problem: FormulaProblem): string {
  const position = problem.position;
  if (!position) return "";
  const parsed = parseFormula(formula);
  if (parsed.ok) {
    const reference = collectReferences(parsed.ast).find((r) => r.span?.start === position.offset);
    if (reference)
      return reference.form !== undefined ? `${reference.form}.${reference.name}` : reference.name;
  }
  return formula.slice(position.offset, position.offset + position.length);
}
