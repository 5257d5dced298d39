import { describe, expect, it } from "vitest";
import { buildFieldModel } from "./fieldModel";
import { toJsonSchema } from "./toJsonSchema";
import { widgetsForm } from "../fixtures/widgetsForm";
import { covenantForm } from "../fixtures/covenantForm";

describe("buildFieldModel", () => {
  it("leaves out invisible fields, and adminOnly ones unless the viewer is provider staff", () => {
    const names = buildFieldModel(widgetsForm).rows.map((r) => r.name);
    expect(names).not.toContain("legacyCode");
    expect(names).not.toContain("internalRating");
    expect(buildFieldModel(widgetsForm, { isProviderStaff: true }).rows.map((r) => r.name)).toContain(
      "internalRating",
    );
  });

  it("gives each row its depth and ancestors", () => {
    const par = buildFieldModel(widgetsForm).byName.get("par30");
    expect(par).toMatchObject({
      depth: 1,
      ancestors: ["portfolioSection"],
      computed: false,
      valueType: "currency",
      fieldId: "widgetsDemo.par30",
    });
  });
});

describe("toJsonSchema", () => {
  const { schema, uiSchema } = toJsonSchema(buildFieldModel(widgetsForm));
  const properties = schema.properties as Record<string, Record<string, unknown>>;

  it("writes the generic rules as JSON Schema keywords", () => {
    expect(schema.required).toEqual(["grossLoanPortfolio", "contactEmail"]);
    expect(properties.grossLoanPortfolio).toEqual({ type: ["number", "null"], minimum: 0 });
    expect(properties.interestRate).toEqual({ type: ["number", "null"], minimum: 0, maximum: 100 });
    expect(properties.contactEmail).toMatchObject({ format: "email", maxLength: 254 });
    expect(properties.contactPhone).toMatchObject({ pattern: "^(\\+\\d{1,3})?\\d{10}$" });
    expect(properties.website).toMatchObject({ format: "uri" });
    expect(properties.auditOpinion).toMatchObject({ enum: ["unqualified", "qualified", null] });
  });

  it("gives read-only fields their type and no rules", () => {
    expect(properties.par30Ratio).toEqual({ type: ["number", "null"] });
  });

  it("orders the properties as the rows and names the widget the testers chose", () => {
    expect((uiSchema["ui:order"] as string[]).slice(0, 3)).toEqual([
      "grossLoanPortfolio",
      "par30",
      "par30Ratio",
    ]);
    expect(uiSchema.par30Ratio).toMatchObject({
      "ui:widget": "LedgerlineComputed",
      "ui:options": { fieldName: "par30Ratio" },
    });
    expect(uiSchema.fiscalYearEnd).toMatchObject({ "ui:widget": "LedgerlineMonth" });
    expect(uiSchema.auditOpinion).toMatchObject({ "ui:widget": "LedgerlineDropdown" });
    expect(toJsonSchema(buildFieldModel(covenantForm)).uiSchema.covPar30).toMatchObject({
      "ui:widget": "LedgerlineCovenant",
    });
  });
});
