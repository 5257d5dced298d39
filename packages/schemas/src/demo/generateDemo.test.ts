import { beforeAll, describe, expect, it } from "vitest";
import { formatIssues, type ValidationResult } from "../validation/issues.js";
import {
  validateAuditEntry,
  validateClient,
  validateCountry,
  validateCovenantConfig,
  validateDemoLogin,
  validateExchangeRate,
  validateFormConfig,
  validateFormData,
  validateFund,
  validateInvestment,
  validateRegion,
  validateReportConfig,
  validateReportInstance,
  validateUser,
} from "../validation/validators.js";
import { createEngine } from "@ledgerline/formula-engine";
import { formDataSource } from "../dataSource.js";
import { fieldSpecsOf } from "../fieldSpecs.js";
import { addMonths, buildFinancialPeriods, covenantLevel, monthOf, waiverInEffect } from "../values.js";
import type { FormData } from "../schemas/reporting.js";
import { simulateAgro, AGRO_FLOW_INPUTS } from "./agroModel.js";
import { generateDemo, type DemoData } from "./generateDemo.js";
import { MFI_FLOW_INPUTS, simulateMfi, type ModelMonth } from "./mfiModel.js";
import { Random } from "./random.js";

let demo: DemoData;
beforeAll(() => {
  demo = generateDemo();
});

/** Stored values of one client, by form and month: `get("balanceSheet", "2025-06", "cashAndDueFromBanks")`. */
function valuesOf(data: DemoData, clientId: string) {
  const byKey = new Map<string, FormData>();
  for (const d of data.formData)
    if (d.clientId === clientId) byKey.set(`${d.configKey}@${monthOf(d.context.numeric)}`, d);
  return {
    has: (form: string, month: string) => byKey.has(`${form}@${month}`),
    months: (form: string) =>
      [...byKey.keys()]
        .filter((k) => k.startsWith(`${form}@`))
        .map((k) => k.slice(form.length + 1))
        .sort(),
    get: (form: string, month: string, field: string) => {
      const value = byKey.get(`${form}@${month}`)?.values[field];
      if (typeof value !== "number") throw new Error(`${form}.${field} at ${month} is ${String(value)}`);
      return value;
    },
  };
}

function sum(get: (field: string) => number, fields: string): number {
  return fields
    .split(/\s+/)
    .filter(Boolean)
    .reduce((total, term) => (term.startsWith("-") ? total - get(term.slice(1)) : total + get(term)), 0);
}

