// The API's Fluent files: every language has every English message with the same variables, plurals follow
// each language's rules, and the loader finds the files from the sources and from the build alike, falls back
// to English, and refuses a broken file by name.
import { readFileSync, readdirSync } from "node:fs";
import type * as nodeFs from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { FluentResource } from "@fluent/bundle";
import type { Message } from "@fluent/bundle";
import { LANGUAGES } from "@ledgerline/schemas/languages";
import type { Language } from "@ledgerline/schemas/languages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { variablesByMessage } from "../../../../scripts/lib/fluent-variables.mjs";
import { apiBundle, apiText, ftlPath, localesPath, parseFtl } from "./texts";

const PACKAGE_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const TRANSLATED = LANGUAGES.filter((language) => language !== "en");

const messagesOf = (language: Language) =>
  variablesByMessage(new FluentResource(readFileSync(ftlPath(language), "utf8")).body);
const english = messagesOf("en");

type PatternElement = Exclude<NonNullable<Message["value"]>, string>[number];
type SelectExpression = Extract<PatternElement, { type: "select" }>;

/** The selectors of a pattern, nested ones included. */
function selectorsIn(node: unknown, into: SelectExpression[] = []): SelectExpression[] {
  if (Array.isArray(node)) for (const part of node) selectorsIn(part, into);
  else if (node && typeof node === "object") {
    if ((node as { type?: unknown }).type === "select") into.push(node as SelectExpression);
    for (const value of Object.values(node)) selectorsIn(value, into);
  }
  return into;
}

describe("locales folder", () => {
  it("is the package's own, found through its name", () => {
    expect(localesPath()).toBe(join(PACKAGE_ROOT, "locales"));
    expect(readdirSync(localesPath()).sort()).toEqual(LANGUAGES.map((language) => `${language}.ftl`).sort());
  });

  it("is the same seen from the build's dist/server.js", () => {
    const fromDist = createRequire(join(PACKAGE_ROOT, "dist", "server.js"));
    expect(join(dirname(fromDist.resolve("@ledgerline/api/package.json")), "locales")).toBe(localesPath());
  });
});

