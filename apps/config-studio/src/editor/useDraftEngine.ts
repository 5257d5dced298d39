// One formula engine over the draft and the other published forms, rebuilt once per change of the draft (a
// new draft object: every edit, undo and redo, and a reload, which keeps the edit counter), shared by every
// formula editor of the page. It answers "what is wrong with this field's formula" (cycles included, which
// only the whole engine sees) and "what is wrong with this expression".
import type { FormulaEngine, FormulaProblem } from "@ledgerline/formula-engine";
import { createEngine } from "@ledgerline/formula-engine";
import type { FormConfig, Language } from "@ledgerline/schemas";
import { fieldSpecsOf } from "@ledgerline/schemas";
import { useMemo } from "react";
import type { FormulaDiagnostic, FormulaFieldInfo } from "../formula-editor";
import { diagnosticsOfProblems } from "../formula-editor";
import { allFields } from "./model/fieldTree";
import { inLanguage } from "./model/translated";

export interface DraftEngine {
  /** Null when the draft's fields cannot make an engine (duplicate names…): `buildError` says why. */
  readonly engine: FormulaEngine | null;
  readonly buildError: string | null;
  /** The engine's problems of a field's formula as it stands in the draft. */
  fieldProblems(internalName: string): FormulaProblem[];
  /** Diagnostics of a formula text of a field: the engine's when it is the draft's text, else a fresh compile. */
  checkField(internalName: string, text: string): FormulaDiagnostic[];
  /** Problems of a step validation's formula, with one more when it is not a yes/no expression. */
  validationProblems(text: string): ValidationProblem[];
}

export interface ValidationProblem {
  readonly message: string;
  readonly severity: "error" | "warning";
  /** The engine's problem (with its position), absent for the "not yes/no" one. */
  readonly problem?: FormulaProblem;
}

/** Every form the engine knows: the published ones, the draft replacing its own key. */
export function formsWithDraft(published: readonly FormConfig[], draft: FormConfig): FormConfig[] {
  return [...published.filter((form) => form.key !== draft.key), draft];
}

export function useDraftEngine(
  draft: FormConfig,
  published: readonly FormConfig[],
  notBooleanMessage: string,
): DraftEngine {
  const built = useMemo(() => buildEngine(draft, published), [draft, published]);
  return useMemo(() => {
    const { engine, buildError } = built;
    const fieldProblems = (internalName: string) =>
      engine ? engine.problems().filter((p) => p.fieldId === `${draft.key}.${internalName}`) : [];
    const compile = (text: string) => (engine ? engine.compileExpression(text, { form: draft.key }) : null);
    return {
      engine,
      buildError,
      fieldProblems,
      checkField(internalName, text) {
        const current = allFields(draft).find((entry) => entry.field.internalName === internalName)?.field;
        if (current?.formula === text) return diagnosticsOfProblems(fieldProblems(internalName), text);
        return diagnosticsOfProblems(compile(text)?.problems ?? [], text);
      },
      validationProblems(text) {
        if (text.trim() === "") return [];
        const compiled = compile(text);
        if (!compiled) return [];
        const problems: ValidationProblem[] = compiled.problems.map((problem) => ({
          message: problem.message,
          severity: problem.severity,
          problem,
        }));
        const hasErrors = problems.some((p) => p.severity === "error");
        const type = compiled.resultType;
        if (!hasErrors && type !== "boolean" && type !== "any" && type !== "null")
          problems.push({ message: notBooleanMessage, severity: "error" });
        return problems;
      },
    };
  }, [built, draft, notBooleanMessage]);
}

function buildEngine(draft: FormConfig, published: readonly FormConfig[]) {
  try {
    const engine = createEngine({
      fields: fieldSpecsOf(formsWithDraft(published, draft)),
      data: { get: () => null },
    });
    return { engine, buildError: null };
  } catch (error) {
    return { engine: null, buildError: error instanceof Error ? error.message : String(error) };
  }
}

/** The names formulas may use: this form's fields by name, other forms' fields as `form.name`. */
export function formulaFieldsOf(
  draft: FormConfig,
  published: readonly FormConfig[],
  language: Language,
): FormulaFieldInfo[] {
  const infos: FormulaFieldInfo[] = [];
  for (const form of formsWithDraft(published, draft)) {
    const own = form.key === draft.key;
    for (const { field } of allFields(form)) {
      if (field.type === "fieldset") continue;
      infos.push({
        reference: own ? field.internalName : `${form.key}.${field.internalName}`,
        label: inLanguage(field.name, language),
        ...(typeof field.formula === "string" ? { formula: field.formula } : {}),
        type: field.type,
      });
    }
  }
  return infos;
}