describe("generateDemo defaults", () => {
  it("has 12 clients (8 MFI/BANK, 4 AGRO) across 4 regions and 10 countries, and 3 funds", () => {
    expect(demo.clients).toHaveLength(12);
    expect(demo.clients.filter((c) => c.clientType !== "AGRO")).toHaveLength(8);
    expect(demo.clients.filter((c) => c.clientType === "BANK").length).toBeGreaterThan(0);
    expect(new Set(demo.clients.map((c) => c.worldRegion)).size).toBe(4);
    expect(new Set(demo.clients.map((c) => c.address.country)).size).toBe(10);
    expect(demo.regions).toHaveLength(4);
    expect(demo.countries).toHaveLength(10);
    expect(demo.funds).toHaveLength(3);
  });

  it("has 20 investments, open and closed, monthly and quarterly, with covenants and waivers of each type", () => {
    expect(demo.investments).toHaveLength(20);
    expect(demo.investments.some((i) => i.endedAt === null)).toBe(true);
    expect(demo.investments.some((i) => i.endedAt !== null)).toBe(true);
    const periodicities = new Set(demo.investments.map((i) => i.reportingPeriodicity));
    expect(periodicities).toEqual(new Set(["monthly", "quarterly", "not required"]));
    const waivers = demo.investments.flatMap((i) => i.covenants.flatMap((c) => c.waivers));
    for (const type of ["DISABLE", "REPLACE", "ALTER"])
      expect(waivers.filter((w) => w.waiverType === type).length, type).toBeGreaterThanOrEqual(2);
    expect(demo.investments.every((i) => i.product.name === "Equity" || i.covenants.length >= 3)).toBe(true);
    expect(
      demo.covenantConfigs.find((c) => c.internalName === "covPar30")?.statistics?.count,
    ).toBeGreaterThan(0);
  });

  it("covers 36 months with a non-December year end and a transition year", () => {
    expect(demo.meta).toMatchObject({ firstMonth: "2022-10", lastMonth: "2025-09", months: 36 });
    const yearEnds = new Set(demo.clients.map((c) => c.settings.financialPeriodEnd.month));
    expect([...yearEnds].some((m) => m !== 12)).toBe(true);
    const transition = demo.clients.find((c) => c.financialPeriods.some((p) => p.months !== 12));
    expect(transition?.financialPeriods.find((p) => p.months !== 12)).toMatchObject({
      financialYearId: 202400,
      months: 6,
    });
  });

  it("has report instances in every status, some overdue", () => {
    const statuses = new Set(demo.reportInstances.map((r) => r.status));
    expect(statuses).toEqual(
      new Set(["created", "in_progress", "submitted", "in_review", "rejected", "approved"]),
    );
    const overdue = demo.reportInstances.filter((r) => r.overdue);
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((r) => r.status === "created" && r.schedule.due < 20251020)).toBe(true);
    expect(
      demo.reportInstances
        .filter((r) => r.status === "created" && !r.overdue)
        .every((r) => r.schedule.due >= 20251020),
    ).toBe(true);
  });

  it("has users for every role, and logins for all of them apart from the invited ones", () => {
    for (const role of ["CLIENT", "CLIENT-ADMIN", "investor-IM", "investor-RD", "investor-admin"]) {
      expect(
        demo.users.some((u) => u.roles.includes(role) && u.status === "ACTIVE"),
        role,
      ).toBe(true);
      expect(
        demo.demoLogins.some((l) => l.role === role),
        role,
      ).toBe(true);
    }
    expect(
      demo.users.filter((u) => u.status === "INVITED").every((u) => u.invitation && !u.userAccountId),
    ).toBe(true);
    for (const login of demo.demoLogins) {
      const user = demo.users.find((u) => u._id === login.userId);
      expect(user).toMatchObject({
        email: login.username,
        userAccountId: login.userAccountId,
        status: "ACTIVE",
      });
    }
  });

  it("keeps plain passwords out of every document except demoLogins", () => {
    const { demoLogins, ...documents } = demo;
    const text = JSON.stringify(documents);
    for (const password of new Set(demoLogins.map((l) => l.password))) expect(text).not.toContain(password);
    expect(JSON.stringify(demo.users)).not.toMatch(/"password/i);
  });

  it("has exchange rates for every client currency in every month", () => {
    expect(demo.exchangeRates).toHaveLength(36);
    const currencies = new Set(demo.clients.map((c) => c.settings.currency));
    for (const rate of demo.exchangeRates)
      for (const c of currencies)
        expect(rate.quotes[`USD${c}`], `${c} ${rate.numericDate}`).toBeGreaterThan(0);
    const first = demo.exchangeRates[0];
    expect(first ? (first.quotes.USDXOF ?? 0) / (first.quotes.USDEUR ?? 1) : 0).toBeCloseTo(655.957, 1);
  });

  it("records breached PAR 30 covenants with a motivation", () => {
    const states = demo.formData.flatMap((d) => Object.values(d.covenantStatus ?? {}));
    expect(states.some((s) => s.breached && (s.breachMotivation ?? "").length > 20)).toBe(true);
    expect(states.every((s) => !s.breached || s.alerted)).toBe(true);
  });
});

