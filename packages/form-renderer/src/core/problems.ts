// Problems found in a form: generic field rules (checked on the field model, `fieldRules.ts`), typed input that
// does not parse, step validations of the config (through the formula engine) and covenant motivations.
import type { FormulaEngine } from "@ledgerline/formula-engine";
import type { FormConfig } from "@ledgerline/schemas";
import type { FieldProblem } from "./fieldProblem";
import type { FieldModel } from "./fieldModel";
import { fieldRuleProblems } from "./fieldRules";

export type { FieldProblem, Severity } from "./fieldProblem";

/** The generic field rules of the editable fields (`fieldRules.ts`), on the values as the rules read them. */
export function ruleProblems(model: FieldModel, data: Readonly<Record<string, unknown>>): FieldProblem[] {
  const out: FieldProblem[] = [];
  for (const row of model.rows) {
    if (!row.valued || row.readOnly) continue;
    out.push(...fieldRuleProblems(row, data[row.name]));
  }
  return out;
}

/**
 * Problems that typing on cannot cure show as soon as the value is typed, before the page is submitted: a
 * number typed with a minus stays negative, more digits only move a positive number further above its
 * maximum, a text only grows. The others (a field still empty, an address half written, a number on its way
 * up to its minimum) wait for the submission.
 */
export function showsWhileTyping(problem: FieldProblem): boolean {
  switch (problem.messageId) {
    case "error-negative":
    case "error-max-length":
      return true;
    case "error-max":
      return Number(problem.args?.limit) >= 0;
    default:
      return false;
  }
}

/**
 * Step validations of the form at a month: each failure goes on the fields it depends on that this form
 * shows (computed ones included: a balance check reads only subtotals). Failures with no such field go on
 * the first row so that the summary still lists them.
 */
export function stepProblems(
  model: FieldModel,
  engine: FormulaEngine,
  month: string,
  translate: (key: string) => string | undefined,
): FieldProblem[] {
  const form: FormConfig = model.form;
  const validations = form.validations ?? [];
  if (validations.length === 0) return [];
  const out: FieldProblem[] = [];
  const failures = engine.runValidations(
    validations.map((v) => ({
      validationType: v.validationType,
      validationMessage: v.validationMessage,
      formula: v.formula,
      ...(v.dependencies ? { dependencies: v.dependencies } : {}),
    })),
    month,
    { form: form.key },
  );
  for (const failure of failures) {
    const source = validations.find((v) => v.validationMessage === failure.validationMessage);
    const text =
      (source?.key ? translate(`validation.${source.key}`) : undefined) ?? failure.validationMessage;
    const names = failure.fields
      .map((id) => (id.startsWith(`${form.key}.`) ? id.slice(form.key.length + 1) : id))
      .filter((n) => model.byName.has(n));
    const targets =
      names.length > 0
        ? names
        : model.rows
            .filter((r) => r.valued)
            .slice(0, 1)
            .map((r) => r.name);
    for (const field of targets)
      out.push({
        field,
        severity: failure.validationType === "error" ? "error" : "warning",
        source: "step",
        text,
      });
  }
  return out;
}
