// The Excel round trip against the database: download a template, fill it as a person would (exceljs), upload
// it, and find the values stored and the report submitted; and every way an upload is refused, with nothing
// changed in the database.
import { LARGEST_NUMBER_VALUE, flattenFields, isInputField } from "@ledgerline/schemas";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_JWT_SECRET, useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { gql, login, seedUser } from "../../../test/fixtures";
import type { Loose } from "../../../test/fixtures";
import { DEMO_CLIENTS, insertReport, seedReporting } from "../../../test/reporting";
import type { ClientDoc } from "../../model/clients";
import type { FormConfigDoc, FormDataDoc, ReportInstanceDoc } from "../reports/model";
import { authenticate } from "../sessions/authenticate";
import { fillTemplate, multipartBody, saveAsExcel, valueCell } from "./fixtures";
import { MAX_UPLOAD_BYTES } from "./layout";
import { storeUpload } from "./submission";
import { templateForm } from "./template-rows";
import type { UploadPlan } from "./upload-check";
import { readVersions, withVersions } from "./versions-property";

// Each upload parses a workbook and saves eight forms through the wizard: slow on a loaded machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const database = useTestDatabase("excel");
const app = useTestApp(database);

const tokens = {} as Record<"client" | "otherClient" | "provider" | "manager", string>;
let andes: ClientDoc;
let jamii: ClientDoc;
let forms: FormConfigDoc[];
/** A month of Andes's demo data (all forms of the monthly report), stored units. */
let demoValues: Record<string, Record<string, number | string | boolean | null>>;

const MONTHLY_FORMS = [
  "balanceSheet",
  "profitLoss",
  "cashFlow",
  "extras",
  "extras2",
  "infoIc",
  "performanceIndicators",
  "ratios",
];
const SETTINGS = JSON.stringify({ currency: "PEN", reportingScale: 1 });

beforeAll(async () => {
  const db = database.db();
  const { clients } = await seedReporting(db, [DEMO_CLIENTS.andes, DEMO_CLIENTS.jamii]);
  andes = clients[DEMO_CLIENTS.andes] as unknown as ClientDoc;
  jamii = clients[DEMO_CLIENTS.jamii] as unknown as ClientDoc;
  forms = await db.collection<FormConfigDoc>("formConfigs").find().toArray();
  const latest = await db
    .collection<FormDataDoc>("formData")
    .find({ clientId: andes._id, configKey: "balanceSheet" })
    .sort({ numeric: -1 })
    .limit(1)
    .toArray();
  const documents = await db
    .collection<FormDataDoc>("formData")
    .find({ clientId: andes._id, numeric: latest[0]!.numeric })
    .toArray();
  demoValues = Object.fromEntries(documents.map((document) => [document.configKey, document.values]));
  const users = {
    client: ["carla.client@andes.test", ["CLIENT"], { ids: [andes._id] }],
    otherClient: ["jomo.client@jamii.test", ["CLIENT"], { ids: [jamii._id] }],
    provider: ["paul.provider@investor.test", ["investor"], {}],
    manager: ["ines.manager@investor.test", ["investor-IM"], { regions: [andes.worldRegion] }],
  } as const;
  for (const [role, [email, roles, scope]] of Object.entries(users)) {
    const seeded = await seedUser(db, email, [...roles], scope as { ids?: string[]; regions?: string[] });
    tokens[role as keyof typeof tokens] = await login(app(), seeded.email, seeded.password);
  }
});

async function download(
  report: ReportInstanceDoc,
  token = tokens.client,
  language = "en",
): Promise<{ status: number; file: Buffer; headers: Record<string, unknown>; body: string }> {
  const response = await app().inject({
    method: "POST",
    url: "/api/exportTemp",
    payload: { reportId: report._id, clientId: report.client._id },
    headers: { authorization: `Bearer ${token}`, language },
  });
  return {
    status: response.statusCode,
    file: response.rawPayload,
    headers: response.headers,
    body: response.body,
  };
}

