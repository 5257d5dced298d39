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

/** The compiled formulas of some form versions under some financial periods, shared by every client. */
export interface CompiledEngine {
  /** Form versions and financial periods: what the formulas were compiled for. */
  key: string;
  engine: FormulaEngine;
  /** The engine's own data, given by `withEngine` for one use. */
  source: { current: DataSource | null };
  /** The type of each input field (not computed), by field id (`form.name`). */
  inputTypes: ReadonlyMap<string, string>;
}

/** Compiled engines by form versions and financial periods, most recently used last. */
const engines = new Map<string, CompiledEngine>();
const ENGINE_CACHE_SIZE = 64;

/**
 * The compiled engine of these forms under the client's financial periods. Compiling (parsing every formula of
 * the forms) costs tens of milliseconds, evaluating a form a millisecond: so it is done once per form versions
 * and periods, and the engine is given each use's data (`withEngine`) or a client's kept state (kept-engines.ts).
 */
export function compiledEngine(
  forms: readonly FormConfig[],
  client: Pick<ClientDoc, "financialPeriods">,
): CompiledEngine {
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
    const source: CompiledEngine["source"] = { current: null };
    const fields = fieldSpecsOf(forms);
    const engine = createEngine({
      fields,
      financialPeriods: periods,
      data: { get: (fieldId, month) => source.current?.get(fieldId, month) },
    });
    const inputTypes = new Map(
      fields
        .filter((field) => field.formula === undefined)
        .map((field) => [`${field.form}.${field.name}`, field.type]),
    );
    entry = { key, engine, source, inputTypes };
    if (engines.size >= ENGINE_CACHE_SIZE) engines.delete(engines.keys().next().value as string);
  }
  engines.set(key, entry);
  return entry;
}

/**
 * Runs `run` with a formula engine over these forms and documents, from nothing: for one-off computations
 * (exports, checks of a template change) and those that set inputs. The hot paths of a client's report use
 * its kept state instead (kept-engines.ts). `run` must be synchronous (it is: the engine is), so no other
 * request can use the engine meanwhile.
 */
export function withEngine<T>(
  forms: readonly FormConfig[],
  client: Pick<ClientDoc, "financialPeriods">,
  documents: readonly FormDataDoc[],
  run: (engine: FormulaEngine) => T,
): T {
  const entry = compiledEngine(forms, client);
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

/** Each form's computed fields, found once per form version (templates are kept, and so is this). */
const formulaFieldsOf = new WeakMap<FormConfig, FieldDefinition[]>();

export function formulaFields(form: FormConfig): FieldDefinition[] {
  let fields = formulaFieldsOf.get(form);
  if (!fields) {
    fields = flattenFields(form.fields)
      .map((entry) => entry.field)
      .filter(
        (field) => field.type !== "fieldset" && typeof field.formula === "string" && field.formula.length > 0,
      );
    formulaFieldsOf.set(form, fields);
  }
  return fields;
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
