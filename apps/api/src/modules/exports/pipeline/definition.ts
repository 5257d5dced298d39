// What an export is (docs/exports.md, "One pipeline"): it reads its input, collects what the file holds and
// lays that out as sheets. runExport does the rest the same way for every export: the file name, the
// header block's last line, writing the workbook on a worker thread, storing it, the audit entry and the
// answer.
import type { ErrorInfo } from "../../../platform/errors";
import type { Access } from "../../access/access";
import type { ExportSheet } from "./sheets";

/** The checked input, or the refusal answered before anything is read. */
export type InputReading<Input> = { ok: true; input: Input } | { ok: false; error: ErrorInfo };

/** What each step of an export is given. */
export interface ExportRequest<S> {
  /** What the export reads through (repositories), as the composition root built them. */
  services: S;
  access: Access;
  /** yyyymmdd (UTC), one day for the whole export. */
  today: number;
  /** The language texts are written in: the one asked, else the caller's. */
  language: string;
}

/**
 * An export that is not written although its input was right, e.g. a choice that selects no client:
 * answered like an input refusal (BAD_USER_INPUT with the fields at fault), with no file and no audit entry.
 */
export class ExportRefusal {
  constructor(readonly error: ErrorInfo) {}
}

/** The file an export lays out. */
export interface ExportFile {
  /**
   * The parts of the file name, joined by "-" before ".xlsx"; an empty part is left out (no single client):
   * `["reports", null, "2025-01_2025-12"]` is reports-2025-01_2025-12.xlsx.
   */
  name: ReadonlyArray<string | null>;
  /** In order; each is written and committed before the next is taken (a generator keeps memory flat). */
  sheets: Iterable<ExportSheet>;
  /** What the file holds, for the audit entry ("12 reports"). */
  contents: string;
}

/** One export: `S` is what it reads through (e.g. `{ reporting: ReportingRepository }`). */
export interface ExportDefinition<Args, Input, Collected, S> {
  /** The mutation, as the audit log names actions. */
  action: string;
  /** The audit entry's description ("Reports exported"). */
  description: string;
  /** Checks the arguments field by field. */
  read(args: Args, request: ExportRequest<S>): InputReading<Input> | Promise<InputReading<Input>>;
  /** Reads what the file holds, within the caller's scope (a client outside it throws FORBIDDEN). */
  collect(input: Input, request: ExportRequest<S>): Promise<Collected | ExportRefusal>;
  /**
   * The file's name, sheets and audit summary: layout only, no reads. Runs on a worker thread
   * (workbook-job.ts), given structured clones of what `collect` answered and of the input: both must be
   * plain data (objects, arrays, Maps, Dates; no functions or class instances).
   */
  file(collected: Collected, input: Input): ExportFile;
}
