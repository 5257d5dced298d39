// Covenant tests of a report against the database: waivers in effect at the report's period end (each type, at
// both edges of its dates), the investment's life, no audit entry for a read, the summary in the audit entry
// of a state change, and scope.
import type { Investment, InvestmentCovenant, Waiver } from "@ledgerline/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { errorCode, gql, login, seedUser } from "../../../test/fixtures";
import type { Loose } from "../../../test/fixtures";
import { DEMO_CLIENTS, demoData, seedReporting } from "../../../test/reporting";
import { newId } from "../../platform/ids";
import type { ClientDoc } from "../../model/clients";
import type { ReportInstanceDoc } from "../reports/model";

const database = useTestDatabase("covenants");
const app = useTestApp(database);

const tokens = { andes: "", jamii: "", admin: "", manager: "" };
let andes: ClientDoc;
let jamii: ClientDoc;

/** The report the checks are asked for: Andes' covenants report of the quarter ending 2025-03-31. */
const P = 20250331;
const DAY_BEFORE_P = 20250330;
const DAY_AFTER_P = 20250401;

const CHECKS = `query ($c: ID!, $r: ID!, $v: JSON) { covenantChecks(clientId: $c, reportId: $r, values: $v) {
  success error { code message }
  breached { investmentId } alerted { investmentId }
  checks { investmentId importedId covenantId covenantInternalName covenantRange { min max } covenantAlertThreshold
    internalName name fieldType value range { min max } alertThreshold level
    waiver { _id waiverType startDate endDate range { min max } alertThreshold } } } }`;

async function reportOf(client: ClientDoc, configKey: string, numeric: number) {
  return (await database.db().collection<ReportInstanceDoc>("reportInstances").findOne({
    "client._id": client._id,
    "config.key": configKey,
    "context.numeric": numeric,
  }))!;
}

function centralRef(internalName: string) {
  const config = demoData().covenantConfigs.find((candidate) => candidate.internalName === internalName)!;
  return {
    _id: config._id!,
    internalName,
    name: config.name,
    archived: config.archived,
    fieldType: config.fieldType,
  };
}

/** PAR 30 at most 5 % (alert above 4 %), with the given waivers. */
function par30(waivers: Omit<Waiver, "_id">[] = []): InvestmentCovenant {
  return {
    _id: newId(),
    centralCovenantId: centralRef("covPar30"),
    range: { min: 0, max: 500 },
    alertThreshold: 400,
    waivers: waivers.map((waiver) => ({ _id: newId(), ...waiver })),
  };
}

function investment(
  client: ClientDoc,
  importedId: string,
  covenants: InvestmentCovenant[],
  life: Partial<Pick<Investment, "firstDisbursementDate" | "finalMaturityDate" | "endedAt">> = {},
): Investment {
  return {
    _id: newId(),
    importedId,
    client: { _id: client._id, name: client.name },
    clientType: "MFI",
    fund: { _id: newId(), name: "Test fund", reportingPeriodicity: "quarterly" },
    product: { _id: newId(), name: "Senior loan" },
    currency: "USD",
    country: "Peru",
    outstandingAmount: 100_000_00,
    firstDisbursementDate: 20240115,
    finalMaturityDate: 20291231,
    endedAt: null,
    lastReportedMonth: null,
    reportingPeriodicity: "quarterly",
    investmentManagers: [],
    covenants,
    ...life,
  };
}

/** The waiver of each type, with its limits. */
const WAIVERS = {
  DISABLE: { waiverType: "DISABLE" },
  // PAR 30 tested as equity to assets: at least 20 %, alert below 23 %.
  REPLACE: {
    waiverType: "REPLACE",
    centralCovenant: centralRef("covEquityToAssets"),
    range: { min: 2000, max: 100000 },
    alertThreshold: 2300,
  },
  // PAR 30 relaxed to 10 %, alert above 8 %.
  ALTER: { waiverType: "ALTER", range: { min: 0, max: 1000 }, alertThreshold: 800 },
} as const;

