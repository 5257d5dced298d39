import type { FormConfig } from "@ledgerline/schemas";
import { formTranslation } from "@ledgerline/form-renderer";
import { describe, expect, it } from "vitest";
import {
  addValidation,
  deleteValidation,
  moveValidation,
  setValidationMessage,
  validationMessages,
} from "./stepValidations";

const base = Object.freeze({
  key: "balance",
  version: "1.0.0",
  name: { en: "Balance" },
  context: { category: "financial", periodType: "month", target: "client" },
  type: "form",
  clientTypes: ["MFI"],
  fields: [{ internalName: "a", name: { en: "A" }, type: "numeric" }],
}) as FormConfig;

describe("step validation messages", () => {
  it("stores English as validationMessage and other languages as the renderer reads them", () => {
    let config = addValidation(base);
    config = setValidationMessage(config, 0, "en", "A must be positive");
    config = setValidationMessage(config, 0, "fr", "A doit être positif");
    const key = config.validations![0]!.key!;
    expect(config.validations![0]!.validationMessage).toBe("A must be positive");
    expect(formTranslation(config, `validation.${key}`, "fr")).toBe("A doit être positif");
    expect(formTranslation(config, `validation.${key}`, "es")).toBe("A must be positive");
    config = setValidationMessage(config, 0, "en", "A must be above zero");
    expect(validationMessages(config, 0)).toEqual({ en: "A must be above zero", fr: "A doit être positif" });
    expect(formTranslation(config, `validation.${key}`, "en")).toBe("A must be above zero");
  });

  it("removes an emptied translation and the entry of a deleted validation", () => {
    let config = setValidationMessage(addValidation(base), 0, "pt", "Texto");
    config = setValidationMessage(config, 0, "pt", "");
    expect(validationMessages(config, 0).pt).toBeUndefined();
    config = setValidationMessage(config, 0, "ru", "Текст");
    config = deleteValidation(config, 0);
    expect(config.validations).toEqual([]);
    expect(config.translations).toEqual([]);
  });

  it("reorders validations", () => {
    let config = addValidation(addValidation(base));
    const [first, second] = config.validations!.map((v) => v.key);
    config = moveValidation(config, 1, -1);
    expect(config.validations!.map((v) => v.key)).toEqual([second, first]);
    expect(moveValidation(config, 0, -1)).toBe(config);
  });
});
