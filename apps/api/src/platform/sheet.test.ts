import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  amountFormat,
  freezeBelow,
  headerBlock,
  headingRow,
  headingRowOf,
  percentFormat,
  safeText,
  setColumns,
  statusFill,
  writeRow,
} from "./sheet";

/** Writes one sheet with the streaming writer, as the exports do, and opens the bytes again. */
async function roundTrip(
  build: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => void,
): Promise<ExcelJS.Workbook> {
  const stream = new PassThrough();
  const parts: Buffer[] = [];
  stream.on("data", (part: Buffer) => parts.push(part));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  build(workbook);
  await workbook.commit();
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer);
  return read;
}

describe("sheet helpers", () => {
  const lines: Array<[string, string]> = [
    ["For", "Andes Credit"],
    ["Generated at", "2025-03-31 10:00 UTC"],
  ];
  const columns = [
    { header: "Client", width: 30 },
    { header: "Amount", width: 16, numFmt: amountFormat(2) },
    { header: "Share", width: 10, numFmt: percentFormat(2) },
  ];

  it("writes the header block, frozen headings, widths, formats and status fills as Excel reads them", async () => {
    const workbook = await roundTrip((writer) => {
      const sheet = writer.addWorksheet("Data", freezeBelow(headingRowOf(lines) + 1));
      setColumns(sheet, columns);
      const headingAt = headerBlock(sheet, "Test export", lines);
      expect(headingAt).toBe(headingRowOf(lines));
      const first = headingRow(sheet, headingAt, columns);
      writeRow(sheet, first, [safeText("=cmd|' /C calc'!A0"), 1234567.891, 0.125], (row) => {
        row.getCell(1).fill = statusFill("approved")!;
      });
      sheet.commit();
    });
    const sheet = workbook.getWorksheet("Data")!;
    expect(sheet.getCell("A1").value).toBe("Test export");
    expect(sheet.getCell("A1").font?.bold).toBe(true);
    expect([sheet.getCell("A2").value, sheet.getCell("B2").value]).toEqual(["For", "Andes Credit"]);
    expect(sheet.getCell("A3").value).toBe("Generated at");
    expect(sheet.getRow(5).values).toEqual([undefined, "Client", "Amount", "Share"]);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 5 });
    expect(sheet.getColumn(1).width).toBe(30);
    const data = sheet.getRow(6);
    expect(data.getCell(1).value).toBe("'=cmd|' /C calc'!A0");
    expect(data.getCell(1).formula).toBeUndefined();
    expect(data.getCell(2).value).toBe(1234567.891);
    expect(data.getCell(2).numFmt).toBe("#,##0.00");
    expect(data.getCell(3).numFmt).toBe("0.00%");
    expect(data.getCell(1).fill).toMatchObject({ pattern: "solid", fgColor: { argb: "FF93BB36" } });
  });

  it("formats amounts and percentages with the field's decimals", () => {
    expect(amountFormat(0)).toBe("#,##0");
    expect(amountFormat(2)).toBe("#,##0.00");
    expect(percentFormat(2)).toBe("0.00%");
    expect(percentFormat(0)).toBe("0%");
  });

  it("gives the portal's status colours", () => {
    expect(statusFill("rejected")).toMatchObject({ fgColor: { argb: "FFE62633" } });
    expect(statusFill("submitted")).toMatchObject({ fgColor: { argb: "FFF19836" } });
    expect(statusFill("in_review")).toMatchObject({ fgColor: { argb: "FF535353" } });
    expect(statusFill("created")).toMatchObject({ fgColor: { argb: "FF12B6CF" } });
    expect(statusFill("unknown")).toBeUndefined();
  });

  it("keeps text that starts like a formula as text, and leaves other text alone", () => {
    for (const text of ["=1+1", "+31 20 555", "-5", "@SUM(A1)", "\t=1"])
      expect(safeText(text)).toBe(`'${text}`);
    expect(safeText("Andes Credit")).toBe("Andes Credit");
    expect(safeText(null)).toBe("");
  });
});
