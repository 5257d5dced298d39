// Form data by period and currency and the dashboard, against the database (covenant tests: covenants/).
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { errorCode, gql, login, seedUser } from "../../../test/fixtures";
import type { Loose } from "../../../test/fixtures";
import { DEMO_CLIENTS, demoData, seedReporting } from "../../../test/reporting";
import type { ClientDoc } from "../../model/clients";
import type { ExchangeRateDoc, FormDataDoc } from "../reports/model";
import { EXCHANGE_RATE_CHANGES } from "../exchange-rates/rate-catalog";
import { recordChange } from "../../platform/change-feed";

const database = useTestDatabase("form_data");
const app = useTestApp(database);

const tokens = { sahyog: "", provider: "", andes: "" };
let sahyog: ClientDoc;
let andes: ClientDoc;
let altoMayo: ClientDoc;

beforeAll(async () => {
  const db = database.db();
  const { clients } = await seedReporting(db, [
    DEMO_CLIENTS.sahyog,
    DEMO_CLIENTS.andes,
    DEMO_CLIENTS.nica,
    DEMO_CLIENTS.altoMayo,
  ]);
  sahyog = clients[DEMO_CLIENTS.sahyog] as unknown as ClientDoc;
  andes = clients[DEMO_CLIENTS.andes] as unknown as ClientDoc;
  altoMayo = clients[DEMO_CLIENTS.altoMayo] as unknown as ClientDoc;
  // No rate for February 2025: money of that month cannot be converted.
  const february = await db.collection<ExchangeRateDoc>("exchangeRates").findOne({ numericDate: 20250228 });
  await db.collection<ExchangeRateDoc>("exchangeRates").deleteOne({ _id: february!._id });
  await recordChange(db, EXCHANGE_RATE_CHANGES, february!._id);
  const client = await seedUser(db, "sita.client@sahyog.test", ["CLIENT"], { ids: [sahyog._id] });
  const andesUser = await seedUser(db, "carla.client@andes.test", ["CLIENT"], { ids: [andes._id] });
  const provider = await seedUser(db, "ada.admin@investor.test", ["investor-admin"]);
  tokens.sahyog = await login(app(), client.email, client.password);
  tokens.andes = await login(app(), andesUser.email, andesUser.password);
  tokens.provider = await login(app(), provider.email, provider.password);
});

async function stored(clientId: string, key: string, numeric: number) {
  return (await database
    .db()
    .collection<FormDataDoc>("formData")
    .findOne({ clientId, configKey: key, "context.numeric": numeric }))!;
}

async function rate(numeric: number, currency: string) {
  return (await database.db().collection<ExchangeRateDoc>("exchangeRates").findOne({ numericDate: numeric }))!
    .quotes[`USD${currency}`]!;
}

const FINANCE = `query ($f: String!, $c: ID!, $r: [Int!]!, $t: String, $cur: String) { financeQuery(formConfigId: $f, clientId: $c, range: $r, periodType: $t, currency: $cur) {
  _id context { contextRef period periodType text numeric } settings { currency } status values unavailable { field reason } } }`;

