// Report lists, creation, the wizard and saving, against the database.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { errorCode, gql, login, seedUser } from "../../../test/fixtures";
import type { Loose } from "../../../test/fixtures";
import {
  DEMO_CLIENTS,
  demoData,
  insertReport,
  recordFormDataChanges,
  seedReporting,
  setReportStatus,
} from "../../../test/reporting";
import type { ClientDoc } from "../../model/clients";
import { formDataId, reportLocatorId } from "./model";
import type { FormConfigDoc, FormDataDoc, ReportInstanceDoc, ReportLocatorDoc } from "./model";
import { REPORT_LOCATORS_MIGRATION, locateAllReports } from "./repository/report-locators";
import { NOTE_INDEX_MIGRATION, indexAllNotes } from "./repository/report-notes";
import { CLIENT_KEYS_REFRESH_MS, MongoReportingRepository } from "./repository";
import { ClientCatalog } from "../clients/client-catalog";
import { ExchangeRatesRepository } from "../exchange-rates/repository";
import { QUERY_KEYS_MIGRATION, backfillQueryKeys } from "./repository/setup";

const database = useTestDatabase("reports");
const app = useTestApp(database);

type Role = "client" | "otherClient" | "provider" | "manager" | "otherManager" | "admin";
const tokens = {} as Record<Role, string>;
let andes: ClientDoc;
let jamii: ClientDoc;

beforeAll(async () => {
  const db = database.db();
  const { clients } = await seedReporting(db, [
    DEMO_CLIENTS.andes,
    DEMO_CLIENTS.jamii,
    DEMO_CLIENTS.altoMayo,
  ]);
  andes = clients[DEMO_CLIENTS.andes] as unknown as ClientDoc;
  jamii = clients[DEMO_CLIENTS.jamii] as unknown as ClientDoc;
  const users: Record<Role, [string, string[], { ids?: string[]; regions?: string[] }]> = {
    client: ["carla.client@andes.test", ["CLIENT"], { ids: [andes._id] }],
    otherClient: ["jomo.client@jamii.test", ["CLIENT"], { ids: [jamii._id] }],
    provider: ["paul.provider@investor.test", ["investor"], {}],
    manager: ["ines.manager@investor.test", ["investor-IM"], { regions: [andes.worldRegion] }],
    otherManager: ["otto.manager@investor.test", ["investor-IM"], { regions: [jamii.worldRegion] }],
    admin: ["ada.admin@investor.test", ["investor-admin"], {}],
  };
  for (const [role, [email, roles, scope]] of Object.entries(users) as Array<[Role, (typeof users)[Role]]>) {
    const seeded = await seedUser(db, email, roles, scope);
    tokens[role] = await login(app(), seeded.email, seeded.password);
  }
});

const REPORTS = `query ($clientId: ID, $reportId: String, $skip: Int, $limit: Int, $filter: String, $sort: [SortInput!], $status: [String!], $language: String) {
  reports(clientId: $clientId, reportId: $reportId, skip: $skip, limit: $limit, filter: $filter, sort: $sort, status: $status, language: $language) {
    results { _id client { _id name } config { key name } context { numeric text } schedule { due } status overdue }
    pageInfo { total limit offset }
  }
}`;
const INSERT = `mutation ($configId: String!, $clientId: ID!, $numeric: Int!) { insertReportInstance(configId: $configId, clientId: $clientId, numeric: $numeric) { success error { code message } report { _id status config { key } context { numeric text period { month quarter financialYear financialYearPeriod } } schedule { due } settings { currency reportingScale } versions } } }`;
const WIZARD = `query ($c: String!, $r: String!, $k: String!, $l: String) { wizard(clientId: $c, reportConfigKey: $r, reportInstanceKey: $k, language: $l) {
  _id status editable entry actions clientType config { key name } settings { currency reportingScale }
  steps { type required config { key version name validations { validationType validationMessage formula } fields } }
  scopedData { scope numeric configKey formDataId values computed revision }
  formulaSet { target formula }
  previousOpenReports { _id status context { numeric } }
  notes { configKey field text author { fullName } }
  rejections { reason }
} }`;
const SAVE = `mutation ($id: ID!, $set: ChangeSetInput!) { wizardSaveChanges(reportId: $id, changeSet: $set) { success error { code message fields { field message } } refused { path code limit message } formDataId revision applied conflicts { path yours theirs } values computed validations { validationType validationMessage fields } } }`;

function monthEndsBack(count: number): number {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count + 1, 0));
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

describe("insertReportInstance", () => {
  it("creates a report for a month end, pinning the template versions, and refuses a second one", async () => {
    const numeric = monthEndsBack(1);
    const first = await gql(
      app(),
      INSERT,
      { configId: "mfiFinancialMonthly", clientId: andes._id, numeric },
      { token: tokens.client },
    );
    expect(first.data?.insertReportInstance).toMatchObject({
      success: true,
      report: {
        status: "created",
        config: { key: "mfiFinancialMonthly" },
        context: { numeric },
        settings: { currency: "PEN", reportingScale: 1000 },
        versions: { balanceSheet: "1.0.0" },
      },
    });
    const second = await gql(
      app(),
      INSERT,
      { configId: "mfiFinancialMonthly", clientId: andes._id, numeric },
      { token: tokens.manager },
    );
    expect(second.data?.insertReportInstance).toMatchObject({ success: false, error: { code: "CONFLICT" } });
    expect(second.data?.insertReportInstance.error.message).toMatch(
      /^Failed to create report: .* exists already for Andes Microcrédito$/,
    );
  });

  it("says clearly why a report cannot be created", async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ configId: "mfiFinancialMonthly", numeric: 20240230 }, /must be a date/],
      [{ configId: "mfiFinancialMonthly", numeric: 20240215 }, /last day of a month/],
      [{ configId: "agroFinancialQuarterly", numeric: 20240331 }, /not a template for MFI clients/],
      [{ configId: "socialQuarterly", numeric: 20240430 }, /quarterly reports are filed for quarter ends/],
      [{ configId: "mfiFinancialMonthly", numeric: 29991231 }, /lies in the future/],
      [{ configId: "noSuchTemplate", numeric: 20240331 }, /no such report template/],
    ];
    for (const [variables, message] of cases) {
      const answer = await gql(app(), INSERT, { clientId: andes._id, ...variables }, { token: tokens.admin });
      expect(answer.data?.insertReportInstance.success, JSON.stringify(variables)).toBe(false);
      expect(answer.data?.insertReportInstance.error.message).toMatch(/^Failed to create report: /);
      expect(answer.data?.insertReportInstance.error.message).toMatch(message);
    }
  });

  it("refuses another client's id and callers who cannot report", async () => {
    expect(
      errorCode(
        await gql(
          app(),
          INSERT,
          { configId: "mfiFinancialMonthly", clientId: jamii._id, numeric: 20150131 },
          { token: tokens.client },
        ),
      ),
    ).toBe("FORBIDDEN");
    expect(
      errorCode(
        await gql(
          app(),
          INSERT,
          { configId: "mfiFinancialMonthly", clientId: andes._id, numeric: 20150131 },
          { token: tokens.provider },
        ),
      ),
    ).toBe("FORBIDDEN");
  });
});

