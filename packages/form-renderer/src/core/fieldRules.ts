// The generic field rules of spec 2 §5, derived once from a row's config: toJsonSchema writes them as JSON
// Schema keywords, and `fieldRuleProblems` checks them on the field model directly. Checking needs no
// compiled validator: the portal runs under a Content Security Policy that forbids evaluating strings as code,
// and ajv compiles with `new Function`. Number rules are @ledgerline/schemas' number-rules, as the API applies them.
import { brokenNumberRule, matchesTextFormat } from "@ledgerline/schemas";
import type { RenderField } from "./fieldModel";
import { isNumberType } from "./displayValues";
import type { FieldProblem } from "./fieldProblem";

/** Telephone: an optional leading plus and country code, then ten digits. */
export const TELEPHONE_PATTERN = "^(\\+\\d{1,3})?\\d{10}$";

/** A text field with the number format: digits, a leading minus, dots and commas. */
export const NUMBER_PATTERN = "^-?[0-9.,]+$";

/** The rules of a text field, and which message a pattern mismatch gets. */
export interface TextRules {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly format?: "email" | "uri";
  readonly pattern?: string;
  readonly patternMessage?: "error-telephone" | "error-number" | "error-pattern";
}

/** A text or textarea row's rules; text patterns are skipped on textareas. */
export function textRules(row: RenderField): TextRules {
  const rules = row.definition.validations ?? {};
  const pattern =
    rules.format === "telephone"
      ? { pattern: TELEPHONE_PATTERN, patternMessage: "error-telephone" as const }
      : rules.format === "number"
        ? { pattern: NUMBER_PATTERN, patternMessage: "error-number" as const }
        : rules.pattern !== undefined && row.valueType !== "textarea"
          ? { pattern: rules.pattern, patternMessage: "error-pattern" as const }
          : {};
  return {
    ...(rules.minLength !== undefined ? { minLength: rules.minLength } : {}),
    ...(rules.maxLength !== undefined ? { maxLength: rules.maxLength } : {}),
    ...(rules.format === "email" ? { format: "email" as const } : {}),
    ...(rules.format === "url" ? { format: "uri" as const } : {}),
    ...pattern,
  };
}

/** Rows whose value is typed text (the other value types have rules of their own or none). */
export function isTextRow(row: RenderField): boolean {
  return row.valueType === "text" || row.valueType === "textarea";
}

// Patterns are read with the `u` flag, as JSON Schema (and ajv) read them; one RegExp per pattern.
const compiledPatterns = new Map<string, RegExp | null>();

function patternOf(source: string): RegExp | null {
  let regExp = compiledPatterns.get(source);
  if (regExp === undefined) {
    try {
      regExp = new RegExp(source, "u");
    } catch {
      // A pattern that is no regular expression cannot be checked (the studio flags it in the config).
      regExp = null;
    }
    compiledPatterns.set(source, regExp);
  }
  return regExp;
}

/** Length in code points, as JSON Schema counts minLength/maxLength. */
function lengthOf(text: string): number {
  return Array.from(text).length;
}

/**
 * The rule problems of one editable row, given its value as the rules read it (numbers in display units;
 * `undefined` when empty). At most one problem per rule, in the order the rules are listed in the spec.
 */
export function fieldRuleProblems(row: RenderField, value: unknown): FieldProblem[] {
  const rules = row.definition.validations ?? {};
  const problem = (messageId: string, args?: Record<string, string | number>): FieldProblem => ({
    field: row.name,
    severity: "error",
    source: "rule",
    messageId,
    ...(args ? { args } : {}),
  });
  if (value === undefined || value === null)
    return rules.required === true ? [problem("error-required")] : [];
  if (isNumberType(row.valueType)) {
    if (typeof value !== "number") return [];
    const broken = brokenNumberRule(rules, value);
    if (!broken) return [];
    if (broken.rule === "negative") return [problem("error-negative")];
    return [problem(broken.rule === "min" ? "error-min" : "error-max", { limit: broken.limit })];
  }
  if (row.valueType === "dropdown") {
    const choices = row.definition.dropdownVals ?? [];
    return choices.some((choice) => choice.value === value) ? [] : [problem("error-choice")];
  }
  if (!isTextRow(row) || typeof value !== "string") return [];
  const text = textRules(row);
  const out: FieldProblem[] = [];
  const length = lengthOf(value);
  if (text.maxLength !== undefined && length > text.maxLength)
    out.push(problem("error-max-length", { limit: text.maxLength }));
  if (text.minLength !== undefined && length < text.minLength)
    out.push(problem("error-min-length", { limit: text.minLength }));
  if (text.pattern !== undefined && text.patternMessage && patternOf(text.pattern)?.test(value) === false)
    out.push(problem(text.patternMessage));
  if (text.format && !matchesTextFormat(text.format, value))
    out.push(problem(text.format === "email" ? "error-email" : "error-url"));
  return out;
}
