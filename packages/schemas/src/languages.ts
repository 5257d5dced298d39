// The product's languages, in a module of their own (no schema library) so that a screen can import them
// without the rest of the package: `@ledgerline/schemas/languages`.

/** Interface languages: every label and guide in the catalogue exists in all of them. */
export const LANGUAGES = ["en", "fr", "es", "pt", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages a user may choose for their account (spec 1 §3); the interface itself has dictionaries for `LANGUAGES`. */
export const USER_LANGUAGES = ["en", "ar", "es", "fr", "km", "lo", "nl", "pt", "ru", "vi"] as const;