describe("reports", () => {
  it("pages on the server with the default sort: period desc, due date desc, name asc", async () => {
    const all = await gql(app(), REPORTS, { clientId: andes._id, limit: 100 }, { token: tokens.client });
    const results = all.data?.reports.results as Loose[];
    const total = all.data?.reports.pageInfo.total as number;
    expect(total).toBeGreaterThan(40);
    const keys = results.map(
      (report) => [report.context.numeric, report.schedule.due, report.config.name] as const,
    );
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1] || a[2].localeCompare(b[2]));
    expect(keys).toEqual(sorted);
    const page = await gql(
      app(),
      REPORTS,
      { clientId: andes._id, skip: 5, limit: 5 },
      { token: tokens.client },
    );
    expect(page.data?.reports.pageInfo).toEqual({ total, limit: 5, offset: 5 });
    expect(page.data?.reports.results.map((report: Loose) => report._id)).toEqual(
      results.slice(5, 10).map((report) => report._id),
    );
  });

  it("filters by text, template and status, and sorts by a list of fields", async () => {
    const social = await gql(
      app(),
      REPORTS,
      { clientId: andes._id, filter: "social", limit: 100 },
      { token: tokens.client },
    );
    expect(social.data?.reports.results.length).toBeGreaterThan(3);
    expect(social.data?.reports.results.every((report: Loose) => /social/i.test(report.config.name))).toBe(
      true,
    );
    const byTemplate = await gql(
      app(),
      REPORTS,
      { clientId: andes._id, reportId: "covenantsQuarterly", limit: 100 },
      { token: tokens.client },
    );
    expect(
      byTemplate.data?.reports.results.every((report: Loose) => report.config.key === "covenantsQuarterly"),
    ).toBe(true);
    const approved = await gql(
      app(),
      REPORTS,
      { clientId: andes._id, status: ["approved"], limit: 5 },
      { token: tokens.client },
    );
    expect(approved.data?.reports.results.every((report: Loose) => report.status === "approved")).toBe(true);
    const ascending = await gql(
      app(),
      REPORTS,
      { clientId: andes._id, sort: [{ field: "period", direction: "asc" }], limit: 3 },
      { token: tokens.client },
    );
    const numerics = ascending.data?.reports.results.map(
      (report: Loose) => report.context.numeric,
    ) as number[];
    expect(numerics).toEqual([...numerics].sort((a, b) => a - b));
    const french = await gql(
      app(),
      REPORTS,
      { clientId: andes._id, reportId: "mfiFinancialMonthly", language: "fr", limit: 1 },
      { token: tokens.client },
    );
    expect(french.data?.reports.results[0].config.name).toBe("Rapport financier mensuel (IMF/banque)");
  });

  it("refuses sort fields it does not know, built-in object names included, naming the allowed ones", async () => {
    for (const field of ["constructor", "__proto__", "toString", "hasOwnProperty", "nextDue"]) {
      const answer = await gql(
        app(),
        REPORTS,
        { clientId: andes._id, sort: [{ field, direction: "asc" }] },
        { token: tokens.client },
      );
      expect(errorCode(answer), field).toBe("BAD_USER_INPUT");
      expect(answer.data?.reports ?? null).toBeNull();
      const message = answer.errors?.[0]?.message ?? "";
      expect(message).toContain(`sort: cannot sort by "${field}"`);
      for (const allowed of ["period", "due", "name", "client", "status", "lastUpdated"])
        expect(message).toContain(allowed);
    }
    const sideways = await gql(
      app(),
      REPORTS,
      { clientId: andes._id, sort: [{ field: "period", direction: "sideways" }] },
      { token: tokens.client },
    );
    expect(errorCode(sideways)).toBe("BAD_USER_INPUT");
    expect(sideways.errors?.[0]?.message).toMatch(/"sideways" is not a sort direction; use asc, .* desc/);
  });

  it("names reports in English for a language that is a built-in object name", async () => {
    for (const language of ["constructor", "__proto__", "toString"]) {
      const answer = await gql(
        app(),
        REPORTS,
        { clientId: andes._id, reportId: "mfiFinancialMonthly", language, limit: 1 },
        { token: tokens.client },
      );
      expect(answer.errors, language).toBeUndefined();
      expect(answer.data?.reports.results[0].config.name).toBe("Monthly financial report (MFI/bank)");
    }
  });

  it("computes overdue: created and past due", async () => {
    const past = await insertReport(database.db(), andes, "created", { schedule: { due: 20150201 } });
    const future = await insertReport(database.db(), andes, "created", { schedule: { due: 29990101 } });
    const answer = await gql(
      app(),
      REPORTS,
      { clientId: andes._id, status: ["overdue", "created"], limit: 100 },
      { token: tokens.client },
    );
    const byId = new Map(
      (answer.data?.reports.results as Loose[]).map((report) => [report._id, report.overdue]),
    );
    expect(byId.get(past._id)).toBe(true);
    expect(byId.get(future._id)).toBe(false);
  });

  it("keeps every user to their scope", async () => {
    const mine = await gql(app(), REPORTS, { limit: 100 }, { token: tokens.client });
    expect(new Set(mine.data?.reports.results.map((report: Loose) => report.client._id))).toEqual(
      new Set([andes._id]),
    );
    expect(errorCode(await gql(app(), REPORTS, { clientId: jamii._id }, { token: tokens.client }))).toBe(
      "FORBIDDEN",
    );
    const regional = await gql(app(), REPORTS, { limit: 100 }, { token: tokens.otherManager });
    expect(new Set(regional.data?.reports.results.map((report: Loose) => report.client._id))).toEqual(
      new Set([jamii._id]),
    );
    expect(
      errorCode(await gql(app(), REPORTS, { clientId: andes._id }, { token: tokens.otherManager })),
    ).toBe("FORBIDDEN");
    const everyone = await gql(app(), REPORTS, { limit: 100 }, { token: tokens.provider });
    expect(everyone.data?.reports.pageInfo.total).toBeGreaterThan(
      mine.data?.reports.pageInfo.total + regional.data?.reports.pageInfo.total,
    );
    expect(
      errorCode(await gql(app(), `{ adminReports { pageInfo { total } } }`, {}, { token: tokens.manager })),
    ).toBe("FORBIDDEN");
    const admin = await gql(
      app(),
      `{ adminReports(limit: 1) { pageInfo { total } } }`,
      {},
      { token: tokens.admin },
    );
    expect(admin.data?.adminReports.pageInfo.total).toBe(everyone.data?.reports.pageInfo.total);
  });
});

