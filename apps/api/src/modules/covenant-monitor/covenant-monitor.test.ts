// The covenant monitor against the database: statuses and headroom of crafted covenants around a value
// computed here from the stored figures, waivers, scope, filters and the explanation of a value.
import { addMonths } from "@ledgerline/schemas";
import type { FieldDefinition, FormConfig, Investment } from "@ledgerline/schemas";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { errorCode, gql, login, seedUser } from "../../../test/fixtures";
import type { Loose } from "../../../test/fixtures";
import { DEMO_CLIENTS, demoData, recordFormDataChanges, seedReporting } from "../../../test/reporting";
import type { ClientDoc } from "../../model/clients";
import { closeKeptCollections } from "../../platform/kept-collection";
import { forgetKeptEngines, keptEngineStates } from "../reports/kept-engines";
import { warmCovenantMonitor } from "./monitor";
import { MongoCovenantMonitorRepository, useMonitorRepository } from "./repository";
import type { FormDataDoc } from "../reports/model";

const database = useTestDatabase("covenant_monitor");
const app = useTestApp(database);

const MONITOR = `query ($status: String, $clientType: String, $regionId: ID, $fundId: ID, $language: String) {
  covenantMonitor(status: $status, clientType: $clientType, regionId: $regionId, fundId: $fundId, language: $language) {
    rows {
      investment { _id importedId }
      client { _id key name clientType region { _id name } }
      fund { _id name }
      covenant { _id centralCovenantId internalName name fieldType decimals unit }
      period report { configKey period status }
      value range { min max } alertThreshold status headroom
      waiver { waiverType startDate endDate replacement { internalName name } }
      trend { period value }
    }
    regions { _id name }
    funds { _id name }
  }
}`;
const EXPLAIN = `query ($i: ID!, $c: ID!, $p: Int!, $l: String) {
  covenantExplanation(investmentId: $i, covenantId: $c, period: $p, language: $l) { label formula explanation }
}`;

const tokens = { admin: "", client: "", manager: "" };
let andes: ClientDoc;
let jamii: ClientDoc;
/** andes' PAR 30 at its newest approved month, stored (hundredths of a percent), from the raw figures. */
let par30: number;
let period: number;

/** An open investment of andes with one PAR 30 covenant, limits and waivers as given. */
function crafted(
  importedId: string,
  covenant: Partial<Investment["covenants"][number]>,
  template: Investment,
): Investment {
  const own = template.covenants.find((entry) => entry.centralCovenantId.internalName === "covPar30")!;
  return {
    ...template,
    _id: `6c00000000000000000000${importedId.slice(-2)}`,
    importedId,
    endedAt: null,
    covenants: [{ ...own, _id: `6d00000000000000000000${importedId.slice(-2)}`, waivers: [], ...covenant }],
  };
}

