import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/app";
import { useTestDatabase } from "../../../../test/database";
import { downloadWorkbook, headingRowOf, rowValues } from "../../../../test/exports";
import {
  AFRICA,
  LATAM,
  covenantOf,
  errorCode,
  gql,
  login,
  seedClient,
  seedCovenantConfig,
  seedInvestment,
  seedReference,
  seedUser,
} from "../../../../test/fixtures";
import type { Loose } from "../../../../test/fixtures";
import type { AuditDoc } from "../../audits/repository";
import type { ExchangeRateDoc } from "../../reports/model";
import { todayNumber } from "../../reports/model";
import { COVENANTS_SHEET } from "./covenants-sheet";
import { englishText } from "../../../platform/messages";
import { EXCHANGE_EXPORT_INCOMPLETE, EXCHANGE_SHEET, NO_RATE } from "./exchange-export";
import { EXCHANGE_RATE_CHANGES } from "../../exchange-rates/rate-catalog";
import { recordChanges } from "../../../platform/change-feed";

const database = useTestDatabase("admin-exports");
const app = useTestApp(database);
const db = () => database.db();

const RESULT = "success error { code message fields { field message } } fileId fileName";
const COVENANTS = `mutation ($t: String!) { createExportCovenants(fieldType: $t) { ${RESULT} } }`;
const EXCHANGE = `mutation ($c: String!, $p: [Int!]!) { createExportExchange(currency: $c, periods: $p) { ${RESULT} } }`;

const tokens = { admin: "", provider: "", director: "", client: "" };
const today = todayNumber();
const thisYear = Math.floor(today / 10000);

async function call(query: string, variables: Record<string, unknown>, token: string) {
  const answer = await gql(app(), query, variables, { token });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return Object.values(answer.data ?? {})[0] as Loose;
}

beforeAll(async () => {
  await seedReference(db());
  const andes = await seedClient(db(), "Andes Credit", { worldRegion: LATAM });
  const sahel = await seedClient(db(), "=Sahel Finance", { worldRegion: AFRICA });
  const ratio = await seedCovenantConfig(db(), "par30", { fieldType: "percentual", name: { en: "PAR 30" } });
  const equity = await seedCovenantConfig(db(), "equity", { fieldType: "currency", name: { en: "Equity" } });
  await seedInvestment(db(), andes, {
    importedId: "TM1-100",
    currency: "PEN",
    covenants: [
      covenantOf(ratio, {
        range: { min: 0, max: 1250 },
        alertThreshold: 1000,
        waivers: [
          {
            _id: "65a000000000000000000001",
            waiverType: "ALTER",
            startDate: today - 10000,
            endDate: today + 10000,
            range: { min: 0, max: 1500 },
          },
        ],
      }),
      covenantOf(equity, { range: { min: 123456789, max: null }, alertThreshold: 150000000 }),
    ],
  });
  await seedInvestment(db(), sahel, {
    importedId: "TM1-200",
    covenants: [covenantOf(ratio, { range: { min: 5, max: 333 }, alertThreshold: 250 })],
  });
  // Closed: its covenants are no longer followed.
  await seedInvestment(db(), andes, {
    importedId: "TM1-050",
    endedAt: 20200101,
    covenants: [covenantOf(ratio, { range: { min: 0, max: 1 }, alertThreshold: 1 })],
  });
  const users = {
    admin: await seedUser(db(), "hanna.admin@investor.test", ["investor-admin"]),
    provider: await seedUser(db(), "paul.provider@investor.test", ["investor"]),
    director: await seedUser(db(), "rita.director@investor.test", ["investor-RD"], { regions: [LATAM] }),
    client: await seedUser(db(), "carla.client@andes.test", ["CLIENT"], { ids: [andes._id] }),
  };
  for (const [name, user] of Object.entries(users))
    tokens[name as keyof typeof tokens] = await login(app(), user.email, user.password);
  const rates: ExchangeRateDoc[] = [
    {
      _id: "6e0000000000000000000001",
      numericDate: 20240131,
      source: "Bank",
      quotes: { USDEUR: 0.9123, USDPEN: 3.71 },
    },
    { _id: "6e0000000000000000000002", numericDate: 20240331, source: "Bank", quotes: { USDPEN: 3.75 } },
  ];
  await db().collection<ExchangeRateDoc>("exchangeRates").insertMany(rates);
  await recordChanges(
    db(),
    EXCHANGE_RATE_CHANGES,
    rates.map((month) => month._id),
  );
});

