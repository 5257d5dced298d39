// The renderer's own words: every language has every English message with the same variables, and counts
// follow each language's plural rules.
import { describe, expect, it } from "vitest";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import type { Language } from "@ledgerline/schemas";
import { variablesByMessage } from "../../../../scripts/lib/fluent-variables.mjs";
import { MESSAGES } from "./messages";

function messages(language: Language): Map<string, string[]> {
  return variablesByMessage(new FluentResource(MESSAGES[language]).body);
}

function format(language: Language, id: string, args: Record<string, number>): string {
  const bundle = new FluentBundle(language, { useIsolating: false });
  bundle.addResource(new FluentResource(MESSAGES[language]));
  return bundle.formatPattern(bundle.getMessage(id)!.value!, args);
}

const LANGUAGES = Object.keys(MESSAGES) as Language[];

describe("renderer messages", () => {
  it.each(LANGUAGES)("%s has every English message with the same variables", (language) => {
    const english = messages("en");
    const translated = messages(language);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [id, variables] of english)
      expect({ id, variables: translated.get(id) }).toEqual({ id, variables });
  });

  it("counts characters by each language's plural rules", () => {
    expect(format("en", "error-min-length", { limit: 1 })).toBe("Enter at least 1 character.");
    expect(format("en", "error-max-length", { limit: 33 })).toBe("Enter at most 33 characters.");
    expect(format("fr", "error-min-length", { limit: 1 })).toBe("Saisissez au moins 1 caractère.");
    expect([1, 3, 5].map((limit) => format("ru", "error-max-length", { limit }))).toEqual([
      "Введите не более 1 символа.",
      "Введите не более 3 символов.",
      "Введите не более 5 символов.",
    ]);
  });
});
