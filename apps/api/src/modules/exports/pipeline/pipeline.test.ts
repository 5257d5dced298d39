// The export pipeline as an export sees it: what it answers and stores for each outcome of the export's own
// steps, the file name rule, and the sheet every export starts with (header block, frozen headings).
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { forbidden } from "../../../platform/errors";
import { handleJob } from "../../../platform/worker-pool";
import { inlineJobs } from "../../../platform/worker-pool/testing/inline-jobs";
import type { Access } from "../../access/access";
import type { AuditInput } from "../../audits/repository";
import type { ExportDefinition, ExportRequest } from "./definition";
import type { DeliveryServices } from "./deliver";
import { exportFileName } from "./file-name";
import { refusalOf } from "./input";
import { runExport } from "./run-export";
import type { ExportSheet } from "./sheets";
import { filtersLabel, tableSheet, writeExportSheet } from "./sheets";
import { exportWorkbookJob, writeExportWorkbook } from "./workbook-job";

/** Opens the bytes a streaming workbook wrote. */
async function opened(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** Writes the sheets as the pipeline does and opens the result. */
async function written(sheets: ExportSheet[], generatedAt: Date): Promise<ExcelJS.Workbook> {
  const stream = new PassThrough();
  const parts: Buffer[] = [];
  stream.on("data", (part: Buffer) => parts.push(part));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  for (const sheet of sheets) writeExportSheet(workbook, sheet, generatedAt);
  await workbook.commit();
  return opened(Buffer.concat(parts));
}

/** Storage and audit log that keep what they are given in memory; the workbook written on this thread. */
function fakeServices() {
  const files: Array<{ owner: string; fileName: string; bytes: Buffer }> = [];
  const audits: AuditInput[] = [];
  const services: DeliveryServices = {
    exports: {
      async saveFile(owner, fileName, bytes) {
        files.push({ owner, fileName, bytes: Buffer.from(bytes) });
        return { fileId: `file-${files.length}`, fileName };
      },
    },
    audits: {
      async record(input) {
        audits.push(input);
        return input as never;
      },
    },
    workers: inlineJobs([
      handleJob(exportWorkbookJob, ({ collected, input }) =>
        writeExportWorkbook(numbersExport(), collected as number[], input as number[]),
      ),
    ]),
  };
  return { services, files, audits };
}

const access = {
  user: { _id: "u1", fullName: "Ada Admin", language: "fr" },
} as unknown as Access;

type Args = { months?: number[]; language?: string };

/** A small export of numbers: each step can be told to refuse or fail. */
function numbersExport(
  steps: Partial<ExportDefinition<Args, number[], number[], object>> = {},
): ExportDefinition<Args, number[], number[], object> {
  return {
    action: "createNumbersExport",
    description: "Numbers exported",
    read: ({ months }) => ({ ok: true, input: months ?? [] }),
    collect: async (months) => months.map((month) => month % 100),
    file: (numbers, months) => ({
      name: ["numbers", numbers.length === 1 ? "single" : null, String(months[0] ?? "none")],
      sheets: [
        tableSheet({
          name: "Numbers",
          title: "Numbers export",
          lines: [["Numbers", String(numbers.length)]],
          columns: [{ header: "Number", width: 10 }],
          rows: numbers,
          cells: (number) => [number],
        }),
        tableSheet({
          name: "Again",
          title: "Numbers again",
          lines: [],
          columns: [{ header: "Number", width: 10 }],
          rows: numbers,
          cells: (number) => [number],
        }),
      ],
      contents: `${numbers.length} numbers`,
    }),
    ...steps,
  };
}

describe("runExport", () => {
  it("stores the laid-out workbook for the caller, audits it and answers its id and name", async () => {
    const { services, files, audits } = fakeServices();
    const answer = await runExport(numbersExport(), { months: [202501, 202502] }, services, access);
    expect(answer).toEqual({
      success: true,
      error: null,
      fileId: "file-1",
      fileName: "numbers-202501.xlsx",
    });
    expect(files.map((file) => [file.owner, file.fileName])).toEqual([["u1", "numbers-202501.xlsx"]]);
    expect(audits).toEqual([
      {
        user: { _id: "u1", fullName: "Ada Admin" },
        action: "createNumbersExport",
        description: "Numbers exported",
        text: "numbers-202501.xlsx: 2 numbers",
        targets: ["file-1"],
      },
    ]);
    const workbook = await opened(files[0]!.bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Numbers", "Again"]);
    const numbers = workbook.getWorksheet("Numbers")!;
    expect(numbers.getCell("A1").value).toBe("Numbers export");
    expect(numbers.getCell("A3").value).toBe("Generated at");
    expect(numbers.getRow(6).values).toEqual([undefined, 1]);
    // Every sheet of a file says the same time.
    expect(workbook.getWorksheet("Again")!.getCell("B2").value).toBe(numbers.getCell("B3").value);
  });

  it("answers the input's refusal and writes nothing", async () => {
    const { services, files, audits } = fakeServices();
    const error = {
      code: "BAD_USER_INPUT",
      message: "Pick a month.",
      messageId: null,
      params: null,
      fields: [],
    };
    const answer = await runExport(
      numbersExport({ read: () => ({ ok: false, error }) }),
      {},
      services,
      access,
    );
    expect(answer).toEqual({ success: false, error, fileId: null, fileName: null });
    expect(files).toEqual([]);
    expect(audits).toEqual([]);
  });

  it("answers a refusal found while collecting, with its field, and writes nothing", async () => {
    const { services, files } = fakeServices();
    const answer = await runExport(
      numbersExport({ collect: async () => refusalOf("clients", "No client is chosen.") }),
      { months: [202501] },
      services,
      access,
    );
    expect(answer).toMatchObject({
      success: false,
      fileId: null,
      fileName: null,
      error: { code: "BAD_USER_INPUT", message: "No client is chosen.", fields: [{ field: "clients" }] },
    });
    expect(files).toEqual([]);
  });

  it("lets FORBIDDEN through before anything is stored or audited", async () => {
    const { services, files, audits } = fakeServices();
    const refusing = numbersExport({
      collect: async () => {
        throw forbidden();
      },
    });
    await expect(runExport(refusing, { months: [202501] }, services, access)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(files).toEqual([]);
    expect(audits).toEqual([]);
  });

  it("gives every step the language asked, else the caller's, and today's date", async () => {
    const seen: Array<ExportRequest<object>> = [];
    const recording = numbersExport({
      collect: async (months, request) => {
        seen.push(request);
        return months;
      },
    });
    const { services } = fakeServices();
    await runExport(recording, { months: [202501], language: "es" }, services, access);
    await runExport(recording, { months: [202501] }, services, access);
    expect(seen.map((request) => request.language)).toEqual(["es", "fr"]);
    expect(seen[0]!.access).toBe(access);
    expect(String(seen[0]!.today)).toMatch(/^\d{8}$/);
    expect(seen[0]!.services).toBe(services);
  });

  it("is not confused by a refusal-like value an export collects", async () => {
    const { services } = fakeServices();
    const answer = await runExport(
      numbersExport({ collect: async () => Object.assign([7], { error: "not a refusal" }) }),
      { months: [202501] },
      services,
      access,
    );
    expect(answer).toMatchObject({ success: true, fileName: "numbers-single-202501.xlsx" });
  });
});

describe("exportFileName", () => {
  it("joins the parts with dashes, leaves out empty ones and ends in .xlsx", () => {
    expect(exportFileName(["reports", null, "2025-01_2025-12"])).toBe("reports-2025-01_2025-12.xlsx");
    expect(exportFileName(["reports", "andes", "2025-03"])).toBe("reports-andes-2025-03.xlsx");
    expect(exportFileName(["covenants", "", undefined, "2025-03-31"])).toBe("covenants-2025-03-31.xlsx");
  });
});

describe("writeExportSheet", () => {
  const at = new Date(Date.UTC(2025, 2, 31, 10, 7, 30));

  it("writes the header block with Generated at last, then the table's headings and rows, frozen below them", async () => {
    const workbook = await written(
      [
        tableSheet({
          name: "Clients",
          title: "Clients export",
          lines: [
            ["For", "All clients"],
            ["Filters", filtersLabel(["", "2 regions", ""])],
          ],
          columns: [
            { header: "Client", width: 30 },
            { header: "Amount", width: 12, numFmt: "#,##0" },
          ],
          rows: [
            { name: "Andes", amount: 1200 },
            { name: "Sahel", amount: 300 },
          ],
          cells: (row) => [row.name, row.amount],
          decorate: (row, client) => {
            if (client.amount > 1000) row.getCell(2).font = { bold: true };
          },
        }),
      ],
      at,
    );
    const sheet = workbook.getWorksheet("Clients")!;
    expect(sheet.getColumn(1).values.slice(1, 5)).toEqual([
      "Clients export",
      "For",
      "Filters",
      "Generated at",
    ]);
    expect(sheet.getCell("A1").font?.bold).toBe(true);
    expect([sheet.getCell("B2").value, sheet.getCell("B3").value, sheet.getCell("B4").value]).toEqual([
      "All clients",
      "2 regions",
      "2025-03-31 10:07 UTC",
    ]);
    expect(sheet.getRow(5).cellCount).toBe(0);
    expect(sheet.getRow(6).values).toEqual([undefined, "Client", "Amount"]);
    expect(sheet.getRow(6).getCell(1).font?.bold).toBe(true);
    expect([sheet.getRow(7).values, sheet.getRow(8).values]).toEqual([
      [undefined, "Andes", 1200],
      [undefined, "Sahel", 300],
    ]);
    expect(sheet.getRow(7).getCell(2).font?.bold).toBe(true);
    expect(sheet.getRow(8).getCell(2).font?.bold).toBeFalsy();
    expect(sheet.getRow(7).getCell(2).numFmt).toBe("#,##0");
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", xSplit: 0, ySplit: 6 });
  });

  it("keeps a sheet's own heading rows and label columns in view", async () => {
    const workbook = await written(
      [
        {
          name: "Grid",
          title: "Grid export",
          lines: [["Currency", "USD"]],
          columns: [
            { header: "", width: 40 },
            { header: "", width: 12 },
          ],
          headingRows: 2,
          frozenColumns: 1,
          writeBody(sheet, headingAt) {
            sheet.getRow(headingAt).getCell(2).value = "Andes";
            sheet.getRow(headingAt + 1).getCell(2).value = "January 2025";
            sheet.getRow(headingAt + 2).getCell(1).value = "Assets";
          },
        },
      ],
      at,
    );
    const sheet = workbook.getWorksheet("Grid")!;
    expect(sheet.getCell("A3").value).toBe("Generated at");
    expect([sheet.getCell("B5").value, sheet.getCell("B6").value, sheet.getCell("A7").value]).toEqual([
      "Andes",
      "January 2025",
      "Assets",
    ]);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", xSplit: 1, ySplit: 6 });
  });

  it("says 'none' for a filters line without filters", () => {
    expect(filtersLabel(["", ""])).toBe("none");
    expect(filtersLabel(["funds", "", "regions"])).toBe("funds; regions");
  });
});
