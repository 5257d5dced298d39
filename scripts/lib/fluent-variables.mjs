// For the dictionary tests of the portal and the form renderer: which variables each message of a parsed Fluent
// resource uses, in its text, its selectors and every variant, so that a translation can be checked against
// English. Takes the parsed entries (FluentResource#body), so it needs no Fluent package of its own.

/**
 * @param {unknown} node
 * @param {Set<string>} into
 * @returns {Set<string>}
 */
function variablesOf(node, into) {
  if (Array.isArray(node)) for (const part of node) variablesOf(part, into);
  else if (node && typeof node === "object") {
    const { type, name } = /** @type {{ type?: unknown, name?: unknown }} */ (node);
    if (type === "var" && typeof name === "string") into.add(name);
    for (const value of Object.values(node)) if (value && typeof value === "object") variablesOf(value, into);
  }
  return into;
}

/**
 * Message id → the sorted names of the variables it uses.
 * @param {readonly { id: string, value: unknown }[]} entries
 * @returns {Map<string, string[]>}
 */
export function variablesByMessage(entries) {
  return new Map(entries.map((entry) => [entry.id, [...variablesOf(entry.value, new Set())].sort()]));
}
