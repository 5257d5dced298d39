// Snapshots of kept collections (kept-collection.ts): what a process read whole and then followed through the
// change feed, written to the database so that the next process starts from it instead of reading the whole
// collection. A snapshot is a head document (`_id` its name) and a few chunks (`<name>@<generation>:<n>`),
// all read by `_id` alone, the only read FerretDB does not answer by reading the whole collection
// (docs/architecture.md, "Kept in the process"). The head says what the chunks hold: the feed's number they
// are current as of, the projection they were read with, the collection and feed they came from and the
// format. A new generation is claimed by inserting its `<name>@<generation>` document (the one exclusive
// step on FerretDB 1.24), written, then named by the head; the one before is removed afterwards.
import { Binary } from "mongodb";
import type { Db, Document } from "mongodb";
import { decodeChunk, encodeChunks, inflateChunk } from "./snapshot-codec";
import { isDuplicateKey } from "./errors";
import { isoNow } from "./time";

/** The collection of every snapshot. */
export const KEPT_SNAPSHOTS = "keptSnapshots";

/** The layout of the chunks; a head of another format is not read. */
export const SNAPSHOT_FORMAT = 2;

/** A claimed generation not named by the head after this long was abandoned (its process stopped). */
const ABANDONED_MS = 10 * 60 * 1000;

/**
 * Which collection and feed a snapshot belongs to: their UUIDs as the server reports them (null for one that
 * does not exist yet). A collection dropped and made again has another, so a snapshot of its former
 * contents is never taken for its current ones.
 */
export interface SnapshotIdentity {
  collection: string | null;
  feed: string | null;
}

export interface SnapshotHead {
  _id: string;
  format: number;
  /** The collection and the projection its documents were read with (`shapeOf`). */
  shape: string;
  collectionId: string | null;
  feedId: string | null;
  /** The feed's number the documents are current as of: a catch-up starts after it. */
  applied: number;
  /** When the documents this snapshot descends from were read whole (ISO), for the periodic whole read. */
  readWholeAt: string;
  generation: number;
  chunks: number;
  documents: number;
  /** Deflated bytes of the chunks. */
  bytes: number;
  at: string;
}

interface ChunkDoc {
  _id: string;
  data: Binary;
  documents: number;
}

interface ClaimDoc {
  _id: string;
  at: string;
}

type SnapshotDoc = SnapshotHead | ChunkDoc | ClaimDoc;

/** What a snapshot holds, read back. */
export interface Snapshot {
  documents: Document[];
  head: SnapshotHead;
}

/** What a snapshot is written with, besides its documents. */
export interface SnapshotMeta {
  identity: SnapshotIdentity;
  applied: number;
  readWholeAt: number;
}

/** The collection and projection as one string, the same whatever the order of the projection's keys. */
export function shapeOf(collection: string, projection: Document | undefined): string {
  const keys = Object.keys(projection ?? {}).sort();
  return JSON.stringify([collection, keys.map((key) => [key, projection![key]])]);
}

function uuidOf(info: unknown): string | null {
  const uuid = (info as { uuid?: unknown } | undefined)?.uuid;
  if (uuid === undefined || uuid === null) return null;
  return uuid instanceof Binary ? uuid.toString("hex") : String(uuid);
}

export class KeptSnapshots {
  constructor(
    private readonly db: Db,
    /** The snapshot's name: its head's `_id`. */
    readonly name: string,
    private readonly collection: string,
    private readonly feed: string,
    /** `shapeOf` the collection and the projection the documents are kept with. */
    private readonly shape: string,
  ) {}

  private get snapshots() {
    return this.db.collection<SnapshotDoc>(KEPT_SNAPSHOTS);
  }

  /** The collection's and the feed's identity now: one listCollections, which reads no documents. */
  async identity(): Promise<SnapshotIdentity> {
    const found = await this.db
      .listCollections({ name: { $in: [this.collection, this.feed] } }, { nameOnly: false })
      .toArray();
    const idOf = (name: string) => uuidOf(found.find((entry) => entry.name === name)?.info);
    return { collection: idOf(this.collection), feed: idOf(this.feed) };
  }

  /** Whether the head holds these documents: same format, shape, collection and feed. */
  private fits(head: SnapshotHead, identity: SnapshotIdentity): boolean {
    return (
      head.format === SNAPSHOT_FORMAT &&
      head.shape === this.shape &&
      head.collectionId !== null &&
      head.collectionId === identity.collection &&
      // A feed created since the snapshot holds only entries written after it.
      (head.feedId === identity.feed || (head.feedId === null && head.applied === 0))
    );
  }

