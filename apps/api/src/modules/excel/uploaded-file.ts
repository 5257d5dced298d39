// An uploaded report file, read on a worker thread: what the bytes are (file-checks.ts: type, size, damage,
// zip bomb), the first columns of every sheet (workbook-reader.ts) and the template's versions property; or
// what is wrong with the file. Only this plain reading crosses back to the request thread, where
// upload-check.ts checks it against the report's forms and stored data.
import { handleJob, workerJob } from "../../platform/worker-pool";
import { readSpreadsheet } from "./file-checks";
import type { FileProblemKind } from "./file-checks";
import { versionsIn } from "./versions-property";
import type { Versions } from "./versions-property";
import { readUploadedWorkbook } from "./workbook-reader";
import type { UploadedWorkbook } from "./workbook-reader";

export type UploadedFileReading =
  { problem: FileProblemKind } | { workbook: UploadedWorkbook; versions: Versions | null };

export async function readUploadedFile(file: Uint8Array): Promise<UploadedFileReading> {
  const read = await readSpreadsheet(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
  if ("problem" in read) return { problem: read.problem.kind };
  let workbook: UploadedWorkbook;
  try {
    workbook = await readUploadedWorkbook(read.entries);
  } catch {
    return { problem: "corrupt" };
  }
  return { workbook, versions: versionsIn(read.entries) };
}

export const uploadedFileJob = workerJob<Uint8Array, UploadedFileReading>("uploaded-file", "parse");

export const uploadedFileHandler = handleJob(uploadedFileJob, readUploadedFile);