beforeAll(async () => {
  const db = database.db();
  const { clients, data } = await seedReporting(db, [
    DEMO_CLIENTS.andes,
    DEMO_CLIENTS.jamii,
    DEMO_CLIENTS.altoMayo,
  ]);
  andes = clients[DEMO_CLIENTS.andes] as unknown as ClientDoc;
  jamii = clients[DEMO_CLIENTS.jamii] as unknown as ClientDoc;
  // The newest month of andes' monthly report that was approved, and PAR 30 / GLP in it.
  period = Math.max(
    ...data.reportInstances
      .filter(
        (report) =>
          report.client._id === andes._id &&
          report.config.key === "mfiFinancialMonthly" &&
          report.status === "approved",
      )
      .map((report) => report.context.numeric),
  );
  const figure = (form: string, name: string) =>
    data.formData.find(
      (document) =>
        document.clientId === andes._id && document.configKey === form && document.context.numeric === period,
    )!.values[name] as number;
  par30 = Math.round((figure("extras", "par30") / figure("balanceSheet", "grossLoanPortfolio")) * 10000);
  expect(par30).toBeGreaterThan(100);

  // PAR 30's COVENANT field shows one decimal, as a template may ask; the other covenants keep the catalogue's.
  const covenantsForm = (await db.collection<FormConfig>("formConfigs").findOne({ key: "covenants" }))!;
  const withDecimals = (fields: FieldDefinition[]): FieldDefinition[] =>
    fields.map((field) =>
      field.internalName === "covPar30"
        ? { ...field, settings: { ...field.settings, decimals: 1 } }
        : field.children
          ? { ...field, children: withDecimals(field.children) }
          : field,
    );
  await db
    .collection<FormConfig>("formConfigs")
    .updateMany({ key: "covenants" }, { $set: { fields: withDecimals(covenantsForm.fields) } });

  const template = data.investments.find((investment) => investment.client._id === andes._id)!;
  const waiverSpan = { startDate: period - 100, endDate: period + 10000 };
  await db.collection<Investment>("investments").insertMany([
    crafted("TM1-T01", { range: { min: 0, max: par30 - 100 }, alertThreshold: par30 - 150 }, template),
    crafted("TM1-T02", { range: { min: 0, max: par30 + 40 }, alertThreshold: par30 - 10 }, template),
    crafted("TM1-T03", { range: { min: 0, max: par30 * 2 }, alertThreshold: par30 * 2 - 10 }, template),
    crafted(
      "TM1-T04",
      {
        range: { min: 0, max: par30 - 100 },
        alertThreshold: par30 - 150,
        waivers: [{ _id: "6e0000000000000000000004", waiverType: "DISABLE", ...waiverSpan }],
      },
      template,
    ),
    crafted(
      "TM1-T05",
      {
        range: { min: 0, max: par30 - 100 },
        alertThreshold: par30 - 150,
        waivers: [
          {
            _id: "6e0000000000000000000005",
            waiverType: "ALTER",
            ...waiverSpan,
            range: { min: 0, max: par30 * 4 },
            alertThreshold: par30 * 3,
          },
        ],
      },
      template,
    ),
    // Closed: not on the monitor.
    { ...crafted("TM1-T06", {}, template), endedAt: 20200131 },
  ]);

  const admin = await seedUser(db, "ada.admin@investor.test", ["investor-admin"]);
  const client = await seedUser(db, "carla.client@andes.test", ["CLIENT"], { ids: [andes._id] });
  const manager = await seedUser(db, "rita.director@investor.test", ["investor-RD"], {
    regions: [jamii.worldRegion],
  });
  tokens.admin = await login(app(), admin.email, admin.password);
  tokens.client = await login(app(), client.email, client.password);
  tokens.manager = await login(app(), manager.email, manager.password);
});

