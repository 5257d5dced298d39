import { flattenFields } from "@ledgerline/schemas";
import type { FieldDefinition } from "@ledgerline/schemas";
import type ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/app";
import { useTestDatabase } from "../../../../test/database";
import { downloadWorkbook } from "../../../../test/exports";
import { errorCode, gql, login, seedUser } from "../../../../test/fixtures";
import type { Loose } from "../../../../test/fixtures";
import { DEMO_CLIENTS, seedReporting, setReportStatus } from "../../../../test/reporting";
import type { ClientDoc } from "../../../model/clients";
import type { ExchangeRateDoc, FormConfigDoc, FormDataDoc } from "../../reports/model";
import { buildTemplates } from "../../reports/repository";
import { englishText } from "../../../platform/messages";
import {
  FILL_IN_ALL,
  INVALID_PERIODS,
  UNKNOWN_CURRENCY,
  UNKNOWN_EXPORT_TYPE,
  UNKNOWN_FORM,
  readFactsheetRequest,
} from "./request";
import { sheetName, summaryOf } from "./workbook";

const YEAR_2024 = Array.from({ length: 12 }, (_, index) => 202401 + index);
const COMPLETE = { exportType: "CLIENT", clients: ["c1"], currencies: ["USD"], clientStatus: ["active"] };

describe("readFactsheetRequest", () => {
  const templates = buildTemplates(
    [{ _id: "f1", key: "balanceSheet", version: "1.0.0", fields: [] } as never],
    [],
  );
  const read = (args: Record<string, unknown>) => readFactsheetRequest(args as never, templates, 20251126);
  const missingFields = (args: Record<string, unknown>) => {
    const reading = read(args);
    expect(reading).toMatchObject({
      ok: false,
      error: { code: "BAD_USER_INPUT", message: englishText(FILL_IN_ALL) },
    });
    return reading.ok ? [] : (reading.error.fields ?? []).map((entry) => entry.field);
  };

  it("asks for everything spec 2 §5 requires, with one message", () => {
    expect(missingFields({ exportType: "CLIENT" })).toEqual([
      "clientStatus",
      "periods",
      "currencies",
      "clients",
    ]);
    expect(missingFields({ ...COMPLETE, periods: [202401], exportType: "REGION/COUNTRY" })).toEqual([
      "countries",
    ]);
    expect(missingFields({ ...COMPLETE, periods: [202401], exportType: "FUNDS" })).toEqual(["funds"]);
    expect(missingFields({ ...COMPLETE, periods: [202401], currencies: [] })).toEqual(["currencies"]);
  });

  it("reads a complete request: financial periods by default, approved data, no summary for CLIENT", () => {
    expect(read({ ...COMPLETE, periods: [202403, 20240131, 202401, 20231200] })).toMatchObject({
      ok: true,
      request: {
        exportType: "CLIENT",
        summaryType: null,
        periodType: "f",
        reportStatuses: ["approved"],
        scale: 1,
        periods: [
          { month: "2023-12", numeric: 20231231, year: true, label: "Financial year ending December 2023" },
          { month: "2024-01", numeric: 20240131, year: false, label: "January 2024" },
          { month: "2024-03", numeric: 20240331, year: false, label: "March 2024" },
        ],
      },
    });
    expect(
      read({ ...COMPLETE, exportType: "FUNDS", funds: ["x"], periods: [202401], summaryType: "avg" }),
    ).toMatchObject({ ok: true, request: { summaryType: "AVG" } });
  });

  it("refuses values the portal never sends, each with its own message", () => {
    const error = (args: Record<string, unknown>) => {
      const reading = read({ ...COMPLETE, periods: [202401], ...args });
      return reading.ok ? null : reading.error.message;
    };
    expect(error({ exportType: "PORTFOLIO" })).toBe(englishText(UNKNOWN_EXPORT_TYPE));
    expect(error({ currencies: ["dollars"] })).toBe(englishText(UNKNOWN_CURRENCY));
    expect(error({ periods: [199912] })).toBe(englishText(INVALID_PERIODS));
    expect(error({ periods: [202613] })).toBe(englishText(INVALID_PERIODS));
    expect(error({ formConfigs: ["nope"] })).toBe(englishText(UNKNOWN_FORM));
    expect(error({ reportingScale: 7 })).not.toBeNull();
    expect(error({ clientStatus: ["approved"] })).not.toBeNull();
  });
});

