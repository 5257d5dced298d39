// The wizard's answer → what @ledgerline/form-renderer and @ledgerline/formula-engine take: form configs
// (the API sends names already translated: they are wrapped back into a translation per language), a
// formula engine over the report's forms and the data the wizard carries (the report's month and the
// comparison months), the comparison columns, and the changes of a step in the API's display units.
import { LANGUAGES } from "@ledgerline/schemas/languages";
import type { ComparisonValues, FieldProblem } from "@ledgerline/form-renderer";
import { buildFieldModel, isNumberType, storedToDisplay } from "@ledgerline/form-renderer";
import { createEngine } from "@ledgerline/formula-engine";
import type { FormulaEngine } from "@ledgerline/formula-engine";
import type { FormConfig, FormData } from "@ledgerline/schemas";
import { fieldSpecsOf, formDataSource } from "@ledgerline/schemas";
import type { FormConfigView, ScopedData, Wizard } from "../../api/types";

const everyLanguage = (text: unknown) =>
  typeof text === "string" ? Object.fromEntries(LANGUAGES.map((language) => [language, text])) : text;

function wrapField(field: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...field, name: everyLanguage(field.name) };
  if (field.guide !== undefined) out.guide = everyLanguage(field.guide);
  if (Array.isArray(field.dropdownVals)) {
    out.dropdownVals = (field.dropdownVals as { value: string; label: unknown }[]).map((option) => ({
      ...option,
      label: everyLanguage(option.label),
    }));
  }
  if (Array.isArray(field.children))
    out.children = (field.children as Record<string, unknown>[]).map(wrapField);
  return out;
}

/** A step's form view as the renderer's FormConfig. */
export function toRendererForm(view: FormConfigView): FormConfig {
  return {
    _id: view._id,
    key: view.key,
    version: view.version,
    name: everyLanguage(view.name),
    guide: view.guide ? everyLanguage(view.guide) : undefined,
    type: view.type,
    grid: view.grid ?? undefined,
    settings: view.settings ?? {},
    context: { category: view.category, periodType: view.periodType, target: view.target },
    fields: (view.fields as Record<string, unknown>[]).map(wrapField),
    validations: view.validations.map(
      ({ validationType, validationMessage, formula, dependencies, key }) => ({
        ...(key ? { key } : {}),
        validationType,
        validationMessage,
        formula,
        dependencies,
      }),
    ),
    translations: view.translations,
  } as unknown as FormConfig;
}

/** A JSON value map of the answer (values, computed) as a record; none when it holds no map. */
const valueMap = (json: unknown): Record<string, unknown> =>
  typeof json === "object" && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {};

/** Stored values of a form at one scope: inputs and the server's computed fields. */
export function scopeValues(
  wizard: Pick<Wizard, "scopedData">,
  scope: ScopedData["scope"],
  configKey: string,
): Record<string, unknown> | undefined {
  const data = wizard.scopedData.find((entry) => entry.scope === scope && entry.configKey === configKey);
  return data ? { ...valueMap(data.computed), ...valueMap(data.values) } : undefined;
}

export function comparisonsOf(wizard: Pick<Wizard, "scopedData">, configKey: string): ComparisonValues {
  const out: Record<string, Record<string, unknown>> = {};
  for (const scope of ["1FY", "1M", "1Y"] as const) {
    const values = scopeValues(wizard, scope, configKey);
    if (values) out[scope] = values;
  }
  return out as ComparisonValues;
}

/** One engine over the report's forms, fed with every month the wizard carries. */
export function engineOf(wizard: Pick<Wizard, "scopedData">, forms: readonly FormConfig[]): FormulaEngine {
  const documents = wizard.scopedData.map(
    (entry) =>
      ({
        configKey: entry.configKey,
        context: { numeric: entry.numeric },
        values: entry.values,
      }) as unknown as FormData,
  );
  return createEngine({ fields: fieldSpecsOf(forms), data: formDataSource(documents, forms) });
}

export interface Change {
  path: string;
  change: unknown;
  base: unknown;
}

/**
 * The changes of a step, in display units (spec: numbers as typed, currency in the report's scale when the
 * form is currency-scaled, percent for percentual), each with the value it was made on.
 */
export function changesOf(
  form: FormConfig,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  reportingScale: number,
): Change[] {
  const model = buildFieldModel(form);
  const context = {
    scale: reportingScale,
    currencyScaled: Boolean((form.settings as Record<string, unknown> | undefined)?.currencyScaled),
  };
  const display = (name: string, stored: unknown) => {
    const row = model.byName.get(name);
    if (row && typeof stored === "number" && isNumberType(row.valueType))
      return storedToDisplay(row.valueType, stored, context);
    return stored ?? null;
  };
  const changes: Change[] = [];
  for (const [name, value] of Object.entries(after)) {
    const row = model.byName.get(name);
    if (!row || row.readOnly) continue;
    const old = before[name] ?? null;
    if ((value ?? null) === old) continue;
    changes.push({ path: name, change: display(name, value), base: display(name, old) });
  }
  return changes;
}

/**
 * The problems that hold a step's changes back from the API: a changed field whose typed value breaks its rules
 * or does not parse. An emptied required field may be saved (Next checks that the step is complete), and step
 * validations do not hold a save back (the API answers them with the save).
 */
export function unsendable(problems: readonly FieldProblem[], changes: readonly Change[]): FieldProblem[] {
  const changed = new Set(changes.map((change) => change.path));
  return problems.filter(
    (problem) =>
      problem.severity === "error" &&
      (problem.source === "rule" || problem.source === "parse") &&
      problem.messageId !== "error-required" &&
      changed.has(problem.field),
  );
}

/**
 * The breach motivations typed since the last save, as changes (`{field}.breachMotivation`; an emptied
 * motivation is sent as null). The API stores them in the form data's covenantStatus.
 */
export function motivationChangesOf(
  before: Readonly<Record<string, { breachMotivation?: string | undefined }>>,
  after: Readonly<Record<string, { breachMotivation?: string | undefined }>>,
): Change[] {
  const changes: Change[] = [];
  for (const [name, state] of Object.entries(after)) {
    const typed = state.breachMotivation?.trim() || null;
    const old = before[name]?.breachMotivation?.trim() || null;
    if (typed === old) continue;
    changes.push({ path: `${name}.breachMotivation`, change: typed, base: old });
  }
  return changes;
}
