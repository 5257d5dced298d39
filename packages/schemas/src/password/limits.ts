// The password limits every sign-in and password form checks (spec 1 §5, spec 3 §9). Kept apart from the
// strength estimator so the sign-in screen can check a length without loading zxcvbn's dictionaries.
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 33;
/** zxcvbn's scores 0–4, named as the spec's labels Bad, Weak, Ok, Good, Strong. */
export const STRENGTH_LEVELS = ["bad", "weak", "ok", "good", "strong"] as const;
export type StrengthLevel = 0 | 1 | 2 | 3 | 4;
/** What registration asks of a new password: Ok. */
export const MIN_NEW_PASSWORD_STRENGTH: StrengthLevel = 2;
