// The comparison columns 1FY (end of the previous financial year), 1M (previous month), 1Y (same month a year
// earlier), and a helper that fills them from the formula engine (typed and computed fields alike).
import type { FormulaEngine } from "@ledgerline/formula-engine";
import type { FinancialPeriod, StoredValue } from "@ledgerline/schemas";
import { addMonths, calendarFinancialPeriod, financialPeriodOf, monthOf } from "@ledgerline/schemas";
import type { FieldModel } from "./fieldModel";
import { engineToStoredValue } from "./displayValues";

export type ComparisonColumn = "1FY" | "1M" | "1Y";

/** The month each comparison column shows for a report month. */
export function comparisonMonths(
  month: string,
  financialPeriods: readonly FinancialPeriod[] = [],
): Record<ComparisonColumn, string> {
  const current = financialPeriodOf(financialPeriods, month) ?? calendarFinancialPeriod(month);
  return {
    "1FY": addMonths(monthOf(current.start), -1),
    "1M": addMonths(month, -1),
    "1Y": addMonths(month, -12),
  };
}

/** Stored values of every valued row of the form at each comparison month, read through the engine. */
export function comparisonsFromEngine(
  engine: FormulaEngine,
  model: FieldModel,
  month: string,
  financialPeriods: readonly FinancialPeriod[] = [],
): Record<ComparisonColumn, Record<string, StoredValue>> {
  const months = comparisonMonths(month, financialPeriods);
  const out = { "1FY": {}, "1M": {}, "1Y": {} } as Record<ComparisonColumn, Record<string, StoredValue>>;
  for (const key of Object.keys(months) as ComparisonColumn[]) {
    for (const row of model.rows) {
      if (!row.valued || row.valueType === "none") continue;
      out[key][row.name] = engineToStoredValue(row, engine.evaluate(row.fieldId, months[key]));
    }
  }
  return out;
}