async function upload(
  report: ReportInstanceDoc,
  file: Buffer | null,
  options: { token?: string; fields?: Record<string, string>; name?: string; language?: string } = {},
) {
  const { payload, headers } = multipartBody(
    {
      reportId: report._id,
      clientId: report.client._id,
      numeric: String(report.context.numeric),
      settings: SETTINGS,
      ...options.fields,
    },
    file ? { name: options.name ?? "filled.xlsx", content: file } : undefined,
  );
  const response = await app().inject({
    method: "POST",
    url: "/api/upload",
    payload,
    headers: {
      ...headers,
      authorization: `Bearer ${options.token ?? tokens.client}`,
      ...(options.language ? { language: options.language } : {}),
    },
  });
  return { status: response.statusCode, body: response.json() as Loose };
}

/** What the database holds for a report: its status, revision, form data and audit entries. */
async function snapshot(report: ReportInstanceDoc) {
  const db = database.db();
  const [stored, formData, audits] = await Promise.all([
    db.collection<ReportInstanceDoc>("reportInstances").findOne({ _id: report._id }),
    db.collection<FormDataDoc>("formData").find({ reportId: report._id }).toArray(),
    db.collection("audits").countDocuments({ targets: report._id }),
  ]);
  return { status: stored?.status, revision: stored?.revision, settings: stored?.settings, formData, audits };
}

function filled(template: Buffer, language = "en"): Promise<Buffer> {
  return fillTemplate(template, { language, values: demoValues, forms });
}

async function workbookOf(file: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook;
}

/** Every input value stored for the report equals the one typed into the file. */
async function expectStoredAsTyped(report: ReportInstanceDoc) {
  const stored = await database
    .db()
    .collection<FormDataDoc>("formData")
    .find({ clientId: report.client._id, numeric: report.context.numeric })
    .toArray();
  // Every form with a typed field (ratios is all formulas: nothing to store).
  const typedForms = MONTHLY_FORMS.filter((key) =>
    flattenFields(forms.find((form) => form.key === key)!.fields).some((entry) => isInputField(entry.field)),
  );
  expect(typedForms.length).toBeGreaterThan(5);
  expect(stored.map((document) => document.configKey).sort()).toEqual(typedForms.sort());
  let compared = 0;
  for (const document of stored) {
    const form = forms.find((candidate) => candidate.key === document.configKey)!;
    for (const [name, value] of Object.entries(demoValues[document.configKey] ?? {})) {
      const inputs = JSON.stringify(form.fields);
      if (!inputs.includes(`"internalName":"${name}"`)) continue;
      expect(document.values[name], `${document.configKey}.${name}`).toEqual(value);
      compared++;
    }
  }
  expect(compared).toBeGreaterThan(100);
}

