// Password strength on five levels (spec 1 §5): 0 Bad, 1 Weak, 2 Ok, 3 Good, 4 Strong. Registration needs
// at least Ok. The score rewards length and variety and punishes the patterns people guess first.
//
//   shorter than 6, a common password, or one repeated character ............ 0 Bad
//   otherwise: length points (≥8, ≥12, ≥16: one each)
//            + variety points (kinds of characters among lower, upper, digit, other, minus one)
//            − one for a run of 4+ consecutive characters (abcd, 4321, qwer) or 3+ repeats (aaa)
//   clamped to 1…4, and to at most 3 (Good) below 12 characters.

export const STRENGTH_LEVELS = ["bad", "weak", "ok", "good", "strong"] as const;
export type StrengthLevel = 0 | 1 | 2 | 3 | 4;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 33;
export const MIN_STRENGTH: StrengthLevel = 2;

const COMMON = new Set([
  "password",
  "password1",
  "passw0rd",
  "123456",
  "1234567",
  "12345678",
  "123456789",
  "1234567890",
  "qwerty",
  "qwertyuiop",
  "azerty",
  "abc123",
  "111111",
  "letmein",
  "welcome",
  "admin",
  "iloveyou",
  "monkey",
  "dragon",
  "football",
  "sunshine",
  "princess",
  "secret",
  "changeme",
  "qwerty123",
]);

const ROWS = ["abcdefghijklmnopqrstuvwxyz", "0123456789", "qwertyuiop", "asdfghjkl", "zxcvbnm", "azertyuiop"];

function hasSequence(password: string, length = 4): boolean {
  const lower = password.toLowerCase();
  for (let start = 0; start + length <= lower.length; start += 1) {
    const chunk = lower.slice(start, start + length);
    const reversed = [...chunk].reverse().join("");
    if (ROWS.some((row) => row.includes(chunk) || row.includes(reversed))) return true;
  }
  return false;
}

function hasRepeats(password: string, length = 3): boolean {
  return new RegExp(`(.)\\1{${length - 1}}`).test(password);
}

export function passwordStrength(password: string): StrengthLevel {
  if (password.length < MIN_PASSWORD_LENGTH) return 0;
  if (COMMON.has(password.toLowerCase()) || /^(.)\1*$/.test(password)) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((pattern) =>
    pattern.test(password),
  ).length;
  const lengthPoints = [8, 12, 16].filter((min) => password.length >= min).length;
  const penalty = (hasSequence(password) ? 1 : 0) + (hasRepeats(password) ? 1 : 0);
  const raw = lengthPoints + (kinds - 1) - penalty;
  const cap = password.length < 12 ? 3 : 4;
  return Math.max(1, Math.min(cap, raw)) as StrengthLevel;
}
