// A factsheet sheet's value cells follow the field's settings: its decimals and, for numeric fields, its unit
// in the number format, while the cell keeps the number.
import { PassThrough } from "node:stream";
import type { FieldDefinition } from "@ledgerline/schemas";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { ClientDoc } from "../../../model/clients";
import type { FormConfigDoc } from "../../reports/model";
import { writeExportSheet } from "../pipeline/sheets";
import type { FactsheetValue } from "./data";
import { factsheetSheet } from "./workbook";

const FIELDS = [
  { internalName: "days", name: { en: "Days" }, type: "numeric", settings: { decimals: 1, unit: "days" } },
  { internalName: "share", name: { en: "Share" }, type: "percentual", settings: { decimals: 1 } },
  { internalName: "cash", name: { en: "Cash" }, type: "currency", settings: { decimals: 0 } },
  { internalName: "plain", name: { en: "Plain" }, type: "numeric" },
] as unknown as FieldDefinition[];

async function sheetOf(language: string, values: FactsheetValue[]): Promise<ExcelJS.Worksheet> {
  const stream = new PassThrough();
  const parts: Buffer[] = [];
  stream.on("data", (part: Buffer) => parts.push(part));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const form = { key: "kpis", name: { en: "KPIs" } } as unknown as FormConfigDoc;
  const sheet = factsheetSheet(
    "KPIs",
    {
      form: { form, rows: FIELDS.map((field) => ({ field, depth: 1 })) },
      currency: "USD",
      clients: [
        {
          client: { name: "Andes" } as ClientDoc,
          overdue: false,
          values: new Map([["kpis", new Map([["USD", [values]]])]]),
        },
      ],
    },
    {
      forWhom: "Andes",
      periods: [{ month: "2024-03", numeric: 20240331, year: false, label: "Mar 2024" }],
      periodType: "c",
      scale: 1,
      data: "Approved",
      language,
    },
    null,
  );
  writeExportSheet(workbook, sheet, new Date(Date.UTC(2024, 3, 1)));
  await workbook.commit();
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer);
  return read.getWorksheet("KPIs")!;
}

/** The value cell of each field, in field order (the data rows follow the two heading rows). */
function valueCells(sheet: ExcelJS.Worksheet): ExcelJS.Cell[] {
  const first = sheet.getColumn(1).values.findIndex((value) => value === "Period") + 1;
  return FIELDS.map((_, index) => sheet.getRow(first + index).getCell(2));
}

describe("factsheetSheet", () => {
  it("formats each value with its field's decimals and unit, keeping the number", async () => {
    const cells = valueCells(await sheetOf("en", [12.34, 0.1255, 9876.54, 0.05]));
    expect(cells.map((cell) => cell.value)).toEqual([12.34, 0.1255, 9876.54, 0.05]);
    expect(cells.map((cell) => cell.numFmt)).toEqual(['#,##0.0" days"', "0.0%", "#,##0", "#,##0.00"]);
  });

  it("says the unit in the export's language", async () => {
    const [days] = valueCells(await sheetOf("fr", [12.34, null, null, null]));
    expect(days!.numFmt).toBe('#,##0.0" jours"');
  });
});
