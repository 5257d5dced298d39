// The reports export end to end (spec 2 §2, §5, §7; docs/exports.md): the provider admin exports every report
// of 2025 and a client user exports their own reports of 2024; the browser downloads each file from
// GET /download/{fileId}, and the workbook holds the header block and one row per seeded report.
import { readFileSync } from "node:fs";
import { expect, test } from "../support/fixtures";
import type { Page, TestInfo } from "@playwright/test";
import ExcelJS from "exceljs";
import { demo, demoLoginOf } from "../support/demo";
import { portalText, shot, signInAs } from "../support/portal";

const SLOW = { timeout: 30_000 };
const ADMIN = "hanna.berger@investor.example";
const CLIENT = "carlos.quispe@andes-microcredito.example";

/** client | template | YYYY-MM of the seeded reports that match, sorted (the comparison ignores row order). */
function expectedRows(language: string, year: number, keep: (clientId: string) => boolean): string[] {
  return demo.reportInstances
    .filter((report) => Math.floor(report.context.numeric / 10000) === year && keep(report.client._id))
    .map((report) => {
      const name = report.config.name as Record<string, string | undefined>;
      const month = String(report.context.numeric).slice(0, 6);
      return `${report.client.name} | ${name[language] ?? name.en} | ${month.slice(0, 4)}-${month.slice(4)}`;
    })
    .sort();
}

/** Fills the from and to months (typed as YYYY-MM, which the pickers read in every language). */
async function chooseYear(page: Page, language: string, year: number) {
  const title = page.getByRole("heading", { level: 2, name: portalText(language, "export-reports-title") });
  await page.getByLabel(portalText(language, "export-reports-from-month")).fill(`${year}-01`);
  await title.click();
  await page.getByLabel(portalText(language, "export-reports-to-month")).fill(`${year}-12`);
  await title.click();
}

/** Clicks Export, waits for the download and opens the file's Reports sheet. */
async function downloadReports(page: Page, language: string, testInfo: TestInfo) {
  const [download] = await Promise.all([
    page.waitForEvent("download", SLOW),
    page.getByRole("button", { name: portalText(language, "export-reports-submit") }).click(),
  ]);
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Reports")!;
  expect(sheet.getCell("A1").value).toBe("Reports export");
  let heading = 1;
  while (sheet.getRow(heading).getCell(1).value !== "Client" && heading < 20) heading++;
  expect(sheet.getRow(heading).getCell(1).value).toBe("Client");
  expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: heading });
  const rows: string[] = [];
  for (let number = heading + 1; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number);
    const period = row.getCell(3).value as Date;
    const month = `${period.getUTCFullYear()}-${String(period.getUTCMonth() + 1).padStart(2, "0")}`;
    rows.push(`${row.getCell(1).value} | ${row.getCell(2).value} | ${month}`);
  }
  return { fileName: download.suggestedFilename(), rows: rows.sort() };
}

test("the provider admin exports every report of a year and the file opens in a spreadsheet", async ({
  page,
}, testInfo) => {
  const admin = demoLoginOf(ADMIN);
  await signInAs(page, admin);
  await page.goto("/investor/export/reports");
  await expect(page.getByLabel(portalText(admin.language, "export-reports-from-month"))).toBeVisible(SLOW);
  await chooseYear(page, admin.language, 2025);
  await shot(page, "reports-export-page", testInfo);

  const { fileName, rows } = await downloadReports(page, admin.language, testInfo);
  expect(fileName).toBe("reports-2025-01_2025-12.xlsx");
  // The page preselects the client statuses active and workout (spec 2 §9).
  const shown = new Set(
    demo.clients
      .filter((client) => ["active", "workout"].includes(client.status))
      .map((client) => client._id),
  );
  const expected = expectedRows(admin.language, 2025, (clientId) => shown.has(clientId));
  expect(expected.length).toBeGreaterThan(0);
  expect(rows).toEqual(expected);
});

test("a client user exports their own reports", async ({ page }, testInfo) => {
  const client = demoLoginOf(CLIENT);
  const andes = demo.clients.find((candidate) => candidate.key === "andes-microcredito")!;
  await signInAs(page, client);
  await page.goto("/client/andes-microcredito/export/reports");
  const fixed = page.getByLabel(portalText(client.language, "export-reports-clients"));
  await expect(fixed).toHaveValue(andes.name, SLOW);
  await expect(fixed).toHaveAttribute("readonly", "");
  await chooseYear(page, client.language, 2024);
  await shot(page, "client-reports-export-page", testInfo);

  const { fileName, rows } = await downloadReports(page, client.language, testInfo);
  expect(fileName).toBe("reports-andes-microcredito-2024-01_2024-12.xlsx");
  const expected = expectedRows(client.language, 2024, (clientId) => clientId === andes._id);
  expect(expected.length).toBeGreaterThan(0);
  expect(rows).toEqual(expected);
});
