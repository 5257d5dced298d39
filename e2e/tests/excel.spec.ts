// File-based submission end to end (spec 2 §2, §5, §7, §8): a client downloads a report's template, fills it
// with exceljs as a person would in Excel, uploads a broken copy and reads the detailed errors, then uploads a
// correct copy made without the template's `versions` property (exceljs drops custom document properties),
// proceeds past the outdated-template warning, and the report is submitted. A second test looks at the
// screens in English and French without storing anything.
import { readFileSync } from "node:fs";
import { allowConsoleErrors, expect, test } from "../support/fixtures";
import type { Locator, Page, TestInfo } from "@playwright/test";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { demoFields, demoLoginOf, fieldLabel, inputName } from "../support/demo";
import { portalText, shot, signInAs } from "../support/portal";

/** Where a template sheet keeps things (apps/api/src/modules/excel/layout.ts). */
const FORM_MARKER = "ledgerline:form";
const KEY_COLUMN = 1;
const VALUE_COLUMN = 3;
const FIRST_FIELD_ROW = 5;
const NUMBER_TYPES = new Set(["numeric", "currency", "percentual"]);

function fieldTypes(formKey: string): Map<string, string> {
  return new Map(demoFields(formKey).map((field) => [field.internalName, field.type]));
}

interface InputCell {
  formKey: string;
  fieldKey: string;
  type: string;
  keyCell: ExcelJS.Cell;
  valueCell: ExcelJS.Cell;
}

/** The unlocked value cells of every form sheet, with their field. */
function inputCells(workbook: ExcelJS.Workbook): InputCell[] {
  const cells: InputCell[] = [];
  for (const sheet of workbook.worksheets) {
    const marker = sheet.getRow(1);
    if (marker.getCell(KEY_COLUMN).value !== FORM_MARKER) continue;
    const formKey = String(marker.getCell(2).value);
    const types = fieldTypes(formKey);
    sheet.eachRow((row, rowNumber) => {
      if (rowNumber < FIRST_FIELD_ROW) return;
      const fieldKey = String(row.getCell(KEY_COLUMN).value ?? "");
      const valueCell = row.getCell(VALUE_COLUMN);
      if (!fieldKey || valueCell.protection?.locked !== false) return;
      cells.push({
        formKey,
        fieldKey,
        type: types.get(fieldKey) ?? "",
        keyCell: row.getCell(KEY_COLUMN),
        valueCell,
      });
    });
  }
  return cells;
}

async function load(file: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook;
}

const CUSTOM_PART = "docProps/custom.xml";

/**
 * Saves a workbook as Excel would: Excel keeps the template's custom document properties (its `versions`),
 * exceljs drops them, so the part is carried over from the downloaded template with jszip.
 */
async function saveKeepingVersions(workbook: ExcelJS.Workbook, template: Buffer): Promise<Buffer> {
  const written = await JSZip.loadAsync(Buffer.from(await workbook.xlsx.writeBuffer()));
  const original = await JSZip.loadAsync(template);
  const custom = await original.file(CUSTOM_PART)?.async("string");
  if (!custom) throw new Error("The downloaded template has no custom document properties");
  written.file(CUSTOM_PART, custom);
  const types = await written.file("[Content_Types].xml")!.async("string");
  if (!types.includes(`/${CUSTOM_PART}`))
    written.file(
      "[Content_Types].xml",
      types.replace(
        "</Types>",
        `<Override PartName="/${CUSTOM_PART}" ContentType="application/vnd.openxmlformats-officedocument.custom-properties+xml"/></Types>`,
      ),
    );
  const rels = await written.file("_rels/.rels")!.async("string");
  if (!rels.includes(CUSTOM_PART))
    written.file(
      "_rels/.rels",
      rels.replace(
        "</Relationships>",
        `<Relationship Id="rIdCustomProps" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties" Target="${CUSTOM_PART}"/></Relationships>`,
      ),
    );
  return written.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

/** Saves with exceljs alone: the file has no `versions` property, as from a tool other than Excel. */
async function saveWithoutVersions(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A copy with one unknown field key and one number cell holding text. */
async function brokenCopy(template: Buffer, keepVersions: boolean) {
  const workbook = await load(template);
  const cells = inputCells(workbook);
  const numbers = cells.filter((cell) => NUMBER_TYPES.has(cell.type));
  expect(numbers.length).toBeGreaterThan(1);
  const renamed = numbers[0]!;
  const wrongKey = `${renamed.fieldKey}Typo`;
  renamed.keyCell.value = wrongKey;
  const wordy = numbers[1]!;
  wordy.valueCell.value = "about a thousand";
  const file = keepVersions
    ? await saveKeepingVersions(workbook, template)
    : await saveWithoutVersions(workbook);
  return { file, wrongKey, wordyField: `${wordy.formKey}.${wordy.fieldKey}` };
}

async function download(page: Page, panel: Locator, text: (id: string) => string, testInfo: TestInfo) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: text("start-download-template") }).click(),
  ]);
  const path = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

