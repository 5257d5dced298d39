import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/app";
import { useTestDatabase } from "../../../../test/database";
import { downloadWorkbook, headingRowOf, rowValues } from "../../../../test/exports";
import { errorCode, gql, login, seedUser } from "../../../../test/fixtures";
import type { Loose } from "../../../../test/fixtures";
import { DEMO_CLIENTS, seedReporting } from "../../../../test/reporting";
import type { ClientDoc } from "../../../model/clients";
import type { InvestmentDoc } from "../../investments/model";
import { englishText } from "../../../platform/messages";
import { excelDate } from "../calendar-months";
import { PERIOD_REQUIRED, UNKNOWN_FREQUENCY, readInvestmentsExportInput } from "./input";
import type { InvestmentsExportFilters } from "./rows";
import { investmentsExportRows } from "./rows";
import { INVESTMENTS_SHEET } from "./workbook";

const SUMMER_2025 = [202506, 202507, 202508];

describe("investmentsExportRows", () => {
  const clients = [
    { _id: "a", worldRegion: "latam" },
    { _id: "b", worldRegion: "africa" },
  ] as ClientDoc[];
  const investment = (id: string, clientId: string, overrides: Partial<InvestmentDoc> = {}) =>
    ({
      _id: id,
      importedId: `TM1-${id}`,
      client: { _id: clientId, name: `Client ${clientId}` },
      fund: { _id: "f1", name: "Fund one", reportingPeriodicity: "monthly" },
      product: { _id: "p1", name: "Senior loan" },
      currency: "PEN",
      country: "Peru",
      outstandingAmount: 123456789,
      firstDisbursementDate: 20240115,
      finalMaturityDate: 20290131,
      endedAt: null,
      reportingPeriodicity: "monthly",
      investmentManagers: [{ _id: "m1", name: "Marco Rossi", startAt: 20240115, endedAt: null }],
      covenants: [{}, {}],
      ...overrides,
    }) as InvestmentDoc;
  const investments = [
    investment("2", "a", { firstDisbursementDate: 20250301 }),
    investment("1", "a", { endedAt: 20250131, reportingPeriodicity: "quarterly" }),
    investment("3", "b", {
      fund: { _id: "f2", name: "Fund two", reportingPeriodicity: "quarterly" },
      investmentManagers: [],
    }),
  ];
  const filters = (overrides: Partial<InvestmentsExportFilters> = {}): InvestmentsExportFilters => ({
    months: [202501, 202502],
    fundIds: [],
    regionIds: [],
    periodicities: [],
    managerIds: [],
    ...overrides,
  });
  const ids = (overrides: Partial<InvestmentsExportFilters> = {}) =>
    investmentsExportRows(investments, clients, filters(overrides)).map((row) => row.importedId);

  it("keeps the investments outstanding in a chosen month, by client then TM1 id", () => {
    expect(ids()).toEqual(["TM1-1", "TM1-3"]);
    expect(ids({ months: [202502] })).toEqual(["TM1-3"]);
    expect(ids({ months: [202503] })).toEqual(["TM1-2", "TM1-3"]);
    expect(ids({ months: [202312] })).toEqual([]);
  });

  it("filters on fund, region, reporting frequency and investment managers", () => {
    expect(ids({ fundIds: ["f2"] })).toEqual(["TM1-3"]);
    expect(ids({ regionIds: ["latam"] })).toEqual(["TM1-1"]);
    expect(ids({ periodicities: ["monthly"] })).toEqual(["TM1-3"]);
    expect(ids({ managerIds: ["m1"] })).toEqual(["TM1-1"]);
  });

  it("gives amounts in currency units, manager names and the covenant count", () => {
    const [row] = investmentsExportRows([investments[1]!], clients, filters());
    expect(row).toMatchObject({
      outstandingAmount: 1234567.89,
      investmentManagers: "Marco Rossi",
      covenants: 2,
      endedAt: 20250131,
    });
  });

  it("drops investments whose client was not read (outside the scope)", () => {
    expect(investmentsExportRows(investments, [clients[1]!], filters()).map((row) => row.importedId)).toEqual(
      ["TM1-3"],
    );
  });
});

