import { describe, expect, it } from "vitest";
import type { FieldDefinition } from "@ledgerline/schemas";
import { buildFieldModel } from "./fieldModel";
import { fieldRuleProblems } from "./fieldRules";
import { widgetsForm } from "../fixtures/widgetsForm";

const model = buildFieldModel(widgetsForm);
const messagesOf = (name: string, value: unknown) =>
  fieldRuleProblems(model.byName.get(name)!, value).map((p) => [p.messageId, p.args]);

function rowWith(definition: Partial<FieldDefinition>) {
  const form = {
    ...widgetsForm,
    fields: [{ internalName: "code", name: { en: "Code" }, type: "text", ...definition } as FieldDefinition],
  };
  return buildFieldModel(form).byName.get("code")!;
}

describe("fieldRuleProblems", () => {
  it("requires a value only where the rules say so", () => {
    expect(messagesOf("grossLoanPortfolio", undefined)).toEqual([["error-required", undefined]]);
    expect(messagesOf("par30", undefined)).toEqual([]);
  });

  it("applies the number rules of @ledgerline/schemas in display units", () => {
    expect(messagesOf("par30", -0.01)).toEqual([["error-negative", undefined]]);
    expect(messagesOf("par30", 0)).toEqual([]);
    expect(messagesOf("numberOfLoans", 1000001)).toEqual([["error-max", { limit: 1000000 }]]);
    expect(messagesOf("interestRate", -1)).toEqual([["error-min", { limit: 0 }]]);
    expect(messagesOf("interestRate", 100)).toEqual([]);
  });

  it("checks texts: length, e-mail, web address, telephone, pattern (not on textareas)", () => {
    expect(messagesOf("contactEmail", "finance@")).toEqual([["error-email", undefined]]);
    expect(messagesOf("contactEmail", "finance@andes.pe")).toEqual([]);
    expect(messagesOf("contactEmail", `${"a".repeat(250)}@x.pe`)).toEqual([
      ["error-max-length", { limit: 254 }],
    ]);
    expect(messagesOf("website", "andes.pe")).toEqual([["error-url", undefined]]);
    expect(messagesOf("website", "https://andes.pe")).toEqual([]);
    expect(messagesOf("contactPhone", "12345")).toEqual([["error-telephone", undefined]]);
    expect(messagesOf("contactPhone", "+511234567890")).toEqual([]);
    expect(messagesOf("comments", "x".repeat(501))).toEqual([["error-max-length", { limit: 500 }]]);
    expect(fieldRuleProblems(rowWith({ validations: { pattern: "^[A-Z]{3}$" } }), "abc")).toMatchObject([
      { messageId: "error-pattern" },
    ]);
    expect(fieldRuleProblems(rowWith({ validations: { minLength: 3 } }), "ab")).toMatchObject([
      { messageId: "error-min-length", args: { limit: 3 } },
    ]);
    // Lengths count characters, not UTF-16 units: three emoji are three characters.
    expect(fieldRuleProblems(rowWith({ validations: { maxLength: 3 } }), "😀😀😀")).toEqual([]);
  });

  it("accepts only the dropdown's choices", () => {
    expect(messagesOf("auditOpinion", "qualified")).toEqual([]);
    expect(messagesOf("auditOpinion", "adverse")).toEqual([["error-choice", undefined]]);
  });

  it("leaves a pattern that is no regular expression unchecked instead of failing the whole form", () => {
    expect(fieldRuleProblems(rowWith({ validations: { pattern: "([" } }), "anything")).toEqual([]);
  });
});