async function upload(panel: Locator, text: (id: string) => string, name: string, file: Buffer) {
  await panel.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: file,
  });
  await expect(panel.getByText(name)).toBeVisible();
  await panel.getByRole("button", { name: text("start-submission") }).click();
}

test("a client downloads the template, sees the errors of a broken copy, then submits a filled one", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  // A refused upload is answered 422 (the file's errors) or 409 (a report already filed), which the browser
  // logs as a failed resource.
  allowConsoleErrors(/status of (409|422) .*\/api\/upload\)$/);
  // Carlos Quispe works in Spanish (his account's language).
  const client = demoLoginOf("carlos.quispe@andes-microcredito.example");
  const text = (id: string, variables: Record<string, string> = {}) => portalText("es", id, variables);
  await signInAs(page, client);

  // A created monthly report, from the list.
  await page.goto("/client/andes-microcredito/reports/mfiFinancialMonthly");
  const created = page
    .locator(".ant-table-tbody tr.clickable-row")
    .filter({ has: page.locator('[data-status="created"], [data-status="overdue"]') })
    .first();
  await created.click();
  await expect(page).toHaveURL(/\/reports\/mfiFinancialMonthly\/\d{4}-\d{2}$/);
  const reportUrl = page.url();
  const panel = page.getByLabel(text("start-file-based"));
  await expect(panel.getByRole("button", { name: text("start-submission") })).toBeEnabled({
    timeout: 30_000,
  });

  // The template: the server's file name, one sheet per form with unlocked input cells.
  const template = await download(page, panel, text, testInfo);
  // {clientname}_factsheetTemplate.xlsx, the API keeping the name to safe ASCII.
  expect(template.name).toMatch(/^Andes.Microcr.dito_factsheetTemplate\.xlsx$/);
  const cells = inputCells(await load(template.bytes));
  expect(new Set(cells.map((cell) => cell.formKey))).toContain("balanceSheet");

  // A broken copy: nothing is stored, the errors are listed by field and by value.
  const broken = await brokenCopy(template.bytes, true);
  await upload(panel, text, "andes-broken.xlsx", broken.file);
  const failure = panel.getByRole("alert").filter({ hasText: text("upload-failed") });
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await failure.getByRole("button", { name: text("upload-view-errors") }).click();
  const details = page.getByRole("dialog", { name: text("upload-errors-title") });
  await expect(details).toBeVisible();
  await expect(details.getByRole("cell", { name: broken.wrongKey, exact: false }).first()).toBeVisible();
  await shot(page, "excel-errors-fields-es", testInfo);
  await details.getByRole("tab", { name: new RegExp(`^${text("upload-errors-values")}`) }).click();
  await expect(details.getByText("about a thousand")).toBeVisible();
  await shot(page, "excel-errors-values-es", testInfo);
  await details.getByRole("button", { name: /close|cerrar/i }).click();
  await expect(details).toBeHidden();

  // A correct copy, saved without the template's versions: the warning, Proceed, and the report is submitted.
  const workbook = await load(template.bytes);
  for (const cell of inputCells(workbook)) {
    if (NUMBER_TYPES.has(cell.type) && (cell.valueCell.value === null || cell.valueCell.value === ""))
      cell.valueCell.value = 0;
    // A balanced balance sheet, and a cash flow that closes on the balance sheet's cash.
    if (["cashAndDueFromBanks", "paidInCapital", "openingCash"].includes(cell.fieldKey))
      cell.valueCell.value = 1000;
  }
  await upload(panel, text, "andes-filled.xlsx", await saveWithoutVersions(workbook));
  const outdated = page.getByRole("dialog", { name: text("upload-outdated-title") });
  await expect(outdated).toBeVisible({ timeout: 30_000 });
  await expect(outdated.getByText(text("upload-outdated-text"))).toBeVisible();
  await shot(page, "excel-outdated-es", testInfo);
  await outdated.getByRole("button", { name: text("upload-outdated-proceed") }).click();
  // Storing recomputes every form's formulas and runs their validations: slow on a busy machine.
  await expect(page.getByText(text("upload-submitted"))).toBeVisible({ timeout: 120_000 });
  // The wizard loads the report again and opens it at its new entry.
  await expect(page.locator('.wizard-title [data-status="submitted"]')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel(text("start-file-based"))).toHaveCount(0);
  await shot(page, "excel-submitted-es", testInfo);

  // Opened again, the report is submitted and shows the values of the file.
  await page.goto(reportUrl);
  await expect(page.locator('.wizard-title [data-status="submitted"]')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole("textbox", { name: inputName(fieldLabel("balanceSheet", "cashAndDueFromBanks", "es")) }),
  ).toHaveValue(/^1\.000/);
});

