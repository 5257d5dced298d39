import { describe, expect, it } from "vitest";
import type { FormConfig } from "../schemas/formConfig.js";
import type { User } from "../schemas/user.js";
import { formatIssues, SchemaValidationError, type ValidationResult } from "./issues.js";
import {
  assertValid,
  validateCovenantConfig,
  validateFinancialPeriods,
  validateFormConfig,
  validateReportInstance,
  validateUser,
  validateWaiver,
} from "./validators.js";
import { reportFormsRules } from "./rules.js";

/** A small valid form config; tests change one thing at a time. */
function formFixture(): FormConfig {
  return {
    key: "miniBalance",
    version: "1.0.0",
    name: { en: "Mini balance" },
    context: { category: "financial", periodType: "month", target: "client" },
    type: "form",
    clientTypes: ["MFI"],
    fields: [
      {
        internalName: "assetsSection",
        name: { en: "Assets" },
        type: "fieldset",
        children: [
          { internalName: "cash", name: { en: "Cash" }, type: "currency" },
          { internalName: "loans", name: { en: "Loans" }, type: "currency" },
          {
            internalName: "totalAssets",
            name: { en: "Total assets" },
            type: "currency",
            formula: "add(cash, loans)",
          },
        ],
      },
    ],
    validations: [
      {
        validationType: "error",
        validationMessage: "Must balance",
        formula: "totalAssets == cash + loans",
        dependencies: ["totalAssets"],
      },
    ],
  };
}

function errorsOf<T>(result: ValidationResult<T>) {
  if (result.ok) throw new Error("expected the value to be invalid");
  return result.errors;
}

function nest(depth: number): FormConfig["fields"][number] {
  const field: FormConfig["fields"][number] = {
    internalName: `level${depth}`,
    name: { en: `Level ${depth}` },
    type: "fieldset",
  };
  field.children =
    depth < 5 ? [nest(depth + 1)] : [{ internalName: "leaf", name: { en: "Leaf" }, type: "numeric" }];
  return field;
}

describe("validateFormConfig", () => {
  it("accepts a well-formed form config", () => {
    expect(validateFormConfig(formFixture()).ok).toBe(true);
  });

  it("points at a misspelt field type and lists the allowed ones", () => {
    const form = formFixture() as unknown as { fields: Array<{ children: Array<{ type: string }> }> };
    (form.fields[0]?.children[1] as { type: string }).type = "curency";
    const [issue] = errorsOf(validateFormConfig(form));
    expect(issue?.path).toBe("fields[0].children[1].type");
    expect(issue?.pointer).toBe("/fields/0/children/1/type");
    expect(issue?.message).toMatch(
      /^expected one of numeric, currency, percentual, .*got the text "curency"$/,
    );
  });

  it("says what is missing and what a value should look like", () => {
    const form = { ...formFixture(), version: "1.0", name: {} };
    const text = formatIssues(errorsOf(validateFormConfig(form)));
    expect(text).toContain('version: expected a version like 1.0.0, got the text "1.0"');
    expect(text).toContain("name.en: is required but missing");
  });

  it("rejects fields nested deeper than four levels, at the offending field", () => {
    const form = { ...formFixture(), fields: [nest(1)] };
    const issues = errorsOf(validateFormConfig(form));
    expect(issues.map((i) => i.path)).toContain("fields[0].children[0].children[0].children[0].children");
    expect(issues[0]?.message).toContain("at most four levels deep");
  });

  it("reports unknown properties with the allowed ones", () => {
    const form = formFixture() as unknown as Record<string, unknown>;
    form.colour = "blue";
    const [issue] = errorsOf(validateFormConfig(form));
    expect(issue).toMatchObject({ path: "colour" });
    expect(issue?.message).toContain("is not an allowed property here (allowed: _id, key, version");
  });

  it("finds duplicate internal names, computed editable fields and unknown dependencies", () => {
    const form = formFixture();
    const children = form.fields[0]?.children ?? [];
    children.push({ internalName: "cash", name: { en: "Cash again" }, type: "currency" });
    (children[2] as { editable?: boolean }).editable = true;
    form.validations = [
      { validationType: "warn", validationMessage: "x", formula: "cash > 0", dependencies: ["cashh"] },
    ];
    const issues = errorsOf(validateFormConfig(form));
    expect(issues).toContainEqual(
      expect.objectContaining({
        path: "fields[0].children[3].internalName",
        message: expect.stringContaining("already used"),
      }),
    );
    expect(issues).toContainEqual(expect.objectContaining({ path: "fields[0].children[2].editable" }));
    expect(issues).toContainEqual(
      expect.objectContaining({
        path: "validations[0].dependencies[0]",
        message: '"cashh" is not a field of this form',
      }),
    );
  });

  it("requires choices for dropdowns and a value type and formula for covenant fields", () => {
    const form = formFixture();
    form.fields.push({ internalName: "rating", name: { en: "Rating" }, type: "dropdown" });
    form.fields.push({ internalName: "covX", name: { en: "Covenant" }, type: "COVENANT" });
    const paths = errorsOf(validateFormConfig(form)).map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(["fields[1].dropdownVals", "fields[2].fieldType", "fields[2].formula"]),
    );
  });
});

