import { FluentResource } from "@fluent/bundle";
import { describe, expect, it } from "vitest";
import { STRENGTH_LEVELS } from "../features/auth/password/strength";
import { FORM_CATEGORIES } from "../features/shell/menus";
import { FTL_SOURCES, bundleFor } from "./bundles";
import { INTERFACE_LANGUAGES, pickInterfaceLanguage } from "./languages";

/** Message id → the sorted variables its text uses. */
function messages(source: string): Map<string, string[]> {
  const resource = new FluentResource(source);
  const found = new Map<string, string[]>();
  for (const entry of resource.body) {
    const start = source.indexOf(`\n${entry.id} =`);
    const line = source.slice(start + 1, source.indexOf("\n", start + 1));
    found.set(entry.id, [...line.matchAll(/\{\s*\$([a-zA-Z]+)\s*\}/g)].map((match) => match[1]!).sort());
  }
  return found;
}

const english = messages(FTL_SOURCES.en);

describe("interface dictionaries", () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== "en"))(
    "%s has every message of English, with the same variables",
    (language) => {
      const translated = messages(FTL_SOURCES[language]);
      const missing = [...english.keys()].filter((id) => !translated.has(id));
      expect(missing).toEqual([]);
      const extra = [...translated.keys()].filter((id) => !english.has(id));
      expect(extra).toEqual([]);
      for (const [id, variables] of english)
        expect({ id, variables: translated.get(id) }).toEqual({ id, variables });
    },
  );

  it.each(INTERFACE_LANGUAGES)("%s parses without errors and has no empty message", (language) => {
    const bundle = bundleFor(language);
    for (const id of english.keys()) {
      const message = bundle.getMessage(id);
      expect(message?.value, `${language}: ${id}`).toBeTruthy();
    }
  });

  it("has an English message for every id the code asks for", () => {
    const sources = import.meta.glob("../**/*.{ts,tsx}", {
      query: "?raw",
      import: "default",
      eager: true,
    }) as Record<string, string>;
    const used = new Set<string>();
    for (const [path, text] of Object.entries(sources)) {
      if (path.includes(".test.")) continue;
      for (const match of text.matchAll(/\bt\("([a-z0-9-]+)"/g)) used.add(match[1]!);
      for (const match of text.matchAll(/(?:planned|titleId[=:]\s*)\(?"([a-z0-9-]+)"/g)) used.add(match[1]!);
    }
    for (const level of STRENGTH_LEVELS) used.add(`strength-${level}`);
    for (const category of FORM_CATEGORIES) used.add(`menu-category-${category}`);
    for (const what of ["factsheet", "reports", "investments", "covenants"]) used.add(`menu-export-${what}`);
    for (const what of ["clients", "users", "audits", "exchangerates", "reports"])
      used.add(`menu-admin-${what}`);
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((id) => !english.has(id))).toEqual([]);
  });

  it("keeps the spec's messages verbatim in English", () => {
    const en = bundleFor("en");
    const text = (id: string, args?: Record<string, string>) =>
      en.formatPattern(en.getMessage(id)!.value!, args);
    expect(text("required-fields")).toBe("Please fill in all required fields");
    expect(text("passwords-dont-match")).toBe("Passwords don't match");
    expect(text("reset-code-invalid")).toBe("The code you entered is not valid. Please try again.");
    expect(text("validation-token-invalid")).toBe("The token you've provided is invalid.");
    expect(text("account-inactive")).toBe(
      "Your account is currently inactive. Please activate your account in order to log in.",
    );
    expect(text("session-check-failed", { message: "boom" })).toBe("Error! boom");
    expect(text("not-found")).toBe("404 Not found");
  });
});

describe("pickInterfaceLanguage", () => {
  it("takes the first preference with a dictionary, matching regional variants", () => {
    expect(pickInterfaceLanguage(["pt-BR", "en"])).toBe("pt");
    expect(pickInterfaceLanguage(["nl", "fr-CA"])).toBe("fr");
    expect(pickInterfaceLanguage(["ru"])).toBe("ru");
  });

  it("falls back to English", () => {
    expect(pickInterfaceLanguage(["km", "vi"])).toBe("en");
    expect(pickInterfaceLanguage([])).toBe("en");
    expect(pickInterfaceLanguage([null, undefined, ""])).toBe("en");
  });
});
