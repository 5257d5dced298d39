// The data file of the CLI (and of tests and examples): financial periods, fields (kind, formula) and values by
// field and month. Validated here without any Node-only API, so a browser can load the same files.
import type { FieldKind, FieldSpec } from "../compiler/FieldModel";
import type { DataSource } from "../engine/types";
import { DataFileError } from "../errors";
import type { FinancialPeriod } from "../periods/FinancialCalendar";
import { isMonth } from "../periods/months";
import type { Scalar } from "../values";

export interface DataFile {
  readonly financialPeriods?: readonly FinancialPeriod[];
  readonly fields: readonly FieldSpec[];
  /** A data source over the file's values (qualified field id → month → value). */
  readonly data: DataSource;
  readonly values: ReadonlyMap<string, ReadonlyMap<string, Scalar>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function splitId(id: string): { form?: string; name: string } {
  const dot = id.indexOf(".");
  return dot < 0 ? { name: id } : { form: id.slice(0, dot), name: id.slice(dot + 1) };
}

/**
 * Reads a parsed data file:
 * `{ "financialPeriods"?: [{start, end, months}], "fields"?: {id: {kind?, formula?}}, "values"?: {id: {"YYYY-MM": value}} }`.
 * Field ids may be qualified (`balanceSheet.totalAssets`). Fields that only appear in `values` are stock inputs.
 * @throws DataFileError naming the offending entry.
 */
export function parseDataFile(json: unknown): DataFile {
  if (!isRecord(json)) throw new DataFileError("a data file is a JSON object with fields and values");
  const { financialPeriods, fields = {}, values = {} } = json;
  if (financialPeriods !== undefined) {
    if (!Array.isArray(financialPeriods)) throw new DataFileError("financialPeriods must be a list");
    financialPeriods.forEach((period: unknown, i) => {
      if (
        !isRecord(period) ||
        typeof period.start !== "number" ||
        typeof period.end !== "number" ||
        typeof period.months !== "number"
      ) {
        throw new DataFileError(
          `financialPeriods[${i}] must be {"start": yyyymmdd, "end": yyyymmdd, "months": n}`,
        );
      }
    });
  }
  if (!isRecord(fields)) throw new DataFileError("fields must be an object: field id → {kind?, formula?}");
  if (!isRecord(values)) throw new DataFileError("values must be an object: field id → {month: value}");

  const specs: FieldSpec[] = [];
  const declared = new Set<string>();
  for (const [id, raw] of Object.entries(fields)) {
    if (!isRecord(raw)) throw new DataFileError(`fields.${id} must be an object such as {"kind": "flow"}`);
    const { kind, formula } = raw;
    if (kind !== undefined && kind !== "stock" && kind !== "flow") {
      throw new DataFileError(`fields.${id}.kind must be "stock" or "flow"`);
    }
    if (formula !== undefined && formula !== null && typeof formula !== "string") {
      throw new DataFileError(`fields.${id}.formula must be a text`);
    }
    specs.push({
      ...splitId(id),
      ...(kind !== undefined ? { kind: kind as FieldKind } : {}),
      ...(typeof formula === "string" ? { formula } : {}),
    });
    declared.add(id);
  }

  const table = new Map<string, Map<string, Scalar>>();
  for (const [id, byMonth] of Object.entries(values)) {
    if (!isRecord(byMonth)) throw new DataFileError(`values.${id} must be an object: "YYYY-MM" → value`);
    const column = new Map<string, Scalar>();
    for (const [month, value] of Object.entries(byMonth)) {
      if (!isMonth(month))
        throw new DataFileError(`values.${id}: ${JSON.stringify(month)} is not a month "YYYY-MM"`);
      if (
        value !== null &&
        typeof value !== "number" &&
        typeof value !== "string" &&
        typeof value !== "boolean"
      ) {
        throw new DataFileError(`values.${id}.${month} must be a number, a text, true, false or null`);
      }
      column.set(month, value);
    }
    table.set(id, column);
    if (!declared.has(id)) {
      specs.push(splitId(id));
      declared.add(id);
    }
  }

  return {
    ...(financialPeriods !== undefined ? { financialPeriods: financialPeriods as FinancialPeriod[] } : {}),
    fields: specs,
    data: { get: (fieldId, month) => table.get(fieldId)?.get(month) },
    values: table,
  };
}
