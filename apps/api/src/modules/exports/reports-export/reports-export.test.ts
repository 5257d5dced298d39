import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/app";
import { useTestDatabase } from "../../../../test/database";
import { downloadWorkbook, headingRowOf, rowValues } from "../../../../test/exports";
import { errorCode, gql, login, seedUser } from "../../../../test/fixtures";
import type { Loose } from "../../../../test/fixtures";
import { DEMO_CLIENTS, seedReporting } from "../../../../test/reporting";
import type { ClientDoc } from "../../../model/clients";
import type { ReportInstanceDoc } from "../../reports/model";
import { buildTemplates } from "../../reports/repository";
import { englishText } from "../../../platform/messages";
import { excelDate } from "../calendar-months";
import {
  CALENDAR_ONLY,
  DUE_DATES_ORDER,
  PERIOD_REQUIRED,
  UNKNOWN_TEMPLATE,
  readReportsExportInput,
} from "./input";
import type { ReportsExportFilters } from "./rows";
import { reportsExportRows } from "./rows";
import { REPORTS_SHEET } from "./workbook";

const YEAR_2025 = Array.from({ length: 12 }, (_, index) => 202501 + index);
const YEAR_2024 = Array.from({ length: 12 }, (_, index) => 202401 + index);

describe("reportsExportRows", () => {
  const client = (id: string, overrides: Partial<ClientDoc> = {}) =>
    ({
      _id: id,
      name: `Client ${id}`,
      worldRegion: "latam",
      address: { country: "pe" },
      status: "active",
      ...overrides,
    }) as ClientDoc;
  const report = (id: string, clientId: string, overrides: Partial<ReportInstanceDoc> = {}) =>
    ({
      _id: id,
      client: { _id: clientId, key: clientId, name: `Client ${clientId}`, officialName: "" },
      config: { _id: "c1", key: "monthly", name: { en: "Monthly", fr: "Mensuel" }, version: "1.0.0" },
      context: { numeric: 20250131, text: "2025-01" },
      schedule: { due: 20250228 },
      status: "approved",
      reportedBy: { _id: "u1", fullName: "Rosa Reporter" },
      auditedBy: null,
      lastUpdated: "2025-02-10T09:30:00.000Z",
      ...overrides,
    }) as ReportInstanceDoc;
  const filters = (overrides: Partial<ReportsExportFilters> = {}): ReportsExportFilters => ({
    months: [202501, 202502],
    statuses: [],
    templateKey: null,
    regionIds: [],
    countryIds: [],
    clientStatuses: [],
    dueFrom: null,
    dueTo: null,
    overdue: null,
    today: 20250315,
    ...overrides,
  });
  const clients = [
    client("a"),
    client("b", { worldRegion: "africa", address: { country: "ke" } as ClientDoc["address"] }),
    client("c", { status: "inactive" }),
  ];
  const reports = [
    report("r1", "a"),
    report("r2", "a", { context: { numeric: 20250228, text: "2025-02" } as ReportInstanceDoc["context"] }),
    report("r3", "a", {
      context: { numeric: 20250331, text: "2025-03" } as ReportInstanceDoc["context"],
    }),
    report("r4", "b", { status: "created", schedule: { due: 20250301 } }),
    report("r5", "c", { status: "created", schedule: { due: 20250401 } }),
  ];
  const ids = (found: ReturnType<typeof reportsExportRows>) => found.map((row) => row.reportId);

  it("keeps the reports of the chosen months, by client then period, in the language asked", () => {
    const rows = reportsExportRows(reports, clients, filters(), "fr");
    expect(ids(rows)).toEqual(["r1", "r2", "r4", "r5"]);
    expect(rows[0]).toMatchObject({
      client: "Client a",
      template: "Mensuel",
      period: 20250131,
      due: 20250228,
    });
    expect(rows[0]).toMatchObject({ reportedBy: "Rosa Reporter", auditedBy: "" });
  });

  it("computes overdue (created and past due) and filters on it", () => {
    expect(
      reportsExportRows(reports, clients, filters({ overdue: true }), "en").map((row) => row.reportId),
    ).toEqual(["r4"]);
    expect(ids(reportsExportRows(reports, clients, filters({ overdue: false }), "en"))).toEqual([
      "r1",
      "r2",
      "r5",
    ]);
    expect(
      reportsExportRows(reports, clients, filters(), "en").find((row) => row.reportId === "r4")?.overdue,
    ).toBe(true);
  });

  it("filters on status, template, due dates and the client's region, country and status", () => {
    const only = (overrides: Partial<ReportsExportFilters>) =>
      ids(reportsExportRows(reports, clients, filters(overrides), "en"));
    expect(only({ statuses: ["created"] })).toEqual(["r4", "r5"]);
    expect(only({ templateKey: "other" })).toEqual([]);
    expect(only({ dueFrom: 20250301 })).toEqual(["r4", "r5"]);
    expect(only({ dueTo: 20250301 })).toEqual(["r1", "r2", "r4"]);
    expect(only({ regionIds: ["africa"] })).toEqual(["r4"]);
    expect(only({ countryIds: ["pe"] })).toEqual(["r1", "r2", "r5"]);
    expect(only({ clientStatuses: ["active", "workout"] })).toEqual(["r1", "r2", "r4"]);
  });

  it("drops reports whose client was not read (outside the scope)", () => {
    expect(ids(reportsExportRows(reports, [clients[0]!], filters(), "en"))).toEqual(["r1", "r2"]);
  });
});

