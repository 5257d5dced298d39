// The covenants export end to end (spec 3 §2, §7; docs/exports.md): the provider admin exports the
// percentual covenants, the browser downloads the file from GET /download/{fileId}, and the workbook holds the
// header block and one row per percentual covenant of the demo's open investments, with the stored hundredths
// as percentages.
import { readFileSync } from "node:fs";
import { expect, test } from "../support/fixtures";
import ExcelJS from "exceljs";
import { demo, demoLoginOf } from "../support/demo";
import { shot, signInAs } from "../support/portal";

const SLOW = { timeout: 30_000 };
const ADMIN = "hanna.berger@investor.example";

function todayNumber(): number {
  const now = new Date();
  return now.getUTCFullYear() * 10000 + (now.getUTCMonth() + 1) * 100 + now.getUTCDate();
}

/** The rows the export must hold: client, TM1 id, covenant name and range max as a fraction, sorted as the API does. */
function expectedRows(language: string) {
  const today = todayNumber();
  const rows = demo.investments
    .filter((investment) => investment.endedAt === null || investment.endedAt > today)
    .flatMap((investment) =>
      investment.covenants
        .filter((covenant) => covenant.centralCovenantId.fieldType === "percentual")
        .map((covenant) => {
          const name = covenant.centralCovenantId.name as Record<string, string | undefined>;
          return {
            client: investment.client.name,
            investment: investment.importedId,
            covenant: name[language] ?? name.en!,
            max: covenant.range.max === null ? undefined : covenant.range.max / 10000,
          };
        }),
    );
  const collator = new Intl.Collator("en");
  return rows.sort(
    (a, b) =>
      collator.compare(a.client, b.client) ||
      collator.compare(a.investment, b.investment) ||
      collator.compare(a.covenant, b.covenant),
  );
}

test("the provider admin exports the percentual covenants and the file opens in a spreadsheet", async ({
  page,
}, testInfo) => {
  const admin = demoLoginOf(ADMIN);
  await signInAs(page, admin);
  await page.goto("/investor/export/covenants");
  const form = page.locator("form");
  await expect(form.getByRole("combobox")).toBeVisible(SLOW);
  await shot(page, "covenants-export-page", testInfo);

  const [download] = await Promise.all([
    page.waitForEvent("download", SLOW),
    form.getByRole("button").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^covenants-percentual-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Covenants")!;
  expect(sheet.getCell("A1").value).toBe("Covenants export");
  expect([sheet.getCell("A2").value, sheet.getCell("B2").value]).toEqual(["Field type", "percentual"]);
  let heading = 1;
  while (sheet.getRow(heading).getCell(1).value !== "Client" && heading < 20) heading++;
  expect(sheet.getRow(heading).getCell(1).value).toBe("Client");
  expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: heading });

  const expected = expectedRows(admin.language);
  expect(expected.length).toBeGreaterThan(0);
  const actual = [];
  for (let number = heading + 1; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number);
    actual.push({
      client: row.getCell(1).value,
      investment: row.getCell(2).value,
      covenant: row.getCell(5).value,
      max: row.getCell(8).value ?? undefined,
    });
  }
  expect(actual).toEqual(expected);
  expect(sheet.getRow(heading + 1).getCell(8).numFmt).toBe("0.00%");
  testInfo.annotations.push({
    type: "workbook",
    description: [1, 2, 3, heading, heading + 1]
      .map((number) => JSON.stringify((sheet.getRow(number).values as unknown[]).slice(1)))
      .join("\n"),
  });
});
