// What an uploaded file is, decided by its bytes, never its name: an .xlsx is a zip package holding
// [Content_Types].xml and xl/workbook.xml; a legacy .xls and a password-protected .xlsx are both OLE2
// compound files (signature D0 CF 11 E0), which exceljs cannot read, so both are refused with a message that
// says what to do. Zip bombs are refused before anything inflates the file into memory: the central directory
// is read with yauzl (declared sizes, entry count, ratio), then every entry it lists is inflated with an output
// limit of its declared size, so a lying header cannot get past the limit either; the workbook is then read
// from these entries only (workbook-reader.ts).
import { inflateRawSync } from "node:zlib";
import yauzl from "yauzl";
import type { Entry, ZipFile } from "yauzl";
import { ExcelRefusal } from "./answers";
import { MAX_COMPRESSION_RATIO, MAX_UNCOMPRESSED_BYTES, MAX_UPLOAD_BYTES, MAX_ZIP_ENTRIES } from "./layout";
import { fileProblemMessage } from "./upload-texts";
import type { FileProblemKind } from "./upload-texts";

export type { FileProblemKind };

export interface FileProblem {
  kind: FileProblemKind;
  /** HTTP status of the refusal. */
  status: 413 | 415 | 422;
}

const MB = 1024 * 1024;

const STATUS: Record<FileProblemKind, FileProblem["status"]> = {
  empty: 422,
  tooLarge: 413,
  notSpreadsheet: 415,
  legacyXls: 415,
  passwordProtected: 415,
  corrupt: 422,
  zipBomb: 422,
};

export function fileProblem(kind: FileProblemKind): FileProblem {
  return { kind, status: STATUS[kind] };
}

/** The refusal of a file problem, worded in the request's language. */
export function fileRefusal(kind: FileProblemKind, language: string): ExcelRefusal {
  const message = fileProblemMessage(kind, language, { megabytes: MAX_UNCOMPRESSED_BYTES / MB });
  return new ExcelRefusal(STATUS[kind], message);
}

const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/**
 * Office encryption stores the encrypted package in an OLE2 compound file with the streams EncryptionInfo and
 * EncryptedPackage; directory entry names are UTF-16LE, so finding them needs no full compound-file parser.
 */
const ENCRYPTION_STREAMS = ["EncryptionInfo", "EncryptedPackage"].map((name) => Buffer.from(name, "utf16le"));

/** The package's entries, inflated (bounded by the checks above), by name. */
export type PackageEntries = Map<string, Buffer>;

/** What the bytes are, without trusting the name: a problem, or the entries of an .xlsx package. */
export async function readSpreadsheet(
  file: Buffer,
): Promise<{ problem: FileProblem } | { entries: PackageEntries }> {
  if (file.length === 0) return { problem: fileProblem("empty") };
  if (file.length > MAX_UPLOAD_BYTES) return { problem: fileProblem("tooLarge") };
  if (file.subarray(0, 8).equals(OLE2_SIGNATURE)) {
    return {
      problem: fileProblem(
        ENCRYPTION_STREAMS.some((name) => file.includes(name)) ? "passwordProtected" : "legacyXls",
      ),
    };
  }
  if (!file.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) return { problem: fileProblem("notSpreadsheet") };
  return readPackage(file);
}

/** null when the file is an .xlsx package safe to read. */
export async function inspectSpreadsheet(file: Buffer): Promise<FileProblem | null> {
  const read = await readSpreadsheet(file);
  return "problem" in read ? read.problem : null;
}

function hasLocalHeaderAt(file: Buffer, offset: number): boolean {
  return file.subarray(offset, offset + ZIP_LOCAL_HEADER.length).equals(ZIP_LOCAL_HEADER);
}

async function readPackage(file: Buffer): Promise<{ problem: FileProblem } | { entries: PackageEntries }> {
  const problem = (kind: FileProblemKind) => ({ problem: fileProblem(kind) });
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(file, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    return problem("corrupt");
  }
  try {
    if (zip.entryCount > MAX_ZIP_ENTRIES) return problem("zipBomb");
    const entries: Entry[] = [];
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (declared > MAX_UNCOMPRESSED_BYTES || (entry.uncompressedSize > MB && ratio > MAX_COMPRESSION_RATIO))
        return problem("zipBomb");
      entries.push(entry);
    }
    const names = new Set(entries.map((entry) => entry.fileName));
    if (!names.has("[Content_Types].xml") || !names.has("xl/workbook.xml")) return problem("notSpreadsheet");
    if (entries.some((entry) => entry.isEncrypted())) return problem("passwordProtected");
    // Inflate each entry once, bounded by its declared size: an entry whose data inflates beyond what its
    // header says (a lying header) is stopped there. Only these entries, found through the central
    // directory, are read afterwards (workbook-reader.ts), so nothing else in the file is ever inflated.
    const inflated: PackageEntries = new Map();
    for (const entry of entries) {
      // The minimal read below skips the local header's signature: a header that is not one is damage.
      if (!hasLocalHeaderAt(file, entry.relativeOffsetOfLocalHeader)) return problem("corrupt");
      if (entry.fileName.endsWith("/")) continue;
      const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
      const data = file.subarray(fileDataStart, fileDataStart + entry.compressedSize);
      if (entry.compressionMethod === 0) {
        if (data.length !== entry.uncompressedSize) return problem("corrupt");
        inflated.set(entry.fileName, data);
      } else if (entry.compressionMethod === 8) {
        inflated.set(
          entry.fileName,
          inflateRawSync(data, { maxOutputLength: Math.max(entry.uncompressedSize, 1) }),
        );
      } else return problem("corrupt");
    }
    return { entries: inflated };
  } catch (error) {
    // zlib's answer for an entry that inflates beyond its declared size.
    return (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE"
      ? problem("zipBomb")
      : problem("corrupt");
  } finally {
    zip.close();
  }
}
