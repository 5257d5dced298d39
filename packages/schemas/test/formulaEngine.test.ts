// The catalogue and the demo data against the real formula engine: `check` finds nothing in any template,
// and on every complete reporting period of the demo the formulas evaluate (no errors, no unexpected nulls)
// and no step validation fires.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { checkFormConfigs, createEngine, isErrorValue, type FormulaEngine } from "@ledgerline/formula-engine";
import { beforeAll, describe, expect, it } from "vitest";
import {
  catalogue,
  covenantLevel,
  fieldSpecsOf,
  flattenFields,
  formDataSource,
  formsOfReport,
  generateDemo,
  monthOf,
  monthsBetween,
  type Client,
  type DemoData,
  type FormConfig,
} from "../src/index.js";

const inputsOf = (forms: readonly FormConfig[]) =>
  forms.map((f) => ({ file: `src/catalogue/forms/${f.key}.json`, config: f }));

describe("ledgerline-formula check over the catalogue", () => {
  it("passes the command-line check on every template file (exit code 0, no output)", () => {
    const cli = fileURLToPath(new URL("../../formula-engine/src/cli.ts", import.meta.url));
    const dir = fileURLToPath(new URL("../src/catalogue/forms/", import.meta.url));
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => `${dir}${f}`);
    expect(files).toHaveLength(catalogue.forms.length);
    const output = execFileSync(process.execPath, ["--import", "tsx", cli, "check", ...files], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    expect(output).toBe("");
  });

  it("finds no parse errors, unknown references, kind errors or cycles in any template", () => {
    const problems = checkFormConfigs(inputsOf(catalogue.forms));
    expect(problems.map((p) => `${p.file}: ${p.field}: ${p.message}`)).toEqual([]);
  });

  it("checks each report's forms together with the forms they reference", () => {
    const formulasOf = (f: FormConfig) =>
      [
        ...flattenFields(f.fields).map((e) => e.field.formula ?? ""),
        ...(f.validations ?? []).map((v) => v.formula),
      ].join(" ");
    for (const report of catalogue.reports) {
      const included = new Set(formsOfReport(report));
      for (let grew = true; grew;) {
        const text = [...included].map(formulasOf).join(" ");
        const more = catalogue.forms.filter(
          (f) => !included.has(f) && new RegExp(`\\b${f.key}\\.`).test(text),
        );
        more.forEach((f) => included.add(f));
        grew = more.length > 0;
      }
      expect(checkFormConfigs(inputsOf([...included])), report.key).toEqual([]);
    }
  });

  it("would report a broken template (the check is not vacuous)", () => {
    const broken = structuredClone(catalogue.forms.find((f) => f.key === "profitLoss")) as FormConfig;
    const first = broken.fields[0];
    if (!first) throw new Error("no field");
    first.formula = "add(financialRevenueFromLoanPortfolio, financialRevenueFromInvestmentz)";
    broken.fields.push({
      internalName: "flowOfStock",
      name: { en: "x" },
      type: "currency",
      kind: "flow",
      formula: "balanceSheet.totalAssets",
    });
    const others = catalogue.forms.filter((f) => f.key !== "profitLoss");
    const problems = checkFormConfigs(inputsOf([...others, broken]));
    expect(problems.map((p) => p.field)).toEqual(expect.arrayContaining(["financialRevenue", "flowOfStock"]));
    expect(problems.find((p) => p.field === "financialRevenue")?.message).toContain(
      "financialRevenueFromInvestmentz",
    );
  });
});

/** Formula fields that may be null on complete data, and when. */
const EXPECTED_NULLS: Record<string, (client: Client, engine: FormulaEngine, month: string) => boolean> = {
  // Institutions without deposits have no deposit ratios.
  "ratios.loanToDepositRatio": (_c, engine, month) =>
    engine.evaluate("balanceSheet.totalDeposits", month) === 0,
  "ratios.averageDepositPerDepositor": (_c, engine, month) =>
    engine.evaluate("balanceSheet.totalDeposits", month) === 0,
};

