// The client factsheet export end to end (spec 2 §2, §5, §6, §7, §9; docs/exports.md): the provider admin
// exports a factsheet of three clients and a client user their own; the browser downloads each file from
// GET /download/{fileId}, and the workbook holds one sheet per export form with a column per client and month.
import { readFileSync } from "node:fs";
import { expect, test } from "../support/fixtures";
import type { Page, TestInfo } from "@playwright/test";
import ExcelJS from "exceljs";
import { demo, demoLoginOf } from "../support/demo";
import { portalText, shot, signInAs } from "../support/portal";

const SLOW = { timeout: 30_000 };
const ADMIN = "hanna.berger@investor.example";
const CLIENT = "carlos.quispe@andes-microcredito.example";
const MFI_FORMS = [
  "balanceSheet",
  "profitLoss",
  "extras",
  "extras2",
  "performanceIndicators",
  "cashFlow",
  "infoIc",
];
const THREE_CLIENTS = ["andes-microcredito", "banco-solidario-del-pacifico", "fondo-nica-de-desarrollo"];

/** The title each form's sheet carries in A1, in the requester's language. */
function sheetTitle(formKey: string, language: string): string {
  const form = demo.formConfigs.find((candidate) => candidate.key === formKey)!;
  const name = form.name as Record<string, string | undefined>;
  return `Client factsheet: ${name[language] ?? name.en}`;
}

/** The months of 2024, typed as YYYY-MM (which the pickers read in every language). */
async function chooseYear2024(page: Page, language: string) {
  const title = page.getByRole("heading", { level: 2, name: portalText(language, "export-factsheet-title") });
  await page.getByLabel(portalText(language, "export-factsheet-from-month")).fill("2024-01");
  await title.click();
  await page.getByLabel(portalText(language, "export-factsheet-to-month")).fill("2024-12");
  await title.click();
}

/** Clicks Export, waits for the download and opens the workbook. */
async function downloadFactsheet(page: Page, language: string, testInfo: TestInfo) {
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 90_000 }),
    page.getByRole("button", { name: portalText(language, "export-factsheet-submit") }).click(),
  ]);
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
  return { fileName: download.suggestedFilename(), workbook };
}

/** The names in the sheet's Client heading row, once per client (each spans its twelve months). */
function clientHeadings(sheet: ExcelJS.Worksheet): string[] {
  let row = 1;
  while (sheet.getRow(row).getCell(1).value !== "Client" && row < 20) row++;
  const values = (sheet.getRow(row).values as unknown[]).slice(2).map(String);
  return [...new Set(values)];
}

test("the provider admin exports a factsheet of three clients", async ({ page }, testInfo) => {
  const admin = demoLoginOf(ADMIN);
  await signInAs(page, admin);
  await page.goto("/investor/export/factsheet");
  const clients = page.getByLabel(portalText(admin.language, "export-factsheet-clients"));
  await expect(clients).toBeVisible(SLOW);
  const chosen = THREE_CLIENTS.map((key) => demo.clients.find((client) => client.key === key)!);
  for (const client of chosen) {
    await clients.click();
    await clients.fill(client.name);
    await page.locator(".ant-select-item-option").filter({ hasText: client.name }).first().click(SLOW);
  }
  // The default client statuses, active and workout (spec 2 §9), cover the three.
  await chooseYear2024(page, admin.language);
  await shot(page, "factsheet-export-page", testInfo);

  const { fileName, workbook } = await downloadFactsheet(page, admin.language, testInfo);
  expect(fileName).toBe("factsheet-2024-01_2024-12.xlsx");
  expect(workbook.worksheets.map((sheet) => sheet.getCell("A1").value)).toEqual(
    MFI_FORMS.map((key) => sheetTitle(key, admin.language)),
  );
  const byName = chosen.map((client) => client.name).sort((a, b) => a.localeCompare(b));
  for (const sheet of workbook.worksheets) expect(clientHeadings(sheet)).toEqual(byName);
});

test("a client user exports their own factsheet", async ({ page }, testInfo) => {
  const client = demoLoginOf(CLIENT);
  const andes = demo.clients.find((candidate) => candidate.key === "andes-microcredito")!;
  await signInAs(page, client);
  await page.goto("/client/andes-microcredito/export/factsheet");
  const fixed = page.getByLabel(portalText(client.language, "export-factsheet-clients"));
  await expect(fixed).toHaveValue(andes.name, SLOW);
  await expect(fixed).toHaveAttribute("readonly", "");
  await expect(page.getByLabel(portalText(client.language, "export-factsheet-type"))).toHaveCount(0);
  await chooseYear2024(page, client.language);
  await shot(page, "client-factsheet-export-page", testInfo);

  const { fileName, workbook } = await downloadFactsheet(page, client.language, testInfo);
  expect(fileName).toBe("factsheet-andes-microcredito-2024-01_2024-12.xlsx");
  expect(workbook.worksheets.map((sheet) => sheet.getCell("A1").value)).toEqual(
    ["identification", ...MFI_FORMS].map((key) => sheetTitle(key, client.language)),
  );
  for (const sheet of workbook.worksheets) expect(clientHeadings(sheet)).toEqual([andes.name]);
});
