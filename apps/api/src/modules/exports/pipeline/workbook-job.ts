// An export's workbook, laid out and written on a worker thread (docs/exports.md, "One pipeline"): the request
// thread posts what the export collected, with the export's name; the thread runs the export's `file` and
// writes every sheet with exceljs' streaming writer into bytes, which the request thread then stores.
import { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { workerJob } from "../../../platform/worker-pool";
import type { ExportDefinition } from "./definition";
import { exportFileName } from "./file-name";
import { writeExportSheet } from "./sheets";

/** What the request thread posts: structured clones, so `collected` and `input` are plain data. */
export interface ExportWorkbookInput {
  /** The export's name (its `action`). */
  export: string;
  collected: unknown;
  input: unknown;
}

export interface WrittenExport {
  fileName: string;
  /** What the file holds, for the audit entry ("12 reports"). */
  contents: string;
  bytes: Uint8Array;
}

export const exportWorkbookJob = workerJob<ExportWorkbookInput, WrittenExport>("export-workbook", "export");

/** The part of an export a worker thread runs. */
export type ExportLayout<Collected, Input> = Pick<
  ExportDefinition<unknown, Input, Collected, unknown>,
  "action" | "file"
>;

/** Lays out the export and writes its workbook into memory, every sheet with the same "Generated at". */
export async function writeExportWorkbook<Collected, Input>(
  layout: ExportLayout<Collected, Input>,
  collected: Collected,
  input: Input,
): Promise<WrittenExport> {
  const file = layout.file(collected, input);
  const parts: Buffer[] = [];
  const sink = new Writable({
    write(part: Buffer, _encoding, callback) {
      parts.push(part);
      callback();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true });
  const generatedAt = new Date();
  for (const sheet of file.sheets) writeExportSheet(workbook, sheet, generatedAt);
  await workbook.commit();
  return { fileName: exportFileName(file.name), contents: file.contents, bytes: Buffer.concat(parts) };
}