describe("readInvestmentsExportInput", () => {
  it("requires a period, and knows the reporting frequencies", () => {
    expect(readInvestmentsExportInput({}, 20251126)).toMatchObject({
      ok: false,
      error: {
        code: "BAD_USER_INPUT",
        message: englishText(PERIOD_REQUIRED),
        fields: [{ field: "periods" }],
      },
    });
    expect(
      readInvestmentsExportInput({ periods: [202501], reportingFrequency: ["weekly"] }, 20251126),
    ).toMatchObject({ ok: false, error: { message: englishText(UNKNOWN_FREQUENCY) } });
    expect(
      readInvestmentsExportInput(
        { periods: [202502, 202501], reportingFrequency: ["not required"] },
        20251126,
      ),
    ).toMatchObject({ ok: true, input: { months: [202501, 202502], periodicities: ["not required"] } });
  });
});

describe("createExportInvestments", () => {
  const database = useTestDatabase("investments-export");
  const app = useTestApp(database);
  const tokens = { admin: "", client: "", director: "" };
  let seeded: Awaited<ReturnType<typeof seedReporting>>;

  const EXPORT = `mutation ($periods: [Int!], $clients: [ID!], $funds: [ID!], $regions: [ID!], $frequency: [String!], $managers: [ID!]) {
    createExportInvestments(periods: $periods, clients: $clients, funds: $funds, regions: $regions, reportingFrequency: $frequency, investmentManagers: $managers) {
      success error { code message fields { field message } } fileId fileName
    }
  }`;
  const run = (token: string, variables: Record<string, unknown>) => gql(app(), EXPORT, variables, { token });
  const storedFiles = () => database.db().collection("exports.files").countDocuments();

  beforeAll(async () => {
    const db = database.db();
    seeded = await seedReporting(db);
    const andes = seeded.clients[DEMO_CLIENTS.andes]!;
    const sahyog = seeded.clients[DEMO_CLIENTS.sahyog]!;
    const admin = await seedUser(db, "ada.admin@investor.test", ["investor-admin"]);
    const client = await seedUser(db, "carla.client@andes.test", ["CLIENT"], { ids: [andes._id] });
    const director = await seedUser(db, "rita.director@investor.test", ["investor-RD"], {
      regions: [sahyog.worldRegion],
    });
    tokens.admin = await login(app(), admin.email, admin.password);
    tokens.client = await login(app(), client.email, client.password);
    tokens.director = await login(app(), director.email, director.password);
  });

  async function exportedRows(token: string, variables: Record<string, unknown>) {
    const answer = await run(token, variables);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const result = answer.data!.createExportInvestments as Loose;
    expect(result.success, JSON.stringify(result.error)).toBe(true);
    const workbook = await downloadWorkbook(app(), token, result.fileId);
    const sheet = workbook.getWorksheet(INVESTMENTS_SHEET)!;
    const heading = headingRowOf(sheet, "TM1 id");
    return { result, sheet, heading, rows: rowValues(sheet, heading + 1) };
  }

  const seededInvestment = (importedId: string) =>
    seeded.data.investments.find((investment) => investment.importedId === importedId)!;

  it("exports the investments outstanding in the months, cell by cell as seeded", async () => {
    const { result, sheet, heading, rows } = await exportedRows(tokens.admin, { periods: SUMMER_2025 });
    expect(result.fileName).toBe("investments-2025-06_2025-08.xlsx");
    expect(sheet.getCell("A1").value).toBe("Investments export");
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: heading });
    // TM1-10006 ended in April 2025; TM1-10016 ended in July 2025 and is still outstanding in June.
    const expected = [
      "TM1-10001",
      "TM1-10002",
      "TM1-10017",
      "TM1-10005",
      "TM1-10007",
      "TM1-10008",
      "TM1-10015",
      "TM1-10016",
    ].map(seededInvestment);
    expect(rows).toEqual(
      expected.map((investment) => [
        investment.importedId,
        investment.client.name,
        investment.country,
        investment.fund.name,
        investment.product.name,
        investment.currency,
        investment.outstandingAmount / 100,
        excelDate(investment.firstDisbursementDate),
        excelDate(investment.finalMaturityDate),
        ...(investment.endedAt === null ? [undefined] : [excelDate(investment.endedAt)]),
        investment.reportingPeriodicity,
        investment.investmentManagers.map((manager) => manager.name).join(", "),
        investment.covenants.length,
      ]),
    );
    const first = sheet.getRow(heading + 1);
    expect(first.getCell(7).numFmt).toBe('#,##0 "PEN"');
    expect(first.getCell(8).numFmt).toBe("dd/mmm/yyyy");
    expect(first.getCell(8).value).toBeInstanceOf(Date);
  });

  it("filters on funds, regions, reporting frequency and investment managers", async () => {
    const andes = seeded.clients[DEMO_CLIENTS.andes]!;
    const frontier = seededInvestment("TM1-10002").fund._id;
    const aisha = seededInvestment("TM1-10007").investmentManagers[0]!._id;
    const ids = async (variables: Record<string, unknown>) =>
      (await exportedRows(tokens.admin, { periods: SUMMER_2025, ...variables })).rows.map((row) => row[0]);
    expect(await ids({ funds: [frontier] })).toEqual(["TM1-10002", "TM1-10008", "TM1-10016"]);
    expect(await ids({ regions: [andes.worldRegion] })).toEqual([
      "TM1-10001",
      "TM1-10002",
      "TM1-10017",
      "TM1-10005",
    ]);
    expect(await ids({ frequency: ["not required"] })).toEqual(["TM1-10016"]);
    expect(await ids({ managers: [aisha] })).toEqual(["TM1-10007", "TM1-10008", "TM1-10015", "TM1-10016"]);
  });

  it("gives a client user their own client's investments and refuses another's, writing no file", async () => {
    const andes = seeded.clients[DEMO_CLIENTS.andes]!;
    const { result, rows } = await exportedRows(tokens.client, {
      periods: SUMMER_2025,
      clients: [andes._id],
    });
    expect(result.fileName).toBe("investments-andes-microcredito-2025-06_2025-08.xlsx");
    expect(rows.map((row) => row[0])).toEqual(["TM1-10001", "TM1-10002"]);
    const before = await storedFiles();
    const jamii = seeded.clients[DEMO_CLIENTS.jamii]!;
    expect(errorCode(await run(tokens.client, { periods: SUMMER_2025, clients: [jamii._id] }))).toBe(
      "FORBIDDEN",
    );
    expect(await storedFiles()).toBe(before);
  });

  it("keeps a regional director to their regions", async () => {
    const { rows } = await exportedRows(tokens.director, { periods: SUMMER_2025 });
    expect(rows.map((row) => row[0])).toEqual(["TM1-10015", "TM1-10016"]);
    const andes = seeded.clients[DEMO_CLIENTS.andes]!;
    expect(errorCode(await run(tokens.director, { periods: SUMMER_2025, clients: [andes._id] }))).toBe(
      "FORBIDDEN",
    );
  });

  it("asks for a period with the spec's message, and writes no file", async () => {
    const before = await storedFiles();
    const answer = await run(tokens.admin, {});
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.createExportInvestments).toMatchObject({
      success: false,
      fileId: null,
      error: {
        code: "BAD_USER_INPUT",
        message: englishText(PERIOD_REQUIRED),
        fields: [{ field: "periods" }],
      },
    });
    expect(await storedFiles()).toBe(before);
  });
});
