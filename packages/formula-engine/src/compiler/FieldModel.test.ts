import { describe, expect, it } from "vitest";
import { DuplicateFieldError, InvalidFieldError } from "../index";
import { FieldModel } from "./FieldModel";

const model = new FieldModel([
  { name: "totalAssets", form: "balanceSheet" },
  { name: "netIncome", form: "incomeStatement", kind: "flow" },
  { name: "netIncome", form: "cashFlow", kind: "flow" },
  { name: "grossLoanPortfolio", form: "balanceSheet" },
  { name: "fx" },
]);

describe("FieldModel", () => {
  it("gives each field the id form.name, or name without a form", () => {
    expect(model.fields.map((f) => f.id)).toEqual([
      "balanceSheet.totalAssets",
      "incomeStatement.netIncome",
      "cashFlow.netIncome",
      "balanceSheet.grossLoanPortfolio",
      "fx",
    ]);
    expect(model.get("fx")?.kind).toBe("stock");
  });

  it("resolves a plain name to the field of the same form first", () => {
    const resolved = model.resolve("netIncome", undefined, "cashFlow");
    expect(resolved.ok && resolved.field.id).toBe("cashFlow.netIncome");
  });

  it("otherwise resolves a plain name to the only field with that name", () => {
    const resolved = model.resolve("totalAssets", undefined, "incomeStatement");
    expect(resolved.ok && resolved.field.id).toBe("balanceSheet.totalAssets");
    const noForm = model.resolve("fx", undefined, "balanceSheet");
    expect(noForm.ok && noForm.field.id).toBe("fx");
  });

  it("reports an ambiguous name with its candidates", () => {
    expect(model.resolve("netIncome", undefined, "balanceSheet")).toEqual({
      ok: false,
      reason: "ambiguous",
      candidates: ["incomeStatement.netIncome", "cashFlow.netIncome"],
    });
  });

  it("resolves form.name exactly and suggests for unknown names", () => {
    const exact = model.resolve("netIncome", "incomeStatement", "balanceSheet");
    expect(exact.ok && exact.field.id).toBe("incomeStatement.netIncome");
    expect(model.resolve("totalAsset", "balanceSheet", undefined)).toEqual({
      ok: false,
      reason: "unknown",
      suggestion: "balanceSheet.totalAssets",
    });
    expect(model.resolve("grossLoanPortfolo", undefined, "balanceSheet")).toEqual({
      ok: false,
      reason: "unknown",
      suggestion: "grossLoanPortfolio",
    });
  });

  it("rejects duplicate ids and malformed fields", () => {
    expect(() => new FieldModel([{ name: "a" }, { name: "a" }])).toThrow(DuplicateFieldError);
    expect(() => new FieldModel([{ name: "a.b" }])).toThrow(InvalidFieldError);
    expect(() => new FieldModel([{ name: "" }])).toThrow(InvalidFieldError);
    expect(() => new FieldModel([{ name: "a", kind: "balance" as "stock" }])).toThrow(InvalidFieldError);
  });
});
