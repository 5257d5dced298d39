// Reads an uploaded workbook from the entries file-checks.ts inflated (and bounded), keeping only what the
// upload needs: the first four columns of every row (key, label, value; form key and version on row 1; the meta
// sheet's key/value rows) with the value cells' number formats. exceljs's streaming reader does this without
// building the whole workbook model, which for a 3 MB template is several hundred MB and most of the time of
// `xlsx.load`. The entries are first packed again without compression, in the order the streaming reader
// needs (relationships, workbook, shared strings and styles before the sheets), so it never buffers a sheet
// in a temporary file and always knows the styles (dates, number formats).
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { CellValue } from "exceljs";
import JSZip from "jszip";
import type { PackageEntries } from "./file-checks";

export interface UploadedCell {
  value: CellValue;
  numFmt?: string;
}

export interface UploadedSheet {
  name: string;
  /** Cells of columns 1–4 of each row that has any, by row number; index 0 is column 1. */
  rows: Map<number, UploadedCell[]>;
}

export interface UploadedWorkbook {
  sheets: UploadedSheet[];
}

const READ_COLUMNS = 4;
const FIRST_PARTS = [
  "[Content_Types].xml",
  "_rels/.rels",
  "xl/_rels/workbook.xml.rels",
  "xl/workbook.xml",
  "xl/sharedStrings.xml",
  "xl/styles.xml",
];

function ordered(entries: PackageEntries): string[] {
  const names = [...entries.keys()];
  return [
    ...FIRST_PARTS.filter((name) => entries.has(name)),
    ...names.filter((name) => !FIRST_PARTS.includes(name)),
  ];
}

export async function readUploadedWorkbook(entries: PackageEntries): Promise<UploadedWorkbook> {
  const zip = new JSZip();
  for (const name of ordered(entries)) zip.file(name, entries.get(name)!, { compression: "STORE" });
  const packed = await zip.generateAsync({ type: "nodebuffer", compression: "STORE" });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([packed]), {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  const sheets: UploadedSheet[] = [];
  for await (const worksheet of reader) {
    const rows = new Map<number, UploadedCell[]>();
    for await (const row of worksheet) {
      const cells: UploadedCell[] = [];
      for (let column = 1; column <= READ_COLUMNS; column++) {
        const cell = row.getCell(column);
        cells.push({ value: cell.value, numFmt: cell.numFmt });
      }
      rows.set(row.number, cells);
    }
    sheets.push({ name: (worksheet as unknown as { name: string }).name, rows });
  }
  return { sheets };
}
