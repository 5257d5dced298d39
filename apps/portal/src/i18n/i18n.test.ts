import { FluentResource } from "@fluent/bundle";
import type { Message } from "@fluent/bundle";
import { describe, expect, it } from "vitest";
import { STRENGTH_LEVELS } from "@ledgerline/schemas";
import { FORM_CATEGORIES } from "../features/shell/menus";
import { variablesByMessage } from "../../../../scripts/lib/fluent-variables.mjs";
import { ftlSource, loadBundle, sharedFtlSource } from "./bundles";
import { INTERFACE_LANGUAGES, pickInterfaceLanguage } from "./languages";
import type { InterfaceLanguage } from "./languages";

/** Each language's dictionary with the API's messages: what its bundle holds. */
const FTL_SOURCES = Object.fromEntries(
  await Promise.all(
    INTERFACE_LANGUAGES.map(async (language) => [
      language,
      `${await ftlSource(language)}\n${await sharedFtlSource(language)}`,
    ]),
  ),
) as Record<InterfaceLanguage, string>;

/** Message id → the sorted variables its text uses (multi-line selectors included). */
function messages(source: string): Map<string, string[]> {
  return variablesByMessage(new FluentResource(source).body);
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

  it.each(INTERFACE_LANGUAGES)("%s parses without errors and has no empty message", async (language) => {
    const bundle = await loadBundle(language);
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
      for (const match of text.matchAll(/titleId[=:]\s*\(?"([a-z0-9-]+)"/g)) used.add(match[1]!);
    }
    for (const level of STRENGTH_LEVELS) used.add(`strength-${level}`);
    for (const category of FORM_CATEGORIES) used.add(`menu-category-${category}`);
    for (const what of ["factsheet", "reports", "investments", "covenants"]) used.add(`menu-export-${what}`);
    for (const what of ["clients", "users", "audits", "exchangerates", "reports"])
      used.add(`menu-admin-${what}`);
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((id) => !english.has(id))).toEqual([]);
  });

  it("keeps the spec's messages verbatim in English", async () => {
    const en = await loadBundle("en");
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

type PatternElement = Exclude<NonNullable<Message["value"]>, string>[number];
type SelectExpression = Extract<PatternElement, { type: "select" }>;

describe("counts in messages", () => {
  /** Messages that put a count into words. */
  const COUNTS = ["start-previous-open", "period-chosen", "notes-marker-legend"];
  /** The CLDR plural categories each language's counts must cover (French puts 0 with one). */
  const CATEGORIES: Record<InterfaceLanguage, string[]> = {
    en: ["one", "other"],
    fr: ["one", "other"],
    es: ["one", "other"],
    pt: ["one", "other"],
    ru: ["one", "few", "many", "other"],
  };

  async function format(language: InterfaceLanguage, id: string, args: Record<string, number>) {
    const bundle = await loadBundle(language);
    return bundle.formatPattern(bundle.getMessage(id)!.value!, args);
  }

  it.each(INTERFACE_LANGUAGES)(
    "%s chooses the words of every count by its plural rules",
    async (language) => {
      const bundle = await loadBundle(language);
      for (const id of COUNTS) {
        const pattern = bundle.getMessage(id)?.value;
        const select = (Array.isArray(pattern) ? pattern : []).find(
          (part): part is SelectExpression => typeof part === "object" && part.type === "select",
        );
        expect(select, `${language}: ${id} has no selector`).toBeDefined();
        const keys = select!.variants.map((variant) => String(variant.key.value));
        expect({ id, keys: keys.filter((key) => CATEGORIES[language].includes(key)).sort() }).toEqual({
          id,
          keys: [...CATEGORIES[language]].sort(),
        });
      }
    },
  );

  it("says 1 report and 2 reports in English", async () => {
    expect(await format("en", "start-previous-open", { n: 1 })).toBe("1 previous report is still open");
    expect(await format("en", "start-previous-open", { n: 2 })).toBe("2 previous reports are still open");
    expect(await format("en", "notes-marker-legend", { n: 1 })).toBe("1 field on this step has notes");
    expect(await format("en", "notes-marker-legend", { n: 3 })).toBe("3 fields on this step have notes");
    expect(await format("en", "period-chosen", { count: 1, max: 3 })).toBe("1 of 3 periods chosen");
  });

  it("has three forms in Russian: 1, 3 and 5 reports (and 21 like 1)", async () => {
    const forms = await Promise.all([1, 3, 5, 21].map((n) => format("ru", "start-previous-open", { n })));
    expect(forms).toEqual([
      "1 предыдущий отчёт ещё открыт",
      "3 предыдущих отчёта ещё открыты",
      "5 предыдущих отчётов ещё открыты",
      "21 предыдущий отчёт ещё открыт",
    ]);
    expect(await format("ru", "notes-marker-legend", { n: 2 })).toBe("На этом шаге 2 поля с заметками");
    expect(await format("ru", "period-chosen", { count: 0, max: 3 })).toBe("Выбрано 0 периодов из 3");
  });

  it("puts 0 with 1 in French, not in Spanish", async () => {
    expect(await format("fr", "period-chosen", { count: 0, max: 3 })).toBe("0 période choisie sur 3");
    expect(await format("fr", "period-chosen", { count: 2, max: 3 })).toBe("2 périodes choisies sur 3");
    expect(await format("es", "period-chosen", { count: 0, max: 3 })).toBe("0 períodos elegidos de 3");
    expect(await format("es", "start-previous-open", { n: 1 })).toBe("1 informe anterior sigue abierto");
  });
});
