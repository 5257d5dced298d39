// The preview's data → what the form renderer takes: a formula engine over every published form (the draft
// in place of its published version) fed with the client's stored data, the draft's stored values at the
// period, and the comparison columns read through the engine.
import { buildFieldModel, comparisonsFromEngine } from "@ledgerline/form-renderer";
import type { ComparisonValues } from "@ledgerline/form-renderer";
import { createEngine } from "@ledgerline/formula-engine";
import type { FormulaEngine } from "@ledgerline/formula-engine";
import { fieldSpecsOf, formDataSource } from "@ledgerline/schemas";
import type { FinancialPeriod, FormConfig, FormData, StoredValue } from "@ledgerline/schemas";

/** One stored form data document as studioPreviewData sends it. */
export interface PreviewFormData {
  formKey: string;
  /** The month's last day, yyyymmdd. */
  numeric: number;
  values: Record<string, StoredValue>;
}

export interface StudioPreviewData {
  clientId: string;
  clientName: string;
  clientType: string;
  currency: string;
  reportingScale: number;
  financialPeriods: FinancialPeriod[];
  formData: PreviewFormData[];
}

export interface PreviewModel {
  engine: FormulaEngine;
  values: Record<string, StoredValue>;
  comparisons: ComparisonValues;
  financialPeriods: FinancialPeriod[];
}

/**
 * formDataSource reads a document's configKey, context.numeric and values only; the preview's answer carries
 * exactly those, under other names.
 */
function asFormData(entry: PreviewFormData): FormData {
  return {
    configKey: entry.formKey,
    context: { numeric: entry.numeric },
    values: entry.values,
  } as unknown as FormData;
}

/** The draft replaces the published form of its key (the editor passes it so already; this keeps it sure). */
export function formsWithDraft(form: FormConfig, forms: readonly FormConfig[]): FormConfig[] {
  return [...forms.filter((other) => other.key !== form.key), form];
}

export function buildPreviewModel(
  form: FormConfig,
  forms: readonly FormConfig[],
  data: StudioPreviewData,
  period: { month: string; numeric: number },
): PreviewModel {
  const all = formsWithDraft(form, forms);
  const financialPeriods = Array.isArray(data.financialPeriods) ? data.financialPeriods : [];
  const engine = createEngine({
    fields: fieldSpecsOf(all),
    financialPeriods,
    data: formDataSource(data.formData.map(asFormData), all),
    strict: false,
  });
  const stored = data.formData.find(
    (entry) => entry.formKey === form.key && entry.numeric === period.numeric,
  );
  return {
    engine,
    values: stored?.values ?? {},
    comparisons: comparisonsFromEngine(engine, buildFieldModel(form), period.month, financialPeriods),
    financialPeriods,
  };
}
