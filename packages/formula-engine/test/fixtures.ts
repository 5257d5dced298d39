// Test fixtures: engines built from the data-file format (the same format as the docs and the CLI).
import { createEngine, parseDataFile } from "../src/index";
import type { FormulaEngine, Value } from "../src/index";

export interface FixtureInput {
  readonly financialPeriods?: readonly { start: number; end: number; months: number }[];
  readonly fields?: Record<string, { kind?: "stock" | "flow"; formula?: string }>;
  readonly values?: Record<string, Record<string, number | string | boolean | null>>;
}

export function engineFrom(input: FixtureInput): FormulaEngine {
  const file = parseDataFile(input);
  return createEngine({
    fields: file.fields,
    data: file.data,
    ...(file.financialPeriods ? { financialPeriods: file.financialPeriods } : {}),
  });
}

/** Evaluates an expression against a fixture at a month. */
export function evaluate(input: FixtureInput, expression: string, month: string): Value {
  return engineFrom(input).evaluateExpression(expression, month);
}

/** Year-to-date values from monthly amounts, per calendar year, starting at `first` ("YYYY-MM"). */
export function monthlySeries(first: string, amounts: readonly number[]): Record<string, number> {
  const [year, month] = first.split("-").map(Number) as [number, number];
  const out: Record<string, number> = {};
  amounts.forEach((amount, i) => {
    const index = year * 12 + month - 1 + i;
    out[`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`] = amount;
  });
  return out;
}
