// The one password policy of Ledgerline, shared by the API (which enforces it) and the portal (which shows it
// while the user types), so a password the screen calls Ok is one the server accepts (spec 1 §5, spec 3 §5).
// Strength is zxcvbn's 0–4 score, whose five steps are the spec's labels Bad, Weak, Ok, Good and Strong.
//
// Only the language-independent dictionaries are loaded (30,000 leaked passwords, diceware words, keyboard
// layouts): the English word lists would add 600 KiB compressed to every screen that shows the meter, and
// users write in five languages anyway. This module is a subpath of its own (`@ledgerline/schemas/password`)
// so the portal loads it only where a new password is typed.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./limits.js";
import type { StrengthLevel } from "./limits.js";

export * from "./limits.js";

let estimator: ZxcvbnFactory | null = null;

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/** 0 (Bad) … 4 (Strong); anything shorter than the minimum length is Bad whatever its letters. */
export function passwordStrength(password: string): StrengthLevel {
  if (password.length < PASSWORD_MIN_LENGTH) return 0;
  return zxcvbn().check(password).score as StrengthLevel;
}

export type PasswordProblem =
  | { kind: "required" }
  | { kind: "tooShort"; min: number }
  | { kind: "tooLong"; max: number }
  | { kind: "tooWeak" };

/** The first rule a new password breaks, or null. */
export function passwordProblem(
  password: string,
  minimumStrength: StrengthLevel = 0,
): PasswordProblem | null {
  if (password === "") return { kind: "required" };
  if (password.length < PASSWORD_MIN_LENGTH) return { kind: "tooShort", min: PASSWORD_MIN_LENGTH };
  if (password.length > PASSWORD_MAX_LENGTH) return { kind: "tooLong", max: PASSWORD_MAX_LENGTH };
  if (minimumStrength > 0 && passwordStrength(password) < minimumStrength) return { kind: "tooWeak" };
  return null;
}
