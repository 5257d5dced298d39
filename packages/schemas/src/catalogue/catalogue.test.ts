import { describe, expect, it } from "vitest";
import { listFunctions } from "@ledgerline/formula-engine";
import { flattenFields } from "../fields.js";
import { LANGUAGES, type Translated } from "../schemas/primitives.js";
import type { FormConfig } from "../schemas/formConfig.js";
import { reportFormsRules } from "../validation/rules.js";
import { formatIssues } from "../validation/issues.js";
import {
  validateCovenantConfig,
  validateFormConfig,
  validateReportConfig,
} from "../validation/validators.js";
import { catalogue, compareVersions, findFormConfig, findReportConfig, formsOfReport } from "./index.js";

const formOf = (key: string) => {
  const form = findFormConfig(key);
  if (!form) throw new Error(`no form ${key}`);
  return form;
};

/** Every translated text of a form, with where it is. */
function translatedTexts(form: FormConfig): Array<[string, Translated | undefined]> {
  const out: Array<[string, Translated | undefined]> = [
    [`${form.key}.name`, form.name],
    [`${form.key}.guide`, form.guide],
  ];
  for (const { field } of flattenFields(form.fields)) {
    out.push(
      [`${form.key}.${field.internalName}.name`, field.name],
      [`${form.key}.${field.internalName}.guide`, field.guide],
    );
    for (const choice of field.dropdownVals ?? [])
      out.push([`${form.key}.${field.internalName}.${choice.value}`, choice.label]);
  }
  for (const validation of form.validations ?? []) {
    out.push([
      `${form.key}.validation.${validation.key}`,
      form.translations?.find((t) => t.key === `validation.${validation.key}`)?.value,
    ]);
  }
  return out;
}

// Names in a formula that are the language's own words, not field references.
const FUNCTIONS = new Set([
  ...listFunctions().map((fn) => fn.name),
  ...["if", "and", "or", "not", "true", "false", "null"],
]);

