// Small helpers for reading GraphQL inputs whose fields are all optional on purpose: the server checks them
// and reports every problem of a form at once (errors as data), instead of a GraphQL type error.

/** A trimmed string, or "" for null, undefined and non-strings. */
export function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** A trimmed string, or undefined when empty. */
export function optionalText(value: unknown): string | undefined {
  const trimmed = text(value);
  return trimmed === "" ? undefined : trimmed;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Escapes a search text for a case-insensitive MongoDB regular expression. */
export function searchPattern(search: string): RegExp {
  return new RegExp(search.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i");
}

/** skip and limit of a paged query, clamped to sane values. */
export function paging(
  skip: number | null | undefined,
  limit: number | null | undefined,
  fallback: number,
  max = 100,
) {
  const offset = Math.max(0, Math.trunc(skip ?? 0));
  const size = Math.min(max, Math.max(1, Math.trunc(limit ?? fallback)));
  return { skip: offset, limit: size };
}