describe("generateDemo documents", () => {
  const check = <T>(name: string, list: () => unknown[], validate: (v: unknown) => ValidationResult<T>) =>
    it(`validates every ${name} document against its schema`, () => {
      const problems = list().flatMap((doc, i) => {
        const r = validate(doc);
        return r.ok ? [] : [`#${i}: ${formatIssues(r.errors)}`];
      });
      expect(problems.slice(0, 5)).toEqual([]);
    });
  check("region", () => demo.regions, validateRegion);
  check("country", () => demo.countries, validateCountry);
  check("fund", () => demo.funds, validateFund);
  check("client", () => demo.clients, validateClient);
  check("user", () => demo.users, validateUser);
  check("investment", () => demo.investments, validateInvestment);
  check("covenant config", () => demo.covenantConfigs, validateCovenantConfig);
  check("report config", () => demo.reportConfigs, validateReportConfig);
  check("form config", () => demo.formConfigs, validateFormConfig);
  check("report instance", () => demo.reportInstances, validateReportInstance);
  check("form data", () => demo.formData, validateFormData);
  check("exchange rate", () => demo.exchangeRates, validateExchangeRate);
  check("audit", () => demo.audits, validateAuditEntry);
  check("demo login", () => demo.demoLogins, validateDemoLogin);

  it("gives every id once", () => {
    const all = [
      ...demo.clients,
      ...demo.users,
      ...demo.investments,
      ...demo.reportInstances,
      ...demo.formData,
      ...demo.exchangeRates,
      ...demo.audits,
    ].map((d) => d._id);
    expect(new Set(all).size).toBe(all.length);
  });

  it("files form data for every report that has left 'created', one document per client, form and month", () => {
    const keys = demo.formData.map((d) => `${d.clientId}/${d.configId}/${d.context.numeric}`);
    expect(new Set(keys).size).toBe(keys.length);
    const reportIds = new Set(demo.formData.map((d) => d.reportId));
    for (const r of demo.reportInstances) {
      // Covenants forms hold computed values only: they have data when a covenant state was recorded.
      if (r.config.key !== "covenantsQuarterly")
        expect(reportIds.has(r._id), `${r.config.key} ${r.status}`).toBe(r.status !== "created");
      else if (r.status === "created") expect(reportIds.has(r._id)).toBe(false);
    }
    const filedCovenants = demo.reportInstances.filter(
      (r) => r.config.key === "covenantsQuarterly" && reportIds.has(r._id),
    );
    expect(filedCovenants.length).toBeGreaterThan(0);
    for (const d of demo.formData) {
      const report = demo.reportInstances.find((r) => r._id === d.reportId);
      expect(report?.versions[d.configKey]).toBe(d.version);
    }
  });
});

