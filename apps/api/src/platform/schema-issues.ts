// Helpers for turning a schema's issues (JSON pointers into the checked document) into the field problems an
// input reader answers: the forms of clients, users and investments check what they would write against the
// schemas of @ledgerline/schemas and word each issue as the portal does.
import type { Problems } from "./errors";

/** A JSON pointer's tokens, unescaped: `/contacts/0/email` → ["contacts", "0", "email"]. */
export function pointerTokens(pointer: string): string[] {
  return pointer === ""
    ? []
    : pointer
        .slice(1)
        .split("/")
        .map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** The value the tokens lead to inside `value`, or undefined where the path stops. */
export function valueAtTokens(value: unknown, tokens: readonly string[]): unknown {
  return tokens.reduce<unknown>(
    (inner, token) =>
      inner !== null && typeof inner === "object" ? (inner as Record<string, unknown>)[token] : undefined,
    value,
  );
}

/** A value a form left out: absent, null, an empty text or an empty list ("field is required"). */
export function isMissingValue(value: unknown): boolean {
  return (
    value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)
  );
}

/** Whether `field`, or a field inside it, has a problem already: one message a field. */
export function hasFieldProblem(problems: Problems, field: string): boolean {
  return problems.list.some((problem) => problem.field === field || problem.field.startsWith(`${field}.`));
}
