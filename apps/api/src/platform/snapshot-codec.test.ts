// The snapshot codec: documents come back as the driver would read them, in order, across chunks each well
// under a document's 16 MB, and the event loop turns between batches.
import { randomBytes } from "node:crypto";
import { Binary, ObjectId } from "mongodb";
import type { Document } from "mongodb";
import { describe, expect, it } from "vitest";
import { CHUNK_BYTES, decodeChunk, encodeChunks, inflateChunk } from "./snapshot-codec";

const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

async function roundTrip(documents: readonly Document[]): Promise<Document[]> {
  const back: Document[] = [];
  for (const chunk of await encodeChunks(documents)) await decodeChunk(await inflateChunk(chunk.data), back);
  return back;
}

/** How many turns of the event loop other work got while `work` ran. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  running = false;
  return turns;
}

describe(encodeChunks, () => {
  it("gives back every value as it was: dates, ids, binary data, nested documents and arrays", async () => {
    const documents = [
      {
        _id: "a",
        at: new Date(Date.UTC(2024, 5, 30)),
        ref: new ObjectId("6c0000000000000000000001"),
        file: new Binary(Buffer.from([1, 2, 3])),
        values: { total: 1234, share: 0.5, none: null, flag: true },
        list: [{ name: "x" }, [1, 2]],
      },
      { _id: "b", values: {} },
    ];
    expect(await roundTrip(documents)).toEqual(documents);
    expect(await roundTrip([])).toEqual([]);
    // Plain values only (V8's serializer): a date is still a date.
    const plain = [{ _id: "c", at: new Date(Date.UTC(2025, 0, 31)), values: { n: 1.5, text: "é" } }];
    const [back] = await roundTrip(plain);
    expect(back).toEqual(plain[0]);
    expect(back!.at).toBeInstanceOf(Date);
  });

  it("reads equal nested objects back as one object, leaving the documents given as they were", async () => {
    const template = () => ({ key: "monthly", name: { en: "Monthly", fr: "Mensuel" } });
    const documents = [
      { _id: "a", config: template(), values: { x: 1 } },
      { _id: "b", config: template(), values: { x: 2 } },
      { _id: "c", config: { ...template(), key: "quarterly" }, values: { x: 1 } },
    ];
    const [a, b, c] = await roundTrip(documents);
    expect([a, b, c]).toEqual(documents);
    expect(b!.config).toBe(a!.config);
    expect(c!.config).not.toBe(a!.config);
    expect(c!.config.name).toBe(a!.config.name);
    expect(documents[1]!.config).not.toBe(documents[0]!.config);
    // Values JSON cannot tell apart keep their own objects: -0 is not 0.
    const [zero, minusZero] = await roundTrip([
      { _id: "z", value: { n: 0 } },
      { _id: "m", value: { n: -0 } },
    ]);
    expect(Object.is(zero!.value.n, 0)).toBe(true);
    expect(Object.is(minusZero!.value.n, -0)).toBe(true);
  });

  it("splits many documents into chunks well under 16 MB and keeps their order", async () => {
    // Random text does not compress: the chunks are as big as they get.
    const documents = Array.from({ length: 2500 }, (_, i) => ({
      _id: `doc-${i}`,
      text: randomBytes(3000).toString("base64"),
    }));
    const chunks = await encodeChunks(documents);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.data.length).toBeLessThan(MAX_DOCUMENT_BYTES / 2);
    expect(chunks.reduce((sum, chunk) => sum + chunk.documents, 0)).toBe(documents.length);
    const back: Document[] = [];
    for (const chunk of chunks) await decodeChunk(await inflateChunk(chunk.data), back);
    expect(back.map((document) => document._id)).toEqual(documents.map((document) => document._id));
    expect(back).toEqual(documents);
  });

  it("lets the event loop turn between batches while encoding and decoding", async () => {
    const documents = Array.from({ length: 2000 }, (_, i) => ({ _id: `doc-${i}`, size: i }));
    let chunks: Awaited<ReturnType<typeof encodeChunks>> = [];
    expect(await turnsDuring(async () => (chunks = await encodeChunks(documents)))).toBeGreaterThan(1);
    const back: Document[] = [];
    const bytes = await inflateChunk(chunks[0]!.data);
    expect(await turnsDuring(() => decodeChunk(bytes, back))).toBeGreaterThan(1);
    expect(back).toHaveLength(2000);
  });

  it("puts a document bigger than a chunk's share in a chunk of its own", async () => {
    const big = { _id: "big", text: "x".repeat(CHUNK_BYTES + 1024) };
    const documents = [{ _id: "small" }, big, { _id: "after" }];
    expect(await roundTrip(documents)).toEqual(documents);
  });
});