describe("API dictionaries", () => {
  it("group their ids by area", () => {
    expect(english.size).toBeGreaterThan(60);
    for (const id of english.keys()) expect(id).toMatch(/^(upload|template|mail)-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(TRANSLATED)(
    "%s has every message of English, with the same variables, and no other",
    (language) => {
      const translated = messagesOf(language);
      expect([...english.keys()].filter((id) => !translated.has(id))).toEqual([]);
      expect([...translated.keys()].filter((id) => !english.has(id))).toEqual([]);
      for (const [id, variables] of english)
        expect({ id, variables: translated.get(id) }).toEqual({ id, variables });
    },
  );

  it.each(LANGUAGES)("%s parses, and has no empty message", (language) => {
    const bundle = apiBundle(language);
    for (const id of english.keys()) expect(bundle.getMessage(id)?.value, `${language}: ${id}`).toBeTruthy();
  });

  it("has an English message for every id the code using it asks for", () => {
    const used = new Set<string>();
    const sources = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(folder, entry.name))
          : entry.name.endsWith(".ts") && !entry.name.includes(".test.")
            ? [join(folder, entry.name)]
            : [],
      );
    for (const file of sources(join(PACKAGE_ROOT, "src"))) {
      const source = readFileSync(file, "utf8");
      if (!source.includes("i18n/texts")) continue;
      for (const match of source.matchAll(/"((?:upload|template|mail)-[a-z0-9-]+)"/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((id) => !english.has(id))).toEqual([]);
  });
});

describe("counts", () => {
  /** Messages that put a count into words, and the variable that counts. */
  const COUNTED: Record<string, string> = {
    "upload-mismatch": "problems",
    "upload-injections": "cells",
    "upload-validations": "validations",
    "upload-reason-max-length": "count",
  };
  const args = (id: string, count: number) => ({ messages: "", [COUNTED[id]!]: count });

  it.each(LANGUAGES)(
    "%s has a variant for every plural category of its rules in every selector",
    (language) => {
      const bundle = apiBundle(language);
      const categories = new Intl.PluralRules(bundle.locales).resolvedOptions().pluralCategories;
      for (const id of english.keys()) {
        for (const select of selectorsIn(bundle.getMessage(id)!.value)) {
          const keys = select.variants.map((variant) => String(variant.key.value));
          expect({ id, missing: categories.filter((category) => !keys.includes(category)) }).toEqual({
            id,
            missing: [],
          });
        }
      }
    },
  );

  it.each(TRANSLATED)("%s chooses the words of every count", (language) => {
    const bundle = apiBundle(language);
    for (const id of Object.keys(COUNTED))
      expect(selectorsIn(bundle.getMessage(id)!.value), id).toHaveLength(1);
  });

  it("has three forms in Russian: 1, 2 and 5 (and 21 like 1)", () => {
    const forms = (id: string) => [1, 2, 5, 21].map((count) => apiText("ru", id, args(id, count)));
    expect(forms("upload-reason-max-length")).toEqual([
      "не более 1 символа",
      "не более 2 символов",
      "не более 5 символов",
      "не более 21 символа",
    ]);
    expect(forms("upload-mismatch").map((text) => /: (.*);/.exec(text)![1])).toEqual([
      "1 ошибка",
      "2 ошибки",
      "5 ошибок",
      "21 ошибка",
    ]);
    expect(forms("upload-injections").map((text) => /в (\d+ \S+) для/.exec(text)![1])).toEqual([
      "1 ячейке",
      "2 ячейках",
      "5 ячейках",
      "21 ячейке",
    ]);
    expect(forms("upload-validations").map((text) => /проходят (.*):/.exec(text)![1])).toEqual([
      "1 проверку",
      "2 проверки",
      "5 проверок",
      "21 проверку",
    ]);
  });

  it("puts 0 and 1 together in French, millions apart, and 0 with the plural in European Portuguese", () => {
    const problems = (language: string, count: number) =>
      /: (.*) ;/.exec(apiText(language, "upload-mismatch", { problems: count }))?.[1];
    expect([0, 1, 2, 1_000_000].map((count) => problems("fr", count))).toEqual([
      "0 problème",
      "1 problème",
      "2 problèmes",
      "1000000 de problèmes",
    ]);
    expect(apiText("pt", "upload-reason-max-length", { count: 0 })).toBe("0 caracteres no máximo");
    expect(apiText("pt", "upload-reason-max-length", { count: 1 })).toBe("1 carácter no máximo");
  });

  it("writes numbers as they are given, without grouping or isolation marks", () => {
    expect(apiText("en", "upload-mismatch", { problems: 12345 })).toBe(
      "The file does not match the template: 12345 problems; nothing was stored.",
    );
    expect(apiText("fr", "upload-reason-at-most", { max: "-0.5" })).toBe(
      "doit être inférieur ou égal à -0.5",
    );
    expect(apiText("ru", "upload-reason-max-length", { count: 1.5 })).toBe("не более 1.5 символа");
  });
});

describe("apiText", () => {
  afterEach(() => {
    vi.doUnmock("node:fs");
    vi.resetModules();
  });

  /** The loader, fresh, reading `sources` instead of the files of these languages. */
  async function loaderWith(sources: Record<string, string>) {
    vi.resetModules();
    vi.doMock("node:fs", async (importOriginal) => {
      const fs = await importOriginal<typeof nodeFs>();
      const readFileSync = ((path: string, encoding: BufferEncoding) => {
        // The package's own files only: the shared messages are read as they are.
        const own = String(path).startsWith(join(PACKAGE_ROOT, "locales"));
        const language = own ? /([a-z]+)\.ftl$/.exec(String(path))?.[1] : undefined;
        return language && language in sources ? sources[language] : fs.readFileSync(path, encoding);
      }) as typeof fs.readFileSync;
      return { ...fs, readFileSync };
    });
    return import("./texts");
  }

  it("answers other languages in English", () => {
    for (const language of ["de", "", null, undefined, "EN-us", "fr-CA"])
      expect(apiText(language, "upload-no-file")).toBe("Please select a file.");
  });

  it("answers in English a message the translation lacks", async () => {
    const { apiText: text } = await loaderWith({ fr: "upload-no-file = Choisissez un fichier.\n" });
    expect(text("fr", "upload-no-file")).toBe("Choisissez un fichier.");
    expect(text("fr", "upload-mismatch", { problems: 1 })).toBe(
      "The file does not match the template: 1 problem; nothing was stored.",
    );
  });

  it("refuses a file with a syntax error, naming it and the line", async () => {
    const { apiText: text } = await loaderWith({
      ru: "upload-no-file = Выберите файл.\nupload-outdated = {\n",
    });
    expect(() => text("ru", "upload-no-file")).toThrow(/ru\.ftl:2: Fluent syntax error in "upload-outdated"/);
    expect(() => parseFtl("en", ["x.ftl", "a = A\n[one] B\n"])).toThrow(
      "x.ftl:2: Fluent syntax error in this line",
    );
    expect(() => parseFtl("en", ["x.ftl", "a = A\na = B\n"])).toThrow(/^x\.ftl: .*override/);
  });

  it("throws for an id English does not have, and for a missing variable", () => {
    expect(() => apiText("fr", "upload-no-such-text")).toThrow(/No text "upload-no-such-text" in .*en\.ftl/);
    expect(() => apiText("en", "upload-wrong-period", { file: "20240101" })).toThrow(/\$report/);
  });
});