describe("wizard", () => {
  it("lists the template's reports still open in the three years before the period, newest first", async () => {
    const reopen = { [20250131]: "in_progress", [20250331]: "rejected" } as const;
    const at = (numeric: number) => ({ clientId: andes._id, configKey: "mfiFinancialMonthly", numeric });
    for (const [numeric, status] of Object.entries(reopen))
      await setReportStatus(database.db(), at(Number(numeric)), status);
    try {
      const answer = await gql(
        app(),
        WIZARD,
        { c: andes.key, r: "mfiFinancialMonthly", k: "2025-06", l: "en" },
        { token: tokens.client },
      );
      expect(
        (answer.data?.wizard.previousOpenReports as Loose[]).map((report) => [
          report.context.numeric,
          report.status,
        ]),
      ).toEqual([
        [20250331, "rejected"],
        [20250131, "in_progress"],
      ]);
    } finally {
      for (const numeric of Object.keys(reopen))
        await setReportStatus(database.db(), at(Number(numeric)), "approved");
    }
  });

  it("finds the open reports by their locators while the report catalog is still being read, as the catalog would", async () => {
    const db = database.db();
    const at = (numeric: number) => ({ clientId: andes._id, configKey: "mfiFinancialMonthly", numeric });
    await setReportStatus(db, at(20250228), "submitted");
    const fresh = () =>
      new MongoReportingRepository(db, new ClientCatalog(db), new ExchangeRatesRepository(db));
    const reports = db.collection<ReportInstanceDoc>("reportInstances");
    const find = vi.spyOn(reports.constructor.prototype as { find: () => unknown }, "find");
    try {
      const starting = await fresh().openReportsBefore(andes._id, "mfiFinancialMonthly", 20250630);
      // By `_id` alone: no read of every report.
      const notById = find.mock.calls.filter((call) => {
        const keys = Object.keys(((call as unknown[])[0] ?? {}) as object);
        return keys.length !== 1 || keys[0] !== "_id";
      });
      expect(notById).toEqual([]);
      const loaded = fresh();
      await loaded.warm();
      const fromCatalog = await loaded.openReportsBefore(andes._id, "mfiFinancialMonthly", 20250630);
      expect(starting.map((report) => report._id)).toEqual(fromCatalog.map((report) => report._id));
      expect(starting.map((report) => [report.context.numeric, report.status])).toContainEqual([
        20250228,
        "submitted",
      ]);
      expect(starting[0]).not.toHaveProperty("notes");
    } finally {
      find.mockRestore();
      await setReportStatus(db, at(20250228), "approved");
    }
  });

  it("serves the report with steps in the user's language, data of the period and its comparisons, formulas and open reports", async () => {
    const answer = await gql(
      app(),
      WIZARD,
      { c: andes.key, r: "mfiFinancialMonthly", k: "2025-06", l: "fr" },
      { token: tokens.client },
    );
    expect(answer.errors).toBeUndefined();
    const wizard = answer.data?.wizard as Loose;
    expect(wizard).toMatchObject({
      status: "approved",
      editable: false,
      entry: "readOnly",
      actions: [],
      clientType: "MFI",
      config: { name: "Rapport financier mensuel (IMF/banque)" },
    });
    expect(wizard.steps.map((step: Loose) => step.config.key)).toEqual([
      "balanceSheet",
      "profitLoss",
      "cashFlow",
      "extras",
      "extras2",
      "infoIc",
      "performanceIndicators",
      "ratios",
    ]);
    expect(wizard.steps[0].config.name).not.toBe(
      demoData().formConfigs.find((form) => form.key === "balanceSheet")!.name.en,
    );
    expect(typeof wizard.steps[0].config.fields[0].name).toBe("string");
    const current = wizard.scopedData.find(
      (entry: Loose) => entry.scope === "current" && entry.configKey === "balanceSheet",
    );
    const stored = await database
      .db()
      .collection<FormDataDoc>("formData")
      .findOne({ clientId: andes._id, configKey: "balanceSheet", "context.numeric": 20250630 });
    expect(current).toMatchObject({ numeric: 20250630, formDataId: stored!._id, values: stored!.values });
    expect(current.computed.totalAssets).toEqual(expect.any(Number));
    expect(wizard.scopedData.map((entry: Loose) => `${entry.scope}:${entry.numeric}`)).toEqual(
      expect.arrayContaining(["current:20250630", "1M:20250531", "1Y:20240630", "1FY:20241231"]),
    );
    expect(wizard.formulaSet).toContainEqual({
      target: "balanceSheet.totalAssets",
      formula: expect.stringContaining("add("),
    });
    const open = wizard.previousOpenReports as Loose[];
    expect(open.every((report) => report.status !== "approved" && report.context.numeric < 20250630)).toBe(
      true,
    );
  });

  it("says where each user enters (spec 2 §4)", async () => {
    const db = database.db();
    const inProgress = await insertReport(db, andes, "in_progress");
    const submitted = await insertReport(db, andes, "submitted");
    const entry = async (id: string, role: Role) =>
      (await gql(app(), WIZARD, { c: andes._id, r: "mfiFinancialMonthly", k: id }, { token: tokens[role] }))
        .data?.wizard;
    expect(await entry(inProgress._id, "client")).toMatchObject({
      entry: "form",
      editable: true,
      actions: ["wizardSubmit"],
    });
    expect(await entry(submitted._id, "client")).toMatchObject({
      entry: "readOnly",
      editable: false,
      actions: ["wizardReStartSubmission"],
    });
    expect(await entry(submitted._id, "manager")).toMatchObject({
      entry: "auditStart",
      actions: ["wizardStartReview"],
    });
    expect(await entry(submitted._id, "provider")).toMatchObject({ entry: "readOnly", actions: [] });
  });

  it("refuses other clients' reports", async () => {
    expect(
      errorCode(
        await gql(
          app(),
          WIZARD,
          { c: jamii.key, r: "mfiFinancialMonthly", k: "2025-06" },
          { token: tokens.client },
        ),
      ),
    ).toBe("FORBIDDEN");
    expect(
      errorCode(
        await gql(
          app(),
          WIZARD,
          { c: andes._id, r: "mfiFinancialMonthly", k: "2025-06" },
          { token: tokens.otherManager },
        ),
      ),
    ).toBe("FORBIDDEN");
    const jamiiReport = await database
      .db()
      .collection<ReportInstanceDoc>("reportInstances")
      .findOne({ "client._id": jamii._id });
    // An id of another client's report under one's own client answers nothing.
    expect(
      (
        await gql(
          app(),
          WIZARD,
          { c: andes._id, r: "mfiFinancialMonthly", k: jamiiReport!._id },
          { token: tokens.client },
        )
      ).data?.wizard,
    ).toBeNull();
  });

  it("keeps serving the versions a report was created with after the template changed", async () => {
    const db = database.db();
    const numeric = monthEndsBack(2);
    const old = await gql(
      app(),
      INSERT,
      { configId: "mfiFinancialMonthly", clientId: andes._id, numeric },
      { token: tokens.admin },
    );
    expect(old.data?.insertReportInstance.success).toBe(true);
    const v1 = (await db.collection<FormConfigDoc>("formConfigs").findOne({ key: "balanceSheet" }))!;
    const extra = { internalName: "newDisclosure", name: { en: "New disclosure" }, type: "text" };
    await db.collection<FormConfigDoc>("formConfigs").insertOne({
      ...v1,
      _id: "6a0000000000000000000b52",
      version: "2.0.0",
      fields: [...v1.fields, extra as never],
    });
    (app().services.reporting as MongoReportingRepository).invalidate();
    const fieldsOf = (wizard: Loose) =>
      JSON.stringify(wizard.steps.find((step: Loose) => step.config.key === "balanceSheet").config);
    const oldWizard = (
      await gql(
        app(),
        WIZARD,
        { c: andes._id, r: "mfiFinancialMonthly", k: old.data?.insertReportInstance.report._id },
        { token: tokens.admin },
      )
    ).data?.wizard;
    expect(fieldsOf(oldWizard)).not.toContain("newDisclosure");
    expect(fieldsOf(oldWizard)).toContain('"version":"1.0.0"');
    const fresh = await gql(
      app(),
      INSERT,
      { configId: "mfiFinancialMonthly", clientId: andes._id, numeric: monthEndsBack(3) },
      { token: tokens.admin },
    );
    expect(fresh.data?.insertReportInstance.report.versions.balanceSheet).toBe("2.0.0");
    const newWizard = (
      await gql(
        app(),
        WIZARD,
        { c: andes._id, r: "mfiFinancialMonthly", k: fresh.data?.insertReportInstance.report._id },
        { token: tokens.admin },
      )
    ).data?.wizard;
    expect(fieldsOf(newWizard)).toContain("newDisclosure");
    await db.collection("formConfigs").deleteOne({ _id: "6a0000000000000000000b52" as never });
    (app().services.reporting as MongoReportingRepository).invalidate();
  });
});

