// The formula engine over stored form data: the same engine and the same field specs as the portal
// (@ledgerline/formula-engine, @ledgerline/schemas), so a value computed here equals the one on screen.
import { createEngine, isErrorValue } from "@ledgerline/formula-engine";
import type { DataSource, FormulaEngine, Value } from "@ledgerline/formula-engine";
import {
  addMonths,
  engineToStored,
  fieldSpecsOf,
  flattenFields,
  formDataSource,
  monthEnd,
  monthOf,
} from "@ledgerline/schemas";
import type { FieldDefinition, FormConfig } from "@ledgerline/schemas";
import type { ClientDoc } from "../../model/clients";
import { formFitsClient } from "./model";
import type { FormConfigDoc, FormDataDoc } from "./model";
import type { Templates } from "./repository";

/** Months of history loaded for formulas: enough for -1FY, -1Y and twelve-month windows of the prior year. */
export const HISTORY_MONTHS = 25;

export function historyStart(numeric: number, months = HISTORY_MONTHS): number {
  return monthEnd(addMonths(monthOf(numeric), -months));
}

/** The forms a client's formulas may read: pinned versions first, then the newest of each key for the type. */
export function formsForClient(
  templates: Templates,
  client: Pick<ClientDoc, "clientType" | "clientConfigType">,
  pinned: Record<string, string> = {},
): FormConfigDoc[] {
  const byKey = new Map<string, FormConfigDoc>();
  for (const [key, version] of Object.entries(pinned)) {
    const form = templates.form(key, version);
    if (form) byKey.set(key, form);
  }
  for (const form of templates.forms) {
    if (!byKey.has(form.key) && formFitsClient(form, client)) byKey.set(form.key, form);
  }
  return [...byKey.values()];
}

interface CachedEngine {
  engine: FormulaEngine;
  source: { current: DataSource | null };
}

/** Compiled engines by form versions and financial periods, most recently used last. */
const engines = new Map<string, CachedEngine>();
const ENGINE_CACHE_SIZE = 64;

/**
 * Runs `run` with a formula engine over these forms and documents. Compiling an engine (parsing every formula
 * of the forms) costs tens of milliseconds, evaluating a form a millisecond: so compiled engines are kept per
 * form versions and financial periods and given the request's data before each use. `run` must be
 * synchronous (it is: the engine is), so no other request can use the engine meanwhile.
 */
export function withEngine<T>(
  forms: readonly FormConfig[],
  client: Pick<ClientDoc, "financialPeriods">,
  documents: readonly FormDataDoc[],
  run: (engine: FormulaEngine) => T,
): T {
  const periods =
    client.financialPeriods && client.financialPeriods.length > 0 ? client.financialPeriods : undefined;
  const key = `${forms
    .map((form) => `${form.key}@${form.version}`)
    .sort()
    .join(",")}|${JSON.stringify(periods ?? null)}`;
  let entry = engines.get(key);
  if (entry) {
    engines.delete(key);
  } else {
    const source: CachedEngine["source"] = { current: null };
    const engine = createEngine({
      fields: fieldSpecsOf(forms),
      financialPeriods: periods,
      data: { get: (fieldId, month) => source.current?.get(fieldId, month) },
    });
    entry = { engine, source };
    if (engines.size >= ENGINE_CACHE_SIZE) engines.delete(engines.keys().next().value as string);
  }
  engines.set(key, entry);
  entry.source.current = formDataSource(documents, forms) as DataSource;
  entry.engine.reset();
  try {
    return run(entry.engine);
  } finally {
    entry.source.current = null;
    entry.engine.reset();
  }
}

export function isNumberType(type: string): type is "numeric" | "currency" | "percentual" {
  return type === "numeric" || type === "currency" || type === "percentual";
}

/** An engine value as it is stored: hundredths for numbers (percentual: hundredths of a percent). */
export function storedOf(
  field: Pick<FieldDefinition, "type" | "fieldType">,
  value: Value,
): number | string | boolean | null {
  if (value === null || value === undefined || isErrorValue(value)) return null;
  if (typeof value === "number") {
    const type = field.type === "COVENANT" ? (field.fieldType ?? "numeric") : field.type;
    return isNumberType(type) ? engineToStored(type, value) : value;
  }
  return value as string | boolean;
}

export function formulaFields(form: FormConfig): FieldDefinition[] {
  return flattenFields(form.fields)
    .map((entry) => entry.field)
    .filter(
      (field) => field.type !== "fieldset" && typeof field.formula === "string" && field.formula.length > 0,
    );
}

/** The computed values of a form at a month, stored units, by field name. */
export function computedValues(
  engine: FormulaEngine,
  form: FormConfig,
  month: string,
): Record<string, number | string | boolean | null> {
  const out: Record<string, number | string | boolean | null> = {};
  for (const field of formulaFields(form)) {
    let value: Value;
    try {
      value = engine.evaluate(`${form.key}.${field.internalName}`, month);
    } catch {
      value = null;
    }
    out[field.internalName] = storedOf(field, value);
  }
  return out;
}
