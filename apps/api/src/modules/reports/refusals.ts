// Why a save refuses a change: a code for programs (the portal words it in the interface language), the
// English reason people read, and the bound the value broke. `normalise` and `saveChanges` speak it.
import { brokenNumberRule } from "@ledgerline/schemas";
import type { FieldDefinition, NumberInputProblem } from "@ledgerline/schemas";
import type { RefusedChange } from "../../generated/graphql";
import { ERROR_CODES, failed, fieldError } from "../../platform/errors";
import type { ErrorInfo } from "../../platform/errors";

export const REFUSAL_CODES = {
  NEGATIVE: "NEGATIVE",
  BELOW_MIN: "BELOW_MIN",
  ABOVE_MAX: "ABOVE_MAX",
  NOT_A_NUMBER: "NOT_A_NUMBER",
  NOT_A_DATE: "NOT_A_DATE",
  NOT_A_BOOLEAN: "NOT_A_BOOLEAN",
  NOT_A_TEXT: "NOT_A_TEXT",
  NOT_A_CHOICE: "NOT_A_CHOICE",
  TOO_LONG: "TOO_LONG",
  UNKNOWN_FIELD: "UNKNOWN_FIELD",
  NOT_EDITABLE: "NOT_EDITABLE",
} as const;
export type RefusalCode = (typeof REFUSAL_CODES)[keyof typeof REFUSAL_CODES];

export interface Refusal {
  code: RefusalCode;
  /** The reason in English, without the field ("may not be negative"). */
  problem: string;
  /** The bound broken: min or max in display units, or the longest length. */
  limit?: number;
  /** NOT_A_NUMBER of typed text: what is wrong with it. */
  numberProblem?: NumberInputProblem;
}

export function refusal(code: RefusalCode, problem: string, limit?: number): Refusal {
  return limit === undefined ? { code, problem } : { code, problem, limit };
}

/** The field's number rules (spec 2 §5, @ledgerline/schemas `brokenNumberRule`) on a number in display units. */
export function numberRuleRefusal(
  rules: NonNullable<FieldDefinition["validations"]>,
  number: number,
): Refusal | null {
  const broken = brokenNumberRule(rules, number);
  switch (broken?.rule) {
    case undefined:
      return null;
    case "negative":
      return refusal(REFUSAL_CODES.NEGATIVE, "may not be negative");
    case "min":
      return refusal(REFUSAL_CODES.BELOW_MIN, `must be at least ${broken.limit}`, broken.limit);
    case "max":
      return refusal(REFUSAL_CODES.ABOVE_MAX, `must be at most ${broken.limit}`, broken.limit);
  }
}

/** A change a save refused: where in the input, the change's path and field, and why. */
export interface RefusedInput {
  /** Where in the input: `changes.2`, or `changes.2.base` for the value the change was made on. */
  at: string;
  path: string;
  /** The field's English name, when the path names a field. */
  label?: string;
  refusal: Refusal;
}

/**
 * The answer to a save refused for its input (nothing was written): the message names each field and why
 * ("Failed to save changes to Balance sheet: Other assets: may not be negative"), `fields` has one entry per
 * change (`changes.2`) and `refused` the change's path and code.
 */
export function refusedSave(
  formName: string,
  refusals: readonly RefusedInput[],
): { error: ErrorInfo; refused: RefusedChange[] } {
  const reasonOf = ({ at, refusal }: RefusedInput) =>
    at.endsWith(".base") ? `base: ${refusal.problem}` : refusal.problem;
  const { error } = failed(
    ERROR_CODES.BAD_USER_INPUT,
    `Failed to save changes to ${formName}: ${refusals.map((entry) => `${entry.label ?? entry.path}: ${reasonOf(entry)}`).join("; ")}`,
    refusals.map(({ at, path, refusal }) => fieldError(at, `${path}: ${refusal.problem}`)),
  );
  const refused = refusals.map((entry) => ({
    path: entry.path,
    code: entry.refusal.code,
    limit: entry.refusal.limit ?? null,
    message: reasonOf(entry),
  }));
  return { error, refused };
}