describe("wizardSaveChanges", () => {
  async function reportInProgress() {
    const db = database.db();
    const base = await db
      .collection<FormDataDoc>("formData")
      .findOne({ clientId: andes._id, configKey: "balanceSheet", "context.numeric": 20250630 });
    const report = await insertReport(db, andes, "in_progress", {
      settings: { currency: "PEN", reportingScale: 1000 },
    });
    // The report's month starts with June 2025's balance sheet, which balances.
    const _id = formDataId(andes._id, "balanceSheet", report.context.numeric);
    await db.collection<FormDataDoc>("formData").insertOne({
      ...base!,
      _id,
      reportId: report._id,
      context: { ...base!.context, numeric: report.context.numeric },
    });
    await recordFormDataChanges(db, [_id]);
    return report;
  }

  it("stores the change, recomputes formulas on the server and returns the step's validations", async () => {
    const report = await reportInProgress();
    const before = await database.db().collection<FormDataDoc>("formData").findOne({ reportId: report._id });
    const unchanged = (
      await gql(
        app(),
        SAVE,
        { id: report._id, set: { configId: "balanceSheet", changes: [] } },
        { token: tokens.client },
      )
    ).data?.wizardSaveChanges;
    expect(unchanged).toMatchObject({ success: true, validations: [] });
    const answer = await gql(
      app(),
      SAVE,
      {
        id: report._id,
        set: { configId: "balanceSheet", changes: [{ path: "otherAssets", change: 1234.5 }] },
      },
      { token: tokens.client },
    );
    const result = answer.data?.wizardSaveChanges as Loose;
    expect(result).toMatchObject({ success: true, applied: ["otherAssets"], conflicts: [], revision: 2 });
    // Typed in thousands (scale 1000): 1,234.5 thousand PEN, stored in hundredths of full units.
    expect(result.values.otherAssets).toBe(123450000);
    const stored = await database.db().collection<FormDataDoc>("formData").findOne({ reportId: report._id });
    expect(stored?.values.otherAssets).toBe(123450000);
    expect(stored?.reportedValues?.otherAssets).toBe(123450);
    // totalAssets adds otherAssets: the server recomputed it with the change.
    const delta = 123450000 - (before!.values.otherAssets as number);
    expect(delta).not.toBe(0);
    expect(result.computed.totalAssets - unchanged.computed.totalAssets).toBe(delta);
    expect(result.validations, JSON.stringify(result.validations)).toContainEqual(
      expect.objectContaining({ validationType: "error", fields: expect.arrayContaining(["totalAssets"]) }),
    );
    const audits = await database
      .db()
      .collection("audits")
      .find({ action: "wizardSaveChanges", targets: report._id })
      .toArray();
    expect(audits.map((audit) => audit.text)).toEqual([
      expect.stringMatching(/: nothing$/),
      expect.stringMatching(/: otherAssets$/),
    ]);
  });

  it("marks the report's last update at the first save of each minute, the precision screens show", async () => {
    const report = await reportInProgress();
    const lastUpdated = async () =>
      (await database.db().collection<ReportInstanceDoc>("reportInstances").findOne({ _id: report._id }))
        ?.lastUpdated;
    const saveAt = async (time: number, value: number) => {
      vi.setSystemTime(time);
      const answer = await gql(
        app(),
        SAVE,
        {
          id: report._id,
          set: { configId: "balanceSheet", changes: [{ path: "otherAssets", change: value }] },
        },
        { token: tokens.client },
      );
      expect(answer.data?.wizardSaveChanges.success).toBe(true);
    };
    // Only the clock of dates is set (timers run as they do), a minute or two from now: the tokens still hold.
    const minute = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      await saveAt(minute + 10_000, 1);
      expect(await lastUpdated()).toBe(new Date(minute + 10_000).toISOString());
      await saveAt(minute + 50_000, 2);
      expect(await lastUpdated()).toBe(new Date(minute + 10_000).toISOString());
      await saveAt(minute + 65_000, 3);
      expect(await lastUpdated()).toBe(new Date(minute + 65_000).toISOString());
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses bad input field by field and changes nothing", async () => {
    const report = await reportInProgress();
    const answer = await gql(
      app(),
      SAVE,
      {
        id: report._id,
        set: {
          configId: "balanceSheet",
          changes: [
            { path: "otherAssets", change: -5 },
            { path: "totalAssets", change: 1 },
            { path: "nope", change: 1 },
            { path: "tradeInvestments", change: "abc" },
          ],
        },
      },
      { token: tokens.client },
    );
    expect(answer.data?.wizardSaveChanges).toMatchObject({
      success: false,
      error: { code: "BAD_USER_INPUT" },
    });
    expect(answer.data?.wizardSaveChanges.error.fields.map((field: Loose) => field.field)).toEqual([
      "changes.0",
      "changes.1",
      "changes.2",
      "changes.3",
    ]);
    expect(
      answer.data?.wizardSaveChanges.refused.map((refused: Loose) => [refused.path, refused.code]),
    ).toEqual([
      ["otherAssets", "NEGATIVE"],
      ["totalAssets", "NOT_EDITABLE"],
      ["nope", "UNKNOWN_FIELD"],
      ["tradeInvestments", "NOT_A_NUMBER"],
    ]);
    expect(
      (await database.db().collection<FormDataDoc>("formData").findOne({ reportId: report._id }))?.revision,
    ).toBeUndefined();
  });

  it("refuses a negative where the field allows none, saying which field and why, and writes nothing", async () => {
    const report = await reportInProgress();
    const formData = database.db().collection<FormDataDoc>("formData");
    const before = await formData.findOne({ reportId: report._id });
    const answer = await gql(
      app(),
      SAVE,
      {
        id: report._id,
        set: {
          configId: "balanceSheet",
          changes: [
            { path: "otherAssets", change: 12 },
            { path: "cashAndDueFromBanks", change: -5, base: null },
          ],
        },
      },
      { token: tokens.client },
    );
    expect(answer.data?.wizardSaveChanges).toMatchObject({
      success: false,
      error: {
        code: "BAD_USER_INPUT",
        message: "Failed to save changes to Balance sheet: Cash and due from banks: may not be negative",
        fields: [{ field: "changes.1", message: "cashAndDueFromBanks: may not be negative" }],
      },
      refused: [
        { path: "cashAndDueFromBanks", code: "NEGATIVE", limit: null, message: "may not be negative" },
      ],
      applied: [],
    });
    // The valid change beside it is not written either.
    expect(await formData.findOne({ reportId: report._id })).toEqual(before);
    expect(
      await database
        .db()
        .collection("audits")
        .countDocuments({ action: "wizardSaveChanges", targets: report._id }),
    ).toBe(0);
  });

  it("is refused where the form is read-only for the caller", async () => {
    const db = database.db();
    const change = { configId: "balanceSheet", changes: [{ path: "otherAssets", change: 1 }] };
    for (const status of ["created", "submitted", "in_review", "approved"] as const) {
      const report = await insertReport(db, andes, status);
      const answer = await gql(app(), SAVE, { id: report._id, set: change }, { token: tokens.client });
      expect(answer.data?.wizardSaveChanges, status).toMatchObject({
        success: false,
        error: { code: "READ_ONLY" },
      });
    }
    const inReview = await insertReport(db, andes, "in_review");
    expect(
      (await gql(app(), SAVE, { id: inReview._id, set: change }, { token: tokens.manager })).data
        ?.wizardSaveChanges,
    ).toMatchObject({ success: true });
    expect(
      errorCode(await gql(app(), SAVE, { id: inReview._id, set: change }, { token: tokens.provider })),
    ).toBe("FORBIDDEN");
    const rejected = await insertReport(db, andes, "rejected");
    expect(
      (await gql(app(), SAVE, { id: rejected._id, set: change }, { token: tokens.client })).data
        ?.wizardSaveChanges,
    ).toMatchObject({ success: true });
    expect(
      errorCode(await gql(app(), SAVE, { id: rejected._id, set: change }, { token: tokens.otherClient })),
    ).toBe("FORBIDDEN");
  });

  it("never loses a concurrent save: different fields all land; the same field with a base is a conflict, not an overwrite", async () => {
    const db = database.db();
    const report = await reportInProgress();
    const fields = ["cashAndDueFromBanks", "tradeInvestments", "otherAssets", "otherInvestments"];
    const answers = await Promise.all(
      fields.map((field, index) =>
        gql(
          app(),
          SAVE,
          {
            id: report._id,
            set: { configId: "balanceSheet", changes: [{ path: field, change: 100 + index }] },
          },
          { token: tokens.client },
        ),
      ),
    );
    expect(
      answers.map((answer) => answer.data?.wizardSaveChanges.success ?? answer.errors),
      JSON.stringify(answers.map((answer) => answer.data?.wizardSaveChanges.error ?? answer.errors)),
    ).toEqual(fields.map(() => true));
    const stored = await db.collection<FormDataDoc>("formData").findOne({ reportId: report._id });
    fields.forEach((field, index) => expect(stored?.values[field], field).toBe((100 + index) * 100 * 1000));
    expect(stored?.revision).toBe(fields.length);

    const base = 100; // what both people saw for cashAndDueFromBanks
    const [first, second] = await Promise.all([
      gql(
        app(),
        SAVE,
        {
          id: report._id,
          set: { configId: "balanceSheet", changes: [{ path: "cashAndDueFromBanks", change: 111, base }] },
        },
        { token: tokens.client },
      ),
      gql(
        app(),
        SAVE,
        {
          id: report._id,
          set: { configId: "balanceSheet", changes: [{ path: "cashAndDueFromBanks", change: 222, base }] },
        },
        { token: tokens.client },
      ),
    ]);
    const results = [first.data?.wizardSaveChanges, second.data?.wizardSaveChanges] as Loose[];
    expect(results.every((result) => result.success)).toBe(true);
    const applied = results.filter((result) => result.applied.includes("cashAndDueFromBanks"));
    const conflicted = results.filter((result) => result.conflicts.length === 1);
    expect(applied).toHaveLength(1);
    expect(conflicted).toHaveLength(1);
    const winner = applied[0]!.values.cashAndDueFromBanks / 100000;
    expect(conflicted[0]!.conflicts[0]).toEqual({
      path: "cashAndDueFromBanks",
      yours: winner === 111 ? 222 : 111,
      theirs: winner,
    });
    expect(
      (await db.collection<FormDataDoc>("formData").findOne({ reportId: report._id }))?.values
        .cashAndDueFromBanks,
    ).toBe(winner * 100000);
  }, 60_000);

  it("saves on the copy it keeps when another process wrote since: that write and this one both land", async () => {
    const db = database.db();
    const report = await reportInProgress();
    const dataId = formDataId(andes._id, "balanceSheet", report.context.numeric);
    const save = (field: string, change: number) =>
      gql(
        app(),
        SAVE,
        { id: report._id, set: { configId: "balanceSheet", changes: [{ path: field, change }] } },
        { token: tokens.client },
      );
    // This process writes revision 1 and keeps the document as it wrote it.
    expect((await save("cashAndDueFromBanks", 101)).data?.wizardSaveChanges).toMatchObject({
      success: true,
      revision: 1,
    });
    // Another process (its own repository on the same database) writes revision 2; its claim of revision 1 is
    // given back, so this process's next save can claim revision 1 on its kept copy and must find it behind.
    const other = new MongoReportingRepository(db, new ClientCatalog(db), new ExchangeRatesRepository(db));
    const stored = await other.storedFormData(dataId);
    expect(
      await other.updateFormDataAtRevision(stored!, { "values.tradeInvestments": 202_00_000 }),
    ).toMatchObject({ written: { revision: 2 } });
    await vi.waitFor(async () =>
      expect(
        await db.collection<{ _id: string }>("claims").findOne({ _id: `formData:${dataId}:1` }),
      ).toBeNull(),
    );

    const answer = (await save("otherAssets", 303)).data?.wizardSaveChanges as Loose;
    expect(answer).toMatchObject({ success: true, revision: 3, applied: ["otherAssets"] });
    expect(answer.values).toMatchObject({
      cashAndDueFromBanks: 101_00_000,
      tradeInvestments: 202_00_000,
      otherAssets: 303_00_000,
    });
    const written = await db.collection<FormDataDoc>("formData").findOne({ _id: dataId });
    expect(written?.revision).toBe(3);
    expect(written?.values).toMatchObject({
      cashAndDueFromBanks: 101_00_000,
      tradeInvestments: 202_00_000,
      otherAssets: 303_00_000,
    });
  });

  it("creates the form's data on the first save of a month, once under concurrent first saves", async () => {
    const db = database.db();
    const report = await insertReport(db, andes, "in_progress");
    const answers = await Promise.all(
      ["numberOfActiveBorrowers", "numberOfLoansOutstanding"].map((field) =>
        gql(
          app(),
          SAVE,
          { id: report._id, set: { configId: "extras", changes: [{ path: field, change: 10 }] } },
          { token: tokens.client },
        ),
      ),
    );
    expect(answers.map((answer) => answer.data?.wizardSaveChanges.success ?? answer.errors)).toEqual([
      true,
      true,
    ]);
    const documents = await db
      .collection<FormDataDoc>("formData")
      .find({ clientId: andes._id, configKey: "extras", "context.numeric": report.context.numeric })
      .toArray();
    expect(documents).toHaveLength(1);
    // Under its natural _id, on which the second first save collided and merged.
    expect(documents[0]?._id).toBe(formDataId(andes._id, "extras", report.context.numeric));
    expect(documents[0]?.values).toMatchObject({
      numberOfActiveBorrowers: 1000,
      numberOfLoansOutstanding: 1000,
    });
  });
});