describe("the formulas on the demo portfolio", () => {
  let demo: DemoData;
  const engines = new Map<string, FormulaEngine>();
  const allFields = fieldSpecsOf(catalogue.forms);

  beforeAll(() => {
    demo = generateDemo();
    for (const client of demo.clients) {
      const documents = demo.formData.filter((d) => d.clientId === client._id);
      engines.set(
        client._id,
        createEngine({
          fields: allFields,
          financialPeriods: client.financialPeriods,
          data: formDataSource(documents, catalogue.forms),
        }),
      );
    }
  });

  /** Complete reports (every step filed) of the last twelve months, with the forms the client filed. */
  function completeReports() {
    const lastMonth = demo.meta.lastMonth;
    return demo.reportInstances
      .filter((r) => ["submitted", "in_review", "rejected", "approved"].includes(r.status))
      .filter((r) => monthsBetween(monthOf(r.context.numeric), lastMonth) < 12)
      .map((r) => {
        const client = demo.clients.find((c) => c._id === r.client._id) as Client;
        const report = catalogue.reports.find((x) => x.key === r.config.key);
        if (!report) throw new Error(`unknown report ${r.config.key}`);
        return {
          client,
          month: monthOf(r.context.numeric),
          forms: formsOfReport(report, { clientType: client.clientType }),
        };
      });
  }

  it("evaluates every formula field of every complete period without errors or unexpected nulls", () => {
    const problems: string[] = [];
    let evaluated = 0;
    for (const { client, month, forms } of completeReports()) {
      const engine = engines.get(client._id) as FormulaEngine;
      const family = client.clientType === "AGRO" ? "AGRO" : "MFI";
      for (const form of forms) {
        for (const { field } of flattenFields(form.fields)) {
          if (typeof field.formula !== "string") continue;
          // The covenants form lists both families' covenants; a client is tested on its own family's.
          if (
            field.type === "COVENANT" &&
            catalogue.covenants.find((c) => c.internalName === field.internalName)?.clientType !== family
          )
            continue;
          const id = `${form.key}.${field.internalName}`;
          const value = engine.evaluate(id, month);
          evaluated += 1;
          if (isErrorValue(value)) problems.push(`${client.name} ${month} ${id}: ${value.toString()}`);
          else if (value === null && !EXPECTED_NULLS[id]?.(client, engine, month))
            problems.push(`${client.name} ${month} ${id}: null`);
          else if (typeof value === "number" && !Number.isFinite(value))
            problems.push(`${client.name} ${month} ${id}: ${value}`);
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(evaluated).toBeGreaterThan(2000);
  });

  it("fires no step validation (error or warning) on complete periods", () => {
    const failures: string[] = [];
    for (const { client, month, forms } of completeReports()) {
      const engine = engines.get(client._id) as FormulaEngine;
      for (const form of forms) {
        for (const failure of engine.runValidations(form.validations ?? [], month, { form: form.key })) {
          failures.push(
            `${client.name} ${month} ${form.key}: ${failure.validationType} ${failure.validationMessage}`,
          );
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it("agrees with the totals the identities require (balance sheet, net income, closing cash)", () => {
    for (const { client, month, forms } of completeReports()) {
      const engine = engines.get(client._id) as FormulaEngine;
      const keys = forms.map((f) => f.key);
      const value = (id: string) => engine.evaluate(id, month) as number;
      if (keys.includes("balanceSheet")) {
        expect(value("balanceSheet.totalAssets")).toBeCloseTo(
          value("balanceSheet.totalLiabilitiesAndEquity"),
          2,
        );
        expect(value("profitLoss.netIncome")).toBeCloseTo(value("balanceSheet.currentYearNetIncome"), 2);
        expect(value("cashFlow.closingCash")).toBeCloseTo(value("balanceSheet.cashAndDueFromBanks"), 2);
      }
      if (keys.includes("agroBalanceSheet")) {
        expect(value("agroBalanceSheet.totalAssets")).toBeCloseTo(
          value("agroBalanceSheet.totalLiabilitiesAndEquity"),
          2,
        );
        expect(value("agroCashflow.agroClosingCash")).toBeCloseTo(value("agroBalanceSheet.cash"), 2);
      }
    }
  });

  it("gives realistic ratios for the demo institutions", () => {
    const last = demo.meta.lastMonth;
    const ratio = (clientName: string, id: string, month = last) => {
      const client = demo.clients.find((c) => c.name === clientName) as Client;
      return (engines.get(client._id) as FormulaEngine).evaluate(id, month) as number;
    };
    const banco = "Banco Solidario del Pacífico";
    const quarter = "2025-06";
    expect(ratio("Jamii Finance", "performanceIndicators.oss")).toBeGreaterThan(1);
    expect(ratio("Jamii Finance", "performanceIndicators.oss")).toBeLessThan(1.6);
    expect(ratio("Jamii Finance", "performanceIndicators.portfolioYield")).toBeGreaterThan(0.2);
    expect(ratio(banco, "performanceIndicators.portfolioYield", quarter)).toBeLessThan(0.25);
    expect(ratio("Fondo Nica de Desarrollo", "performanceIndicators.par30Ratio")).toBeGreaterThan(0.05);
    expect(ratio("Andes Microcrédito", "performanceIndicators.par30Ratio", quarter)).toBeLessThan(0.05);
    expect(ratio("Mekong Rice Millers", "agroRatios.currentRatio", quarter)).toBeGreaterThan(1);
    expect(ratio("Mekong Rice Millers", "agroRatios.grossMargin", quarter)).toBeGreaterThan(0.1);
  });

  it("records the same PAR 30 covenant state as the engine computes", () => {
    let compared = 0;
    for (const doc of demo.formData.filter((d) => d.covenantStatus?.covPar30)) {
      const client = demo.clients.find((c) => c._id === doc.clientId) as Client;
      const month = monthOf(doc.context.numeric);
      const value = (engines.get(client._id) as FormulaEngine).evaluate(
        "covenants.covPar30",
        month,
      ) as number;
      const investment = demo.investments.find(
        (i) =>
          i.client._id === client._id &&
          i.covenants.some((c) => c.centralCovenantId.internalName === "covPar30"),
      );
      const covenant = investment?.covenants.find((c) => c.centralCovenantId.internalName === "covPar30");
      if (!covenant) throw new Error("no PAR 30 covenant");
      const waiver = covenant.waivers.find(
        (w) => w.startDate <= doc.context.numeric && doc.context.numeric <= w.endDate,
      );
      const limits = waiver?.range
        ? { range: waiver.range, alertThreshold: waiver.alertThreshold ?? null }
        : covenant;
      expect(doc.covenantStatus?.covPar30?.breached, `${client.name} ${month}`).toBe(
        covenantLevel(value, "percentual", limits) === "breached",
      );
      compared += 1;
    }
    expect(compared).toBeGreaterThan(10);
  });
});