describe("readReportsExportInput", () => {
  const templates = buildTemplates([], [{ _id: "t1", key: "monthly", version: "1.0.0" } as never]);
  const read = (args: Record<string, unknown>) => readReportsExportInput(args as never, templates, 20251126);

  it("requires calendar months from 2000 to this year", () => {
    expect(read({})).toMatchObject({
      ok: false,
      error: { message: englishText(PERIOD_REQUIRED), fields: [{ field: "periods" }] },
    });
    expect(read({ periods: [202501], periodType: "f" })).toMatchObject({
      ok: false,
      error: { code: "BAD_USER_INPUT", message: englishText(CALENDAR_ONLY) },
    });
    expect(read({ periods: [199912] })).toMatchObject({
      ok: false,
      error: { fields: [{ field: "periods" }] },
    });
    expect(read({ periods: [202613] })).toMatchObject({ ok: false });
    expect(read({ periods: [202703] })).toMatchObject({ ok: false });
    expect(read({ periods: [202503, 202501, 202503] })).toMatchObject({
      ok: true,
      input: { months: [202501, 202503] },
    });
  });

  it("wants the due date from at least a day before the due date to", () => {
    const range = (from: number, to: number) => read({ periods: [202501], dueDateRange: { from, to } });
    expect(range(20250110, 20250110)).toMatchObject({
      ok: false,
      error: { message: englishText(DUE_DATES_ORDER) },
    });
    expect(range(20250111, 20250110)).toMatchObject({
      ok: false,
      error: { fields: [{ field: "dueDateRange" }] },
    });
    expect(range(20250109, 20250110)).toMatchObject({
      ok: true,
      input: { dueFrom: 20250109, dueTo: 20250110 },
    });
  });

  it("knows the template by key or id, and the stored statuses only", () => {
    expect(read({ periods: [202501], report: "t1" })).toMatchObject({
      ok: true,
      input: { templateKey: "monthly" },
    });
    expect(read({ periods: [202501], report: "nope" })).toMatchObject({
      ok: false,
      error: { message: englishText(UNKNOWN_TEMPLATE) },
    });
    expect(read({ periods: [202501], reportStatus: ["overdue"] })).toMatchObject({
      ok: false,
      error: { fields: [{ field: "reportStatus" }] },
    });
  });
});