describe("notes", () => {
  it("lets submitters and auditors note a field; the wizard lists the notes", async () => {
    const report = await insertReport(database.db(), andes, "in_review");
    const note = `mutation ($id: ID!) { wizardAddNote(reportId: $id, note: { configKey: "balanceSheet", field: "otherAssets", text: "Includes a building sale" }) { success note { author { fullName } text } } }`;
    expect(
      (await gql(app(), note, { id: report._id }, { token: tokens.client })).data?.wizardAddNote,
    ).toMatchObject({ success: true, note: { author: { fullName: "Carla Client" } } });
    expect(errorCode(await gql(app(), note, { id: report._id }, { token: tokens.otherClient }))).toBe(
      "FORBIDDEN",
    );
    const wizard = (
      await gql(
        app(),
        WIZARD,
        { c: andes._id, r: "mfiFinancialMonthly", k: report._id },
        { token: tokens.manager },
      )
    ).data?.wizard;
    expect(wizard.notes).toEqual([
      {
        configKey: "balanceSheet",
        field: "otherAssets",
        text: "Includes a building sale",
        author: { fullName: "Carla Client" },
      },
    ]);
  });
});

describe("resolving notes", () => {
  const ADD = `mutation ($id: ID!) { wizardAddNote(reportId: $id, note: { configKey: "balanceSheet", field: "cash", text: "Check the bank letter" }) { note { _id } } }`;
  const RESOLVE = `mutation ($id: ID!, $note: ID!) { wizardResolveNote(reportId: $id, noteId: $note) { success error { code } note { text resolvedBy { fullName } resolvedAt } } }`;

  it("marks a note as dealt with once, by a submitter or an auditor, and the wizard shows who did", async () => {
    const report = await insertReport(database.db(), andes, "in_review");
    const added = await gql(app(), ADD, { id: report._id }, { token: tokens.manager });
    const noteId = added.data?.wizardAddNote.note._id as string;

    expect(
      errorCode(await gql(app(), RESOLVE, { id: report._id, note: noteId }, { token: tokens.otherClient })),
    ).toBe("FORBIDDEN");
    const first = (await gql(app(), RESOLVE, { id: report._id, note: noteId }, { token: tokens.client })).data
      ?.wizardResolveNote;
    expect(first).toMatchObject({ success: true, note: { resolvedBy: { fullName: "Carla Client" } } });
    const again = (await gql(app(), RESOLVE, { id: report._id, note: noteId }, { token: tokens.manager }))
      .data?.wizardResolveNote;
    expect(again.note).toEqual(first.note);

    const wizard = (
      await gql(
        app(),
        `query ($c: String!, $r: String!, $k: String!) { wizard(clientId: $c, reportConfigKey: $r, reportInstanceKey: $k) { notes { resolvedBy { fullName } } } }`,
        { c: andes._id, r: "mfiFinancialMonthly", k: report._id },
        { token: tokens.manager },
      )
    ).data?.wizard;
    expect(wizard.notes).toEqual([{ resolvedBy: { fullName: "Carla Client" } }]);
  });

  it("does not find a note through another report", async () => {
    const db = database.db();
    const noted = await insertReport(db, andes, "in_review");
    const other = await insertReport(db, andes, "in_review");
    const added = await gql(app(), ADD, { id: noted._id }, { token: tokens.manager });
    const noteId = added.data?.wizardAddNote.note._id as string;
    const answer = (await gql(app(), RESOLVE, { id: other._id, note: noteId }, { token: tokens.client })).data
      ?.wizardResolveNote;
    expect(answer).toMatchObject({ success: false, error: { code: "NOT_FOUND" }, note: null });
    const stored = await db.collection("reportNotes").findOne({ _id: noteId as never });
    expect(stored?.resolved ?? null).toBeNull();
  });
});