describe("catalogue", () => {
  it("contains the forms the reports, exports and menus expect", () => {
    const keys = catalogue.forms.map((f) => f.key);
    for (const key of [
      "identification",
      "balanceSheet",
      "profitLoss",
      "cashFlow",
      "extras",
      "extras2",
      "performanceIndicators",
      "infoIc",
      "ratios",
    ])
      expect(keys).toContain(key);
    for (const key of ["agroBalanceSheet", "agroProfitLoss", "agroCashflow", "agroExtras", "agroRatios"])
      expect(keys).toContain(key);
    for (const key of ["governance", "staff", "socialPerformance", "agroSocial", "covenants"])
      expect(keys).toContain(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(catalogue.forms.map((f) => [f.key, f] as const))("form %s is valid", (_key, form) => {
    const result = validateFormConfig(form);
    expect(result.ok ? "" : formatIssues(result.errors)).toBe("");
  });

  it("has the four reports: monthly MFI/BANK, quarterly AGRO, quarterly social and covenants", () => {
    expect(findReportConfig("mfiFinancialMonthly")).toMatchObject({
      scheduleType: "monthly",
      clientTypes: ["MFI", "BANK"],
    });
    expect(findReportConfig("agroFinancialQuarterly")).toMatchObject({
      scheduleType: "quarterly",
      clientTypes: ["AGRO"],
    });
    expect(findReportConfig("socialQuarterly")).toMatchObject({
      scheduleType: "quarterly",
      category: "social",
    });
    expect(findReportConfig("covenantsQuarterly")?.steps.map((s) => s.config.key)).toEqual(["covenants"]);
  });

  it.each(catalogue.reports.map((r) => [r.key, r] as const))(
    "report %s is valid and its forms exist with unique internal names",
    (_key, report) => {
      const result = validateReportConfig(report);
      expect(result.ok ? "" : formatIssues(result.errors)).toBe("");
      expect(formatIssues(reportFormsRules(report, catalogue.forms))).toBe("");
      for (const step of report.steps) {
        const form = formOf(step.config.key);
        for (const t of step.clientTypes ?? report.clientTypes) expect(form.clientTypes).toContain(t);
      }
    },
  );

  it("files social forms by client type", () => {
    const social = findReportConfig("socialQuarterly");
    if (!social) throw new Error("no social report");
    expect(formsOfReport(social, { clientType: "AGRO" }).map((f) => f.key)).toEqual([
      "identification",
      "governance",
      "staff",
      "agroSocial",
    ]);
    expect(formsOfReport(social, { clientType: "BANK" }).map((f) => f.key)).toEqual([
      "identification",
      "governance",
      "staff",
      "socialPerformance",
    ]);
  });

  it("publishes every template at version 1.0.0", () => {
    for (const t of [...catalogue.forms, ...catalogue.reports])
      expect([t.key, t.version, t.status]).toEqual([t.key, "1.0.0", "published"]);
    for (const r of catalogue.reports) for (const s of r.steps) expect(s.config.version).toBe("1.0.0");
    expect(compareVersions("1.10.0", "1.9.3")).toBeGreaterThan(0);
  });

  it("labels and guides every form, field, choice and validation in en, fr, es, pt and ru", () => {
    const missing: string[] = [];
    for (const form of catalogue.forms) {
      for (const [where, text] of translatedTexts(form)) {
        for (const lang of LANGUAGES) if (!text?.[lang]?.trim()) missing.push(`${where}.${lang}`);
      }
    }
    for (const item of [
      ...catalogue.reports.map((r) => [r.key, r.name, r.guide] as const),
      ...catalogue.covenants.map((c) => [c.internalName, c.name, c.guide] as const),
    ]) {
      for (const lang of LANGUAGES) {
        if (!item[1][lang]) missing.push(`${item[0]}.name.${lang}`);
        if (!item[2]?.[lang]) missing.push(`${item[0]}.guide.${lang}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("declares every profit-and-loss and cash-flow number a flow, except opening and closing cash", () => {
    const stocks: string[] = [];
    for (const key of ["profitLoss", "cashFlow", "agroProfitLoss", "agroCashflow"]) {
      for (const { field } of flattenFields(formOf(key).fields)) {
        if ((field.type === "currency" || field.type === "numeric") && field.kind !== "flow")
          stocks.push(field.internalName);
      }
    }
    expect(stocks.sort()).toEqual(["agroClosingCash", "agroOpeningCash", "closingCash", "openingCash"]);
  });

  it("catches the real mistakes with step validations", () => {
    const validation = (form: string, key: string) => formOf(form).validations?.find((v) => v.key === key);
    expect(validation("balanceSheet", "balanceSheetBalances")).toMatchObject({
      validationType: "error",
      formula: "totalAssets == totalLiabilitiesAndEquity",
    });
    expect(validation("agroBalanceSheet", "agroBalanceSheetBalances")).toMatchObject({
      validationType: "error",
    });
    expect(validation("profitLoss", "netIncomeAgreesWithBalanceSheet")).toMatchObject({
      validationType: "error",
      formula: "netIncome == balanceSheet.currentYearNetIncome",
    });
    expect(validation("agroProfitLoss", "agroNetIncomeAgreesWithBalanceSheet")).toMatchObject({
      validationType: "error",
    });
    expect(validation("extras", "par30BelowPortfolio")).toMatchObject({
      validationType: "error",
      formula: "par30 <= balanceSheet.grossLoanPortfolio",
    });
    expect(validation("balanceSheet", "totalAssetsJump")).toMatchObject({ validationType: "warn" });
    expect(validation("balanceSheet", "totalAssetsJump")?.formula).toContain("totalAssets[-1M]");
    expect(validation("cashFlow", "closingCashAgreesWithBalanceSheet")).toMatchObject({
      validationType: "error",
    });
  });

  it("computes subtotals and ratios with formulas, not typed values", () => {
    for (const [form, field] of [
      ["balanceSheet", "totalAssets"],
      ["profitLoss", "netIncome"],
      ["performanceIndicators", "oss"],
      ["performanceIndicators", "roa"],
      ["agroRatios", "dscr"],
      ["agroRatios", "netDebtToEbitda"],
    ] as const) {
      const found = flattenFields(formOf(form).fields).find((e) => e.field.internalName === field)?.field;
      expect(found?.formula, `${form}.${field}`).toBeTruthy();
      expect(found?.editable).toBe(false);
    }
    expect(
      flattenFields(formOf("ratios").fields).every((e) => e.field.type === "fieldset" || e.field.formula),
    ).toBe(true);
  });

  it("references only existing fields: same-form names unqualified, other forms qualified", () => {
    const problems: string[] = [];
    const fieldsOf = new Map(
      catalogue.forms.map((f) => [f.key, new Set(flattenFields(f.fields).map((e) => e.field.internalName))]),
    );
    for (const form of catalogue.forms) {
      const own = fieldsOf.get(form.key) ?? new Set<string>();
      const formulas = [
        ...flattenFields(form.fields).flatMap((e) =>
          e.field.formula ? [[e.field.internalName, e.field.formula] as const] : [],
        ),
        ...(form.validations ?? []).map((v) => [`validation ${v.key}`, v.formula] as const),
      ];
      for (const [where, formula] of formulas) {
        for (const match of formula.matchAll(/\b([a-z][A-Za-z0-9]*)(?:\.([a-z][A-Za-z0-9]*))?\b(?!\s*\()/g)) {
          const [, first, second] = match;
          if (!first || FUNCTIONS.has(first)) continue;
          if (second) {
            if (!fieldsOf.get(first)?.has(second))
              problems.push(`${form.key}.${where}: unknown ${first}.${second}`);
            if (first === form.key)
              problems.push(`${form.key}.${where}: ${first}.${second} need not be qualified`);
          } else if (!own.has(first)) {
            problems.push(
              `${form.key}.${where}: ${first} is not a field of ${form.key} (qualify it with its form)`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("has the central covenants with limits, alert thresholds, formulas, guides and links", () => {
    const names = catalogue.covenants.map((c) => c.internalName);
    for (const name of [
      "covPar30",
      "covWriteOff",
      "covCar",
      "covDebtToEquity",
      "covOss",
      "covRoa",
      "covOpenFx",
      "covLiquidity",
    ]) {
      expect(catalogue.covenants.find((c) => c.internalName === name)?.clientType, name).toBe("MFI");
    }
    for (const name of ["covDscr", "covCurrentRatio", "covNetDebtToEbitda"]) {
      expect(catalogue.covenants.find((c) => c.internalName === name)?.clientType, name).toBe("AGRO");
    }
    expect(new Set(names).size).toBe(names.length);
    for (const covenant of catalogue.covenants) {
      const result = validateCovenantConfig(covenant);
      expect(result.ok ? "" : formatIssues(result.errors), covenant.internalName).toBe("");
      expect(covenant.links.length, covenant.internalName).toBeGreaterThan(0);
    }
  });

  it("has one COVENANT field per central covenant in the covenants form, with the same formula and type", () => {
    const fields = flattenFields(formOf("covenants").fields)
      .map((e) => e.field)
      .filter((f) => f.type === "COVENANT");
    expect(fields.map((f) => f.internalName).sort()).toEqual(
      catalogue.covenants.map((c) => c.internalName).sort(),
    );
    for (const c of catalogue.covenants) {
      const field = fields.find((f) => f.internalName === c.internalName);
      expect([field?.formula, field?.fieldType]).toEqual([c.formula, c.fieldType]);
    }
  });

  it("is frozen: a published version cannot be changed by accident", () => {
    const form = formOf("balanceSheet");
    expect(Object.isFrozen(form)).toBe(true);
    expect(() => {
      (form.fields as unknown as unknown[]).push({});
    }).toThrow(TypeError);
  });
});