describe("createExportCovenants", () => {
  it("writes one row per covenant of the open investments, hundredths shown as values, percentual as percent", async () => {
    const result = await call(COVENANTS, { t: "percentual" }, tokens.admin);
    expect(result).toMatchObject({ success: true, error: null });
    expect(result.fileName).toMatch(/^covenants-percentual-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = await downloadWorkbook(app(), tokens.admin, result.fileId);
    const sheet = workbook.getWorksheet(COVENANTS_SHEET)!;
    expect(sheet.getCell("A1").value).toBe("Covenants export");
    expect(sheet.getCell("A2").value).toBe("Field type");
    expect(sheet.getCell("B2").value).toBe("percentual");
    const heading = headingRowOf(sheet, "Client");
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: heading });
    const rows = rowValues(sheet, heading + 1);
    expect(rows.map((row) => row.slice(0, 9))).toEqual([
      ["'=Sahel Finance", "TM1-200", "Impact Fund I", "USD", "PAR 30", "percentual", 0.0005, 0.0333, 0.025],
      ["Andes Credit", "TM1-100", "Impact Fund I", "PEN", "PAR 30", "percentual", 0, 0.125, 0.1],
    ]);
    expect(rows[1]![9]).toMatch(/^ALTER from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: range 0\.00 – 15\.00$/);
    expect(rows[0]![9]).toBeUndefined();
    const first = sheet.getRow(heading + 2);
    for (const column of [7, 8, 9]) expect(first.getCell(column).numFmt).toBe("0.00%");
  });

  it("shows currency covenants /100 with thousands separators, an open end of the range left empty", async () => {
    const result = await call(COVENANTS, { t: "currency" }, tokens.provider);
    const sheet = (await downloadWorkbook(app(), tokens.provider, result.fileId)).getWorksheet(
      COVENANTS_SHEET,
    )!;
    const heading = headingRowOf(sheet, "Client");
    expect(rowValues(sheet, heading + 1).map((row) => row.slice(0, 9))).toEqual([
      [
        "Andes Credit",
        "TM1-100",
        "Impact Fund I",
        "PEN",
        "Equity",
        "currency",
        1234567.89,
        undefined,
        1500000,
      ],
    ]);
    expect(sheet.getRow(heading + 1).getCell(7).numFmt).toBe("#,##0.00");
  });

  it("keeps a regional director to the clients of their regions", async () => {
    const result = await call(COVENANTS, { t: "percentual" }, tokens.director);
    const sheet = (await downloadWorkbook(app(), tokens.director, result.fileId)).getWorksheet(
      COVENANTS_SHEET,
    )!;
    const rows = rowValues(sheet, headingRowOf(sheet, "Client") + 1);
    expect(rows.map((row) => row[0])).toEqual(["Andes Credit"]);
  });

  it("refuses an unknown field type, and client users altogether", async () => {
    const refused = await call(COVENANTS, { t: "ratio" }, tokens.admin);
    expect(refused).toMatchObject({ success: false, fileId: null, error: { code: "BAD_USER_INPUT" } });
    expect(refused.error.fields.map((field: Loose) => field.field)).toEqual(["fieldType"]);
    expect(errorCode(await gql(app(), COVENANTS, { t: "percentual" }, { token: tokens.client }))).toBe(
      "FORBIDDEN",
    );
  });

  it("is audited as who exported which file", async () => {
    const result = await call(COVENANTS, { t: "numeric" }, tokens.admin);
    const entry = await db().collection<AuditDoc>("audits").findOne({ targets: result.fileId });
    expect(entry).toMatchObject({ action: "createExportCovenants", user: { fullName: "Hanna Admin" } });
    expect(entry!.text).toBe(`${result.fileName}: 0 numeric covenants`);
  });
});

describe("createExportExchange", () => {
  it("writes the rate of 1 USD for each chosen month, and says when a month has none", async () => {
    const result = await call(EXCHANGE, { c: "pen", p: [202403, 202401, 202402] }, tokens.admin);
    expect(result).toMatchObject({ success: true, fileName: "exchange-rates-USD-PEN-2024-01_2024-03.xlsx" });
    const sheet = (await downloadWorkbook(app(), tokens.admin, result.fileId)).getWorksheet(EXCHANGE_SHEET)!;
    expect(sheet.getCell("A1").value).toBe("Exchange rates export");
    expect(sheet.getCell("B2").value).toBe("PEN, units per 1 USD");
    const heading = headingRowOf(sheet, "Month");
    expect(rowValues(sheet, heading + 1)).toEqual([
      ["2024-01", 3.71],
      ["2024-02", NO_RATE],
      ["2024-03", 3.75],
    ]);
    expect(sheet.getRow(heading + 1).getCell(2).numFmt).toBe("#,##0.0000");
  });

  it("refuses a missing currency or periods, and years outside 2000 to this year", async () => {
    for (const [currency, periods, fields] of [
      ["", [202401], ["currency"]],
      ["EUR", [], ["periods"]],
      ["EU", [199912], ["currency", "periods"]],
      ["EUR", [(thisYear + 1) * 100 + 1], ["periods"]],
      ["EUR", [202413], ["periods"]],
    ] as const) {
      const result = await call(EXCHANGE, { c: currency, p: periods }, tokens.admin);
      expect(result).toMatchObject({
        success: false,
        fileId: null,
        error: { code: "BAD_USER_INPUT", message: englishText(EXCHANGE_EXPORT_INCOMPLETE) },
      });
      expect(result.error.fields.map((field: Loose) => field.field)).toEqual(fields);
    }
  });

  it("is for admins only", async () => {
    for (const token of [tokens.provider, tokens.client])
      expect(errorCode(await gql(app(), EXCHANGE, { c: "EUR", p: [202401] }, { token }))).toBe("FORBIDDEN");
  });
});