describe("notes by report", () => {
  const ADD = `mutation ($id: ID!, $text: String!) { wizardAddNote(reportId: $id, note: { configKey: "balanceSheet", field: "cash", text: $text }) { success note { _id } } }`;
  const RESOLVE = `mutation ($id: ID!, $note: ID!) { wizardResolveNote(reportId: $id, noteId: $note) { success } }`;
  const NOTES = `query ($c: String!, $k: String!) { wizard(clientId: $c, reportConfigKey: "mfiFinancialMonthly", reportInstanceKey: $k) { notes { text } } }`;
  const notesOf = async (reportId: string) =>
    (
      (await gql(app(), NOTES, { c: andes._id, k: reportId }, { token: tokens.manager })).data?.wizard
        .notes as Loose[]
    )
      .map((note) => note.text)
      .sort();

  it("lists every one of 20 notes added at once, and one resolution of 20 at once is recorded", async () => {
    const db = database.db();
    const report = await insertReport(db, andes, "in_review");
    const texts = Array.from({ length: 20 }, (_, i) => `note ${String(i).padStart(2, "0")}`);
    const added = await Promise.all(
      texts.map((text) => gql(app(), ADD, { id: report._id, text }, { token: tokens.manager })),
    );
    expect(added.every((answer) => answer.data?.wizardAddNote.success)).toBe(true);
    expect(await notesOf(report._id)).toEqual(texts);

    const noteId = added[0]!.data?.wizardAddNote.note._id as string;
    const resolutions = await Promise.all(
      Array.from({ length: 20 }, () =>
        gql(app(), RESOLVE, { id: report._id, note: noteId }, { token: tokens.client }),
      ),
    );
    expect(resolutions.every((answer) => answer.data?.wizardResolveNote.success)).toBe(true);
    const audits = await db
      .collection("audits")
      .find({ action: "wizardResolveNote", targets: report._id })
      .toArray();
    expect(audits).toHaveLength(1);
  });

  it("finds notes written before the index once the start has indexed them", async () => {
    const db = database.db();
    const report = await insertReport(db, andes, "in_review");
    const note = (text: string, at: string) => ({
      _id: `old-${report._id}-${text}`,
      reportId: report._id,
      kind: "note",
      configKey: "balanceSheet",
      field: "cash",
      author: { _id: "u1", fullName: "Old Author" },
      at,
      text,
      rejectionId: null,
    });
    await db
      .collection("reportNotes")
      .insertMany([note("second", "2024-02-01T00:00:00Z"), note("first", "2024-01-01T00:00:00Z")] as never[]);
    expect(await notesOf(report._id)).toEqual([]);
    await db.collection("migrations").deleteOne({ _id: NOTE_INDEX_MIGRATION as never });
    expect(await indexAllNotes(db)).toBe(2);
    expect(await indexAllNotes(db)).toBe(0); // once per database
    expect(await notesOf(report._id)).toEqual(["first", "second"]);
  });
});