describe("reportFormsRules", () => {
  it("finds an internal name used by two forms of one report", () => {
    const a = formFixture();
    const b = { ...formFixture(), key: "other" };
    const report = {
      key: "r",
      version: "1.0.0",
      name: { en: "R" },
      category: "financial" as const,
      scheduleType: "monthly" as const,
      contextTarget: "client" as const,
      clientTypes: ["MFI" as const],
      dueAfterDays: 30,
      steps: [
        { type: "form" as const, required: true, config: { key: "miniBalance", version: "1.0.0" } },
        { type: "form" as const, required: true, config: { key: "other", version: "1.0.0" } },
        { type: "form" as const, required: true, config: { key: "miniBalance", version: "2.0.0" } },
      ],
    };
    const issues = reportFormsRules(report, [a, b]);
    expect(issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        '"cash" is a field of both miniBalance and other; internal names must be unique across a report\'s forms',
        'form "miniBalance" has no version 2.0.0 (known: 1.0.0)',
      ]),
    );
  });
});

describe("validateFinancialPeriods", () => {
  it("uses the spec's messages for order and contiguity", () => {
    const periods = [
      { financialYear: 2023, financialYearId: 202300, start: 20230101, end: 20231231, months: 12 },
      { financialYear: 2024, financialYearId: 202400, start: 20240201, end: 20241231, months: 11 },
      { financialYear: 2025, financialYearId: 202500, start: 20251231, end: 20250101, months: 12 },
    ];
    const messages = errorsOf(validateFinancialPeriods(periods)).map((i) => `${i.path}: ${i.message}`);
    expect(messages).toContain(
      "[1].start: Start of period 2024-02-01 does not follow on previous end of period 2023-12-31",
    );
    expect(messages).toContain("[2].start: Start of period must come before end");
    expect(messages).toContain("[2].end: End of period must come after start");
  });
});

describe("validateWaiver and validateCovenantConfig", () => {
  it("requires limits for ALTER and forbids them for DISABLE", () => {
    const base = { _id: "0123456789abcdef01234567", startDate: 20240101, endDate: 20240331 };
    expect(errorsOf(validateWaiver({ ...base, waiverType: "ALTER" })).map((i) => i.path)).toEqual([
      "range",
      "alertThreshold",
    ]);
    expect(
      errorsOf(validateWaiver({ ...base, waiverType: "DISABLE", alertThreshold: 10 })).map((i) => i.path),
    ).toEqual(["alertThreshold"]);
    expect(
      errorsOf(validateWaiver({ ...base, waiverType: "DISABLE", startDate: 20240401 }))[0]?.message,
    ).toBe("the start date must not be after the end date");
  });

  it("keeps the alert threshold inside the covenant's range", () => {
    const covenant = {
      internalName: "covPar30",
      name: { en: "PAR 30" },
      links: [{ uri: "not a url", name: "x" }],
      fieldType: "percentual",
      range: { min: 0, max: 500 },
      alertThreshold: 600,
      clientType: "MFI",
      formula: "performanceIndicators.par30Ratio",
      archived: null,
    };
    expect(errorsOf(validateCovenantConfig(covenant)).map((i) => i.path)).toEqual(["links[0].uri"]);
    const fixed = { ...covenant, links: [] };
    expect(errorsOf(validateCovenantConfig(fixed))[0]).toMatchObject({ path: "alertThreshold" });
  });
});

describe("validateUser", () => {
  it("requires clients for client users and regions for Regional Directors", () => {
    const user: User = {
      _id: "0123456789abcdef01234567",
      created: "2024-01-01T00:00:00.000Z",
      firstName: "Ana",
      lastName: "Quispe",
      fullName: "Ana Quispe",
      email: "ana@example.org",
      lastLogin: null,
      communication: [],
      userAccountId: "0123456789abcdef01234568",
      language: "es",
      status: "ACTIVE",
      changeLog: [],
      roles: ["CLIENT-ADMIN", "investor-RD"],
      clients: { ids: [], regions: [], nameList: [] },
    };
    expect(errorsOf(validateUser(user)).map((i) => i.path)).toEqual([
      "roles",
      "clients.ids",
      "clients.regions",
    ]);
  });
});

describe("unions and assertValid", () => {
  it("reports the deeper error of a nullable object, not the null branch", () => {
    const issues = errorsOf(validateReportInstance({ reportedBy: { _id: "x" } }));
    expect(issues).toContainEqual({
      path: "reportedBy.fullName",
      pointer: "/reportedBy/fullName",
      message: "is required but missing",
    });
    expect(issues.some((i) => i.path === "reportedBy" && i.message.includes("null"))).toBe(false);
  });

  it("throws a SchemaValidationError that lists every issue", () => {
    const result = validateFormConfig({ ...formFixture(), type: "grid" });
    expect(() => assertValid(result, "form config")).toThrow(SchemaValidationError);
    expect(() => assertValid(result, "form config")).toThrow(
      /Invalid form config:\ntype: expected one of form, covenants, got the text "grid"/,
    );
  });
});