describe("createReportsExport", () => {
  const database = useTestDatabase("reports-export");
  const app = useTestApp(database);
  const tokens = { admin: "", client: "", director: "" };
  let seeded: Awaited<ReturnType<typeof seedReporting>>;

  const EXPORT = `mutation ($periods: [Int!], $clients: [ID!], $report: String, $reportStatus: [String!], $periodType: String, $due: ReportsExportDueDates) {
    createReportsExport(periods: $periods, clients: $clients, report: $report, reportStatus: $reportStatus, periodType: $periodType, dueDateRange: $due) {
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

  /** The seeded reports of the clients on the months, in the export's order. */
  function expectedReports(clientKeys: readonly string[], months: readonly number[]) {
    const ids = new Set(clientKeys.map((key) => seeded.clients[key]!._id));
    return seeded.data.reportInstances
      .filter(
        (report) => ids.has(report.client._id) && months.includes(Math.floor(report.context.numeric / 100)),
      )
      .sort(
        (a, b) =>
          a.client.name.localeCompare(b.client.name) ||
          a.context.numeric - b.context.numeric ||
          a.config.name.en.localeCompare(b.config.name.en) ||
          a._id.localeCompare(b._id),
      );
  }

  async function exportedRows(token: string, variables: Record<string, unknown>) {
    const answer = await run(token, variables);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const result = answer.data!.createReportsExport as Loose;
    expect(result.success, JSON.stringify(result.error)).toBe(true);
    const workbook = await downloadWorkbook(app(), token, result.fileId);
    const sheet = workbook.getWorksheet(REPORTS_SHEET)!;
    const heading = headingRowOf(sheet, "Client");
    return { result, sheet, heading, rows: rowValues(sheet, heading + 1) };
  }

  it("exports every report of a year for a provider admin, cell by cell as seeded", async () => {
    const { result, sheet, heading, rows } = await exportedRows(tokens.admin, { periods: YEAR_2025 });
    expect(result.fileName).toBe("reports-2025-01_2025-12.xlsx");
    expect(sheet.getCell("A1").value).toBe("Reports export");
    expect(sheet.getRow(heading).values).toEqual([
      undefined,
      "Client",
      "Template",
      "Period",
      "Due date",
      "Status",
      "Overdue",
      "Reported by",
      "Audited by",
      "Last updated",
    ]);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: heading });
    const expected = expectedReports(Object.values(DEMO_CLIENTS), YEAR_2025);
    expect(expected.length).toBeGreaterThan(20);
    expect(rows.map((row) => row.slice(0, 4))).toEqual(
      expected.map((report) => [
        report.client.name,
        report.config.name.en,
        excelDate(report.context.numeric),
        excelDate(report.schedule.due),
      ]),
    );
    expect(rows.map((row) => [row[6] ?? "", row[7] ?? "", row[8]])).toEqual(
      expected.map((report) => [
        report.reportedBy?.fullName ?? "",
        report.auditedBy?.fullName ?? "",
        new Date(report.lastUpdated),
      ]),
    );
    const approved = expected.filter((report) => report.status === "approved").length;
    expect(rows.filter((row) => row[4] === "Approved")).toHaveLength(approved);
    const firstApproved = rows.findIndex((row) => row[4] === "Approved");
    const statusCell = sheet.getRow(heading + 1 + firstApproved).getCell(5);
    expect(statusCell.fill).toMatchObject({ type: "pattern", fgColor: { argb: "FF93BB36" } });
    expect(sheet.getRow(heading + 1).getCell(4).numFmt).toBe("dd/mmm/yyyy");
  });

  it("filters on the template and the statuses", async () => {
    const { rows } = await exportedRows(tokens.admin, {
      periods: YEAR_2024,
      report: "socialQuarterly",
      reportStatus: ["approved"],
    });
    const expected = expectedReports(Object.values(DEMO_CLIENTS), YEAR_2024).filter(
      (report) => report.config.key === "socialQuarterly" && report.status === "approved",
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((row) => [row[0], row[2], row[4]])).toEqual(
      expected.map((report) => [report.client.name, excelDate(report.context.numeric), "Approved"]),
    );
  });

  it("names the filters in the header block, due dates written as dates", async () => {
    const { sheet, heading } = await exportedRows(tokens.admin, {
      periods: YEAR_2025,
      reportStatus: ["approved"],
      due: { from: 20250110, to: null },
    });
    const header = Array.from({ length: heading - 1 }, (_, index) => sheet.getRow(index + 1));
    const filters = header.find((row) => row.getCell(1).value === "Filters");
    expect(filters?.getCell(2).value).toBe("statuses approved; due 2025-01-10 to …");
  });

  it("gives a client user their own client's reports", async () => {
    const andes = seeded.clients[DEMO_CLIENTS.andes]!;
    const { result, rows } = await exportedRows(tokens.client, { periods: YEAR_2024, clients: [andes._id] });
    expect(result.fileName).toBe("reports-andes-microcredito-2024-01_2024-12.xlsx");
    const expected = expectedReports([DEMO_CLIENTS.andes], YEAR_2024);
    expect(rows.map((row) => [row[0], row[2]])).toEqual(
      expected.map((report) => [report.client.name, excelDate(report.context.numeric)]),
    );
    const { rows: unchosen } = await exportedRows(tokens.client, { periods: YEAR_2024 });
    expect(unchosen).toHaveLength(expected.length);
  });

  it("refuses a client user another client's reports, and writes no file", async () => {
    const before = await storedFiles();
    const jamii = seeded.clients[DEMO_CLIENTS.jamii]!;
    const answer = await run(tokens.client, { periods: YEAR_2024, clients: [jamii._id] });
    expect(errorCode(answer)).toBe("FORBIDDEN");
    expect(await storedFiles()).toBe(before);
  });

  it("keeps a regional director to their regions", async () => {
    const { rows } = await exportedRows(tokens.director, { periods: YEAR_2025 });
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(["Sahyog Microfinance"]));
    expect(rows).toHaveLength(expectedReports([DEMO_CLIENTS.sahyog], YEAR_2025).length);
    const andes = seeded.clients[DEMO_CLIENTS.andes]!;
    expect(errorCode(await run(tokens.director, { periods: YEAR_2025, clients: [andes._id] }))).toBe(
      "FORBIDDEN",
    );
  });

  it("answers invalid input with the spec's messages and no file", async () => {
    const before = await storedFiles();
    const refused = async (variables: Record<string, unknown>) => {
      const answer = await run(tokens.admin, variables);
      expect(answer.errors).toBeUndefined();
      const result = answer.data!.createReportsExport as Loose;
      expect(result).toMatchObject({ success: false, fileId: null, error: { code: "BAD_USER_INPUT" } });
      return result.error;
    };
    expect(await refused({})).toMatchObject({
      message: englishText(PERIOD_REQUIRED),
      fields: [{ field: "periods" }],
    });
    expect(await refused({ periods: YEAR_2025, periodType: "f" })).toMatchObject({
      message: englishText(CALENDAR_ONLY),
    });
    expect(await refused({ periods: YEAR_2025, due: { from: 20250301, to: 20250301 } })).toMatchObject({
      message: englishText(DUE_DATES_ORDER),
    });
    expect(await storedFiles()).toBe(before);
  });
});