describe("deleteReportInstance", () => {
  it("deletes a report, with or without its data (admins only)", async () => {
    const db = database.db();
    const report = await insertReport(db, andes, "in_progress");
    await gql(
      app(),
      SAVE,
      {
        id: report._id,
        set: { configId: "extras", changes: [{ path: "numberOfActiveBorrowers", change: 3 }] },
      },
      { token: tokens.client },
    );
    const query = `mutation ($id: ID!, $f: Boolean) { deleteReportInstance(instanceId: $id, includeForms: $f) { success error { code } } }`;
    expect(errorCode(await gql(app(), query, { id: report._id, f: true }, { token: tokens.manager }))).toBe(
      "FORBIDDEN",
    );
    expect(
      (await gql(app(), query, { id: report._id, f: true }, { token: tokens.admin })).data
        ?.deleteReportInstance,
    ).toEqual({ success: true, error: null });
    expect(await db.collection("reportInstances").countDocuments({ _id: report._id as never })).toBe(0);
    expect(await db.collection("formData").countDocuments({ reportId: report._id })).toBe(0);
    const kept = await insertReport(db, andes, "in_progress");
    await gql(
      app(),
      SAVE,
      {
        id: kept._id,
        set: { configId: "extras", changes: [{ path: "numberOfActiveBorrowers", change: 3 }] },
      },
      { token: tokens.client },
    );
    expect(
      (await gql(app(), query, { id: kept._id, f: false }, { token: tokens.admin })).data
        ?.deleteReportInstance.success,
    ).toBe(true);
    expect(await db.collection("formData").countDocuments({ reportId: kept._id })).toBe(1);
    expect(
      (await gql(app(), query, { id: kept._id, f: false }, { token: tokens.admin })).data
        ?.deleteReportInstance,
    ).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
  });
});

