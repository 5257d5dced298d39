// What every row and widget of one rendered form shares. The value never changes while the form is mounted
// (it is created with the store), so reading it costs no re-render; live state is read from atoms.
import { createContext, useContext } from "react";
import type { ExplainNode, ValueUnit } from "@ledgerline/formula-engine";
import type { Language, StoredValue } from "@ledgerline/schemas";
import type { ValueContext } from "../core/displayValues";
import type { FormStore } from "../store/FormStore";

export type ComparisonKey = "1FY" | "1M" | "1Y";

/** Earlier stored values shown beside the form, per comparison column and internal name. */
export type ComparisonValues = Partial<
  Record<ComparisonKey, Readonly<Record<string, StoredValue | undefined>>>
>;

/** What the host gets when the user asks how a computed field is computed. */
export interface FormulaRequest {
  readonly field: string;
  readonly label: string;
  readonly formula: string;
  readonly explanation: ExplainNode;
  /** The scale this form shows money in (the report's when the form is currency-scaled, else 1). */
  readonly scale?: number;
  /** The report's currency code, when the host gave it. */
  readonly currency?: string;
  /** The unit the field's value is shown in (a COVENANT field's is its covenant's type). */
  readonly unit?: ValueUnit;
}

export interface RendererContextValue {
  readonly store: FormStore;
  readonly language: Language;
  readonly valueContext: ValueContext;
  readonly readOnly: boolean;
  readonly comparisonKeys: readonly ComparisonKey[];
  readonly comparisons: ComparisonValues;
  /** The month each comparison column shows, `YYYY-MM`. */
  readonly comparisonMonths: Partial<Record<ComparisonKey, string>>;
  readonly currency: string | undefined;
  /** The period the values are for, as the inputs' names say it ("Total assets, September 2025"). */
  readonly periodLabel: string;
  readonly onShowFormula: ((request: FormulaRequest) => void) | undefined;
}

export const RendererContext = createContext<RendererContextValue | null>(null);

export function useRenderer(): RendererContextValue {
  const value = useContext(RendererContext);
  if (!value) throw new Error("form-renderer components must be rendered inside <FormRenderer>");
  return value;
}

/** The id of a field's input (used for labels, focus from the error summary and keyboard moves). */
export function inputId(formKey: string, name: string): string {
  return `ll-${formKey}-${name}`;
}

export function labelId(formKey: string, name: string): string {
  return `ll-${formKey}-${name}-label`;
}

/** The id of the element that shows a field's errors and warnings (its input's aria-describedby points at it). */
export function problemsId(formKey: string, name: string): string {
  return `${inputId(formKey, name)}-problems`;
}

/** "September 2025": the month `YYYY-MM` with its name and year in the language. */
export function monthPeriodLabel(month: string, language: string): string {
  const [year, monthNumber] = month.split("-").map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, monthNumber - 1, 1),
  );
}
