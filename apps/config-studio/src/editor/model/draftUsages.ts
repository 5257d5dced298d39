// Where fields are used, judged on the draft as it stands. The server's templateFieldUsages knows only the
// published catalogue: it cannot see a formula or step validation the draft has added (or has removed), so the
// draft's own uses are found here, with the same rule (the engine's reference resolution, @ledgerline/schemas
// fieldUsages) over the draft in place of its published version; the uses elsewhere (other forms, covenants,
// reports, the Excel template) stay the server's.
import { fieldUsages } from "@ledgerline/schemas";
import type { FormConfig, TemplateWorld } from "@ledgerline/schemas";

export interface FieldUse {
  readonly kind: string;
  readonly where: string;
  readonly formula: string | null;
  /** The field used (set when several fields are looked up at once: a field and its children). */
  readonly field?: string;
}

const isOwnFormulaOrValidation = (use: FieldUse, formKey: string) =>
  (use.kind === "formula" || use.kind === "validation") && use.where.startsWith(`${formKey}.`);

/**
 * The uses of `names` inside the draft itself: formulas of its fields (COVENANT fields included) and its step
 * validations (formula or dependencies), resolved by the engine over the draft and the other published forms.
 * Uses by fields listed in `ignoring` are left out (the fields deleted together with the used one).
 */
export function draftOwnUsages(
  draft: FormConfig,
  published: readonly FormConfig[],
  names: readonly string[],
  ignoring: readonly string[] = [],
): FieldUse[] {
  // One array for every name: fieldUsages compiles a forms list once and keeps the result with it.
  const world: TemplateWorld = {
    forms: [...published.filter((form) => form.key !== draft.key), draft],
    reports: [],
    covenants: [],
  };
  const ignored = new Set(ignoring.map((name) => `${draft.key}.${name}`));
  return names.flatMap((field) =>
    fieldUsages({ formKey: draft.key, field }, world)
      .map((use) => ({ kind: use.kind, where: use.where, formula: use.formula ?? null, field }))
      .filter((use) => isOwnFormulaOrValidation(use, draft.key) && !ignored.has(use.where)),
  );
}

/**
 * The server's uses (from the published catalogue) with the published form's own formulas and validations
 * replaced by the draft's: the draft's own uses first, then those elsewhere.
 */
export function usagesOnDraft<T extends FieldUse>(
  formKey: string,
  own: readonly FieldUse[],
  server: readonly T[],
): FieldUse[] {
  return [...own, ...server.filter((use) => !isOwnFormulaOrValidation(use, formKey))];
}