describe("summaryOf and sheetName", () => {
  it("sums or averages the numbers, ignoring empty cells, and averages percentages", () => {
    expect(summaryOf([1, null, 2.5], "SUM", false)).toBe(3.5);
    expect(summaryOf([1, null, 2], "AVG", false)).toBe(1.5);
    expect(summaryOf([0.1, 0.3], "SUM", true)).toBeCloseTo(0.2);
    expect(summaryOf([null, "x"], "SUM", false)).toBeNull();
  });

  it("gives names Excel accepts, unique in the workbook", () => {
    const taken = new Set<string>();
    expect(sheetName("Balance sheet", "USD", true, taken)).toBe("Balance sheet USD");
    expect(sheetName("Cash / flow: [monthly]", "USD", false, taken)).toBe("Cash   flow   monthly ");
    const long = "A very long form name that Excel would refuse";
    expect(sheetName(long, "EUR", true, taken)).toHaveLength(31);
    expect(sheetName(long, "EUR", true, taken)).toMatch(/~2$/);
  });
});

describe("createExport", () => {
  const database = useTestDatabase("factsheet-export");
  const app = useTestApp(database);
  const tokens = { admin: "", client: "", director: "" };
  let seeded: Awaited<ReturnType<typeof seedReporting>>;

  const EXPORT = `mutation ($exportType: String!, $summaryType: String, $currencies: [String!], $clients: [ID!], $countries: [ID!], $funds: [ID!], $periods: [Int!], $periodType: String, $formConfigs: [String!], $clientStatus: [String!], $reportStatus: [String!], $reportingScale: Int) {
    createExport(exportType: $exportType, summaryType: $summaryType, currencies: $currencies, clients: $clients, countries: $countries, funds: $funds, periods: $periods, periodType: $periodType, formConfigs: $formConfigs, clientStatus: $clientStatus, reportStatus: $reportStatus, reportingScale: $reportingScale, language: "en") {
      success error { code message fields { field message } } fileId fileName
    }
  }`;
  const run = (token: string, variables: Record<string, unknown>) => gql(app(), EXPORT, variables, { token });
  const storedFiles = () => database.db().collection("exports.files").countDocuments();
  const client = (key: string) => seeded.clients[key]! as unknown as ClientDoc;
  const ALL_STATUSES = ["active", "workout", "inactive"];

  beforeAll(async () => {
    const db = database.db();
    seeded = await seedReporting(db);
    const admin = await seedUser(db, "ada.admin@investor.test", ["investor-admin"]);
    const user = await seedUser(db, "carla.client@andes.test", ["CLIENT"], {
      ids: [client(DEMO_CLIENTS.andes)._id],
    });
    const director = await seedUser(db, "rita.director@investor.test", ["investor-RD"], {
      regions: [client(DEMO_CLIENTS.sahyog).worldRegion],
    });
    tokens.admin = await login(app(), admin.email, admin.password);
    tokens.client = await login(app(), user.email, user.password);
    tokens.director = await login(app(), director.email, director.password);
  });

  async function exported(token: string, variables: Record<string, unknown>) {
    const answer = await run(token, variables);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const result = answer.data!.createExport as Loose;
    expect(result.success, JSON.stringify(result.error)).toBe(true);
    return { result, workbook: await downloadWorkbook(app(), token, result.fileId) };
  }

  // The oracle, straight from the seeded documents: hundredths in the report's currency, converted with the
  // month's quotes (per 1 USD), rounded to hundredths, then shown in hundredths of the scale's unit.
  const rates = () => new Map(seeded.data.exchangeRates.map((rate) => [rate.numericDate, rate]));
  function expectedAmount(stored: number, from: string, to: string, numeric: number, scale: number) {
    const rate = [...rates().values()].find(
      (candidate) => Math.floor(candidate.numericDate / 100) === Math.floor(numeric / 100),
    ) as ExchangeRateDoc;
    const quote = (currency: string) => (currency === "USD" ? 1 : rate.quotes[`USD${currency}`]!);
    return Math.round(Math.round((stored * quote(to)) / quote(from)) / scale) / 100;
  }
  function seededDocument(clientKey: string, formKey: string, numeric: number): FormDataDoc | undefined {
    const id = client(clientKey)._id;
    return (seeded.data.formData as unknown as FormDataDoc[]).find(
      (document) =>
        document.clientId === id && document.configKey === formKey && document.context.numeric === numeric,
    );
  }
  function reportCurrency(document: FormDataDoc): string {
    return seeded.data.reportInstances.find((report) => report._id === document.reportId)!.settings.currency;
  }
  const form = (key: string) =>
    (seeded.data.formConfigs as unknown as FormConfigDoc[]).find((candidate) => candidate.key === key)!;
  /** Rows of the sheet by field label, from the first data row. */
  function fieldRows(sheet: ExcelJS.Worksheet, formKey: string) {
    const start = findRow(sheet, "Period") + 1;
    return flattenFields(form(formKey).fields).map(({ field }, index) => ({
      field,
      row: sheet.getRow(start + index),
    }));
  }
  /** The sheet of a form and currency, found by what its header block says. */
  function sheetOf(workbook: ExcelJS.Workbook, formKey: string, currency: string): ExcelJS.Worksheet {
    const found = workbook.worksheets.filter(
      (sheet) =>
        sheet.getCell("A1").value === `Client factsheet: ${form(formKey).name.en}` &&
        sheet.getRow(findRow(sheet, "Currency")).getCell(2).value === currency,
    );
    expect(found, `${formKey} ${currency}`).toHaveLength(1);
    return found[0]!;
  }
  function findRow(sheet: ExcelJS.Worksheet, label: string): number {
    for (let number = 1; number <= sheet.rowCount; number++)
      if (sheet.getRow(number).getCell(1).value === label) return number;
    throw new Error(`no ${label} row in ${sheet.name}`);
  }
  const isInputAmount = (field: FieldDefinition) =>
    (field.type === "currency" || field.type === "numeric") && !field.formula;

  it("exports one client's forms per currency, converted and scaled, cell by cell as seeded", async () => {
    const andes = client(DEMO_CLIENTS.andes);
    const { result, workbook } = await exported(tokens.admin, {
      exportType: "CLIENT",
      clients: [andes._id],
      currencies: ["USD", "PEN"],
      periods: YEAR_2024,
      clientStatus: ["active"],
      reportingScale: 1000,
    });
    expect(result.fileName).toBe("factsheet-andes-microcredito-2024-01_2024-12.xlsx");
    const forms = ["identification", "balanceSheet", "profitLoss", "extras", "extras2"];
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names.slice(0, 4)).toEqual([
      `${form("identification").name.en} USD`,
      `${form("identification").name.en} PEN`,
      `${form("balanceSheet").name.en} USD`,
      `${form("balanceSheet").name.en} PEN`,
    ]);
    expect(names).toHaveLength(2 * 8);
    let compared = 0;
    for (const formKey of forms.slice(1))
      for (const currency of ["USD", "PEN"]) {
        const sheet = sheetOf(workbook, formKey, currency);
        const clientRow = findRow(sheet, "Client");
        expect(sheet.getRow(clientRow).getCell(2).value).toBe(andes.name);
        expect(sheet.getRow(clientRow + 1).getCell(2).value).toBe("January 2024");
        expect(sheet.getRow(clientRow + 1).getCell(13).value).toBe("December 2024");
        expect(sheet.views[0]).toMatchObject({ state: "frozen", xSplit: 1, ySplit: clientRow + 1 });
        for (const { field, row } of fieldRows(sheet, formKey)) {
          expect(row.getCell(1).value).toBe(field.name.en);
          if (field.type === "fieldset") expect(row.getCell(1).font?.bold).toBe(true);
          if (!isInputAmount(field)) continue;
          YEAR_2024.forEach((month, index) => {
            const numeric = Number(`${month}${new Date(Date.UTC(month / 100, month % 100, 0)).getUTCDate()}`);
            const document = seededDocument(DEMO_CLIENTS.andes, formKey, numeric)!;
            const stored = document.values[field.internalName] as number | null | undefined;
            const cell = row.getCell(2 + index);
            if (typeof stored !== "number") return expect(cell.value ?? null).toBeNull();
            const expected =
              field.type === "currency"
                ? expectedAmount(stored, reportCurrency(document), currency, numeric, 1000)
                : stored / 100;
            expect(cell.value, `${formKey}.${field.internalName} ${month} ${currency}`).toBeCloseTo(
              expected,
              2,
            );
            expect(cell.numFmt).toMatch(/^#,##0/);
            compared++;
          });
        }
      }
    expect(compared).toBeGreaterThan(300);
    // Date fields are dates Excel can sort and filter, shown DD/MMM/YYYY, not yyyymmdd numbers.
    const identification = sheetOf(workbook, "identification", "USD");
    const dated = fieldRows(identification, "identification").filter(({ field }) => field.type === "date");
    expect(dated.length).toBeGreaterThan(0);
    const written = dated.flatMap(({ row }) =>
      YEAR_2024.map((_, index) => row.getCell(2 + index)).filter((cell) => cell.value !== null),
    );
    expect(written.length).toBeGreaterThan(0);
    for (const cell of written) {
      expect(cell.value).toBeInstanceOf(Date);
      expect(cell.numFmt).toBe("dd/mmm/yyyy");
    }
  });

  it("writes formulas as their values and percentages as fractions, never as text", async () => {
    const andes = client(DEMO_CLIENTS.andes);
    const { workbook } = await exported(tokens.admin, {
      exportType: "CLIENT",
      clients: [andes._id],
      currencies: ["USD"],
      periods: [202412],
      clientStatus: ["active"],
      formConfigs: ["balanceSheet", "performanceIndicators"],
    });
    const sheet = sheetOf(workbook, "balanceSheet", "USD");
    const rows = fieldRows(sheet, "balanceSheet");
    const value = (name: string) =>
      rows.find((entry) => entry.field.internalName === name)!.row.getCell(2).value as number;
    expect(value("netLoanPortfolio")).toBeCloseTo(
      value("grossLoanPortfolio") - value("impairmentLossAllowance"),
      1,
    );
    const indicators = fieldRows(sheetOf(workbook, "performanceIndicators", "USD"), "performanceIndicators");
    const percent = indicators.find((entry) => entry.field.type === "percentual" && entry.field.formula)!;
    const cell = percent.row.getCell(2);
    expect(typeof cell.value).toBe("number");
    expect(Math.abs(cell.value as number)).toBeLessThan(10);
    expect(cell.numFmt).toMatch(/%$/);
    for (const { row } of [...rows, ...indicators])
      expect(typeof row.getCell(2).value === "object" && row.getCell(2).value !== null).toBe(false);
  });

  it("exports the clients of the chosen countries with a summary column per period", async () => {
    const keys = [DEMO_CLIENTS.andes, DEMO_CLIENTS.jamii, DEMO_CLIENTS.nica];
    const { workbook } = await exported(tokens.admin, {
      exportType: "REGION/COUNTRY",
      countries: keys.map((key) => client(key).address.country),
      currencies: ["USD"],
      periods: [202403, 202406],
      clientStatus: ALL_STATUSES,
      summaryType: "SUM",
      formConfigs: ["balanceSheet"],
    });
    const sheet = sheetOf(workbook, "balanceSheet", "USD");
    const clientRow = findRow(sheet, "Client");
    const byName = [...keys].map(client).sort((a, b) => a.name.localeCompare(b.name));
    const headings = (sheet.getRow(clientRow).values as unknown[]).slice(2);
    expect(headings).toEqual([...byName.flatMap((entry) => [entry.name, entry.name]), "Sum", "Sum"]);
    let compared = 0;
    for (const { field, row } of fieldRows(sheet, "balanceSheet")) {
      if (!isInputAmount(field)) continue;
      [20240331, 20240630].forEach((numeric, period) => {
        const expected = byName.map((entry) => {
          const document = seededDocument(entry.key, "balanceSheet", numeric)!;
          const stored = document.values[field.internalName] as number;
          return expectedAmount(stored, reportCurrency(document), "USD", numeric, 1);
        });
        byName.forEach((_, index) =>
          expect(row.getCell(2 + index * 2 + period).value).toBeCloseTo(expected[index]!, 2),
        );
        const sum = row.getCell(2 + byName.length * 2 + period).value as number;
        expect(sum, `sum of ${field.internalName}`).toBeCloseTo(
          expected.reduce((total, amount) => total + amount, 0),
          1,
        );
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(30);
  });

  it("exports approved data by default; chosen report statuses widen it", async () => {
    const andes = client(DEMO_CLIENTS.andes);
    const document = seededDocument(DEMO_CLIENTS.andes, "balanceSheet", 20240229)!;
    await setReportStatus(database.db(), document.reportId!, "in_review");
    const variables = {
      exportType: "CLIENT",
      clients: [andes._id],
      currencies: ["PEN"],
      periods: [202401, 202402],
      clientStatus: ["active"],
      formConfigs: ["balanceSheet"],
    };
    const cash = async (extra: Record<string, unknown>) => {
      const { workbook } = await exported(tokens.admin, { ...variables, ...extra });
      const rows = fieldRows(sheetOf(workbook, "balanceSheet", "PEN"), "balanceSheet");
      const row = rows.find((entry) => entry.field.internalName === "cashAndDueFromBanks")!.row;
      return [row.getCell(2).value, row.getCell(3).value ?? null];
    };
    const stored = (document.values.cashAndDueFromBanks as number) / 100;
    expect((await cash({}))[1]).toBeNull();
    expect((await cash({ reportStatus: ["approved", "in_review"] }))[1]).toBeCloseTo(stored, 2);
    await setReportStatus(database.db(), document.reportId!, "approved");
  });

  it("gives a client user their own factsheet and refuses anything wider, writing no file", async () => {
    const andes = client(DEMO_CLIENTS.andes);
    const own = {
      exportType: "CLIENT",
      clients: [andes._id],
      currencies: ["USD"],
      periods: [202406],
      clientStatus: ["active"],
    };
    const { workbook } = await exported(tokens.client, own);
    expect(workbook.worksheets[0]!.name).toBe(form("identification").name.en);
    const before = await storedFiles();
    const jamii = client(DEMO_CLIENTS.jamii);
    expect(errorCode(await run(tokens.client, { ...own, clients: [jamii._id] }))).toBe("FORBIDDEN");
    expect(errorCode(await run(tokens.client, { ...own, clients: [andes._id, jamii._id] }))).toBe(
      "FORBIDDEN",
    );
    expect(
      errorCode(
        await run(tokens.client, {
          ...own,
          exportType: "REGION/COUNTRY",
          clients: [],
          countries: [andes.address.country],
        }),
      ),
    ).toBe("FORBIDDEN");
    expect(await storedFiles()).toBe(before);
  });

  it("keeps a regional director to their regions", async () => {
    const keys = Object.values(DEMO_CLIENTS);
    const { workbook } = await exported(tokens.director, {
      exportType: "REGION/COUNTRY",
      countries: keys.map((key) => client(key).address.country),
      currencies: ["USD"],
      periods: [202406],
      clientStatus: ALL_STATUSES,
      formConfigs: ["balanceSheet"],
    });
    const sheet = sheetOf(workbook, "balanceSheet", "USD");
    const headings = (sheet.getRow(findRow(sheet, "Client")).values as unknown[]).slice(2);
    expect(headings).toEqual(["Sahyog Microfinance", "Sum"]);
    const andes = client(DEMO_CLIENTS.andes);
    expect(
      errorCode(
        await run(tokens.director, {
          exportType: "CLIENT",
          clients: [andes._id],
          currencies: ["USD"],
          periods: [202406],
          clientStatus: ["active"],
        }),
      ),
    ).toBe("FORBIDDEN");
  });

  it("answers incomplete input with the spec's message and no file", async () => {
    const before = await storedFiles();
    const answer = await run(tokens.admin, { exportType: "CLIENT", periods: YEAR_2024 });
    expect(answer.data!.createExport).toMatchObject({
      success: false,
      fileId: null,
      error: { code: "BAD_USER_INPUT", message: englishText(FILL_IN_ALL) },
    });
    const noClients = await run(tokens.admin, {
      exportType: "REGION/COUNTRY",
      countries: ["000000000000000000000000"],
      currencies: ["USD"],
      periods: YEAR_2024,
      clientStatus: ["active"],
    });
    expect(noClients.data!.createExport).toMatchObject({
      success: false,
      error: { message: englishText(FILL_IN_ALL) },
    });
    expect(await storedFiles()).toBe(before);
  });
});