describe("flat query keys", () => {
  it("are backfilled once on documents written without them; the wizard finds such a report by its period", async () => {
    const db = database.db();
    const report = await insertReport(db, andes, "in_progress");
    await db
      .collection<ReportInstanceDoc>("reportInstances")
      .updateOne({ _id: report._id }, { $unset: { clientId: "", configKey: "", numeric: "" } });
    const sample = await db.collection<FormDataDoc>("formData").findOne({ clientId: andes._id });
    await db.collection<FormDataDoc>("formData").insertOne({
      ...sample!,
      _id: `${report._id}-old`,
      reportId: report._id,
      configKey: "oldForm",
      numeric: undefined as never,
      context: { ...sample!.context, numeric: report.context.numeric },
    });
    await db
      .collection<FormDataDoc>("formData")
      .updateOne({ _id: `${report._id}-old` }, { $unset: { numeric: "" } });
    // Located at start (the report was written straight into the database), the wizard finds it by its period.
    await db.collection("migrations").deleteOne({ _id: REPORT_LOCATORS_MIGRATION as never });
    await locateAllReports(db);
    const query = `query ($c: String!, $k: String!) { wizard(clientId: $c, reportConfigKey: "mfiFinancialMonthly", reportInstanceKey: $k, language: "en") { _id } }`;
    const answer = await gql(
      app(),
      query,
      { c: andes.key, k: String(report.context.numeric) },
      { token: tokens.admin },
    );
    expect(answer.data?.wizard, JSON.stringify(answer)).toEqual({ _id: report._id });

    await db.collection("migrations").deleteOne({ _id: QUERY_KEYS_MIGRATION as never });
    expect(await backfillQueryKeys(db)).toBeGreaterThanOrEqual(2);
    expect(
      await db.collection<ReportInstanceDoc>("reportInstances").findOne({ _id: report._id }),
    ).toMatchObject({
      clientId: andes._id,
      configKey: "mfiFinancialMonthly",
      numeric: report.context.numeric,
    });
    expect(await db.collection<FormDataDoc>("formData").findOne({ _id: `${report._id}-old` })).toMatchObject({
      numeric: report.context.numeric,
    });
    // Marked as done: the next start does not search again.
    expect(await backfillQueryKeys(db)).toBe(0);
  });
});

describe("report locators", () => {
  it("find a report by its period with _id reads once located, and follow creation and deletion", async () => {
    const db = database.db();
    const locators = db.collection<ReportLocatorDoc>("reportLocators");
    const repository = app().services.reporting as MongoReportingRepository;
    // A report written before locators (straight into the database) is found once the start has located it.
    const report = await insertReport(db, andes, "created");
    const key = reportLocatorId(andes._id, "mfiFinancialMonthly", report.context.numeric);
    expect(await repository.reportOf(andes._id, "mfiFinancialMonthly", report.context.numeric)).toBeNull();
    await db.collection("migrations").deleteOne({ _id: REPORT_LOCATORS_MIGRATION as never });
    expect(await locateAllReports(db)).toBeGreaterThan(1);
    expect(await locateAllReports(db)).toBe(0); // once per database
    expect(await locators.findOne({ _id: key })).toEqual({ _id: key, reportId: report._id });
    expect((await repository.reportOf(andes._id, "mfiFinancialMonthly", report.context.numeric))?._id).toBe(
      report._id,
    );
    // A locator pointing at another client's report finds nothing.
    const other = await insertReport(db, jamii, "created");
    await locators.updateOne({ _id: key }, { $set: { reportId: other._id } });
    expect(await repository.reportOf(andes._id, "mfiFinancialMonthly", report.context.numeric)).toBeNull();
    await locators.updateOne({ _id: key }, { $set: { reportId: report._id } });

    // Created through the API: located at once; deleted: its locator goes with it.
    const numeric = monthEndsBack(4);
    const created = await gql(
      app(),
      INSERT,
      { configId: "mfiFinancialMonthly", clientId: andes._id, numeric },
      { token: tokens.client },
    );
    const createdId = created.data?.insertReportInstance.report._id as string;
    const createdKey = reportLocatorId(andes._id, "mfiFinancialMonthly", numeric);
    expect(await locators.findOne({ _id: createdKey })).toEqual({ _id: createdKey, reportId: createdId });
    const deleted = await gql(
      app(),
      `mutation ($id: ID!) { deleteReportInstance(instanceId: $id, includeForms: false) { success } }`,
      { id: createdId },
      { token: tokens.admin },
    );
    expect(deleted.data?.deleteReportInstance.success).toBe(true);
    expect(await locators.findOne({ _id: createdKey })).toBeNull();
    expect(await repository.reportOf(andes._id, "mfiFinancialMonthly", numeric)).toBeNull();
  });
});

describe("clients by key", () => {
  it("are read by _id through a key map that follows renames and reads every client at most every few seconds", async () => {
    const db = database.db();
    const clients = db.collection<ClientDoc>("clients");
    const repository = new MongoReportingRepository(
      db,
      new ClientCatalog(db),
      new ExchangeRatesRepository(db),
    );
    const find = vi.spyOn(clients.constructor.prototype as { find: () => unknown }, "find");
    // Reads of every client (findOne is a find too, with the client's _id).
    const scans = () =>
      find.mock.calls.filter((call) => Object.keys((call as unknown[])[0] ?? {}).length === 0).length;
    const clock = vi.spyOn(Date, "now");
    try {
      clock.mockReturnValue(1_000_000);
      expect((await repository.clientByKey(andes.key))?._id).toBe(andes._id);
      expect((await repository.clientByKey(jamii.key))?._id).toBe(jamii._id);
      expect(scans()).toBe(1);
      // Unknown keys do not read every client again while the map is fresh.
      expect(await repository.clientByKey("no-such-client")).toBeNull();
      expect(await repository.clientByKey("no-such-client-either")).toBeNull();
      expect(scans()).toBe(1);

      // Renamed in another process: the old key finds nothing at once, the new one once the map may be re-read.
      await clients.updateOne({ _id: andes._id }, { $set: { key: "andes-renamed" } });
      expect(await repository.clientByKey(andes.key)).toBeNull();
      clock.mockReturnValue(1_000_000 + CLIENT_KEYS_REFRESH_MS);
      expect((await repository.clientByKey("andes-renamed"))?._id).toBe(andes._id);
      expect(scans()).toBe(2);
    } finally {
      await clients.updateOne({ _id: andes._id }, { $set: { key: andes.key } });
      find.mockRestore();
      clock.mockRestore();
    }
  });
});
