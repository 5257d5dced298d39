// Generated Excel files, kept for their owner until the retention period ends (docs/exports.md).
//
// The layout is GridFS's (bucket "exports": `exports.files`, `exports.chunks` with files_id, n, data), but the
// chunks are written and read by natural `_id`s (`<fileId>:<n>`) instead of through GridFSBucket: the bucket
// reads a file's chunks with `{ files_id }` sorted by n, which FerretDB 1.24 answers by scanning every chunk of
// every stored export, so a download would cost more the more exports are kept. Reading chunk by chunk by
// `_id` keeps one download's work proportional to its own file.
import { randomBytes } from "node:crypto";
import { Readable, Writable } from "node:stream";
import ExcelJS from "exceljs";
import { Binary } from "mongodb";
import type { Collection, Db } from "mongodb";
import { HOUR } from "../../platform/time";

export interface ExportFile {
  fileId: string;
  fileName: string;
}

export interface OpenedExport {
  fileName: string;
  length: number;
  stream: NodeJS.ReadableStream;
}

interface ExportFileDoc {
  _id: string;
  filename: string;
  length: number;
  chunkSize: number;
  uploadDate: Date;
  metadata: { owner: string; complete: boolean };
}

interface ExportChunkDoc {
  _id: string;
  files_id: string;
  n: number;
  data: Binary;
}

/** GridFS's default chunk size: well under the document limit, few round trips per file. */
export const CHUNK_SIZE = 255 * 1024;
const BUCKET = "exports";

function chunkId(fileId: string, n: number): string {
  return `${fileId}:${n}`;
}

/** 128 random bits: a file id cannot be guessed, so knowing one is no way into another's file. */
function newFileId(): string {
  return randomBytes(16).toString("hex");
}

export class ExportStore {
  private readonly files: Collection<ExportFileDoc>;
  private readonly chunks: Collection<ExportChunkDoc>;

  constructor(
    db: Db,
    private readonly retentionHours: number,
  ) {
    this.files = db.collection<ExportFileDoc>(`${BUCKET}.files`);
    this.chunks = db.collection<ExportChunkDoc>(`${BUCKET}.chunks`);
  }

  /** Streams a new workbook into storage, owned by `owner` (a user id); `build` adds sheets to the streaming writer (it must commit each worksheet; saveWorkbook commits the workbook). */
  async saveWorkbook(
    owner: string,
    fileName: string,
    build: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => Promise<void>,
  ): Promise<ExportFile> {
    const fileId = await this.begin(owner, fileName);
    const sink = new ChunkSink(this.chunks, fileId);
    // A chunk that cannot be stored fails the sink, and commit would then wait for a finish that never
    // comes: the two are awaited together so the failure ends the save.
    sink.finished.catch(() => undefined);
    try {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true });
      await build(workbook);
      await Promise.all([workbook.commit(), sink.finished]);
    } catch (error) {
      // The zip may still be writing: stop the sink first, or chunks would land after the removal.
      await sink.stop();
      await this.remove(fileId, sink.chunkCount);
      throw error;
    }
    await this.complete(fileId, sink.length);
    return { fileId, fileName };
  }

  /**
   * Stores a file written elsewhere (an export's workbook, written on a worker thread), owned by `owner`, in
   * chunks; if a chunk cannot be stored, the chunks stored so far and the file are removed.
   */
  async saveFile(owner: string, fileName: string, bytes: Uint8Array): Promise<ExportFile> {
    const fileId = await this.begin(owner, fileName);
    let stored = 0;
    try {
      for (let at = 0; at < bytes.length; at += CHUNK_SIZE) {
        await this.chunks.insertOne({
          _id: chunkId(fileId, stored),
          files_id: fileId,
          n: stored,
          data: new Binary(bytes.subarray(at, at + CHUNK_SIZE)),
        });
        stored += 1;
      }
    } catch (error) {
      await this.remove(fileId, stored);
      throw error;
    }
    await this.complete(fileId, bytes.length);
    return { fileId, fileName };
  }

  /** The file for its owner, or null (unknown id, expired, or another user's). */
  async open(fileId: string, requester: string): Promise<OpenedExport | null> {
    const file = await this.files.findOne({ _id: fileId });
    if (!file || !file.metadata.complete || file.metadata.owner !== requester) return null;
    if (file.uploadDate.getTime() <= this.cutoff(new Date()).getTime()) return null;
    return {
      fileName: file.filename,
      length: file.length,
      stream: chunkReader(this.chunks, fileId, Math.ceil(file.length / file.chunkSize)),
    };
  }

  /** Removes files older than the retention period. */
  async purgeExpired(now: Date): Promise<number> {
    // A scan of the files collection (one small document per export kept), on the timer only.
    const expired = await this.files
      .find({ uploadDate: { $lte: this.cutoff(now) } }, { projection: { length: 1, chunkSize: 1 } })
      .toArray();
    for (const file of expired) await this.remove(file._id, Math.ceil(file.length / file.chunkSize));
    return expired.length;
  }

  /** The file's document, recorded first and incomplete, so that the purge also finds the chunks of a write that never finished. */
  private async begin(owner: string, fileName: string): Promise<string> {
    const fileId = newFileId();
    await this.files.insertOne({
      _id: fileId,
      filename: fileName,
      length: 0,
      chunkSize: CHUNK_SIZE,
      uploadDate: new Date(),
      metadata: { owner, complete: false },
    });
    return fileId;
  }

  private async complete(fileId: string, length: number): Promise<void> {
    await this.files.updateOne({ _id: fileId }, { $set: { length, "metadata.complete": true } });
  }

  private cutoff(now: Date): Date {
    return new Date(now.getTime() - this.retentionHours * HOUR);
  }

  /**
   * Chunks by `_id`, then the file. An incomplete file's length is unknown, so its chunks are removed until
   * one is missing.
   */
  private async remove(fileId: string, chunkCount: number): Promise<void> {
    if (chunkCount > 0) {
      await this.chunks.bulkWrite(
        Array.from({ length: chunkCount }, (_, n) => ({
          deleteOne: { filter: { _id: chunkId(fileId, n) } },
        })),
        { ordered: false },
      );
    }
    for (let n = chunkCount; ; n++) {
      const { deletedCount } = await this.chunks.deleteOne({ _id: chunkId(fileId, n) });
      if (deletedCount === 0) break;
    }
    await this.files.deleteOne({ _id: fileId });
  }
}

