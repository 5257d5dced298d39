// The upload's answers: the documented English texts, plural forms as each language's rules pick them, and
// normalise's refusals worded by their codes. That every language has every text is i18n/texts.test.ts's.
import type { FieldDefinition } from "@ledgerline/schemas";
import { LANGUAGES } from "@ledgerline/schemas/languages";
import { describe, expect, it } from "vitest";
import { apiText } from "../../i18n/texts";
import type { FormConfigDoc } from "../reports/model";
import type { Refusal } from "../reports/refusals";
import { normalise } from "../reports/wizard";
import { fileRefusal } from "./file-checks";
import { injectionsMessage, mismatchMessage, validationsMessage, valueReason } from "./upload-texts";

const TRANSLATED = LANGUAGES.filter((language) => language !== "en");

describe("upload texts", () => {
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
    expect(apiText("en", "upload-outdated")).toBe(
      "The template you've uploaded appears to be outdated. Please ensure you're using the latest version to avoid potential data loss or inaccuracies.",
    );
    expect(fileRefusal("zipBomb", "en")).toMatchObject({
      status: 422,
      message: "This file unpacks to more than 50 MB, far more than any template; it was refused.",
    });
  });

  it("answers other languages in English", () => {
    for (const language of ["de", "", "EN-us", "fr-CA"]) {
      expect(apiText(language, "upload-outdated"), language).toBe(apiText("en", "upload-outdated"));
      expect(mismatchMessage(2, language), language).toBe(mismatchMessage(2, "en"));
    }
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
  const refusalOf = (field: Partial<FieldDefinition>, raw: unknown): Refusal => {
    const result = normalise(
      { internalName: "f", name: { en: "F" }, ...field } as FieldDefinition,
      form,
      1,
      raw,
    );
    if (!("problem" in result)) throw new Error(`no problem with ${String(raw)}`);
    return result;
  };
  /** Every kind of refusal normalise (and @ledgerline/schemas through it) gives an uploaded value. */
  const refusals = () => [
    refusalOf({ type: "numeric" }, "twelve"),
    refusalOf({ type: "numeric" }, "."),
    refusalOf({ type: "currency" }, "99999999999999999999"),
    refusalOf({ type: "numeric" }, true),
    refusalOf({ type: "numeric", validations: { allowNegative: false } }, -1),
    refusalOf({ type: "percentual", validations: { min: 5 } }, 1),
    refusalOf({ type: "numeric", validations: { max: 10.5 } }, 11),
    refusalOf({ type: "date" }, "31-02-2024"),
    refusalOf({ type: "boolean" }, "maybe"),
    refusalOf({ type: "text" }, 5),
    refusalOf({ type: "dropdown", dropdownVals: [{ value: "USD", label: { en: "US dollar" } }] }, "EUR"),
    refusalOf({ type: "text", validations: { maxLength: 3 } }, "abcd"),
  ];

  it("words every refusal normalise gives by its code: English as normalise says it, translated elsewhere", () => {
    const all = refusals();
    expect(new Set(all.map((refusal) => valueReason(refusal, "en"))).size).toBe(all.length);
    for (const refusal of all) {
      expect(valueReason(refusal, "en")).toBe(refusal.problem);
      for (const language of TRANSLATED)
        expect(valueReason(refusal, language), refusal.problem).not.toBe(refusal.problem);
    }
  });

  it("does not depend on the English words", () => {
    const reworded = { ...refusalOf({ type: "numeric", validations: { min: 5 } }, 1), problem: "too small" };
    expect(valueReason(reworded, "fr")).toBe("doit être supérieur ou égal à 5");
  });

  it("translates fixed reasons, and carries the numbers of min, max and lengths", () => {
    expect(valueReason(refusalOf({ type: "numeric" }, "twelve"), "fr")).toBe(
      "utilisez uniquement des chiffres, un signe moins au début, des points et des virgules",
    );
    expect(valueReason(refusalOf({ type: "numeric" }, true), "ru")).toBe("ожидается число");
    expect(valueReason(refusalOf({ type: "numeric", validations: { max: -0.5 } }, 1), "es")).toBe(
      "debe ser como máximo -0.5",
    );
    const tooLong = (maxLength: number) =>
      refusalOf({ type: "text", validations: { maxLength } }, "x".repeat(300));
    expect(valueReason(refusalOf({ type: "text", validations: { maxLength: 1 } }, "ab"), "fr")).toBe(
      "1 caractère au maximum",
    );
    expect(valueReason(refusalOf({ type: "text", validations: { maxLength: 1 } }, "ab"), "ru")).toBe(
      "не более 1 символа",
    );
    expect(valueReason(tooLong(255), "ru")).toBe("не более 255 символов");
  });

  it("leaves a refusal no upload meets in English", () => {
    expect(valueReason({ code: "NOT_EDITABLE", problem: "is computed" }, "fr")).toBe("is computed");
  });
});