describe("generateDemo accounting identities", () => {
  it("balances every MFI/BANK balance sheet and agrees net income and cash in every month", () => {
    let checked = 0;
    for (const client of demo.clients.filter((c) => c.clientType !== "AGRO")) {
      const v = valuesOf(demo, client._id);
      for (const month of v.months("balanceSheet")) {
        const g = (field: string) => v.get("balanceSheet", month, field);
        const assets = sum(
          g,
          "cashAndDueFromBanks tradeInvestments grossLoanPortfolio -impairmentLossAllowance interestReceivable otherAssets otherInvestments fixedAssets -accumulatedDepreciation",
        );
        const liabilities = sum(
          g,
          "demandDeposits shortTermTimeDeposits longTermTimeDeposits shortTermBorrowings longTermBorrowings subordinatedDebt interestPayableOnFundingLiabilities otherShortTermLiabilities otherLongTermLiabilities",
        );
        const equity = sum(
          g,
          "paidInCapital donatedEquity priorYearsRetainedEarnings currentYearNetIncome reserves otherEquity",
        );
        expect(assets, `${client.name} ${month}`).toBe(liabilities + equity);
        if (v.has("profitLoss", month)) {
          const p = (field: string) => v.get("profitLoss", month, field);
          const netIncome = sum(
            p,
            "interestOnLoanPortfolio feesAndCommissionsOnLoanPortfolio financialRevenueFromInvestments otherOperatingRevenue -interestAndFeeExpenseOnDeposits -interestAndFeeExpenseOnBorrowings -otherFinancialExpense -provisionForLoanImpairment valueOfLoansRecovered -personnelExpense -depreciationAndAmortization -otherAdministrativeExpense nonOperatingRevenue -nonOperatingExpense -taxes donations",
          );
          expect(netIncome, `${client.name} ${month} net income`).toBe(g("currentYearNetIncome"));
        }
        if (v.has("cashFlow", month)) {
          const c = (field: string) => v.get("cashFlow", month, field);
          const closing = sum(
            c,
            "openingCash cashReceivedFromInterestFeesAndCommissions cashReceivedFromInvestments cashReceivedFromOtherOperatingRevenue cashLoansRepaid netCashFromTradeInvestments netClientDeposits otherOperatingCashFlow -cashPaidForFinancialExpense -cashPaidForOperatingExpense -cashPaidForTaxes -cashLoansDisbursed netCashFromOtherInvestments netCashFromFixedAssets netBorrowings paidInCapitalIssued donatedEquityReceived -dividendsPaid netCashFromNonOperatingActivities effectOfExchangeRateOnCash",
          );
          expect(closing, `${client.name} ${month} cash`).toBe(g("cashAndDueFromBanks"));
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(8 * 30);
  });

  it("balances every AGRO balance sheet and agrees net income and cash in every quarter", () => {
    let checked = 0;
    for (const client of demo.clients.filter((c) => c.clientType === "AGRO")) {
      const v = valuesOf(demo, client._id);
      for (const month of v.months("agroBalanceSheet")) {
        const g = (field: string) => v.get("agroBalanceSheet", month, field);
        const assets = sum(
          g,
          "cash tradeReceivables prefinancingToFarmers inventoryRawCommodities inventoryFinishedGoods inventoryInputs biologicalAssetsCurrent otherCurrentAssets propertyPlantEquipment biologicalAssetsNonCurrent intangibleAssets longTermInvestments",
        );
        const liabilities = sum(
          g,
          "tradePayables shortTermDebt currentPortionLongTermDebt otherCurrentLiabilities longTermDebt leaseLiabilities otherNonCurrentLiabilities",
        );
        const equity = sum(g, "shareCapital memberShares retainedEarnings profitForTheYear otherReserves");
        expect(assets, `${client.name} ${month}`).toBe(liabilities + equity);
        const p = (field: string) => v.get("agroProfitLoss", month, field);
        expect(
          sum(
            p,
            "exportSales localSales otherRevenue -costOfGoodsSold -personnelExpense -sellingGeneralAdministrative -depreciationAndAmortization fairValueGainBiologicalAssets fxResult -interestExpense -incomeTax",
          ),
        ).toBe(g("profitForTheYear"));
        const c = (field: string) => v.get("agroCashflow", month, field);
        const profitBeforeTax = sum(
          p,
          "exportSales localSales otherRevenue -costOfGoodsSold -personnelExpense -sellingGeneralAdministrative -depreciationAndAmortization fairValueGainBiologicalAssets fxResult -interestExpense",
        );
        const closing =
          profitBeforeTax +
          p("depreciationAndAmortization") +
          p("interestExpense") -
          p("fairValueGainBiologicalAssets") +
          sum(
            c,
            "agroOpeningCash changeInInventories changeInTradeReceivables changeInPrefinancing changeInTradePayables changeInOtherWorkingCapital -interestPaid -incomeTaxPaid proceedsFromAssetSales -capex debtDrawn equityRaised -debtRepaid -leasePayments -dividendsAndMemberPayouts agroFxEffectOnCash",
          );
        expect(closing, `${client.name} ${month} cash`).toBe(g("cash"));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(4 * 9);
  });

  it("resets year-to-date flows at each financial year start, also after a transition year", () => {
    for (const client of demo.clients.filter((c) => c.clientType !== "AGRO")) {
      const v = valuesOf(demo, client._id);
      const months = v.months("profitLoss");
      for (const month of months) {
        const previous = addMonths(month, -1);
        if (!months.includes(previous)) continue;
        const starts = client.financialPeriods.some((p) => monthOf(p.start) === month);
        const now = v.get("profitLoss", month, "interestOnLoanPortfolio");
        const before = v.get("profitLoss", previous, "interestOnLoanPortfolio");
        expect(now < before, `${client.name} ${month}`).toBe(starts);
      }
    }
  });

  it("keeps the models' year-to-date flows equal to the sum of the months of the financial year", () => {
    const periods = buildFinancialPeriods({
      from: "2020-01",
      to: "2025-12",
      changes: [{ fromYear: 2023, endMonth: 6 }],
    });
    const common = { growth: 0.12, profit: true, centsPerUsd: 100, financialPeriods: periods };
    const runs: Array<[readonly string[], ModelMonth[]]> = [
      [
        MFI_FLOW_INPUTS,
        simulateMfi(
          {
            ...common,
            glpAtStart: 5e9,
            depositTaking: true,
            bank: false,
            stressed: false,
            stressFrom: "2030-01",
            localCurrencyIsUsd: false,
          },
          new Random(7),
          "2020-01",
          "2021-01",
          "2025-06",
        ),
      ],
      [
        AGRO_FLOW_INPUTS,
        simulateAgro(
          { ...common, revenueAtStart: 2e9, commodity: "cocoa", cooperative: true },
          new Random(7),
          "2020-01",
          "2021-01",
          "2025-06",
        ),
      ],
    ];
    for (const [flows, months] of runs) {
      months.forEach((m, i) => {
        const prev = months[i - 1];
        for (const name of flows.filter((f) => !f.endsWith("Tonnes"))) {
          const expected =
            m.financialYearStart || !prev
              ? (m.monthly[name] ?? 0)
              : Number(prev.inputs[name]) + (m.monthly[name] ?? 0);
          if (prev || m.financialYearStart) expect(m.inputs[name], `${name} ${m.month}`).toBe(expected);
        }
      });
      expect(months.filter((m) => m.financialYearStart).map((m) => m.month)).toEqual([
        "2021-01",
        "2022-01",
        "2023-01",
        "2023-07",
        "2024-07",
      ]);
    }
  });
});

/** Every waiver of the demo with its covenant and investment. */
function waiversOf(data: DemoData) {
  return data.investments.flatMap((investment) =>
    investment.covenants.flatMap((covenant) =>
      covenant.waivers.map((waiver) => ({ investment, covenant, waiver })),
    ),
  );
}

type Level = "ok" | "alerted" | "breached" | "waived" | "unknown";

/**
 * Each client's covenants tested at the latest period with figures, as the API tests them: investments
 * disbursed by the period end and not ended before it, under the waiver in effect at the period end.
 */
function latestCovenantLevels(data: DemoData) {
  const formulas = new Map(data.covenantConfigs.map((config) => [config._id, config.formula]));
  return data.clients.flatMap((client) => {
    const forms = data.formConfigs.filter(
      (form) =>
        (form.clientTypes as string[]).includes(client.clientType) ||
        (form.clientTypes as string[]).includes(client.clientConfigType),
    );
    const documents = data.formData.filter((d) => d.clientId === client._id && d.configKey !== "covenants");
    const periodEnd = Math.max(...documents.map((d) => d.context.numeric));
    const engine = createEngine({
      fields: fieldSpecsOf(forms),
      financialPeriods: client.financialPeriods,
      data: formDataSource(documents, forms),
    });
    return data.investments
      .filter(
        (i) =>
          i.client._id === client._id &&
          i.firstDisbursementDate <= periodEnd &&
          (i.endedAt === null || i.endedAt >= periodEnd),
      )
      .flatMap((investment) =>
        investment.covenants.map((covenant) => {
          const waiver = waiverInEffect(covenant.waivers, periodEnd);
          const tested =
            waiver?.waiverType === "REPLACE" && waiver.centralCovenant
              ? waiver.centralCovenant
              : covenant.centralCovenantId;
          const value = engine.evaluateExpression(formulas.get(tested._id) ?? "null", monthOf(periodEnd));
          const limits =
            waiver && waiver.waiverType !== "DISABLE"
              ? { range: waiver.range!, alertThreshold: waiver.alertThreshold ?? null }
              : { range: covenant.range, alertThreshold: covenant.alertThreshold };
          const level: Level =
            waiver?.waiverType === "DISABLE"
              ? "waived"
              : (covenantLevel(typeof value === "number" ? value : null, tested.fieldType, limits) ??
                "unknown");
          return { client: client.key, periodEnd, investment, covenant, waiver, level };
        }),
      );
  });
}

describe("generateDemo covenants and waivers", () => {
  const asOf = 20251020;

  it("keeps every waiver inside its investment's life: from the first disbursement to the final maturity", () => {
    for (const data of [demo, generateDemo({ clients: 30, months: 24, seed: 5 })]) {
      const outside = waiversOf(data).filter(
        ({ investment, waiver }) =>
          waiver.startDate < investment.firstDisbursementDate ||
          waiver.endDate > investment.finalMaturityDate ||
          waiver.startDate > waiver.endDate,
      );
      expect(
        outside.map(({ investment, covenant, waiver }) =>
          [
            investment.importedId,
            covenant.centralCovenantId.internalName,
            waiver.startDate,
            waiver.endDate,
          ].join(" "),
        ),
      ).toEqual([]);
    }
  });

  it("has a waiver of each type in effect from inside the data window until at least three years after asOf", () => {
    // The API judges "today" by the clock: these keep a waiver of each type in effect for years.
    const windowStart = 20221001;
    const windowEnd = 20250930;
    for (const type of ["DISABLE", "REPLACE", "ALTER"] as const) {
      const long = waiversOf(demo).filter(
        ({ investment, waiver }) =>
          waiver.waiverType === type &&
          investment.endedAt === null &&
          waiver.startDate >= windowStart &&
          waiver.startDate <= windowEnd &&
          waiver.endDate >= 20281031,
      );
      expect(long.length, type).toBeGreaterThanOrEqual(1);
    }
    // The others are as they were: short spans, several of them over before asOf.
    const past = waiversOf(demo).filter(({ waiver }) => waiver.endDate < asOf);
    expect(new Set(past.map(({ waiver }) => waiver.waiverType))).toEqual(
      new Set(["DISABLE", "REPLACE", "ALTER"]),
    );
  });

  it("has an archived central covenant, archived before asOf, still applied to an open investment", () => {
    const archived = demo.covenantConfigs.filter(
      (config) => config.archived !== null && config.archived < asOf,
    );
    expect(archived.length).toBeGreaterThan(0);
    const users = demo.investments.filter(
      (investment) =>
        investment.endedAt === null &&
        investment.covenants.some((covenant) =>
          archived.some((config) => config._id === covenant.centralCovenantId._id),
        ),
    );
    expect(users.length).toBeGreaterThan(0);
    // The covenant as embedded in the investment carries the archive date (the detail screen warns on it).
    const embedded = users[0]!.covenants.find((covenant) => covenant.centralCovenantId.archived !== null);
    expect(embedded?.centralCovenantId.archived).toBe(archived[0]!.archived);
  });

  it("has closed investments with covenants, ended before asOf", () => {
    const closed = demo.investments.filter(
      (i) => i.endedAt !== null && i.endedAt < asOf && i.covenants.length > 0,
    );
    expect(closed.length).toBeGreaterThanOrEqual(2);
  });

  it("shows every covenant state at the latest period with figures: ok, alerted, breached and waived", () => {
    const levels = latestCovenantLevels(demo);
    expect([...new Set(levels.map((entry) => entry.level))]).toEqual(
      expect.arrayContaining(["ok", "alerted", "breached", "waived"]),
    );
    // The stressed MFI is in breach (PAR 30) and in alert (PAR 30 plus write-offs, under its ALTER waiver) at
    // the same period, the latest of the portfolio.
    const stressed = levels.filter((entry) => entry.client === "fondo-nica-de-desarrollo");
    expect(stressed[0]?.periodEnd).toBe(20250930);
    const of = (name: string) =>
      stressed.find((entry) => entry.covenant.centralCovenantId.internalName === name);
    expect(of("covPar30")?.level).toBe("breached");
    expect(of("covPar30Wo")).toMatchObject({ level: "alerted", waiver: { waiverType: "ALTER" } });
    // Waivers of each type take part: DISABLE gives waived, REPLACE and ALTER are judged on the waiver's limits.
    expect(new Set(levels.flatMap((entry) => (entry.waiver ? [entry.waiver.waiverType] : [])))).toEqual(
      new Set(["DISABLE", "REPLACE", "ALTER"]),
    );
    expect(
      levels
        .filter((entry) => entry.waiver?.waiverType === "DISABLE")
        .every((entry) => entry.level === "waived"),
    ).toBe(true);
  });
});

describe("generateDemo determinism and size", () => {
  it("gives equal output for the same options and different output for another seed", () => {
    expect(generateDemo()).toEqual(demo);
    const other = generateDemo({ seed: 2 });
    expect(other.clients.map((c) => c.name)).toEqual(demo.clients.map((c) => c.name));
    expect(other.formData[0]?.values).not.toEqual(demo.formData[0]?.values);
  });

  it("generates larger portfolios with valid generated clients", () => {
    const big = generateDemo({ clients: 30, months: 24, seed: 5 });
    expect(big.clients).toHaveLength(30);
    expect(big.investments).toHaveLength(50);
    expect(big.clients.filter((c) => c.clientType === "AGRO")).toHaveLength(10);
    expect(new Set(big.clients.map((c) => c.key)).size).toBe(30);
    const invalid = [
      ...big.clients.map(validateClient),
      ...big.investments.map(validateInvestment),
      ...big.formData.map(validateFormData),
      ...big.users.map(validateUser),
    ].filter((r) => !r.ok);
    expect(invalid.map((r) => (r.ok ? "" : formatIssues(r.errors))).slice(0, 3)).toEqual([]);
  });
});
