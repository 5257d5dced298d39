// Reading exports back in tests: the file as its owner downloads it, opened with exceljs.
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

/** GET /download/{fileId} as the token's user, opened as a workbook. */
export async function downloadWorkbook(
  app: FastifyInstance,
  token: string,
  fileId: string,
): Promise<ExcelJS.Workbook> {
  const response = await app.inject({
    method: "GET",
    url: `/download/${fileId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

/** The values of a sheet's rows from `first` on, each as an array from column 1 (rich dates stay Dates). */
export function rowValues(sheet: ExcelJS.Worksheet, first: number): unknown[][] {
  const rows: unknown[][] = [];
  for (let number = first; number <= sheet.rowCount; number++) {
    const values = sheet.getRow(number).values as unknown[];
    rows.push(values.slice(1));
  }
  return rows;
}

/** The row number holding `heading` in column A (the column headings under the header block). */
export function headingRowOf(sheet: ExcelJS.Worksheet, heading: string): number {
  for (let number = 1; number <= sheet.rowCount; number++)
    if (sheet.getRow(number).getCell(1).value === heading) return number;
  throw new Error(`no heading ${heading} in ${sheet.name}`);
}
