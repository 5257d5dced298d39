// Problems found in a form: generic field rules (through the RJSF ajv validator), typed input that does not
// parse, step validations of the config (through the formula engine) and covenant motivations.
import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import type { FormulaEngine } from "@ledgerline/formula-engine";
import type { FormConfig } from "@ledgerline/schemas";
import type { FieldModel } from "./fieldModel";

export type Severity = "error" | "warning";

/** One problem on one field. Messages are Fluent ids with arguments, or a text the form config supplies. */
export interface FieldProblem {
  readonly field: string;
  readonly severity: Severity;
  readonly source: "rule" | "parse" | "step" | "covenant";
  /** Fluent message id of the renderer's own words (absent when `text` is given). */
  readonly messageId?: string;
  readonly args?: Readonly<Record<string, string | number>>;
  /** A message written in the form config (step validations), already translated. */
  readonly text?: string;
}

interface AjvError {
  instancePath?: string;
  keyword: string;
  params?: Record<string, unknown>;
}

/** Generic field rules of the spec, checked by ajv on the display values of the editable fields. */
export function ruleProblems(
  model: FieldModel,
  schema: RJSFSchema,
  validator: ValidatorType,
  data: Record<string, unknown>,
): FieldProblem[] {
  const { errors = [] } = validator.rawValidation<AjvError>(schema, data);
  const out: FieldProblem[] = [];
  for (const error of errors) {
    const field =
      error.keyword === "required"
        ? String(error.params?.missingProperty ?? "")
        : (error.instancePath ?? "").replace(/^\//, "");
    const row = model.byName.get(field);
    if (!row || row.readOnly) continue;
    const rules = row.definition.validations ?? {};
    const limit = typeof error.params?.limit === "number" ? error.params.limit : 0;
    const problem = (messageId: string, args?: Record<string, string | number>): FieldProblem => ({
      field,
      severity: "error",
      source: "rule",
      messageId,
      ...(args ? { args } : {}),
    });
    switch (error.keyword) {
      case "required":
        out.push(problem("error-required"));
        break;
      case "minLength":
        out.push(problem("error-min-length", { limit }));
        break;
      case "maxLength":
        out.push(problem("error-max-length", { limit }));
        break;
      case "minimum":
        out.push(
          rules.allowNegative === false && limit === 0
            ? problem("error-negative")
            : problem("error-min", { limit }),
        );
        break;
      case "maximum":
        out.push(problem("error-max", { limit }));
        break;
      case "format":
        out.push(problem(error.params?.format === "email" ? "error-email" : "error-url"));
        break;
      case "pattern":
        out.push(
          problem(
            rules.format === "telephone"
              ? "error-telephone"
              : rules.format === "number"
                ? "error-number"
                : "error-pattern",
          ),
        );
        break;
      case "enum":
        out.push(problem("error-choice"));
        break;
      case "type":
        break; // the widgets only produce values of the right type; a wrong type cannot be typed
      default:
        out.push(problem("error-invalid"));
    }
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