  private head(): Promise<SnapshotHead | null> {
    return this.snapshots.findOne({ _id: this.name }) as Promise<SnapshotHead | null>;
  }

  /**
   * The newest snapshot, if it fits the identity and `usable` accepts its head (the feed still holds what
   * came after it); null otherwise. A head replaced while its chunks were being read is read again once.
   */
  async read(
    identity: SnapshotIdentity,
    usable: (head: SnapshotHead) => Promise<boolean>,
  ): Promise<Snapshot | null> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const head = await this.head();
      if (!head || !this.fits(head, identity) || !(await usable(head))) return null;
      // Every chunk read and inflated at once (off the main thread), decoded in order meanwhile.
      const inflating = Array.from({ length: head.chunks }, async (_, n) => {
        const _id = chunkId(this.name, head.generation, n);
        const chunk = (await this.snapshots.findOne({ _id })) as ChunkDoc | null;
        return chunk ? inflateChunk(chunk.data.buffer) : null;
      });
      // Each is awaited below, in order: none may reject unheard if decoding an earlier one fails.
      for (const pending of inflating) pending.catch(() => undefined);
      const documents: Document[] = [];
      let complete = true;
      for (const pending of inflating) {
        const bytes = await pending;
        if (bytes) await decodeChunk(bytes, documents);
        else complete = false; // a newer generation replaced this one
      }
      if (!complete) continue;
      if (documents.length !== head.documents) return null;
      return { documents, head };
    }
    return null;
  }

  /**
   * Writes the documents as the newest snapshot, unless the one there fits and is as current (its number is
   * not behind `meta.applied`) or younger than `notWithinMs`, or another process is writing one now. True
   * when the snapshot there is as current as this one (written now or before), false when it was left to
   * another writer.
   */
  async write(documents: readonly Document[], meta: SnapshotMeta, notWithinMs = 0): Promise<boolean> {
    const before = await this.head();
    if (before && this.fits(before, meta.identity)) {
      if (before.applied >= meta.applied) return true;
      if (Date.now() - Date.parse(before.at) < notWithinMs) return false;
    }
    const generation = await this.claim((before?.generation ?? 0) + 1);
    if (generation === null) return false;
    try {
      const chunks = await encodeChunks(documents);
      for (const [n, chunk] of chunks.entries())
        await this.snapshots.insertOne({
          _id: chunkId(this.name, generation, n),
          data: new Binary(chunk.data),
          documents: chunk.documents,
        });
      // Written while another process wrote a newer one: that one stays.
      const now = await this.head();
      if (now && now.generation > generation) {
        await this.remove(generation, chunks.length);
        return false;
      }
      const head: SnapshotHead = {
        _id: this.name,
        format: SNAPSHOT_FORMAT,
        shape: this.shape,
        collectionId: meta.identity.collection,
        feedId: meta.identity.feed,
        applied: meta.applied,
        readWholeAt: new Date(meta.readWholeAt).toISOString(),
        generation,
        chunks: chunks.length,
        documents: documents.length,
        bytes: chunks.reduce((sum, chunk) => sum + chunk.data.length, 0),
        at: isoNow(),
      };
      await this.snapshots.replaceOne({ _id: this.name }, head, { upsert: true });
      if (now) await this.remove(now.generation, now.chunks);
      return true;
    } catch (error) {
      await this.remove(generation).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Claims a generation from `first` on: the first whose claim this process inserts, past claims abandoned
   * by a stopped process (removed on the way). Null when another process is writing one now.
   */
  private async claim(first: number): Promise<number | null> {
    for (let generation = first; generation < first + 3; generation++) {
      try {
        await this.snapshots.insertOne({ _id: claimId(this.name, generation), at: isoNow() });
        return generation;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const claim = (await this.snapshots.findOne({
          _id: claimId(this.name, generation),
        })) as ClaimDoc | null;
        if (claim && Date.now() - Date.parse(claim.at) < ABANDONED_MS) return null;
        await this.remove(generation);
      }
    }
    return null;
  }

  /** Removes a generation's claim and chunks, by `_id`: `chunks` of them, or up to the first missing. */
  private async remove(generation: number, chunks?: number): Promise<void> {
    for (let n = 0; chunks === undefined || n < chunks; n++) {
      const { deletedCount } = await this.snapshots.deleteOne({ _id: chunkId(this.name, generation, n) });
      if (chunks === undefined && deletedCount === 0) break;
    }
    await this.snapshots.deleteOne({ _id: claimId(this.name, generation) });
  }
}

function claimId(name: string, generation: number): string {
  return `${name}@${generation}`;
}

function chunkId(name: string, generation: number, n: number): string {
  return `${claimId(name, generation)}:${n}`;
}
