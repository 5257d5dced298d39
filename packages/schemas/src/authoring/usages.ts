// Where a template field is used (formulas, validations, covenants, reports, the Excel upload), and which of
// those uses a draft would break. References are resolved by the formula engine, never by reading the text.
import type { FormulaEngine, FormulaProblem } from "@ledgerline/formula-engine";
import { flattenFields } from "../fields.js";
import type { FormConfig } from "../schemas/formConfig.js";
import { compiled, compiledWorld, isReferenceProblem, latestReports, referenceAt } from "./world.js";
import type { TemplateWorld } from "./world.js";

export type FieldUsageKind = "formula" | "validation" | "covenant" | "report" | "excel";

export interface FieldUsage {
  readonly kind: FieldUsageKind;
  /** formula: "form.field" id of the field whose formula uses it; validation: "form.validations[i]"; covenant: its internalName; report: the report key; excel: "form" key */
  readonly where: string;
  /** The formula text (formula, validation, covenant), absent for report/excel. */
  readonly formula?: string;
}

export interface DanglingReference {
  readonly usage: FieldUsage;
  /** the unknown name as written */
  readonly reference: string;
  readonly message: string;
}

interface FormulaFieldOf {
  readonly id: string;
  readonly formula: string;
}

/** The formula fields of a form the engine knows (fieldsets have no value, so no formula), in tree order. */
function formulaFields(form: FormConfig): FormulaFieldOf[] {
  if (!Array.isArray(form.fields)) return [];
  return flattenFields(form.fields)
    .filter(({ field }) => field.type !== "fieldset" && typeof field.formula === "string")
    .map(({ field }) => ({ id: `${form.key}.${field.internalName}`, formula: field.formula as string }));
}

function validationsOf(form: FormConfig) {
  return Array.isArray(form.validations) ? form.validations : [];
}

/** Every place that uses field `field` of form `formKey`: formulas of any form (own form and others, via the engine's own reference resolution, so `name` and `form.name` both count), step validations (formula or dependencies), covenant catalogue formulas, report configs whose steps include the form (kind "report": the field is filed with them), and the Excel upload template when the form's settings.uploadable is true (kind "excel"). */
export function fieldUsages(target: { formKey: string; field: string }, world: TemplateWorld): FieldUsage[] {
  const published = compiledWorld(world.forms);
  const forms = published.forms;
  const form = forms.find((f) => f.key === target.formKey);
  const id = `${target.formKey}.${target.field}`;
  const usages: FieldUsage[] = [];
  const engine = published.engine();
  const known = engine.fieldIds.includes(id);

  if (known) {
    const dependents = new Set(engine.dependentsOf(id));
    for (const other of forms) {
      for (const field of formulaFields(other)) {
        if (dependents.has(field.id))
          usages.push({ kind: "formula", where: field.id, formula: field.formula });
      }
    }
    for (const other of forms) {
      validationsOf(other).forEach((validation, i) => {
        const options = { form: other.key };
        const reads =
          (typeof validation.formula === "string" &&
            engine.compileExpression(validation.formula, options).references.includes(id)) ||
          (validation.dependencies ?? []).some(
            (dependency) =>
              typeof dependency === "string" &&
              engine.compileExpression(dependency, options).references.includes(id),
          );
        if (reads) {
          usages.push({
            kind: "validation",
            where: `${other.key}.validations[${i}]`,
            formula: validation.formula,
          });
        }
      });
    }
    for (const covenant of world.covenants) {
      if (typeof covenant.formula !== "string") continue;
      if (
        published
          .engineOfClientType(covenant.clientType)
          .compileExpression(covenant.formula)
          .references.includes(id)
      ) {
        usages.push({ kind: "covenant", where: covenant.internalName, formula: covenant.formula });
      }
    }
  }

  const inForm =
    form !== undefined &&
    Array.isArray(form.fields) &&
    flattenFields(form.fields).some(({ field }) => field.internalName === target.field);
  if (inForm) {
    for (const report of latestReports(world.reports)) {
      if (report.steps.some((step) => step.config.key === target.formKey)) {
        usages.push({ kind: "report", where: report.key });
      }
    }
    if (form.settings?.uploadable === true) usages.push({ kind: "excel", where: form.key });
  }
  return usages;
}

/** A problem's identity across two compilations of the same text. */
const problemKey = (problem: FormulaProblem) =>
  `${problem.code}@${problem.position?.offset ?? -1}:${problem.position?.length ?? 0}`;