/** Cuts what the workbook writer writes into chunks and stores each as it fills: memory stays one chunk. */
class ChunkSink extends Writable {
  chunkCount = 0;
  length = 0;
  readonly finished: Promise<void>;
  private pending: Buffer[] = [];
  private pendingLength = 0;
  private stopped = false;
  private inFlight: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly chunks: Collection<ExportChunkDoc>,
    private readonly fileId: string,
  ) {
    super();
    this.finished = new Promise((resolve, reject) => {
      this.once("finish", resolve);
      this.once("error", reject);
    });
  }

  override _write(data: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.pending.push(data);
    this.pendingLength += data.length;
    this.length += data.length;
    this.flushFull().then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flushFull()
      .then(() => (this.pendingLength > 0 ? this.store(Buffer.concat(this.pending)) : undefined))
      .then(() => callback(), callback);
  }

  /** Stores nothing more, and returns once the chunk being stored (if any) is stored or failed. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.destroy();
    await this.inFlight.catch(() => undefined);
  }

  private async flushFull(): Promise<void> {
    while (this.pendingLength >= CHUNK_SIZE) {
      const all = Buffer.concat(this.pending);
      this.pending = [all.subarray(CHUNK_SIZE)];
      this.pendingLength = all.length - CHUNK_SIZE;
      await this.store(all.subarray(0, CHUNK_SIZE));
    }
  }

  private async store(data: Buffer): Promise<void> {
    if (this.stopped) throw new Error(`Export ${this.fileId} was stopped`);
    const n = this.chunkCount++;
    this.inFlight = this.chunks.insertOne({
      _id: chunkId(this.fileId, n),
      files_id: this.fileId,
      n,
      data: new Binary(data),
    });
    await this.inFlight;
  }
}

/** Reads the chunks one at a time, as the reader asks for them. */
function chunkReader(chunks: Collection<ExportChunkDoc>, fileId: string, count: number): Readable {
  let n = 0;
  return new Readable({
    // Node ignores what read() returns, and this one never rejects: every failure is caught and destroys the
    // stream.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    async read() {
      if (n >= count) {
        this.push(null);
        return;
      }
      try {
        const chunk = await chunks.findOne({ _id: chunkId(fileId, n) });
        if (!chunk) throw new Error(`Export ${fileId} is missing its chunk ${n}`);
        n += 1;
        this.push(Buffer.from(chunk.data.buffer));
      } catch (error) {
        this.destroy(error as Error);
      }
    },
  });
}
