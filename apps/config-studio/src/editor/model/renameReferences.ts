// "Rename everywhere in this form": the rename plus a rewrite of the form's own references to the field. Formulas
// are read with the engine's tokenizer, so only field tokens change — never a string literal, a function name,
// another form's field of the same name or a form name.
import { tokenizeFormula } from "@ledgerline/formula-engine";
import type { FieldDefinition, FormConfig } from "@ledgerline/schemas";
import type { TreeResult } from "./fieldTree";
import { renameField } from "./fieldTree";

/**
 * The formula with every reference to `oldName` of form `formKey` renamed: a plain `oldName` (not followed by
 * ".", which would make it a form name) and a qualified `formKey.oldName`.
 */
export function renameInFormula(formula: string, formKey: string, oldName: string, newName: string): string {
  const tokens = tokenizeFormula(formula);
  const edits: { from: number; to: number }[] = [];
  tokens.forEach((token, i) => {
    if (token.type !== "field" || token.text !== oldName) return;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    const isFormName = after?.type === "punctuation" && after.text === "." && after.from === token.to;
    if (isFormName) return;
    const qualified = before?.type === "punctuation" && before.text === "." && before.to === token.from;
    if (qualified) {
      const form = tokens[i - 2];
      if (form?.type !== "field" || form.text !== formKey || form.to !== before.from) return;
    }
    edits.push({ from: token.from, to: token.to });
  });
  let out = formula;
  for (const edit of edits.reverse()) out = out.slice(0, edit.from) + newName + out.slice(edit.to);
  return out;
}

function renameInFields(
  fields: readonly FieldDefinition[],
  rewrite: (formula: string) => string,
): FieldDefinition[] {
  return fields.map((field) => {
    const formula = typeof field.formula === "string" ? rewrite(field.formula) : field.formula;
    const children = field.children ? renameInFields(field.children, rewrite) : undefined;
    if (formula === field.formula && children === undefined) return field;
    return { ...field, formula, ...(children ? { children } : {}) };
  });
}

/** Renames the field and rewrites the references to it in this form's formulas, validations and charts. */
export function renameEverywhere(config: FormConfig, oldName: string, newName: string): TreeResult {
  const renamed = renameField(config, oldName, newName);
  if (!renamed.ok || oldName === newName) return renamed;
  const rewrite = (formula: string) => renameInFormula(formula, config.key, oldName, newName);
  const rename = (name: string) => (name === oldName ? newName : name);
  const next: FormConfig = { ...renamed.config, fields: renameInFields(renamed.config.fields, rewrite) };
  if (config.validations) {
    next.validations = config.validations.map((validation) => ({
      ...validation,
      formula: rewrite(validation.formula),
      ...(validation.dependencies ? { dependencies: validation.dependencies.map(rename) } : {}),
    }));
  }
  if (config.chartFields) {
    next.chartFields = config.chartFields.map((chart) => ({ ...chart, field: rename(chart.field) }));
  }
  return { ok: true, config: next, selected: newName };
}