/** Where P lies against the waiver's dates, and whether the waiver is then in effect (both ends inclusive). */
const EDGES = {
  "the day before its start": { dates: { startDate: DAY_AFTER_P, endDate: 20250630 }, inEffect: false },
  "its start": { dates: { startDate: P, endDate: 20250630 }, inEffect: true },
  "its end": { dates: { startDate: 20250101, endDate: P }, inEffect: true },
  "the day after its end": { dates: { startDate: 20250101, endDate: DAY_BEFORE_P }, inEffect: false },
} as const;

const edgeId = (type: string, edge: string) => `EDGE-${type}-${edge.replace(/\W+/g, "-")}`;

beforeAll(async () => {
  const db = database.db();
  const { clients } = await seedReporting(db, [DEMO_CLIENTS.andes, DEMO_CLIENTS.jamii]);
  andes = clients[DEMO_CLIENTS.andes] as unknown as ClientDoc;
  jamii = clients[DEMO_CLIENTS.jamii] as unknown as ClientDoc;
  const investments: Investment[] = [];
  for (const [type, waiver] of Object.entries(WAIVERS))
    for (const [edge, { dates }] of Object.entries(EDGES))
      investments.push(investment(andes, edgeId(type, edge), [par30([{ ...waiver, ...dates }])]));
  const equityToAssets: InvestmentCovenant = {
    ...par30(),
    centralCovenantId: centralRef("covEquityToAssets"),
    range: { min: 1500, max: 100000 },
    alertThreshold: 1700,
  };
  investments.push(
    investment(andes, "PLAIN", [par30(), equityToAssets]),
    investment(andes, "DISBURSED-AFTER-P", [par30()], { firstDisbursementDate: DAY_AFTER_P }),
    investment(andes, "DISBURSED-ON-P", [par30()], { firstDisbursementDate: P }),
    investment(andes, "ENDED-BEFORE-P", [par30()], {
      endedAt: DAY_BEFORE_P,
      finalMaturityDate: DAY_BEFORE_P,
    }),
    investment(andes, "ENDED-ON-P", [par30()], { endedAt: P, finalMaturityDate: P }),
  );
  await db.collection<Investment>("investments").insertMany(investments);
  const andesUser = await seedUser(db, "carla.client@andes.test", ["CLIENT"], { ids: [andes._id] });
  const jamiiUser = await seedUser(db, "jomo.client@jamii.test", ["CLIENT"], { ids: [jamii._id] });
  const admin = await seedUser(db, "ada.admin@investor.test", ["investor-admin"]);
  const manager = await seedUser(db, "ines.manager@investor.test", ["investor-IM"], {
    regions: [andes.worldRegion],
  });
  tokens.andes = await login(app(), andesUser.email, andesUser.password);
  tokens.jamii = await login(app(), jamiiUser.email, jamiiUser.password);
  tokens.admin = await login(app(), admin.email, admin.password);
  tokens.manager = await login(app(), manager.email, manager.password);
});

async function checksAt(numeric: number, values?: Record<string, number>, token = tokens.andes) {
  const report = await reportOf(andes, "covenantsQuarterly", numeric);
  const answer = await gql(app(), CHECKS, { c: andes._id, r: report._id, v: values }, { token });
  expect(answer.errors).toBeUndefined();
  const result = answer.data?.covenantChecks as Loose;
  expect(result.success).toBe(true);
  return result;
}

const byInvestment = (result: Loose, importedId: string) =>
  (result.checks as Loose[]).filter((check) => check.importedId === importedId);