describe("financeQuery", () => {
  it("answers a financial year across the calendar boundary, and the calendar year, for flows and stocks", async () => {
    // Sahyog's financial year runs April to March: FY ending 2025-03 versus calendar 2024.
    const answer = await gql(
      app(),
      FINANCE,
      { f: "profitLoss", c: sahyog._id, r: [20250300, 20241200], t: "f", cur: "INR" },
      { token: tokens.sahyog },
    );
    expect(answer.errors).toBeUndefined();
    const [fy, decAsFy] = answer.data?.financeQuery as [Loose, Loose];
    const flow = "interestOnLoanPortfolio";
    const mar25 = await stored(sahyog._id, "profitLoss", 20250331);
    const dec24 = await stored(sahyog._id, "profitLoss", 20241231);
    const mar24 = await stored(sahyog._id, "profitLoss", 20240331);
    const dec23 = await stored(sahyog._id, "profitLoss", 20231231);
    // A financial year's flow is its year-to-date total at the year's last month.
    expect(fy.context).toMatchObject({
      contextRef: 20250300,
      period: "2025-03",
      periodType: "f",
      numeric: 20250331,
    });
    expect(fy.values[flow]).toBe(mar25.values[flow]);
    expect(fy.status).toBe("approved");
    expect(decAsFy.values[flow]).toBe(dec24.values[flow]);
    // The calendar year 2024 of a client whose years end in March: Jan–Mar 2024 of one financial year plus Apr–Dec of the next.
    const calendar = await gql(
      app(),
      FINANCE,
      { f: "profitLoss", c: sahyog._id, r: [20241200], t: "c", cur: "INR" },
      { token: tokens.sahyog },
    );
    const expected =
      (mar24.values[flow] as number) - (dec23.values[flow] as number) + (dec24.values[flow] as number);
    expect(calendar.data?.financeQuery[0].values[flow]).toBe(expected);
    expect(calendar.data?.financeQuery[0].context.periodType).toBe("c");
    // Stocks are the balance at the period's last month either way.
    const balance = await gql(
      app(),
      FINANCE,
      { f: "balanceSheet", c: sahyog._id, r: [20241200, 202412], t: "c", cur: "INR" },
      { token: tokens.sahyog },
    );
    const dec24Balance = await stored(sahyog._id, "balanceSheet", 20241231);
    expect(balance.data?.financeQuery.map((row: Loose) => row.values.grossLoanPortfolio)).toEqual([
      dec24Balance.values.grossLoanPortfolio,
      dec24Balance.values.grossLoanPortfolio,
    ]);
    expect(balance.data?.financeQuery[0].values.totalAssets).toEqual(expect.any(Number));
  });

  it("converts money with the month's rate (quotes per 1 USD) and never converts other values", async () => {
    const answer = await gql(
      app(),
      FINANCE,
      { f: "balanceSheet", c: sahyog._id, r: [202412], cur: "USD" },
      { token: tokens.sahyog },
    );
    const row = answer.data?.financeQuery[0] as Loose;
    const source = await stored(sahyog._id, "balanceSheet", 20241231);
    const inr = await rate(20241231, "INR");
    expect(row.settings.currency).toBe("USD");
    expect(row.values.grossLoanPortfolio).toBe(
      Math.round((source.values.grossLoanPortfolio as number) / inr),
    );
    const eur = await gql(
      app(),
      FINANCE,
      { f: "balanceSheet", c: sahyog._id, r: [202412], cur: "EUR" },
      { token: tokens.sahyog },
    );
    expect(eur.data?.financeQuery[0].values.grossLoanPortfolio).toBe(
      Math.round(((source.values.grossLoanPortfolio as number) / inr) * (await rate(20241231, "EUR"))),
    );
    const ratios = await gql(
      app(),
      FINANCE,
      { f: "extras", c: sahyog._id, r: [202412], cur: "USD" },
      { token: tokens.sahyog },
    );
    const extras = await stored(sahyog._id, "extras", 20241231);
    expect(ratios.data?.financeQuery[0].values.numberOfActiveBorrowers).toBe(
      extras.values.numberOfActiveBorrowers,
    );
  });

  it("gives null with a reason, never a wrong number, when a rate is missing", async () => {
    const answer = await gql(
      app(),
      FINANCE,
      { f: "balanceSheet", c: sahyog._id, r: [202502, 202501], cur: "USD" },
      { token: tokens.sahyog },
    );
    const [february, january] = answer.data?.financeQuery as [Loose, Loose];
    expect(february.values.grossLoanPortfolio).toBeNull();
    expect(february.unavailable).toContainEqual({
      field: "grossLoanPortfolio",
      reason: "No exchange rate for 2025-02",
    });
    expect(january.values.grossLoanPortfolio).toEqual(expect.any(Number));
    expect(january.unavailable).toEqual([]);
    const unknown = await gql(
      app(),
      FINANCE,
      { f: "balanceSheet", c: sahyog._id, r: [202501], cur: "XYZ" },
      { token: tokens.sahyog },
    );
    expect(unknown.data?.financeQuery[0].unavailable).toContainEqual({
      field: "grossLoanPortfolio",
      reason: "No XYZ rate for 2025-01",
    });
    const extras = await gql(
      app(),
      FINANCE,
      { f: "extras", c: sahyog._id, r: [202502], cur: "USD" },
      { token: tokens.sahyog },
    );
    expect(extras.data?.financeQuery[0].values.numberOfActiveBorrowers).toEqual(expect.any(Number));
  });

  it("refuses unreadable periods and other clients", async () => {
    expect(
      errorCode(
        await gql(app(), FINANCE, { f: "balanceSheet", c: sahyog._id, r: [2024] }, { token: tokens.sahyog }),
      ),
    ).toBe("BAD_USER_INPUT");
    expect(
      errorCode(
        await gql(app(), FINANCE, { f: "balanceSheet", c: andes._id, r: [202412] }, { token: tokens.sahyog }),
      ),
    ).toBe("FORBIDDEN");
  });
});