for (const { username, language, clientKey } of [
  { username: "peter.kone@jamii-finance.example", language: "en", clientKey: "jamii-finance" },
  { username: "wanjiru.okello@ivoire-cacao.example", language: "fr", clientKey: "ivoire-cacao" },
]) {
  test(`the file-based screens in ${language}`, async ({ page }, testInfo) => {
    // Refused uploads answer 422 or 409 (see above).
    allowConsoleErrors(/status of (409|422) .*\/api\/upload\)$/);
    const client = demoLoginOf(username);
    const text = (id: string) => portalText(language, id);
    await signInAs(page, client);
    await page.goto(`/client/${clientKey}/reports/socialQuarterly/2025-09`);
    const panel = page.getByLabel(text("start-file-based"));
    await expect(panel.getByRole("button", { name: text("start-submission") })).toBeEnabled({
      timeout: 30_000,
    });
    await panel.getByRole("button", { name: text("start-submission") }).click();
    await expect(panel.getByText(text("upload-select-file"))).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await shot(page, `excel-start-${language}`, testInfo);

    const template = await download(page, panel, text, testInfo);
    expect(template.name).toMatch(/_factsheetTemplate\.xlsx$/);

    // Without the versions property: the warning; Go Back leaves everything as it was.
    const unversioned = await brokenCopy(template.bytes, false);
    await upload(panel, text, "unversioned.xlsx", unversioned.file);
    const outdated = page.getByRole("dialog", { name: text("upload-outdated-title") });
    await expect(outdated).toBeVisible({ timeout: 30_000 });
    await shot(page, `excel-outdated-${language}`, testInfo);
    await outdated.getByRole("button", { name: text("upload-outdated-back") }).click();
    await expect(outdated).toBeHidden();

    // With its versions, the broken copy's errors.
    const broken = await brokenCopy(template.bytes, true);
    await upload(panel, text, "broken.xlsx", broken.file);
    await panel.getByRole("button", { name: text("upload-view-errors") }).click({ timeout: 30_000 });
    const details = page.getByRole("dialog", { name: text("upload-errors-title") });
    await expect(details.getByText(broken.wrongKey).first()).toBeVisible();
    await shot(page, `excel-errors-${language}`, testInfo);
    await details.getByRole("tab", { name: new RegExp(`^${text("upload-errors-values")}`) }).click();
    await expect(details.getByText("about a thousand")).toBeVisible();
    await shot(page, `excel-errors-values-${language}`, testInfo);
  });
}