describe("covenantChecks: waivers in effect at the report's period end", () => {
  // PAR 30 at 6 % breaches the covenant's own 5 %; under ALTER (10 %, alert 8 %) it is ok. Equity to assets
  // at 22 % is in alert under REPLACE (at least 20 %, alert below 23 %).
  const values = { covPar30: 600, covEquityToAssets: 2200 };

  for (const edge of Object.keys(EDGES) as Array<keyof typeof EDGES>) {
    const { inEffect } = EDGES[edge];
    it(`DISABLE with the period end on ${edge}: ${inEffect ? "waived" : "tested"}`, async () => {
      const [check] = byInvestment(await checksAt(P, values), edgeId("DISABLE", edge));
      if (inEffect) {
        expect(check).toMatchObject({
          level: "waived",
          value: null,
          internalName: "covPar30",
          waiver: { waiverType: "DISABLE", range: null, alertThreshold: null },
        });
      } else {
        expect(check).toMatchObject({ level: "breached", value: 600, waiver: null });
      }
    });

    it(`REPLACE with the period end on ${edge}: ${inEffect ? "the replacement, on the waiver's limits" : "the covenant"}`, async () => {
      const [check] = byInvestment(await checksAt(P, values), edgeId("REPLACE", edge));
      if (inEffect) {
        expect(check).toMatchObject({
          covenantInternalName: "covPar30",
          covenantRange: { min: 0, max: 500 },
          internalName: "covEquityToAssets",
          name: "Equity to assets",
          fieldType: "percentual",
          value: 2200,
          range: { min: 2000, max: 100000 },
          alertThreshold: 2300,
          level: "alerted",
          waiver: { waiverType: "REPLACE", range: { min: 2000, max: 100000 }, alertThreshold: 2300 },
        });
      } else {
        expect(check).toMatchObject({
          internalName: "covPar30",
          value: 600,
          range: { min: 0, max: 500 },
          level: "breached",
          waiver: null,
        });
      }
    });

    it(`ALTER with the period end on ${edge}: ${inEffect ? "the waiver's limits" : "the covenant's"}`, async () => {
      const [check] = byInvestment(await checksAt(P, values), edgeId("ALTER", edge));
      expect(check).toMatchObject(
        inEffect
          ? {
              internalName: "covPar30",
              value: 600,
              range: { min: 0, max: 1000 },
              alertThreshold: 800,
              level: "ok",
              waiver: { waiverType: "ALTER", startDate: EDGES[edge].dates.startDate },
            }
          : { value: 600, range: { min: 0, max: 500 }, alertThreshold: 400, level: "breached", waiver: null },
      );
    });
  }

  it("computes the replacement covenant's own formula on the report's figures", async () => {
    const result = await checksAt(P);
    const [plainPar30, plainEquity] = byInvestment(result, "PLAIN");
    const [replaced] = byInvestment(result, edgeId("REPLACE", "its start"));
    expect(typeof plainPar30!.value).toBe("number");
    expect(typeof plainEquity!.value).toBe("number");
    expect(plainEquity!.value).not.toBe(plainPar30!.value);
    expect(replaced).toMatchObject({ internalName: "covEquityToAssets", value: plainEquity!.value });
    // The lists name the same checks as their levels.
    expect(result.breached.length).toBe(result.checks.filter((c: Loose) => c.level === "breached").length);
    expect(result.alerted.length).toBe(result.checks.filter((c: Loose) => c.level === "alerted").length);
  });
});

describe("covenantChecks: the investment's life", () => {
  it("tests an investment from its first disbursement date, not before", async () => {
    const result = await checksAt(P);
    expect(byInvestment(result, "DISBURSED-AFTER-P")).toEqual([]);
    expect(byInvestment(result, "DISBURSED-ON-P")).toHaveLength(1);
    // The demo's TM1-10001 was first disbursed on 2025-01-12: not tested at 2024-12, tested at 2025-03.
    expect(byInvestment(await checksAt(20241231), "TM1-10001")).toEqual([]);
    expect(byInvestment(result, "TM1-10001").length).toBeGreaterThan(0);
  });

  it("tests a closed investment up to the day it ended, not after", async () => {
    const result = await checksAt(P);
    expect(byInvestment(result, "ENDED-BEFORE-P")).toEqual([]);
    expect(byInvestment(result, "ENDED-ON-P")).toHaveLength(1);
  });
});

describe("covenantChecks is a read", () => {
  it("writes no audit entry, however often the wizard asks", async () => {
    const audits = database.db().collection("audits");
    const before = await audits.countDocuments();
    await checksAt(P);
    await checksAt(P, { covPar30: 600 }, tokens.admin);
    expect(await audits.countDocuments()).toBe(before);
  });
});

