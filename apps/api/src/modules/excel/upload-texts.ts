// The upload's answers (locales/*.ftl, `upload-…`): refusal summaries, file problems, the FIELDS and VALUES
// entries of `validationErr`. They follow the request's language, not the file's: the person reading them may
// have downloaded the template in another language. The English texts are the API's documented ones
// (docs/excel.md); tests and the portal rely on them.
import type { NumberInputProblem } from "@ledgerline/schemas";
import { apiText } from "../../i18n/texts";
import type { TextArgs } from "../../i18n/texts";
import { REFUSAL_CODES } from "../reports/refusals";
import type { Refusal } from "../reports/refusals";

/** What can be wrong with an uploaded file as a whole (file-checks.ts decides which). */
export type FileProblemKind =
  "empty" | "tooLarge" | "notSpreadsheet" | "legacyXls" | "passwordProtected" | "corrupt" | "zipBomb";

const FILE_PROBLEM_IDS: Record<FileProblemKind, string> = {
  empty: "upload-file-empty",
  tooLarge: "upload-file-too-large",
  notSpreadsheet: "upload-file-not-spreadsheet",
  legacyXls: "upload-file-legacy-xls",
  passwordProtected: "upload-file-password-protected",
  corrupt: "upload-file-corrupt",
  zipBomb: "upload-file-zip-bomb",
};

/** zipBomb has `megabytes`. */
export function fileProblemMessage(kind: FileProblemKind, language: string, args: TextArgs = {}): string {
  return apiText(language, FILE_PROBLEM_IDS[kind], args);
}

export function mismatchMessage(problems: number, language: string): string {
  return apiText(language, "upload-mismatch", { problems });
}

export function injectionsMessage(cells: number, language: string): string {
  return apiText(language, "upload-injections", { cells });
}

export function validationsMessage(messages: readonly string[], language: string): string {
  return apiText(language, "upload-validations", {
    validations: messages.length,
    messages: messages.join(" "),
  });
}

const NUMBER_PROBLEM_IDS: Record<NumberInputProblem, string> = {
  characters: "upload-reason-digits-only",
  noDigit: "upload-reason-one-digit",
  tooLarge: "upload-reason-too-large",
};

/**
 * Why `normalise` (../reports/wizard.ts) refused a value, in the language: by the refusal's code and bound,
 * never by its English words. A code no upload can meet (UNKNOWN_FIELD, NOT_EDITABLE) keeps the English.
 */
export function valueReason(refusal: Refusal, language: string): string {
  const limit = refusal.limit ?? 0;
  switch (refusal.code) {
    case REFUSAL_CODES.NOT_A_NUMBER:
      return apiText(
        language,
        refusal.numberProblem ? NUMBER_PROBLEM_IDS[refusal.numberProblem] : "upload-reason-number",
      );
    case REFUSAL_CODES.NEGATIVE:
      return apiText(language, "upload-reason-negative");
    case REFUSAL_CODES.BELOW_MIN:
      return apiText(language, "upload-reason-at-least", { min: limit });
    case REFUSAL_CODES.ABOVE_MAX:
      return apiText(language, "upload-reason-at-most", { max: limit });
    case REFUSAL_CODES.NOT_A_DATE:
      return apiText(language, "upload-reason-date");
    case REFUSAL_CODES.NOT_A_BOOLEAN:
      return apiText(language, "upload-reason-boolean");
    case REFUSAL_CODES.NOT_A_TEXT:
      return apiText(language, "upload-reason-text");
    case REFUSAL_CODES.NOT_A_CHOICE:
      return apiText(language, "upload-reason-choice");
    case REFUSAL_CODES.TOO_LONG:
      return apiText(language, "upload-reason-max-length", { count: limit });
    default:
      return refusal.problem;
  }
}
