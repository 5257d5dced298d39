// How a kept collection's documents are written into snapshot chunks and read back (kept-snapshots.ts):
// batches of documents as BSON, so that every value comes back as the driver reads it (dates, ids, binary),
// deflated, each chunk well under the 16 MB of a document. Hundreds of thousands of documents take seconds of
// CPU either way, so the work is cut into batches of a few milliseconds with a turn of the event loop between
// them: requests arriving meanwhile are answered between two batches, and deflating runs off the main thread.
import { promisify } from "node:util";
import { deflate, inflate } from "node:zlib";
import { BSON } from "mongodb";
import type { Document } from "mongodb";

/** Documents serialised at once: a few milliseconds of work for documents of a few kilobytes. */
const BATCH = 256;

/** Uncompressed bytes per chunk: deflated, a chunk stays well under a document's 16 MB whatever the data. */
export const CHUNK_BYTES = 8 * 1024 * 1024;

/** Fastest compression: BSON's repeated names shrink to a fifth or less even so. */
const LEVEL = 1;

const deflated = promisify(deflate);
const inflated = promisify(inflate);

/** Lets requests waiting for the event loop run before the next batch. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** One chunk: its deflated bytes and the documents it holds. */
export interface EncodedChunk {
  data: Buffer;
  documents: number;
}

/**
 * The documents as chunks of deflated BSON batches (each batch `{ d: [...] }`, one after another), in their
 * order.
 */
export async function encodeChunks(documents: readonly Document[]): Promise<EncodedChunk[]> {
  const chunks: EncodedChunk[] = [];
  let batches: Uint8Array[] = [];
  let bytes = 0;
  let held = 0;
  const close = async () => {
    if (held === 0) return;
    const data = await deflated(Buffer.concat(batches, bytes), { level: LEVEL });
    chunks.push({ data, documents: held });
    batches = [];
    bytes = 0;
    held = 0;
  };
  for (let start = 0; start < documents.length; start += BATCH) {
    for (const batch of serialised(documents.slice(start, start + BATCH))) {
      if (bytes > 0 && bytes + batch.bytes.length > CHUNK_BYTES) await close();
      batches.push(batch.bytes);
      bytes += batch.bytes.length;
      held += batch.documents;
    }
    await nextTurn();
  }
  await close();
  return chunks;
}

/**
 * The batch as BSON, or as two halves (and so on) when large documents make it too big for BSON or for a
 * chunk: a single document is never bigger than either.
 */
function serialised(batch: readonly Document[]): Array<{ bytes: Uint8Array; documents: number }> {
  let bytes: Uint8Array | null = null;
  try {
    bytes = BSON.serialize({ d: batch });
  } catch (error) {
    if (batch.length === 1) throw error;
  }
  if (bytes && (bytes.length <= CHUNK_BYTES || batch.length === 1))
    return [{ bytes, documents: batch.length }];
  const half = Math.ceil(batch.length / 2);
  return [...serialised(batch.slice(0, half)), ...serialised(batch.slice(half))];
}

/** The documents of one chunk, appended to `into` in their order. */
export async function decodeChunk(data: Buffer, into: Document[]): Promise<void> {
  const bytes = await inflated(data);
  let offset = 0;
  while (offset < bytes.length) {
    const size = bytes.readInt32LE(offset);
    const batch = BSON.deserialize(bytes.subarray(offset, offset + size)) as { d: Document[] };
    for (const document of batch.d) into.push(document);
    offset += size;
    await nextTurn();
  }
}