describe("form data", () => {
  it("formData and formsOfKey give stored values, computed fields and the currency", async () => {
    const query = `query ($c: ID!, $cur: String) { formsOfKey(key: "balanceSheet", clientId: $c, date: 202412, language: "es", currency: $cur) {
      config { key name } data { _id values computed currency reportedCurrency unavailable { field } } } }`;
    const answer = await gql(app(), query, { c: sahyog._id }, { token: tokens.sahyog });
    const source = await stored(sahyog._id, "balanceSheet", 20241231);
    expect(answer.data?.formsOfKey.config.name).toBe(
      demoData().formConfigs.find((form) => form.key === "balanceSheet")!.name.es,
    );
    expect(answer.data?.formsOfKey.data).toMatchObject({
      _id: source._id,
      currency: "INR",
      reportedCurrency: "INR",
    });
    expect(answer.data?.formsOfKey.data.values.grossLoanPortfolio).toBe(source.values.grossLoanPortfolio);
    expect(answer.data?.formsOfKey.data.computed.totalAssets).toEqual(expect.any(Number));
    const single = await gql(
      app(),
      `query ($c: ID!) { formData(key: "balanceSheet", clientId: $c, date: 20241231, currency: "USD") { currency values } }`,
      { c: sahyog._id },
      { token: tokens.sahyog },
    );
    expect(single.data?.formData.values.grossLoanPortfolio).toBe(
      Math.round((source.values.grossLoanPortfolio as number) / (await rate(20241231, "INR"))),
    );
  });

  it("fieldScope answers form.field values, formStatusList the months and report statuses", async () => {
    const scope = await gql(
      app(),
      `query ($c: ID!) { fieldScope(clientId: $c, numeric: 20241231, fields: ["balanceSheet.grossLoanPortfolio", "balanceSheet.totalAssets", "nope.nothing"]) { field value reason } }`,
      { c: sahyog._id },
      { token: tokens.sahyog },
    );
    const source = await stored(sahyog._id, "balanceSheet", 20241231);
    expect(scope.data?.fieldScope[0]).toEqual({
      field: "balanceSheet.grossLoanPortfolio",
      value: source.values.grossLoanPortfolio,
      reason: null,
    });
    expect(scope.data?.fieldScope[1].value).toEqual(expect.any(Number));
    expect(scope.data?.fieldScope[2]).toEqual({
      field: "nope.nothing",
      value: null,
      reason: "Unknown field",
    });
    const statuses = await gql(
      app(),
      `query ($c: ID!) { formStatusList(key: "balanceSheet", clientId: $c) { numeric status } }`,
      { c: sahyog._id },
      { token: tokens.sahyog },
    );
    const list = statuses.data?.formStatusList as Loose[];
    const filed = await database
      .db()
      .collection<FormDataDoc>("formData")
      .find({ clientId: sahyog._id, configKey: "balanceSheet" })
      .toArray();
    expect(filed.length).toBeGreaterThan(30);
    expect(list.map((entry) => entry.numeric)).toEqual(
      filed.map((document) => document.context.numeric).sort((a, b) => a - b),
    );
    expect(list).toContainEqual({ numeric: 20241231, status: "approved" });
  });

  it("lists configs, templates by client type, clients, funds and investment managers in scope", async () => {
    const configs = await gql(
      app(),
      `{ formConfigs { reportConfigs { key } categorisedForms { clientType menu { category forms { key } } } } reportConfigs(clientType: "AGRO") { key } }`,
      {},
      { token: tokens.sahyog },
    );
    expect(configs.data?.formConfigs.categorisedForms.map((entry: Loose) => entry.clientType)).toEqual([
      "MFI",
    ]);
    expect(configs.data?.formConfigs.reportConfigs.map((report: Loose) => report.key)).not.toContain(
      "agroFinancialQuarterly",
    );
    expect(configs.data?.reportConfigs.map((report: Loose) => report.key)).toContain(
      "agroFinancialQuarterly",
    );
    const search = await gql(app(), `{ searchClients(text: "a") { key } }`, {}, { token: tokens.sahyog });
    expect(search.data?.searchClients).toEqual([{ key: sahyog.key }]);
    const everyone = await gql(
      app(),
      `{ searchClients(text: "a") { key } funds { name } investmentManagers { fullName } }`,
      {},
      { token: tokens.provider },
    );
    expect(everyone.data?.searchClients.length).toBe(4);
    expect(everyone.data?.funds.length).toBeGreaterThan(0);
    expect(everyone.data?.investmentManagers.length).toBeGreaterThan(0);
  });
});

