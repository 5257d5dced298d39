// What the covenant formula editor offers and checks: the fields of the published forms of the covenant's
// client type (referenced as form.internalName), and a check that compiles the text with an engine over those
// forms (no data: only the text's problems matter). The engine is built once per list of forms.
import { createEngine } from "@ledgerline/formula-engine";
import type { FormulaEngine } from "@ledgerline/formula-engine";
import { fieldSpecsOf, flattenFields } from "@ledgerline/schemas";
import type { FormConfig } from "@ledgerline/schemas";
import { useMemo } from "react";
import { usePublishedForms } from "../../api/publishedTemplates";
import { diagnosticsOfProblems } from "../../formula-editor";
import type { FormulaDiagnostic, FormulaFieldInfo } from "../../formula-editor";

export function formsOfClientType(forms: readonly FormConfig[], clientType: string): FormConfig[] {
  return forms.filter((form) => (form.clientTypes as readonly string[]).includes(clientType));
}

export function formulaFieldsOf(forms: readonly FormConfig[], language: string): FormulaFieldInfo[] {
  return forms.flatMap((form) =>
    flattenFields(form.fields)
      .filter(({ field }) => field.type !== "fieldset")
      .map(({ field }) => ({
        reference: `${form.key}.${field.internalName}`,
        label: (field.name as Record<string, string | undefined>)[language] ?? field.name.en,
        ...(typeof field.formula === "string" ? { formula: field.formula } : {}),
        type: field.type,
      })),
  );
}

/**
 * The check of covenant formulas over these forms: the text compiled by an engine built once over their
 * fields (no data: only the text's problems matter), as editor diagnostics.
 */
export function formulaCheckOver(forms: readonly FormConfig[]): (text: string) => FormulaDiagnostic[] {
  let engine: FormulaEngine;
  try {
    engine = createEngine({ fields: fieldSpecsOf(forms), data: { get: () => null } });
  } catch (error) {
    // A published form the engine refuses (duplicate field…) must not stop the catalogue: no live check then,
    // and the API still checks the formula when the covenant is saved.
    console.error("The formula engine could not be built over the published forms", error);
    return () => [];
  }
  return (text) =>
    text.trim() === "" ? [] : diagnosticsOfProblems(engine.compileExpression(text).problems, text);
}

const NO_CHECK = (): FormulaDiagnostic[] => [];

export function useCovenantFormula(clientType: string, language: string) {
  const published = usePublishedForms();
  const forms = useMemo(
    () => formsOfClientType(published.data ?? [], clientType),
    [published.data, clientType],
  );
  const fields = useMemo(() => formulaFieldsOf(forms, language), [forms, language]);
  const check = useMemo(() => (published.data ? formulaCheckOver(forms) : NO_CHECK), [published.data, forms]);
  return { fields, check, loading: published.isPending, failed: published.isError };
}
