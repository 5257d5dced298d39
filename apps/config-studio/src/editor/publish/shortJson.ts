// A value of a diff or an impact, shortened for a list line: JSON, cut at a length that keeps lines readable.
const MAX_LENGTH = 80;

export function shortJson(value: unknown, maxLength = MAX_LENGTH): string {
  if (value === undefined) return "—";
  const text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}