describe("dashboard", () => {
  const DASHBOARD = `query ($c: ID!, $cur: String) { dashboard(clientId: $c, language: "en", currency: $cur) { currency lastPeriod
    clientSummaries { id title subtitle value type } clientDashCharts { id title series { period value } legend { chartType typeOfValues label } } } }`;

  it("gives summary blocks and 12-period charts, money in the requested currency", async () => {
    const local = (await gql(app(), DASHBOARD, { c: sahyog._id }, { token: tokens.sahyog })).data
      ?.dashboard as Loose;
    expect(local).toMatchObject({ currency: "INR", lastPeriod: "2025-09" });
    expect(local.clientSummaries.map((summary: Loose) => summary.id)).toContain("balanceSheet.totalAssets");
    expect(local.clientDashCharts.length).toBeGreaterThan(3);
    for (const chart of local.clientDashCharts) expect(chart.series).toHaveLength(12);
    const usd = (await gql(app(), DASHBOARD, { c: sahyog._id, cur: "USD" }, { token: tokens.sahyog })).data
      ?.dashboard as Loose;
    const inr = await rate(20250930, "INR");
    const assets = (result: Loose) =>
      result.clientSummaries.find((summary: Loose) => summary.id === "balanceSheet.totalAssets").value;
    expect(usd.currency).toBe("USD");
    expect(assets(usd)).toBeCloseTo(assets(local) / inr, 0);
    const chart = usd.clientDashCharts.find((entry: Loose) => entry.id === "balanceSheet.totalAssets");
    expect(chart.legend).toEqual({
      chartType: "bar",
      typeOfValues: "currency",
      label: expect.stringContaining("USD"),
    });
  });

  it("hides the charts of AGRO clients and keeps other clients out", async () => {
    const agro = (await gql(app(), DASHBOARD, { c: altoMayo._id }, { token: tokens.provider })).data
      ?.dashboard as Loose;
    expect(agro.clientDashCharts).toEqual([]);
    expect(agro.clientSummaries.length).toBeGreaterThan(0);
    expect(errorCode(await gql(app(), DASHBOARD, { c: andes._id }, { token: tokens.sahyog }))).toBe(
      "FORBIDDEN",
    );
  });
});