/** The reference problems of `after` that `before` does not have. */
function newReferenceProblems(
  before: readonly FormulaProblem[],
  after: readonly FormulaProblem[],
): FormulaProblem[] {
  const had = new Set(before.filter(isReferenceProblem).map(problemKey));
  const seen = new Set<string>();
  return after.filter((problem) => {
    const key = problemKey(problem);
    if (!isReferenceProblem(problem) || had.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function labelOf(usage: FieldUsage): string {
  if (usage.kind === "formula") return `the formula of ${usage.where}`;
  if (usage.kind === "validation") return `the validation ${usage.where}`;
  return `the covenant ${usage.where}`;
}

/** References that resolve with the published world but would no longer resolve if `draft` replaced the published form of the same key: formulas and validations of OTHER forms, and covenant formulas of the draft's client types. Compare problem sets before/after with the engine (unknown-reference problems present after but not before). The draft's own formulas are not included (checkFormConfigs reports those). */
export function danglingReferences(draft: FormConfig, world: TemplateWorld): DanglingReference[] {
  const published = compiledWorld(world.forms);
  const before = published.forms;
  const replaced = before.some((form) => form.key === draft.key);
  const drafted = compiled(
    replaced ? before.map((form) => (form.key === draft.key ? draft : form)) : [...before, draft],
  );
  const out: DanglingReference[] = [];
  const add = (usage: FieldUsage, formula: string, problems: FormulaProblem[]) => {
    for (const problem of problems) {
      out.push({
        usage,
        reference: referenceAt(formula, problem),
        message: `${labelOf(usage)}: ${problem.message}`,
      });
    }
  };

  const engineBefore = published.engine();
  const engineAfter = drafted.engine();
  const problemsOf = (engine: FormulaEngine) => {
    const byField = new Map<string, FormulaProblem[]>();
    for (const problem of engine.problems()) {
      if (problem.fieldId === undefined) continue;
      const list = byField.get(problem.fieldId);
      if (list) list.push(problem);
      else byField.set(problem.fieldId, [problem]);
    }
    return byField;
  };
  const fieldProblemsBefore = problemsOf(engineBefore);
  const fieldProblemsAfter = problemsOf(engineAfter);

  for (const form of before) {
    if (form.key === draft.key) continue;
    for (const field of formulaFields(form)) {
      const found = newReferenceProblems(
        fieldProblemsBefore.get(field.id) ?? [],
        fieldProblemsAfter.get(field.id) ?? [],
      );
      add({ kind: "formula", where: field.id, formula: field.formula }, field.formula, found);
    }
    validationsOf(form).forEach((validation, i) => {
      const usage: FieldUsage = {
        kind: "validation",
        where: `${form.key}.validations[${i}]`,
        formula: validation.formula,
      };
      const options = { form: form.key };
      if (typeof validation.formula === "string") {
        const found = newReferenceProblems(
          engineBefore.compileExpression(validation.formula, options).problems,
          engineAfter.compileExpression(validation.formula, options).problems,
        );
        add(usage, validation.formula, found);
      }
      for (const dependency of validation.dependencies ?? []) {
        if (typeof dependency !== "string") continue;
        const found = newReferenceProblems(
          engineBefore.compileExpression(dependency, options).problems,
          engineAfter.compileExpression(dependency, options).problems,
        );
        for (const problem of found) {
          out.push({
            usage,
            reference: referenceAt(dependency, problem),
            message: `${labelOf(usage)}: dependency '${dependency}': ${problem.message}`,
          });
        }
      }
    });
  }

  // Covenants of the client types the draft has or had (dropping a client type takes the form away from them).
  const current = before.find((form) => form.key === draft.key);
  const clientTypes = new Set<string>([
    ...(Array.isArray(draft.clientTypes) ? draft.clientTypes : []),
    ...(current?.clientTypes ?? []),
  ]);
  for (const covenant of world.covenants) {
    if (!clientTypes.has(covenant.clientType) || typeof covenant.formula !== "string") continue;
    const found = newReferenceProblems(
      published.engineOfClientType(covenant.clientType).compileExpression(covenant.formula).problems,
      drafted.engineOfClientType(covenant.clientType).compileExpression(covenant.formula).problems,
    );
    add(
      { kind: "covenant", where: covenant.internalName, formula: covenant.formula },
      covenant.formula,
      found,
    );
  }
  return out;
}
