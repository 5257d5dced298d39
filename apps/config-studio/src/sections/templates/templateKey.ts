// What a new template key must be: an Identifier of @ledgerline/schemas (the API checks the same pattern)
// that no template of the kind already uses.
import { Identifier } from "@ledgerline/schemas";

const KEY_PATTERN = new RegExp(Identifier.pattern ?? "^[a-z][A-Za-z0-9]*$");

export type KeyProblem = "required" | "pattern" | "taken";

export function keyProblem(key: string, takenKeys: readonly string[]): KeyProblem | null {
  if (key === "") return "required";
  if (!KEY_PATTERN.test(key) || key.length > 64) return "pattern";
  if (takenKeys.includes(key)) return "taken";
  return null;
}