async function monitor(token: string, variables: Record<string, unknown> = {}) {
  const answer = await gql<Loose>(app(), MONITOR, variables, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.covenantMonitor as Loose;
}

const rowOf = (rows: Loose[], importedId: string): Loose =>
  rows.find((row) => row.investment.importedId === importedId)!;
const percentOf = (value: number, limit: number) => ((value - limit) / limit) * 100;

describe("covenantMonitor", () => {
  it("gives breached, alerted, ok and waived covenants with their headroom, at the newest approved period", async () => {
    const { rows } = await monitor(tokens.admin);
    const breached = rowOf(rows, "TM1-T01");
    const alerted = rowOf(rows, "TM1-T02");
    const ok = rowOf(rows, "TM1-T03");
    const waived = rowOf(rows, "TM1-T04");
    for (const row of [breached, alerted, ok, waived]) {
      expect(row.period).toBe(period);
      expect(row.value).toBe(par30);
      expect(row.report).toEqual({
        configKey: "mfiFinancialMonthly",
        period: `${String(period).slice(0, 4)}-${String(period).slice(4, 6)}`,
        status: "approved",
      });
      expect(row.client).toMatchObject({
        key: andes.key,
        clientType: "MFI",
        region: { _id: andes.worldRegion },
      });
      expect(row.covenant).toMatchObject({ internalName: "covPar30", fieldType: "percentual" });
    }
    expect(breached.status).toBe("breached");
    // Above the maximum: negative, in percent of the maximum.
    expect(breached.headroom).toBeCloseTo(-percentOf(par30, par30 - 100), 1);
    expect(breached.headroom).toBeLessThan(0);
    expect(alerted.status).toBe("alerted");
    expect(alerted.headroom).toBeCloseTo((40 / (par30 + 40)) * 100, 1);
    expect(ok.status).toBe("ok");
    expect(ok.headroom).toBeCloseTo(50, 1);
    expect(waived).toMatchObject({
      status: "waived",
      headroom: null,
      waiver: { waiverType: "DISABLE", endDate: period + 10000 },
    });
    expect(rows.some((row: Loose) => row.investment.importedId === "TM1-T06")).toBe(false);
  });

  it("gives each covenant its template field's decimals and, for numeric values, its unit", async () => {
    const { rows } = await monitor(tokens.admin);
    expect(rowOf(rows, "TM1-T01").covenant).toMatchObject({
      internalName: "covPar30",
      decimals: 1,
      unit: null,
    });
    // The catalogue's numeric covenants are ratios: "times", decimals unset.
    const ratios = rows.filter((row: Loose) => row.covenant.fieldType === "numeric");
    expect(ratios.length).toBeGreaterThan(0);
    for (const ratio of ratios) expect(ratio.covenant).toMatchObject({ decimals: null, unit: "times" });
  });

  it("tests an altered covenant against the waiver's limits", async () => {
    const altered = rowOf((await monitor(tokens.admin)).rows, "TM1-T05");
    expect(altered).toMatchObject({
      status: "ok",
      range: { min: 0, max: par30 * 4 },
      alertThreshold: par30 * 3,
      waiver: { waiverType: "ALTER" },
    });
    expect(altered.headroom).toBeCloseTo(75, 1);
  });

  it("gives a twelve-month trend ending at the period's value", async () => {
    const { trend } = rowOf((await monitor(tokens.admin)).rows, "TM1-T01");
    expect(trend).toHaveLength(12);
    expect(trend.at(-1)).toEqual({
      period: `${String(period).slice(0, 4)}-${String(period).slice(4, 6)}`,
      value: par30,
    });
    // One point a month, oldest first.
    trend.slice(1).forEach((point: Loose, index: number) => {
      expect(point.period).toBe(addMonths(trend[index].period, 1));
    });
    expect(trend.filter((point: Loose) => point.value !== null).length).toBeGreaterThan(6);
  });

  it("lists the worst first and filters by status, client type and fund", async () => {
    const all = await monitor(tokens.admin);
    const order = ["breached", "alerted", "unknown", "waived", "ok"];
    const ranks = all.rows.map((row: Loose) => order.indexOf(row.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const breached = await monitor(tokens.admin, { status: "breached" });
    expect(breached.rows.length).toBeGreaterThan(0);
    expect(breached.rows.every((row: Loose) => row.status === "breached")).toBe(true);
    const agro = await monitor(tokens.admin, { clientType: "AGRO" });
    expect(agro.rows.length).toBeGreaterThan(0);
    expect(agro.rows.every((row: Loose) => row.client.clientType === "AGRO")).toBe(true);
    // AGRO covenants follow the quarterly report: the trend's periods are quarter ends.
    expect(agro.rows[0].report.configKey).toBe("agroFinancialQuarterly");
    expect(
      agro.rows
        .find((row: Loose) => row.period)
        .trend.every((point: Loose) => Number(point.period.slice(5)) % 3 === 0),
    ).toBe(true);
    const fund = all.funds[0];
    const ofFund = await monitor(tokens.admin, { fundId: fund._id });
    expect(ofFund.rows.every((row: Loose) => row.fund._id === fund._id)).toBe(true);
    expect(ofFund.rows.length).toBeLessThan(all.rows.length);
    // The filters' choices stay whatever is filtered.
    expect(ofFund.funds).toEqual(all.funds);
  });

  it("refuses an unknown status", async () => {
    const answer = await gql(app(), MONITOR, { status: "fine" }, { token: tokens.admin });
    expect(errorCode(answer)).toBe("BAD_USER_INPUT");
  });

  it("is FORBIDDEN to client users", async () => {
    const answer = await gql(app(), MONITOR, {}, { token: tokens.client });
    expect(errorCode(answer)).toBe("FORBIDDEN");
  });

  it("shows a regional director only the covenants of their regions", async () => {
    const answer = await monitor(tokens.manager);
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.rows.every((row: Loose) => row.client.region._id === jamii.worldRegion)).toBe(true);
    expect(answer.regions.map((region: Loose) => region._id)).toEqual([jamii.worldRegion]);
    const andesRow = rowOf((await monitor(tokens.admin)).rows, "TM1-T01");
    const explain = await gql(
      app(),
      EXPLAIN,
      { i: andesRow.investment._id, c: andesRow.covenant._id, p: period },
      { token: tokens.manager },
    );
    expect(errorCode(explain)).toBe("FORBIDDEN");
  });

  it.each([
    ["read by _id (a few clients)", undefined],
    ["kept in the process (many clients)", 0],
  ])("shows figures changed after it was first opened: form data %s", async (_label, fewClients) => {
    const { services } = app();
    useMonitorRepository(
      app(),
      new MongoCovenantMonitorRepository(services.db, services.reporting, services.investments, fewClients),
    );
    expect(rowOf((await monitor(tokens.admin)).rows, "TM1-T03").value).toBe(par30);
    const formData = database.db().collection<FormDataDoc>("formData");
    const extras = (await formData.findOne({
      clientId: andes._id,
      configKey: "extras",
      "context.numeric": period,
    }))!;
    const doubled = (extras.values.par30 as number) * 2;
    await formData.updateOne({ _id: extras._id }, { $set: { "values.par30": doubled } });
    await recordFormDataChanges(database.db(), [extras._id]);
    try {
      const row = rowOf((await monitor(tokens.admin)).rows, "TM1-T03");
      expect(row.value).toBeCloseTo(par30 * 2, -1);
      expect(row.status).toBe("alerted");
    } finally {
      await formData.updateOne({ _id: extras._id }, { $set: { "values.par30": extras.values.par30 } });
      await recordFormDataChanges(database.db(), [extras._id]);
    }
    expect(rowOf((await monitor(tokens.admin)).rows, "TM1-T03").value).toBe(par30);
  });
});

describe("the monitor's kept form data after a start", () => {
  it("is read by warm() from the fields the last process kept, so the first request reads no form data", async () => {
    const { services } = app();
    const kept = () =>
      new MongoCovenantMonitorRepository(services.db, services.reporting, services.investments, 0);
    useMonitorRepository(app(), kept());
    const before = await monitor(tokens.admin); // keeps the copy, and stores its fields

    const restarted = kept();
    await restarted.warm();
    useMonitorRepository(app(), restarted);
    const collection = services.db.collection("formData");
    const prototype = Object.getPrototypeOf(collection) as { find: (...args: unknown[]) => unknown };
    const finds = vi.spyOn(prototype, "find");
    try {
      const after = await monitor(tokens.admin);
      expect(after.rows).toEqual(before.rows);
      const formDataReads = finds.mock.contexts.filter(
        (context) => (context as { collectionName?: string }).collectionName === "formData",
      );
      expect(formDataReads).toHaveLength(0);
    } finally {
      finds.mockRestore();
      useMonitorRepository(
        app(),
        new MongoCovenantMonitorRepository(services.db, services.reporting, services.investments),
      );
    }
  });
});

describe("the monitor's kept form data after a restart", () => {
  it("starts from the snapshot the last process wrote, reading no form data whole, and shows what changed since", async () => {
    const { services } = app();
    const kept = () =>
      new MongoCovenantMonitorRepository(services.db, services.reporting, services.investments, 0);
    useMonitorRepository(app(), kept());
    expect(rowOf((await monitor(tokens.admin)).rows, "TM1-T03").value).toBe(par30);
    // The app closing: what it keeps writes its last snapshots, the monitor's copy among them.
    await closeKeptCollections(services.db);

    // Changed by another process after the snapshot.
    const formData = database.db().collection<FormDataDoc>("formData");
    const extras = (await formData.findOne({
      clientId: andes._id,
      configKey: "extras",
      "context.numeric": period,
    }))!;
    await formData.updateOne(
      { _id: extras._id },
      { $set: { "values.par30": (extras.values.par30 as number) * 2 } },
    );
    await recordFormDataChanges(database.db(), [extras._id]);

    const restarted = kept();
    const collection = services.db.collection("formData");
    const prototype = Object.getPrototypeOf(collection) as { find: (...args: unknown[]) => unknown };
    const finds = vi.spyOn(prototype, "find");
    try {
      await restarted.warm();
      useMonitorRepository(app(), restarted);
      const row = rowOf((await monitor(tokens.admin)).rows, "TM1-T03");
      expect(row.value).toBeCloseTo(par30 * 2, -1);
      expect(row.status).toBe("alerted");
      // Only the changed document, by `_id`: never the collection.
      const whole = finds.mock.calls.filter((call, i) => {
        const context = finds.mock.contexts[i] as { collectionName?: string };
        const keys = Object.keys((call[0] ?? {}) as object);
        return context.collectionName === "formData" && (keys.length !== 1 || keys[0] !== "_id");
      });
      expect(whole).toHaveLength(0);
    } finally {
      finds.mockRestore();
      await formData.updateOne({ _id: extras._id }, { $set: { "values.par30": extras.values.par30 } });
      await recordFormDataChanges(database.db(), [extras._id]);
      useMonitorRepository(
        app(),
        new MongoCovenantMonitorRepository(services.db, services.reporting, services.investments),
      );
    }
  });
});

describe(warmCovenantMonitor, () => {
  it("computes every client's rows once, so that the first request after a start builds no engine state", async () => {
    const { services } = app();
    useMonitorRepository(
      app(),
      new MongoCovenantMonitorRepository(services.db, services.reporting, services.investments, 0),
    );
    const expected = await monitor(tokens.admin); // the monitor opened once: its fields are stored
    forgetKeptEngines();
    useMonitorRepository(
      app(),
      new MongoCovenantMonitorRepository(services.db, services.reporting, services.investments, 0),
    );
    await warmCovenantMonitor(app());
    const kept = keptEngineStates();
    expect(kept).toBeGreaterThan(0);
    try {
      expect((await monitor(tokens.admin)).rows).toEqual(expected.rows);
      expect(keptEngineStates()).toBe(kept);
    } finally {
      useMonitorRepository(
        app(),
        new MongoCovenantMonitorRepository(services.db, services.reporting, services.investments),
      );
    }
  });
});

describe("covenantExplanation", () => {
  it("explains a value with the formula's fields, as the engine computes it", async () => {
    const row = rowOf((await monitor(tokens.admin)).rows, "TM1-T01");
    const answer = await gql<Loose>(
      app(),
      EXPLAIN,
      { i: row.investment._id, c: row.covenant._id, p: Math.floor(period / 100), l: "fr" },
      { token: tokens.admin },
    );
    expect(answer.errors).toBeUndefined();
    const { label, formula, explanation } = answer.data!.covenantExplanation;
    const covPar30 = demoData().covenantConfigs.find((config) => config.internalName === "covPar30")!;
    expect(label).toBe(covPar30.name.fr);
    expect(formula).toBe(covPar30.formula);
    const labels: string[] = [];
    const walk = (node: Loose) => {
      labels.push(node.label);
      node.children.forEach(walk);
    };
    walk(explanation);
    expect(labels).toEqual(expect.arrayContaining(["extras.par30", "balanceSheet.grossLoanPortfolio"]));
    expect(Math.round(explanation.value * 10000)).toBe(par30);
    expect(explanation.month).toBe(`${String(period).slice(0, 4)}-${String(period).slice(4, 6)}`);
  });

  it("explains a client user's own covenants (the wizard's covenant rows), not another client's", async () => {
    const own = rowOf((await monitor(tokens.admin)).rows, "TM1-T01");
    const answer = await gql<Loose>(
      app(),
      EXPLAIN,
      { i: own.investment._id, c: own.covenant._id, p: period },
      { token: tokens.client },
    );
    expect(answer.errors).toBeUndefined();
    expect(Math.round(answer.data!.covenantExplanation.explanation.value * 10000)).toBe(par30);
    const other = (await monitor(tokens.manager)).rows[0] as Loose;
    const refused = await gql(
      app(),
      EXPLAIN,
      { i: other.investment._id, c: other.covenant._id, p: period },
      { token: tokens.client },
    );
    expect(errorCode(refused)).toBe("FORBIDDEN");
  });

  it("refuses a period that is not a month", async () => {
    const row = rowOf((await monitor(tokens.admin)).rows, "TM1-T01");
    const answer = await gql(
      app(),
      EXPLAIN,
      { i: row.investment._id, c: row.covenant._id, p: 20251340 },
      { token: tokens.admin },
    );
    expect(errorCode(answer)).toBe("BAD_USER_INPUT");
  });
});
