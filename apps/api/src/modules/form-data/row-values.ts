// A form's values at a month, read from the formula engine (flows of a calendar year as their last twelve
// months), currency fields converted where asked: the form-data pages and the factsheet export show the same.
import { flattenFields } from "@ledgerline/schemas";
import type { FieldDefinition } from "@ledgerline/schemas";
import type { FormulaEngine, Value } from "@ledgerline/formula-engine";
import type { CurrencyConverter } from "../exchange-rates/converter";
import { storedOf } from "../reports/engine";
import type { FormConfigDoc } from "../reports/model";

export function valueType(field: FieldDefinition): string {
  return field.type === "COVENANT" ? (field.fieldType ?? "numeric") : field.type;
}

export function safeValue(run: () => Value): Value {
  try {
    return run();
  } catch {
    return null;
  }
}

export interface Converting {
  converter: CurrencyConverter;
  from: string;
  to: string;
}

/** Every valued field of a form at a month (flows of a calendar year as their last twelve months). */
export function rowValues(
  engine: FormulaEngine,
  form: FormConfigDoc,
  month: string,
  numeric: number,
  options: { calendarYear?: boolean; only?: ReadonlySet<string> } & Partial<Converting>,
) {
  const values: Record<string, number | string | boolean | null> = {};
  const unavailable: Array<{ field: string; reason: string }> = [];
  for (const { field } of flattenFields(form.fields)) {
    if (field.type === "fieldset" || (options.only && !options.only.has(field.internalName))) continue;
    const id = `${form.key}.${field.internalName}`;
    const flow = field.kind === "flow";
    const value = safeValue(() =>
      options.calendarYear && flow
        ? engine.evaluateExpression(`ltm(${id})`, month)
        : engine.evaluate(id, month),
    );
    let stored = storedOf(field, value);
    if (
      valueType(field) === "currency" &&
      options.converter &&
      options.from &&
      options.to &&
      typeof stored === "number"
    ) {
      const converted = options.converter.convertStored(stored, options.from, options.to, numeric);
      stored = converted.value;
      if (converted.reason) unavailable.push({ field: field.internalName, reason: converted.reason });
    }
    values[field.internalName] = stored;
  }
  return { values, unavailable };
}
