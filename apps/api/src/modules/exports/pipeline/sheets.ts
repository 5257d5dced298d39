// One sheet of an export as every export lays it out (docs/exports.md, "Sheet conventions"): the header block
// (the title, the export's label and value lines, "Generated at" last), the heading rows frozen with it, then
// the data. writeExportSheet does what every sheet shares; an export gives only what is its own.
import type ExcelJS from "exceljs";
import type { ColumnSpec } from "../../../platform/sheet";
import {
  freezeBelow,
  generatedAtLabel,
  headerBlock,
  headingRow,
  headingRowOf,
  setColumns,
  writeRow,
} from "../../../platform/sheet";

export type HeaderLine = [label: string, value: string];

export interface ExportSheet {
  /** The worksheet's name (31 characters at most, unique in the workbook). */
  name: string;
  /** The header block's title, row 1. */
  title: string;
  /** The header block's lines: what the sheet holds, for whom, periods, filters, counts. */
  lines: readonly HeaderLine[];
  /** Widths and number formats; the headings are the body's to write. */
  columns: ColumnSpec[];
  /** How many rows under the header block stay in view with it (the column headings). */
  headingRows: number;
  /** How many columns at the left stay in view (a column of row labels); 0 for a table. */
  frozenColumns: number;
  /** Writes the heading rows from `headingAt` on, then the data rows, committing each row. */
  writeBody(sheet: ExcelJS.Worksheet, headingAt: number): void;
}

/** A table: one heading row from the columns, then a row of cells per item. */
export interface TableSheet<Row> {
  name: string;
  title: string;
  lines: readonly HeaderLine[];
  columns: ColumnSpec[];
  rows: Iterable<Row>;
  /** The cells of one item from column 1 on; texts from data through safeText. */
  cells(row: Row): ExcelJS.CellValue[];
  /** Styles a written row's cells before it is committed, e.g. a status fill. */
  decorate?(written: ExcelJS.Row, row: Row): void;
}

export function tableSheet<Row>(table: TableSheet<Row>): ExportSheet {
  const { decorate } = table;
  return {
    name: table.name,
    title: table.title,
    lines: table.lines,
    columns: table.columns,
    headingRows: 1,
    frozenColumns: 0,
    writeBody(sheet, headingAt) {
      let next = headingRow(sheet, headingAt, table.columns);
      for (const row of table.rows)
        writeRow(sheet, next++, table.cells(row), decorate && ((written) => decorate(written, row)));
    },
  };
}

/** Adds the sheet to the streaming workbook, writes it and commits it. */
export function writeExportSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  sheet: ExportSheet,
  generatedAt: Date,
): void {
  const lines: HeaderLine[] = [...sheet.lines, ["Generated at", generatedAtLabel(generatedAt)]];
  const headingAt = headingRowOf(lines);
  const worksheet = workbook.addWorksheet(
    sheet.name,
    freezeBelow(headingAt + sheet.headingRows, sheet.frozenColumns),
  );
  // Widths before any row: a streamed sheet writes its columns ahead of the first committed row.
  setColumns(worksheet, sheet.columns);
  headerBlock(worksheet, sheet.title, lines);
  sheet.writeBody(worksheet, headingAt);
  worksheet.commit();
}

/** The chosen filters besides clients and periods, as one header line's value: "none" when there are none. */
export function filtersLabel(parts: readonly string[]): string {
  return parts.filter((part) => part !== "").join("; ") || "none";
}
