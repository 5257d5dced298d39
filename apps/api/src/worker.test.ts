// The worker entry on a real thread, as the app starts it (app.ts, workerEntry): every job the API hands off
// is found there by name, and its answer arrives across the thread boundary as the same plain data the job
// answers on this thread (cell values of every kind, refusals, an export's bytes).
import ExcelJS from "exceljs";
import { afterAll, describe, expect, it } from "vitest";
import { workerEntry } from "./app";
import { uploadedFileJob, readUploadedFile } from "./modules/excel/uploaded-file";
import { rateFileJob, readRateFile } from "./modules/exchange-rates/rate-file";
import { exchangeExport } from "./modules/exports/admin-exports/definitions";
import { exportWorkbookJob } from "./modules/exports/pipeline/workbook-job";
import { WorkerPool, workerJob } from "./platform/worker-pool";

const pool = new WorkerPool({ entry: workerEntry(), threads: 1 });
afterAll(() => pool.close());

async function workbookBytes(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet("Data"));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe("the worker entry", () => {
  it("is src/worker.ts beside the app's sources", () => {
    expect(workerEntry().pathname).toMatch(/\/apps\/api\/src\/worker\.ts$/);
  });

  it("writes an export's workbook by the export's name", async () => {
    const written = await pool.run(exportWorkbookJob, {
      export: exchangeExport.action,
      collected: [
        { month: 202501, rate: 3.75 },
        { month: 202502, rate: null },
      ],
      input: { currency: "PEN", months: [202501, 202502] },
    });
    expect(written).toMatchObject({
      fileName: "exchange-rates-USD-PEN-2025-01_2025-02.xlsx",
      contents: "2 months",
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(written.bytes) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Exchange rates")!;
    const rows = [sheet.getRow(sheet.rowCount - 1).values, sheet.getRow(sheet.rowCount).values];
    expect(rows).toEqual([
      [undefined, "2025-01", 3.75],
      [undefined, "2025-02", "no rate"],
    ]);
  });

  it("answers an unknown export with an error", async () => {
    await expect(
      pool.run(exportWorkbookJob, { export: "createNothing", collected: [], input: {} }),
    ).rejects.toThrow("No export named createNothing");
  });

  it("reads a rate file, or refuses it, as on the request thread", async () => {
    const files = [
      Buffer.from("currency;rate\nPEN;3.75\n\nEUR;0.9\n"),
      await workbookBytes((sheet) => sheet.addRows([["Currency", "Rate"], ["PEN", 3.75], [], ["EUR", 0.9]])),
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]),
      Buffer.from('currency,rate\n"PEN,3.75\n'),
    ];
    for (const file of files) expect(await pool.run(rateFileJob, file)).toEqual(await readRateFile(file));
    expect(await pool.run(rateFileJob, files[0]!)).toEqual({
      ok: true,
      rows: [
        { row: 1, cells: ["currency", "rate"] },
        { row: 2, cells: ["PEN", "3.75"] },
        { row: 4, cells: ["EUR", "0.9"] },
      ],
    });
  });

  it("reads an uploaded workbook's cells of every kind, or what is wrong with the file", async () => {
    const file = await workbookBytes((sheet) => {
      sheet.addRow(["key", "label", 1234.5, new Date(Date.UTC(2025, 0, 31))]);
      sheet.addRow(["rich", { richText: [{ text: "bold", font: { bold: true } }, { text: " plain" }] }]);
      sheet.addRow(["formula", { formula: "C1*2", result: 2469 }, { error: "#N/A" }, true]);
      sheet.addRow(["link", { text: "site", hyperlink: "https://example.test" }]);
      sheet.getCell("C1").numFmt = "#,##0.00";
    });
    const reading = await pool.run(uploadedFileJob, file);
    expect(reading).toEqual(await readUploadedFile(file));
    expect("workbook" in reading && reading.workbook.sheets[0]!.rows.get(3)![1]!.value).toEqual({
      formula: "C1*2",
      result: 2469,
    });
    expect(await pool.run(uploadedFileJob, Buffer.from("not a workbook"))).toEqual({
      problem: "notSpreadsheet",
    });
  });

  it("answers a job it does not know with an error", async () => {
    await expect(pool.run(workerJob<null, null>("unknown-job", "parse"), null)).rejects.toThrow(
      "No handler of the job unknown-job in this worker entry",
    );
  });
});