describe("covenant summary in the audit entry of a state change", () => {
  it("says how many covenants were tested, breached and alerted when a report is submitted, rejected and approved", async () => {
    const db = database.db();
    const report = await reportOf(andes, "covenantsQuarterly", 20250630);
    await db
      .collection<ReportInstanceDoc>("reportInstances")
      .updateOne({ _id: report._id }, { $set: { status: "in_progress" } });
    const expected = await checksAt(20250630);
    const levels = (expected.checks as Loose[]).map((check) => check.level as string);
    const count = (level: string) => levels.filter((candidate) => candidate === level).length;
    const summary = `covenants: ${levels.length - count("waived")} tested, ${count("breached")} breached, ${count("alerted")} alerted`;
    expect(levels.length).toBeGreaterThan(5);

    const step = async (name: string, token: string, extra = "") => {
      const answer = await gql(
        app(),
        `mutation ($id: ID!) { ${name}(reportId: $id${extra}) { success error { code message } } }`,
        { id: report._id },
        { token },
      );
      expect(answer.data?.[name], name).toMatchObject({ success: true });
      return db.collection("audits").findOne({ action: name, targets: report._id });
    };
    const submitted = await step("wizardSubmit", tokens.andes);
    expect(submitted?.text).toContain(summary);
    // Starting the review hands nothing over: no covenant summary.
    expect((await step("wizardStartReview", tokens.manager))?.text).not.toContain("covenants:");
    expect((await step("wizardReject", tokens.manager, ', reason: "Check PAR"'))?.text).toContain(summary);
    await step(
      "wizardStartSubmission",
      tokens.andes,
      ', settings: { currency: "PEN", reportingScale: 1000 }',
    );
    await db.collection("audits").deleteMany({ action: "wizardSubmit", targets: report._id });
    expect((await step("wizardSubmit", tokens.andes))?.text).toContain(summary);
    await db.collection("audits").deleteMany({ action: "wizardStartReview", targets: report._id });
    await step("wizardStartReview", tokens.manager);
    expect((await step("wizardApprove", tokens.manager))?.text).toContain(summary);
  });

  it("says so when nothing is tested: no investment disbursed at the period", async () => {
    const db = database.db();
    // Jamii's first loan was disbursed in 2023: its report of 2022-12 has no covenant to test.
    const target = await reportOf(jamii, "mfiFinancialMonthly", 20221231);
    await db
      .collection<ReportInstanceDoc>("reportInstances")
      .updateOne({ _id: target._id }, { $set: { status: "in_progress" } });
    const answer = await gql(
      app(),
      `mutation ($id: ID!) { wizardSubmit(reportId: $id) { success error { code message } } }`,
      { id: target._id },
      { token: tokens.jamii },
    );
    expect(answer.data?.wizardSubmit).toMatchObject({ success: true });
    const audit = await db.collection("audits").findOne({ action: "wizardSubmit", targets: target._id });
    expect(audit?.text).toContain("covenants: 0 tested, 0 breached, 0 alerted");
  });
});

describe("covenantChecks scope", () => {
  it("refuses another client's report, or another client's id, with FORBIDDEN", async () => {
    const jamiiReport = await reportOf(jamii, "covenantsQuarterly", 20250331);
    const andesReport = await reportOf(andes, "covenantsQuarterly", 20250331);
    for (const variables of [
      { c: andes._id, r: jamiiReport._id },
      { c: jamii._id, r: jamiiReport._id },
      { c: jamii._id, r: andesReport._id },
    ]) {
      const answer = await gql(app(), CHECKS, variables, { token: tokens.andes });
      expect(errorCode(answer), JSON.stringify(variables)).toBe("FORBIDDEN");
      expect(answer.data).toBeNull();
    }
  });

  it("answers NOT_FOUND as data to a provider admin whose client and report do not match", async () => {
    const jamiiReport = await reportOf(jamii, "covenantsQuarterly", 20250331);
    const answer = await gql(app(), CHECKS, { c: andes._id, r: jamiiReport._id }, { token: tokens.admin });
    expect(answer.data?.covenantChecks).toMatchObject({
      success: false,
      error: { code: "NOT_FOUND" },
      checks: [],
    });
  });

  it("needs a session", async () => {
    const andesReport = await reportOf(andes, "covenantsQuarterly", 20250331);
    expect(errorCode(await gql(app(), CHECKS, { c: andes._id, r: andesReport._id }))).toBe("UNAUTHENTICATED");
  });
});
