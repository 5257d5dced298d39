// The upload's words: every language has every text with English's placeholders, plural forms as each
// language's rules pick them, and normalise's English reasons found and translated.
import type { FieldDefinition } from "@ledgerline/schemas";
import { describe, expect, it } from "vitest";
import type { FormConfigDoc } from "../reports/model";
import { normalise } from "../reports/wizard";
import { fileRefusal } from "./file-checks";
import { TEMPLATE_LANGUAGES } from "./template-texts";
import {
  UPLOAD_TEXTS,
  injectionsMessage,
  mismatchMessage,
  pluralRules,
  uploadTexts,
  validationsMessage,
  valueReason,
} from "./upload-texts";
import type { Plural, UploadTexts } from "./upload-texts";

const TRANSLATED = TEMPLATE_LANGUAGES.filter((language) => language !== "en");

/** Every text by its path; a plural text's forms as `path#category`. */
function textsOf(tree: object, path = ""): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === "string") texts.set(at, value);
    else if ("other" in value)
      for (const [category, form] of Object.entries(value as Record<string, string>))
        texts.set(`${at}#${category}`, form);
    else for (const [inner, text] of textsOf(value as object, at)) texts.set(inner, text);
  }
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const withoutCategory = (path: string) => path.replace(/#\w+$/, "");

describe("upload texts", () => {
  const english = textsOf(UPLOAD_TEXTS.en);
  const englishPaths = new Set([...english.keys()].map(withoutCategory));

  it.each(TEMPLATE_LANGUAGES)("%s has every text, none empty, with English's placeholders", (language) => {
    const texts = textsOf(UPLOAD_TEXTS[language]);
    expect(new Set([...texts.keys()].map(withoutCategory))).toEqual(englishPaths);
    for (const [path, text] of texts) {
      expect(text.trim(), path).not.toBe("");
      const source = english.get(path) ?? english.get(`${withoutCategory(path)}#other`)!;
      expect(placeholders(text), `${language} ${path}`).toEqual(placeholders(source));
    }
  });

  it.each(TEMPLATE_LANGUAGES)("%s has a form for every plural category of its language", (language) => {
    const categories = pluralRules(language).resolvedOptions().pluralCategories;
    const texts = textsOf(UPLOAD_TEXTS[language]);
    const plurals = new Set([...texts.keys()].filter((path) => path.includes("#")).map(withoutCategory));
    expect(plurals.size).toBe(4);
    for (const path of plurals)
      for (const category of categories)
        expect(texts.has(`${path}#${category}`), `${path}#${category}`).toBe(true);
  });

  it("is typed so that a missing text or plural form does not compile", () => {
    const { outdated: _, ...withoutOutdated } = UPLOAD_TEXTS.fr;
    // @ts-expect-error: every language has every text
    const incomplete: UploadTexts<"one" | "many"> = withoutOutdated;
    // @ts-expect-error: Russian counts need "few"
    const russian: Plural<"one" | "few" | "many"> = { one: "", many: "", other: "" };
    expect([incomplete, russian]).toHaveLength(2);
  });

  it("keeps the documented English texts", () => {
    expect(mismatchMessage(1, "en")).toBe(
      "The file does not match the template: 1 problem; nothing was stored.",
    );
    expect(mismatchMessage(3, "en")).toBe(
      "The file does not match the template: 3 problems; nothing was stored.",
    );
    expect(injectionsMessage(3, "en")).toBe(
      "The file has formulas in 3 input cells; they are refused for safety. Type plain values and upload again; nothing was stored.",
    );
    expect(validationsMessage(["Assets must equal liabilities."], "en")).toBe(
      "The uploaded values fail 1 validation: Assets must equal liabilities. Nothing was stored.",
    );
    expect(uploadTexts("en").outdated).toBe(
      "The template you've uploaded appears to be outdated. Please ensure you're using the latest version to avoid potential data loss or inaccuracies.",
    );
    expect(fileRefusal("zipBomb", "en")).toMatchObject({
      status: 422,
      message: "This file unpacks to more than 50 MB, far more than any template; it was refused.",
    });
  });

  it("answers other languages in English", () => {
    for (const language of ["de", "", "EN-us", "fr-CA"])
      expect(uploadTexts(language), language).toBe(UPLOAD_TEXTS.en);
  });

  it("words the summaries and file problems in the request's language", () => {
    expect(mismatchMessage(2, "fr")).toBe(
      "Le fichier ne correspond pas au modèle : 2 problèmes ; rien n'a été enregistré.",
    );
    expect(mismatchMessage(1, "es")).toBe(
      "El archivo no coincide con la plantilla: 1 problema; no se ha guardado nada.",
    );
    expect(fileRefusal("zipBomb", "fr").message).toContain("dépasse 50 Mo");
    expect(fileRefusal("tooLarge", "pt")).toMatchObject({
      status: 413,
      message: expect.stringContaining("3 MB"),
    });
  });

  it("picks Russian's one, few and many forms", () => {
    const problems = (count: number) => mismatchMessage(count, "ru").split(": ")[1]!.split(";")[0];
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25, 101, 111].map(problems)).toEqual([
      "1 ошибка",
      "2 ошибки",
      "4 ошибки",
      "5 ошибок",
      "11 ошибок",
      "12 ошибок",
      "21 ошибка",
      "22 ошибки",
      "25 ошибок",
      "101 ошибка",
      "111 ошибок",
    ]);
    expect(injectionsMessage(1, "ru")).toContain("в 1 ячейке для ввода;");
    expect(injectionsMessage(3, "ru")).toContain("в 3 ячейках для ввода;");
    expect(validationsMessage(["A.", "B."], "ru")).toBe(
      "Загруженные значения не проходят 2 проверки: A. B. Ничего не сохранено.",
    );
    expect(validationsMessage(Array(5).fill("A."), "ru")).toContain("не проходят 5 проверок:");
  });
});

