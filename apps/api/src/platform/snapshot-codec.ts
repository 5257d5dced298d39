// How a kept collection's documents are written into snapshot chunks and read back (kept-snapshots.ts):
// batches of documents, deflated, each chunk well under the 16 MB of a document. A batch of plain values
// (objects, arrays, strings, numbers, booleans, null, dates) is written with V8's serializer, which reads
// back two to three times faster than BSON, equal nested objects written once; one holding anything else
// (an ObjectId, binary data, a Long) is written as BSON, so every value comes back as the driver read it. Hundreds of thousands of documents take
// seconds of CPU either way, so the work is cut into batches of a few milliseconds with a turn of the event
// loop between them, and deflating and inflating run off the main thread.
import { promisify } from "node:util";
import { deserialize, serialize } from "node:v8";
import { deflate, inflate } from "node:zlib";
import { BSON } from "mongodb";
import type { Document } from "mongodb";

/** Documents serialised at once: a few milliseconds of work for documents of a few kilobytes. */
const BATCH = 256;

/** Uncompressed bytes per chunk: deflated, a chunk stays well under a document's 16 MB whatever the data. */
export const CHUNK_BYTES = 8 * 1024 * 1024;

/** Fastest compression: the repeated field names shrink to a fifth or less even so. */
const LEVEL = 1;

/** A batch is its kind (one byte), its length (four bytes, little-endian), then its bytes. */
const HEADER = 5;
const V8 = 0x76; // "v"
const BSON_BATCH = 0x62; // "b"

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

/** The documents as chunks of deflated batches, in their order. */
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
 * The batch with its header, or as two halves (and so on) when large documents make it too big for BSON or
 * for a chunk: a single document is never bigger than either.
 */
function serialised(batch: readonly Document[]): Array<{ bytes: Uint8Array; documents: number }> {
  let bytes: Uint8Array | null = null;
  try {
    const kind = Math.max(...batch.map(kindOf));
    bytes =
      kind === JSON_VALUES
        ? withHeader(V8, serialize(withRepeatsShared(batch)))
        : kind === PLAIN_VALUES
          ? withHeader(V8, serialize(batch))
          : withHeader(BSON_BATCH, BSON.serialize({ d: batch }));
  } catch (error) {
    if (batch.length === 1) throw error;
  }
  if (bytes && (bytes.length <= CHUNK_BYTES || batch.length === 1))
    return [{ bytes, documents: batch.length }];
  const half = Math.ceil(batch.length / 2);
  return [...serialised(batch.slice(0, half)), ...serialised(batch.slice(half))];
}

function withHeader(kind: number, payload: Uint8Array): Uint8Array {
  const bytes = Buffer.allocUnsafe(HEADER + payload.length);
  bytes[0] = kind;
  bytes.writeUInt32LE(payload.length, 1);
  bytes.set(payload, HEADER);
  return bytes;
}

/** What a value holds: JSON's values alone (written exactly as JSON), with dates or other oddities too, or
 * values only BSON gives back as the driver read them (an ObjectId, binary data, a Long). */
const JSON_VALUES = 0;
const PLAIN_VALUES = 1;
const BSON_VALUES = 2;

function kindOf(value: unknown): number {
  switch (typeof value) {
    case "string":
    case "boolean":
      return JSON_VALUES;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0) ? JSON_VALUES : PLAIN_VALUES;
    case "object":
      break;
    default:
      return typeof value === "undefined" ? PLAIN_VALUES : BSON_VALUES;
  }
  if (value === null) return JSON_VALUES;
  if (value instanceof Date) return PLAIN_VALUES;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return BSON_VALUES;
  let kind = JSON_VALUES;
  for (const key in value) {
    kind = Math.max(kind, kindOf((value as Record<string, unknown>)[key]));
    if (kind === BSON_VALUES) break;
  }
  return kind;
}

/** Nested objects up to this size (as JSON) are shared when equal; bigger ones are rarely repeated. */
const SHARED_AT_MOST = 1024;

/**
 * Copies of the documents in which equal nested objects (a report's template, client and settings, a
 * period's context) are one object: V8's serializer writes it once and reads it back once, so decoding
 * creates far fewer objects and strings, and the documents read back share them. For JSON's values only, where
 * equal JSON means equal values. The documents given are left as they are.
 */
function withRepeatsShared(batch: readonly Document[]): Document[] {
  const known = new Map<string, unknown>();
  const shared = (value: unknown): unknown => {
    if (value === null || typeof value !== "object") return value;
    const copy = Array.isArray(value)
      ? value.map(shared)
      : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shared(inner)]));
    const json = JSON.stringify(copy);
    if (json.length > SHARED_AT_MOST) return copy;
    const same = known.get(json);
    if (same !== undefined) return same;
    known.set(json, copy);
    return copy;
  };
  return batch.map((document) =>
    Object.fromEntries(Object.entries(document).map(([key, value]) => [key, shared(value)])),
  );
}

/** A chunk's bytes inflated, off the main thread: start every chunk's at once, then decode them in order. */
export function inflateChunk(data: Uint8Array): Promise<Buffer> {
  return inflated(data);
}

/** The documents of one inflated chunk, appended to `into` in their order. */
export async function decodeChunk(bytes: Buffer, into: Document[]): Promise<void> {
  let offset = 0;
  while (offset < bytes.length) {
    const kind = bytes[offset]!;
    const size = bytes.readUInt32LE(offset + 1);
    const payload = bytes.subarray(offset + HEADER, offset + HEADER + size);
    const batch =
      kind === V8 ? (deserialize(payload) as Document[]) : (BSON.deserialize(payload) as { d: Document[] }).d;
    for (const document of batch) into.push(document);
    offset += HEADER + size;
    await nextTurn();
  }
}