describe("POST /api/exportTemp", () => {
  it("answers an .xlsx named after the client, one protected sheet per form, keys hidden, versions property", async () => {
    const report = await insertReport(database.db(), andes, "created");
    const answer = await download(report);
    expect(answer.status, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toContain("spreadsheetml");
    expect(answer.headers["content-disposition"]).toBe(
      'attachment; filename="Andes_Microcredito_factsheetTemplate.xlsx"',
    );
    const workbook = await workbookOf(answer.file);
    const formSheets = workbook.worksheets.filter((sheet) => sheet.state === "visible");
    expect(formSheets.map((sheet) => sheet.getRow(1).getCell(2).value)).toEqual(MONTHLY_FORMS);
    const balance = formSheets[0]!;
    expect(balance.name).toBe("Balance sheet");
    expect(balance.getColumn(1).hidden).toBe(true);
    expect(balance.getRow(1).hidden).toBe(true);
    const cash = valueCell(workbook, "balanceSheet", "cashAndDueFromBanks");
    expect(cash.protection?.locked).toBe(false);
    expect(cash.numFmt).toBe("#,##0.00");
    expect(cash.dataValidation).toMatchObject({ type: "decimal", formulae: [0, LARGEST_NUMBER_VALUE] });
    const total = valueCell(workbook, "balanceSheet", "totalAssets");
    expect(total.protection?.locked).not.toBe(false);
    expect(await readVersions(answer.file)).toMatchObject({ balanceSheet: "1.0.0", ratios: "1.0.0" });
  });

  it("pre-fills stored values, computed fields and the comparison columns of an earlier period", async () => {
    const db = database.db();
    const [document] = await db
      .collection<FormDataDoc>("formData")
      .find({ clientId: andes._id, configKey: "balanceSheet" })
      .sort({ numeric: -1 })
      .limit(1)
      .toArray();
    const report = await db
      .collection<ReportInstanceDoc>("reportInstances")
      .findOne({ clientId: andes._id, numeric: document!.numeric, configKey: "mfiFinancialMonthly" });
    const answer = await download(report!);
    expect(answer.status, answer.body).toBe(200);
    const workbook = await workbookOf(answer.file);
    const scale = report!.settings.reportingScale;
    const cash = valueCell(workbook, "balanceSheet", "cashAndDueFromBanks");
    expect(cash.value).toBeCloseTo((document!.values.cashAndDueFromBanks as number) / 100 / scale, 2);
    const total = valueCell(workbook, "balanceSheet", "totalAssets");
    expect(typeof total.value).toBe("number");
    // 1M: the month before, from stored data.
    const sheet = total.worksheet;
    expect(sheet.getRow(4).getCell(5).value).toBe("1M");
    expect(typeof sheet.getRow(Number(cash.row)).getCell(5).value).toBe("number");
  });

  it("writes labels in the caller's language", async () => {
    const report = await insertReport(database.db(), andes, "created");
    const answer = await download(report, tokens.client, "fr");
    const workbook = await workbookOf(answer.file);
    const cash = valueCell(workbook, "balanceSheet", "cashAndDueFromBanks");
    expect(cash.worksheet.name).toBe("Bilan");
    expect(cash.worksheet.getRow(Number(cash.row)).getCell(2).value).toBe(
      "Caisse et avoirs auprès des banques",
    );
  });

  it("refuses another client's report, a forged token, and says so as JSON", async () => {
    const report = await insertReport(database.db(), jamii, "created");
    const answer = await download(report, tokens.client);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ success: 0, message: "Forbidden" });
    const forged = await download(report, `${tokens.client.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body).success).toBe(0);
  });

  it("is also the exportTemplate mutation (base64 + filename, or an error)", async () => {
    const report = await insertReport(database.db(), andes, "created");
    const MUTATION = `mutation ($r: ID!, $c: ID!) { exportTemplate(reportId: $r, clientId: $c) { success error { code message } file filename } }`;
    const answer = await gql(app(), MUTATION, { r: report._id, c: andes._id }, { token: tokens.client });
    expect(answer.data?.exportTemplate).toMatchObject({
      success: true,
      filename: "Andes_Microcredito_factsheetTemplate.xlsx",
    });
    const file = Buffer.from(answer.data?.exportTemplate.file as string, "base64");
    expect(await readVersions(file)).toMatchObject({ balanceSheet: "1.0.0" });
    const missing = await gql(
      app(),
      MUTATION,
      { r: "0123456789abcdef01234567", c: andes._id },
      { token: tokens.provider },
    );
    expect(missing.data?.exportTemplate).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
  });
});

describe("POST /api/upload: round trip", () => {
  it("stores every typed value through the wizard's save and submits the report", async () => {
    const report = await insertReport(database.db(), andes, "created");
    const template = await download(report);
    const answer = await upload(report, await filled(template.file));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      success: 1,
      message: "Report send for approval",
      report: { id: report._id, status: "submitted" },
    });
    await expectStoredAsTyped(report);
    const after = await snapshot(report);
    expect(after.status).toBe("submitted");
    expect(after.settings).toEqual({ currency: "PEN", reportingScale: 1 });
    const actions = await database
      .db()
      .collection<{ action: string }>("audits")
      .find({ targets: report._id })
      .map((entry) => entry.action)
      .toArray();
    expect(actions).toEqual(
      expect.arrayContaining(["wizardStartSubmission", "wizardSaveChanges", "wizardSubmit"]),
    );
  });

  it("works the same in French: French labels, the keys still map", async () => {
    const report = await insertReport(database.db(), andes, "created");
    const template = await download(report, tokens.client, "fr");
    const answer = await upload(report, await filled(template.file, "fr"));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await expectStoredAsTyped(report);
  });

  it("reads currency values in the upload's scale (balance sheets are typed in thousands)", async () => {
    const report = await insertReport(database.db(), andes, "created");
    const template = await download(report);
    const answer = await upload(report, await filled(template.file), {
      fields: { settings: JSON.stringify({ currency: "PEN", reportingScale: 1000 }) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [balance] = await database
      .db()
      .collection<FormDataDoc>("formData")
      .find({ reportId: report._id, configKey: "balanceSheet" })
      .toArray();
    const typed = demoValues.balanceSheet!.cashAndDueFromBanks as number;
    expect(balance!.values.cashAndDueFromBanks).toBe(typed * 1000);
    expect(balance!.reportedValues?.cashAndDueFromBanks).toBe(typed);
    expect((await snapshot(report)).settings).toEqual({ currency: "PEN", reportingScale: 1000 });
  });
});

describe("POST /api/upload: text that starts like a formula", () => {
  const SAVE = `mutation ($id: ID!, $set: ChangeSetInput!) { wizardSaveChanges(reportId: $id, changeSet: $set) { success error { message } } }`;

  async function saveOnline(report: ReportInstanceDoc, values: Record<string, string>) {
    const changes = Object.entries(values).map(([path, change]) => ({ path, change }));
    const answer = await gql(
      app(),
      SAVE,
      { id: report._id, set: { configId: "infoIc", changes } },
      { token: tokens.manager },
    );
    expect(answer.data?.wizardSaveChanges, JSON.stringify(answer)).toMatchObject({ success: true });
  }

  async function storedInfo(report: ReportInstanceDoc) {
    const [document] = await database
      .db()
      .collection<FormDataDoc>("formData")
      .find({ reportId: report._id, configKey: "infoIc" })
      .toArray();
    return document?.values ?? {};
  }

  it("is saved online, written as string cells, and an untouched template uploads it unchanged", async () => {
    const report = await insertReport(database.db(), andes, "created");
    // An auditor's upload keeps the report in progress, so the texts can be saved and uploaded twice.
    const first = await upload(report, await filled((await download(report, tokens.manager)).file), {
      token: tokens.manager,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    const rounds: Array<Record<string, string>> = [
      { significantEvents: "- new branch opened", managementChanges: "=1+1", regulatoryFindings: "+44 20" },
      { significantEvents: "@home" },
    ];
    const expected: Record<string, string> = {};
    for (const texts of rounds) {
      await saveOnline(report, texts);
      Object.assign(expected, texts);
      expect(await storedInfo(report)).toMatchObject(expected);

      const template = await download(report, tokens.manager);
      const zip = await (await import("jszip")).default.loadAsync(template.file);
      const sheets = Object.keys(zip.files).filter((name) => name.startsWith("xl/worksheets/sheet"));
      for (const name of sheets) expect(await zip.file(name)!.async("string"), name).not.toMatch(/<f[ >]/);
      const workbook = await workbookOf(template.file);
      for (const [field, text] of Object.entries(expected))
        expect(valueCell(workbook, "infoIc", field).value, field).toBe(text);

      const answer = await upload(report, template.file, { token: tokens.manager });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await storedInfo(report)).toMatchObject(expected);
    }
  });
});

describe("POST /api/upload: provider staff", () => {
  it("an auditor's upload stores the values; the report stays in progress for the client to submit", async () => {
    const report = await insertReport(database.db(), andes, "created");
    const template = await download(report, tokens.manager);
    expect(template.status, template.body).toBe(200);
    const answer = await upload(report, await filled(template.file), { token: tokens.manager });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.report).toEqual({ id: report._id, status: "in_progress" });
    await expectStoredAsTyped(report);
  });

  it("a provider user who may only read reports cannot upload", async () => {
    const report = await insertReport(database.db(), andes, "created");
    const template = await download(report, tokens.provider);
    const before = await snapshot(report);
    const answer = await upload(report, await filled(template.file), { token: tokens.provider });
    expect(answer.status).toBe(403);
    expect(await snapshot(report)).toEqual(before);
  });
});

describe("POST /api/upload: refusals change nothing", () => {
  /** Uploads, expects the status, and checks the report, its form data and its audits did not move. */
  async function refused(
    report: ReportInstanceDoc,
    file: Buffer | null,
    status: number,
    options: Parameters<typeof upload>[2] = {},
  ) {
    const before = await snapshot(report);
    const answer = await upload(report, file, options);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.success).toBe(0);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(await snapshot(report)).toEqual(before);
    return answer.body;
  }

  it("an outdated template: 409 with the forms, then stored when the person proceeds", async () => {
    const report = await insertReport(database.db(), andes, "created");
    const template = await download(report);
    const file = await filled(template.file);
    const older = await withVersions(file, { ...(await readVersions(file)), balanceSheet: "0.9.0" });
    const body = await refused(report, older, 409);
    expect(body.outdated.forms).toEqual([{ key: "balanceSheet", uploaded: "0.9.0", current: "1.0.0" }]);
    expect(body.message).toMatch(/^The template you've uploaded appears to be outdated/);

    const workbook = await workbookOf(file);
    const withoutProperty = Buffer.from(await workbook.xlsx.writeBuffer());
    const missing = await refused(report, withoutProperty, 409);
    expect(missing.outdated.forms).toHaveLength(MONTHLY_FORMS.length);
    expect(missing.outdated.forms[0]).toEqual({ key: "balanceSheet", uploaded: null, current: "1.0.0" });

    const proceeded = await upload(report, older, { fields: { acceptOutdated: "true" } });
    expect(proceeded.status, JSON.stringify(proceeded.body)).toBe(200);
    await expectStoredAsTyped(report);
  });

  it("wrong types, unknown, missing and moved keys: every problem in validationErr, 422", async () => {
    const report = await insertReport(database.db(), andes, "created");
    const template = await download(report);
    const workbook = await workbookOf(await filled(template.file));
    valueCell(workbook, "balanceSheet", "cashAndDueFromBanks").value = "twelve";
    valueCell(workbook, "extras2", "mainForeignCurrency").value = "Doubloons";
    valueCell(workbook, "infoIc", "significantEvents").value = "x".repeat(4001);
    const loans = valueCell(workbook, "balanceSheet", "grossLoanPortfolio");
    loans.worksheet.getRow(Number(loans.row)).getCell(1).value = "grossLoanPortfolioTypo";
    const tradeInvestments = valueCell(workbook, "balanceSheet", "tradeInvestments");
    tradeInvestments.worksheet.getRow(Number(tradeInvestments.row)).getCell(2).value = "Something else";
    const netIncome = valueCell(workbook, "profitLoss", "interestOnLoanPortfolio");
    netIncome.worksheet.getRow(Number(netIncome.row)).getCell(1).value = "openingCash";
    const file = await saveAsExcel(workbook, template.file);

    const body = await refused(report, file, 422);
    expect(body.message).toMatch(/does not match the template: \d+ problems; nothing was stored/);
    expect(body.validationErr.values).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ incorrect: "twelve", field: "balanceSheet.cashAndDueFromBanks" }),
        expect.objectContaining({ incorrect: "Doubloons", field: "extras2.mainForeignCurrency" }),
        expect.objectContaining({ field: "infoIc.significantEvents", message: "at most 4000 characters" }),
      ]),
    );
    expect(body.validationErr.fields).toEqual(
      expect.arrayContaining([
        {
          incorrect: expect.stringMatching(/^Balance sheet!A\d+: grossLoanPortfolioTypo$/),
          correct: expect.stringContaining("no such field"),
        },
        {
          incorrect: "(missing) balanceSheet.grossLoanPortfolio",
          correct: expect.stringContaining("grossLoanPortfolio"),
        },
        {
          incorrect: expect.stringMatching(/^Balance sheet!B\d+: "Something else"$/),
          correct: '"Trade investments" (balanceSheet.tradeInvestments)',
        },
        { incorrect: expect.stringMatching(/: openingCash$/), correct: expect.stringContaining("cashFlow") },
      ]),
    );
    for (const entry of body.validationErr.values)
      expect(Object.keys(entry)).toEqual(expect.arrayContaining(["incorrect", "field"]));
  });

  it("answers in the request's language, whatever the template's", async () => {
    const report = await insertReport(database.db(), andes, "created");
    const template = await download(report);
    const workbook = await workbookOf(await filled(template.file));
    valueCell(workbook, "balanceSheet", "cashAndDueFromBanks").value = "twelve";
    const file = await saveAsExcel(workbook, template.file);
    const body = await refused(report, file, 422, { language: "fr" });
    expect(body.message).toBe(
      "Le fichier ne correspond pas au modèle : 1 problème ; rien n'a été enregistré.",
    );
    expect(body.validationErr.values).toEqual([
      expect.objectContaining({
        field: "balanceSheet.cashAndDueFromBanks",
        message: "utilisez uniquement des chiffres, un signe moins au début, des points et des virgules",
      }),
    ]);
    // The request's own refusals too: settings, no file, a report in another status.
    const french = { language: "fr" };
    expect(
      (await refused(report, file, 400, { ...french, fields: { settings: '{"currency":""}' } })).message,
    ).toBe("Veuillez choisir une devise !");
    expect((await refused(report, null, 400, french)).message).toBe("Veuillez choisir un fichier.");
    const submitted = await insertReport(database.db(), andes, "submitted");
    expect((await refused(submitted, file, 409, french)).message).toBe(
      "Ce rapport ne peut pas être soumis par fichier dans son état actuel (submitted).",
    );
  });

  it("values that fail a blocking step validation: 422 naming the fields", async () => {
    const report = await insertReport(database.db(), andes, "created");
    const template = await download(report);
    const workbook = await workbookOf(await filled(template.file));
    valueCell(workbook, "balanceSheet", "cashAndDueFromBanks").value = 1;
    const body = await refused(report, await saveAsExcel(workbook, template.file), 422);
    expect(body.message).toMatch(/^The uploaded values fail \d+ validations?: .*balance/i);
    expect(body.validationErr.values).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "balanceSheet.totalAssets" })]),
    );
    // In French, the form's own translation of the validation's message.
    const french = await refused(report, await saveAsExcel(workbook, template.file), 422, { language: "fr" });
    expect(french.message).toContain("Le bilan n'est pas équilibré");
    expect(french.validationErr.values).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: "balanceSheet.totalAssets",
          message: expect.stringContaining("Le bilan n'est pas équilibré"),
        }),
      ]),
    );
  });

  it("formula injection: formula cells are refused, text that starts like a formula is not", async () => {
    const report = await insertReport(database.db(), andes, "created");
    const template = await download(report);
    const workbook = await workbookOf(await filled(template.file));
    valueCell(workbook, "balanceSheet", "cashAndDueFromBanks").value = { formula: "1+1", result: 2 };
    // "=1+1" re-typed in Excel: the string cell became a formula cell.
    valueCell(workbook, "infoIc", "significantEvents").value = { formula: "1+1", result: 2 };
    valueCell(workbook, "infoIc", "regulatoryFindings").value = {
      formula: 'HYPERLINK("http://evil.example","click")',
      result: "click",
    };
    valueCell(workbook, "infoIc", "managementChanges").value = "@SUM(A1)";
    const body = await refused(report, await saveAsExcel(workbook, template.file), 422);
    expect(body.message).toBe(
      "The file has formulas in 3 input cells; they are refused for safety. Type plain values and upload again; nothing was stored.",
    );
    expect(body.validationErr.values).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: "infoIc.significantEvents",
          incorrect: "=1+1",
          message: "a formula in an input cell: type the value itself",
        }),
      ]),
    );
    expect(body.validationErr.values.map((entry: { field: string }) => entry.field).sort()).toEqual([
      "balanceSheet.cashAndDueFromBanks",
      "infoIc.regulatoryFindings",
      "infoIc.significantEvents",
    ]);
  });

  it("files that are not a readable .xlsx, whatever their name", async () => {
    const report = await insertReport(database.db(), andes, "created");
    const template = (await download(report)).file;
    const png = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(64)]);
    expect((await refused(report, png, 415)).message).toMatch(/not an Excel workbook/);

    const ole2 = (streams: string[]) =>
      Buffer.concat([
        Buffer.from("d0cf11e0a1b11ae1", "hex"),
        Buffer.alloc(504),
        ...streams.map((name) =>
          Buffer.concat([Buffer.from(name, "utf16le"), Buffer.alloc(64 - name.length * 2)]),
        ),
      ]);
    expect(
      (await refused(report, ole2(["Workbook", "SummaryInformation"]), 415, { name: "old.xls" })).message,
    ).toMatch(/Excel 97-2003 .*save it as an Excel Workbook \(\.xlsx\)/);
    expect((await refused(report, ole2(["EncryptionInfo", "EncryptedPackage"]), 415)).message).toMatch(
      /password-protected/,
    );
    expect((await refused(report, template.subarray(0, template.length / 2), 422)).message).toMatch(
      /damaged/,
    );
    const flipped = Buffer.from(template);
    flipped.fill(0x55, 200, 2000);
    expect((await refused(report, flipped, 422)).message).toMatch(/damaged/);

    const JSZip = (await import("jszip")).default;
    const bomb = new JSZip();
    bomb.file("[Content_Types].xml", "<Types/>");
    bomb.file("xl/workbook.xml", "<workbook/>");
    bomb.file("xl/worksheets/sheet1.xml", Buffer.alloc(60 * 1024 * 1024, 0x20));
    const bombFile = await bomb.generateAsync({
      type: "nodebuffer",
      compression: "DEFLATE",
      compressionOptions: { level: 9 },
    });
    expect(bombFile.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect((await refused(report, bombFile, 422)).message).toMatch(/unpacks to more than 50 MB/);

    const tooBig = Buffer.concat([template, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect((await refused(report, tooBig, 413)).message).toBe("File size must be less than 3MB.");
    expect((await refused(report, null, 400)).message).toBe("Please select a file.");
    expect((await refused(report, template, 400, { fields: { settings: "{}" } })).message).toBe(
      "Please select a currency!",
    );
  });

  it("another client's report or client id: 403; a forged token: 401; a submitted report: 409", async () => {
    const own = await insertReport(database.db(), andes, "created");
    const theirs = await insertReport(database.db(), jamii, "created");
    const template = (await download(own)).file;
    const file = await filled(template);
    await refused(theirs, file, 403);
    await refused(own, file, 403, { fields: { clientId: jamii._id } });
    await refused(theirs, file, 403, { fields: { clientId: andes._id } });
    const forged = `${tokens.client.split(".").slice(0, 2).join(".")}.${Buffer.from(TEST_JWT_SECRET).toString("base64url")}`;
    expect((await refused(own, file, 401, { token: forged })).message).toBe("Invalid token");
    const submitted = await insertReport(database.db(), andes, "submitted");
    expect((await refused(submitted, file, 409)).message).toMatch(
      /submitted: it cannot be submitted by upload/,
    );
  });
});

describe("storeUpload: all or nothing", () => {
  it("undoes the saved forms and the started submission when a later save fails", async () => {
    const db = database.db();
    const report = await insertReport(db, andes, "created");
    const before = await snapshot(report);
    const auth = await authenticate(app(), tokens.client);
    if (auth.status !== "authenticated") throw new Error("the test client cannot sign in");
    const form = (key: string) =>
      templateForm(
        forms.find((candidate) => candidate.key === key)!,
        "en",
        false,
      );
    const plan: UploadPlan = {
      outdated: [],
      forms: [
        { form: form("balanceSheet"), changes: [{ path: "cashAndDueFromBanks", change: 5 }] },
        // A computed field: the wizard's save refuses it, after the balance sheet was saved.
        { form: form("profitLoss"), changes: [{ path: "financialRevenue", change: 1 }] },
      ],
    };
    await expect(
      storeUpload(app().services, auth.access, report, { currency: "USD", reportingScale: 10 }, plan),
    ).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/Nothing was stored/) });
    const after = await snapshot(report);
    expect({ ...after, audits: 0 }).toEqual({ ...before, audits: 0, revision: 2 });
    const actions = await db
      .collection<{ action: string }>("audits")
      .find({ targets: report._id })
      .map((entry) => entry.action)
      .toArray();
    expect(actions).toEqual(["wizardStartSubmission", "wizardSaveChanges", "excelUploadUndo"]);
  });
});