describe("valueReason", () => {
  const form = {} as FormConfigDoc;
  const problemOf = (field: Partial<FieldDefinition>, raw: unknown): string => {
    const result = normalise(
      { internalName: "f", name: { en: "F" }, ...field } as FieldDefinition,
      form,
      1,
      raw,
    );
    if (!("problem" in result)) throw new Error(`no problem with ${String(raw)}`);
    return result.problem;
  };
  /** What normalise (and @ledgerline/schemas through it) says today for every kind of value an upload has. */
  const reasons = () => [
    problemOf({ type: "numeric" }, "twelve"),
    problemOf({ type: "numeric" }, "."),
    problemOf({ type: "currency" }, "99999999999999999999"),
    problemOf({ type: "numeric" }, true),
    problemOf({ type: "numeric", validations: { allowNegative: false } }, -1),
    problemOf({ type: "percentual", validations: { min: 5 } }, 1),
    problemOf({ type: "numeric", validations: { max: 10.5 } }, 11),
    problemOf({ type: "date" }, "31-02-2024"),
    problemOf({ type: "boolean" }, "maybe"),
    problemOf({ type: "text" }, 5),
    problemOf({ type: "dropdown", dropdownVals: [{ value: "USD", label: { en: "US dollar" } }] }, "EUR"),
    problemOf({ type: "text", validations: { maxLength: 3 } }, "abcd"),
  ];

  it("knows every reason normalise gives, and leaves English as it is", () => {
    const english = reasons();
    expect(new Set(english).size).toBe(english.length);
    for (const problem of english) {
      expect(valueReason(problem, "en")).toBe(problem);
      for (const language of TRANSLATED) expect(valueReason(problem, language), problem).not.toBe(problem);
    }
  });

  it("translates fixed reasons, and carries the numbers of min, max and lengths", () => {
    expect(valueReason("use only digits, a leading minus sign, dots and commas", "fr")).toBe(
      "utilisez uniquement des chiffres, un signe moins au début, des points et des virgules",
    );
    expect(valueReason("expected a number", "ru")).toBe("ожидается число");
    expect(valueReason("must be at least 5", "fr")).toBe("doit être supérieur ou égal à 5");
    expect(valueReason("must be at most -0.5", "es")).toBe("debe ser como máximo -0.5");
    expect(valueReason("at most 4000 characters", "fr")).toBe("4000 caractères au maximum");
    expect(valueReason("at most 1 characters", "fr")).toBe("1 caractère au maximum");
    expect(valueReason("at most 1 characters", "ru")).toBe("не более 1 символа");
    expect(valueReason("at most 255 characters", "ru")).toBe("не более 255 символов");
  });

  it("leaves a reason it does not know in English", () => {
    expect(valueReason("a brand-new reason", "fr")).toBe("a brand-new reason");
    expect(valueReason("must be at least", "fr")).toBe("must be at least");
    expect(valueReason("at most many characters please", "ru")).toBe("at most many characters please");
  });
});
