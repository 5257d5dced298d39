// Types of fluent-variables.mjs for projects that do not check JavaScript (allowJs).

/** Message id → the sorted names of the variables it uses (text, selectors and every variant). */
export function variablesByMessage(entries: readonly { id: string; value: unknown }[]): Map<string, string[]>;
