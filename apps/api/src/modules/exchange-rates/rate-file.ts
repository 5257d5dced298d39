// An uploaded exchange-rate file → its rows of cell texts, with the row numbers a person sees in Excel or a
// text editor. What the file is comes from its bytes, never its name: an .xlsx package (zip) goes through the
// Excel upload's checks (signature, legacy .xls, password, zip bomb: excel/file-checks.ts) and reader; anything
// else must be UTF-8 text, read as CSV with a comma or semicolon between the columns. The reading runs on a
// worker thread (rateFileJob); the month's rules (rate-rules.ts) are applied to its rows on the request thread.
import { message } from "@ledgerline/schemas/messages";
import type { Message } from "@ledgerline/schemas/messages";
import { CsvError, parse } from "csv-parse/sync";
import type { Text } from "../../platform/errors";
import { handleJob, workerJob } from "../../platform/worker-pool";
import { readSpreadsheet } from "../excel/file-checks";
import type { FileProblemKind } from "../excel/file-checks";
import { shownText } from "../excel/cell-values";
import { readUploadedWorkbook } from "../excel/workbook-reader";
import type { UploadedCell, UploadedSheet } from "../excel/workbook-reader";

/** A month's rates are a few KB; this leaves room for a formatted workbook and stays under the request limit. */
export const MAX_RATE_FILE_BYTES = 512 * 1024;

export interface FileRow {
  /** 1-based, as the file's own line or row numbers. */
  row: number;
  cells: string[];
}

// A CSV parser's own complaint is English only; every other refusal is a shared message.
export type FileReading = { ok: true; rows: FileRow[] } | { ok: false; message: Text };

const ZIP_OR_OLE2 = [Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0xd0, 0xcf, 0x11, 0xe0])];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const FILE_PROBLEMS: Record<FileProblemKind, Message> = {
  empty: message("rate-file-empty"),
  tooLarge: message("rate-file-too-large", { kilobytes: MAX_RATE_FILE_BYTES / 1024 }),
  notSpreadsheet: message("rate-file-not-spreadsheet"),
  legacyXls: message("rate-file-legacy-xls"),
  passwordProtected: message("rate-file-password-protected"),
  corrupt: message("rate-file-corrupt"),
  zipBomb: message("rate-file-zip-bomb"),
};

const refused = (problem: Text): FileReading => ({ ok: false, message: problem });

/** The file's bytes from the base64 the client sent, or why there are none (malformed, empty, too large). */
export function decodeFile(content: string): { ok: true; bytes: Buffer } | { ok: false; message: Message } {
  // Checked on the encoded length first, so an oversize file is never decoded.
  if (content.length > Math.ceil(MAX_RATE_FILE_BYTES / 3) * 4)
    return { ok: false, message: FILE_PROBLEMS.tooLarge };
  if (!BASE64.test(content) || content.length % 4 !== 0)
    return { ok: false, message: message("rate-file-not-base64") };
  const bytes = Buffer.from(content, "base64");
  if (bytes.length === 0) return { ok: false, message: FILE_PROBLEMS.empty };
  if (bytes.length > MAX_RATE_FILE_BYTES) return { ok: false, message: FILE_PROBLEMS.tooLarge };
  return { ok: true, bytes };
}

export async function readRateFile(bytes: Buffer): Promise<FileReading> {
  const head = bytes.subarray(0, 4);
  return ZIP_OR_OLE2.some((signature) => head.equals(signature)) ? readWorkbook(bytes) : readCsv(bytes);
}

/** The first sheet's first columns; rows with nothing in them are left out. */
async function readWorkbook(bytes: Buffer): Promise<FileReading> {
  const read = await readSpreadsheet(bytes);
  if ("problem" in read) return refused(FILE_PROBLEMS[read.problem.kind]);
  let sheet: UploadedSheet | undefined;
  try {
    sheet = (await readUploadedWorkbook(read.entries)).sheets[0];
  } catch {
    return refused(FILE_PROBLEMS.corrupt);
  }
  const rows: FileRow[] = [];
  const numbered = [...(sheet?.rows ?? new Map<number, UploadedCell[]>())].sort(([a], [b]) => a - b);
  for (const [row, cells] of numbered) {
    const texts = trimTrailingEmpty(cells.map((cell) => shownText(cell.value).trim()));
    if (texts.length > 0) rows.push({ row, cells: texts });
  }
  return { ok: true, rows };
}

function readCsv(bytes: Buffer): FileReading {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return refused(FILE_PROBLEMS.notSpreadsheet);
  }
  if (text.includes("\u0000")) return refused(FILE_PROBLEMS.notSpreadsheet);
  try {
    const records = parse(text, {
      bom: true,
      delimiter: [",", ";"],
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    const rows = records
      .map(({ record, info }) => ({ row: info.lines, cells: trimTrailingEmpty(record) }))
      .filter((row) => row.cells.length > 0);
    return { ok: true, rows };
  } catch (error) {
    if (error instanceof CsvError)
      return refused(`Row ${String(error.lines)}: the CSV cannot be read (${error.message}).`);
    throw error;
  }
}

/** Cells up to the last one with something in it ("PEN,3.75,," is two cells). */
function trimTrailingEmpty(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === "") end -= 1;
  return cells.slice(0, end);
}

export const rateFileJob = workerJob<Uint8Array, FileReading>("rate-file", "parse");

export const rateFileHandler = handleJob(rateFileJob, (bytes) =>
  readRateFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
);
