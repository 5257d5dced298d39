// A whole collection held in the API process and kept in step with the database through its change feed
// (change-feed.ts): read once, at the first use, and afterwards each use costs one `_id` read (the feed's
// next number, usually not there yet) plus the documents that changed since, in whatever process they
// changed. On FerretDB 1.24 any read other than by `_id` reads the whole collection; lists that filter, sort
// and page are served from here instead (docs/architecture.md, "Kept in the process"). What it holds is
// written as a snapshot (kept-snapshots.ts) once read whole, every few minutes while it changes and when the
// app closes, so that the next process starts from the snapshot and the feed instead of the whole read.
import type { Db, Document, FindOptions } from "mongodb";
import { ChangeFeed } from "./change-feed";
import { KeptSnapshots, shapeOf } from "./kept-snapshots";
import type { Snapshot, SnapshotIdentity } from "./kept-snapshots";
import { compareByPaths, sortByPaths } from "./sort-by-paths";

/**
 * The whole collection is read again this often, in the background: it mends a document written by a
 * process that stopped between the write and its feed entry (the one write the feed can miss).
 */
export const KEPT_RELOAD_MS = 60 * 60 * 1000;

/** A snapshot is written at most this often while the documents change (and when the app closes). */
export const SNAPSHOT_EVERY_MS = 5 * 60 * 1000;

/**
 * Catching up from a snapshot costs a read of each changed document: past this many feed entries, or a
 * quarter of the documents if more, reading the whole collection is cheaper.
 */
const CATCH_UP_AT_MOST = 1000;

export type Order = ReadonlyArray<{ path: string; direction: 1 | -1 }>;

/**
 * How many orders (`sorted`) and how many filtered lists (`sortedMatching`) are kept at once; the least recently
 * asked for go first. Each change is placed into every kept list, so their number bounds its cost.
 */
export const MATCHING_KEPT = 16;
export const ORDERS_KEPT = 16;

/**
 * A change is placed into each kept list (a copy of the list, without the document's old version and with
 * its new one where the order puts it); past this many documents changed at once, the lists are dropped
 * instead and sorted again when next asked for.
 */
const PLACED_AT_MOST = 64;

interface KeptList<T> {
  compare: (a: T, b: T) => number;
  /** Which documents the list holds (every document for an order). */
  matches: ((document: T) => boolean) | null;
  documents: readonly T[];
}

export interface KeptCollectionOptions<T> {
  /** The collection kept, and the collection of its change feed. */
  collection: string;
  feed: string;
  /** What is kept of each document (e.g. leaving out long arrays no list shows). */
  projection?: Document;
  /** The key documents are grouped by (e.g. their client), for `ofGroup`. */
  groupOf: (document: T) => string;
  reloadMs?: number;
  /**
   * The name its snapshots are kept under (kept-snapshots.ts): the collection's unless given; copies of one
   * collection with other projections need names of their own. Null: no snapshots.
   */
  snapshot?: string | null;
}

/** Documents put in between two turns of the event loop when a collection is read (`mapped`). */
const MAPPED_AT_ONCE = 5000;

interface Mapped<T> {
  documents: Map<string, T>;
  groups: Map<string, Map<string, T>>;
}

/** The kept collections of each database connection that write a last snapshot when the app closes. */
const open = new WeakMap<Db, Set<KeptCollection<{ _id: string }>>>();

/**
 * Writes a last snapshot of every kept collection of this database that changed since its last one (before
 * the connection closes).
 */
export async function closeKeptCollections(db: Db): Promise<void> {
  const kept = [...(open.get(db) ?? [])];
  open.delete(db);
  await Promise.all(kept.map((collection) => collection.close()));
}

export class KeptCollection<T extends { _id: string }> {
  private readonly feed: ChangeFeed;
  private readonly snapshots: KeptSnapshots | null;
  private documents = new Map<string, T>();
  /** The feed's number up to which `documents` has followed it. */
  private applied = 0;
  /** When this process loaded the documents (0: not yet). */
  private loadedAt = 0;
  /** When the documents descend from a whole read: here, or in the process that wrote the snapshot. */
  private readWholeAt = 0;
  /** The collection and feed the documents were read from (null: no snapshots). */
  private identity: SnapshotIdentity | null = null;
  /** The feed's number of the newest snapshot written or read here, and when one was last written or tried. */
  private snapshotApplied = -1;
  private snapshotTriedAt = 0;
  private snapshotting: Promise<void> | null = null;
  private closed = false;
  private loading: Promise<void> | null = null;
  private catchingUp: Promise<void> | null = null;
  private reloading = false;
  /** The latest read started of each document being taken in: only its answer is kept. */
  private readonly taking = new Map<string, number>();
  private tickets = 0;
  /** The documents in each order asked for, and those of each filter in an order, kept in step with changes. */
  private readonly orders = new Map<string, KeptList<T>>();
  private readonly matching = new Map<string, KeptList<T>>();
  private groups = new Map<string, Map<string, T>>();
  private readonly reloadMs: number;
  private readonly findOptions: FindOptions;

  constructor(
    private readonly db: Db,
    private readonly options: KeptCollectionOptions<T>,
  ) {
    this.feed = new ChangeFeed(db, options.feed);
    this.reloadMs = options.reloadMs ?? KEPT_RELOAD_MS;
    this.findOptions = options.projection ? { projection: options.projection } : {};
    const name = options.snapshot === undefined ? options.collection : options.snapshot;
    this.snapshots =
      name === null
        ? null
        : new KeptSnapshots(
            db,
            name,
            options.collection,
            options.feed,
            shapeOf(options.collection, options.projection),
          );
    let kept = open.get(db);
    if (!kept) open.set(db, (kept = new Set()));
    kept.add(this as unknown as KeptCollection<{ _id: string }>);
  }

  private get collection() {
    return this.db.collection<T>(this.options.collection);
  }

  /**
   * Whether the documents are read (from the snapshot or whole): until then a call waits for the read, which a
   * reader needing a few documents it can find by `_id` may rather not.
   */
  get loaded(): boolean {
    return this.loadedAt > 0;
  }

  /** Every document as of now: loaded at the first call, then caught up with the feed. */
  async all(): Promise<ReadonlyMap<string, T>> {
    if (this.loadedAt === 0) {
      this.loading ??= this.load().finally(() => (this.loading = null));
      await this.loading;
    } else {
      await this.catchUp();
      // A whole read `reloadMs` after the last one (here, or in the process that wrote the snapshot read at
      // the start), but not within half of it after the start.
      const now = Date.now();
      const reloadAt = Math.max(this.readWholeAt + this.reloadMs, this.loadedAt + this.reloadMs / 2);
      // A whole read that fails leaves the documents as they were, followed through the feed: the next use
      // tries again.
      if (!this.reloading && now > reloadAt) void this.reload().catch(() => undefined);
      else if (this.applied > this.snapshotApplied && now - this.snapshotTriedAt >= SNAPSHOT_EVERY_MS)
        this.snapshotLater(SNAPSHOT_EVERY_MS);
    }
    return this.documents;
  }

  /** The documents of one group (`groupOf`), in no order. */
  async ofGroup(key: string): Promise<T[]> {
    await this.all();
    return [...(this.groups.get(key)?.values() ?? [])];
  }

  /**
   * Every document, in the order given: sorted at the first call, then kept, each change placed into it. The
   * list is not changed afterwards (a change makes a new one), so a caller may keep it across awaits.
   */
  async sorted(order: Order): Promise<readonly T[]> {
    await this.all();
    return this.orderOf(order).documents;
  }

  /**
   * The documents that `matches`, in the order given, kept like `sorted` (for the last `MATCHING_KEPT`
   * filters): `filter` names the test, which must be the same for the same name (e.g. the filter's values).
   */
  async sortedMatching(
    order: Order,
    filter: string,
    matches: (document: T) => boolean,
  ): Promise<readonly T[]> {
    await this.all();
    const key = `${orderKey(order)}|${filter}`;
    let kept = this.matching.get(key);
    if (kept)
      this.matching.delete(key); // put back below as the most recently asked for
    else {
      const { compare, documents } = this.orderOf(order);
      kept = { compare, matches, documents: documents.filter(matches) };
    }
    this.matching.set(key, kept);
    if (this.matching.size > MATCHING_KEPT) this.matching.delete(this.matching.keys().next().value as string);
    return kept.documents;
  }

  private orderOf(order: Order): KeptList<T> {
    const key = orderKey(order);
    let kept = this.orders.get(key);
    if (kept)
      this.orders.delete(key); // put back below as the most recently asked for
    else
      kept = {
        compare: compareByPaths(order),
        matches: null,
        documents: sortByPaths([...this.documents.values()], order),
      };
    this.orders.set(key, kept);
    if (this.orders.size > ORDERS_KEPT) this.orders.delete(this.orders.keys().next().value as string);
    return kept;
  }

  /**
   * Records that the document was written (created, changed or deleted) and takes the change in at once, so
   * that the writer's next read shows it; other processes take it in at their next read.
   */
  async changed(id: string): Promise<void> {
    const number = await this.feed.record(id);
    if (this.loadedAt === 0) return;
    await this.take(id);
    // Its own entry, right after what was applied: taken in just now, so the next catch-up need not read it
    // (nor the document) again.
    if (number === this.applied + 1) this.applied = number;
  }

  private async load(): Promise<void> {
    // The feed's tail first: a document written during the reads below has a later entry, taken in after it.
    // Without the identity (a server refusing listCollections), no snapshot is read or written.
    const [tail, identity] = await Promise.all([
      this.feed.tail(),
      this.snapshots?.identity().catch(() => null) ?? null,
    ]);
    this.identity = identity;
    const snapshot = identity ? await this.readSnapshot(identity, tail) : null;
    if (snapshot) {
      this.fill(await this.mapped(snapshot.documents as T[]));
      this.applied = snapshot.head.applied;
      this.readWholeAt = Date.parse(snapshot.head.readWholeAt);
      this.snapshotApplied = snapshot.head.applied;
      this.snapshotTriedAt = Date.now();
    } else {
      this.readWholeAt = Date.now();
      this.fill(await this.mapped((await this.collection.find({}, this.findOptions).toArray()) as T[]));
      this.applied = tail;
    }
    this.loadedAt = Date.now();
    await this.catchUp();
    if (!snapshot) this.snapshotLater(0);
  }

  /**
   * The newest snapshot, if it holds these documents and the feed still holds every entry after it, and
   * catching up with them costs less than reading the whole collection; null otherwise.
   */
  private async readSnapshot(identity: SnapshotIdentity, tail: number): Promise<Snapshot | null> {
    try {
      return await this.snapshots!.read(identity, async (head) => {
        const behind = tail - head.applied;
        if (behind < 0 || behind > Math.max(CATCH_UP_AT_MOST, head.documents / 4)) return false;
        return behind === 0 || (await this.feed.holds(head.applied + 1));
      });
    } catch {
      return null; // unreadable: read whole, as without one
    }
  }

  private async reload(): Promise<void> {
    this.reloading = true;
    try {
      const from = this.applied;
      const readAt = Date.now();
      // The identity too: a collection made since the last read has one now.
      this.identity = (await this.snapshots?.identity().catch(() => null)) ?? null;
      const documents = await this.mapped(
        (await this.collection.find({}, this.findOptions).toArray()) as T[],
      );
      while (this.catchingUp) await this.catchingUp;
      // Entries after `from` were taken in by the maps now replaced: the catch-up below takes them in again.
      this.fill(documents);
      this.applied = from;
      this.readWholeAt = readAt;
      this.loadedAt = Date.now();
      await this.catchUp();
      this.snapshotLater(0);
    } finally {
      this.reloading = false;
    }
  }

  /**
   * Writes a snapshot in the background, unless one is being written (the one there being no older than
   * `notWithinMs` is left as it is). A snapshot not written only leaves the next start to read whole.
   */
  private snapshotLater(notWithinMs: number): void {
    if (this.snapshotting || this.closed) return;
    this.snapshotting = this.writeSnapshot(notWithinMs)
      .catch(() => undefined)
      .finally(() => (this.snapshotting = null));
  }

  private async writeSnapshot(notWithinMs: number): Promise<void> {
    this.snapshotTriedAt = Date.now();
    if (!this.snapshots || !this.identity?.collection) return; // nothing to start from: an empty read is cheap
    // The documents and the number as of one moment: a change replaces a document, never alters it.
    const applied = this.applied;
    const documents = [...this.documents.values()];
    const meta = { identity: this.identity, applied, readWholeAt: this.readWholeAt };
    if (await this.snapshots.write(documents, meta, notWithinMs))
      this.snapshotApplied = Math.max(this.snapshotApplied, applied);
  }

  /**
   * Writes a last snapshot if the documents moved on since the last one, and writes none after (the app
   * closes: closeKeptCollections).
   */
  async close(): Promise<void> {
    this.stop();
    await this.snapshotting;
    if (this.loadedAt > 0 && this.applied > this.snapshotApplied)
      await this.writeSnapshot(0).catch(() => undefined);
  }

  /** Writes no more snapshots, not even when the app closes (a copy replaced by another). */
  stop(): void {
    this.closed = true;
    open.get(this.db)?.delete(this as unknown as KeptCollection<{ _id: string }>);
  }

  private catchUp(): Promise<void> {
    // Concurrent reads share one catch-up: each waits for the feed's reads to come back once.
    this.catchingUp ??= (async () => {
      try {
        const changes = await this.feed.after(this.applied);
        const ids = [...new Set(changes.map((change) => change.documentId))];
        if (ids.length > PLACED_AT_MOST) this.dropLists();
        await Promise.all(ids.map((id) => this.take(id)));
        // Never back: `changed` may have moved past these while they were being read.
        if (changes.length > 0) this.applied = Math.max(this.applied, Number(changes.at(-1)!._id));
      } finally {
        this.catchingUp = null;
      }
    })();
    return this.catchingUp;
  }

  /** Reads the document as it is now and puts it in (or takes it out, when deleted). */
  private async take(id: string): Promise<void> {
    // Two reads of one document may overlap (a write here while catching up with another's): the later one
    // started sees the later state, so an earlier one answering last must not overwrite it.
    const ticket = ++this.tickets;
    this.taking.set(id, ticket);
    const document = (await this.collection.findOne({ _id: id } as never, this.findOptions)) as T | null;
    if (this.taking.get(id) !== ticket) return;
    this.taking.delete(id);
    const before = this.documents.get(id);
    if (before) this.groups.get(this.options.groupOf(before))?.delete(id);
    if (document) {
      this.documents.set(id, document);
      this.groupOf(this.options.groupOf(document)).set(id, document);
    } else this.documents.delete(id);
    for (const list of [...this.orders.values(), ...this.matching.values()])
      list.documents = replaced(list, before, document);
  }

  private dropLists(): void {
    this.orders.clear();
    this.matching.clear();
  }

  /** Puts in the documents mapped by `mapped`, in place of those held (at once, between two awaits). */
  private fill({ documents, groups }: Mapped<T>): void {
    this.documents = documents;
    this.groups = groups;
    this.dropLists();
  }

  /**
   * The documents by `_id` and by group, mapped a slice at a time with a turn of the event loop between
   * slices: hundreds of thousands of documents take a while.
   */
  private async mapped(documents: readonly T[]): Promise<Mapped<T>> {
    const byId = new Map<string, T>();
    const groups = new Map<string, Map<string, T>>();
    for (let start = 0; start < documents.length; start += MAPPED_AT_ONCE) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const document of documents.slice(start, start + MAPPED_AT_ONCE)) {
        byId.set(document._id, document);
        const key = this.options.groupOf(document);
        let group = groups.get(key);
        if (!group) groups.set(key, (group = new Map()));
        group.set(document._id, document);
      }
    }
    return { documents: byId, groups };
  }

  private groupOf(key: string): Map<string, T> {
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = new Map()));
    return group;
  }
}

function orderKey(order: Order): string {
  return order.map((entry) => `${entry.path}:${entry.direction}`).join(",");
}

/** The list with `before` taken out and `after` put where its order places it (a new list: see `sorted`). */
function replaced<T>(list: KeptList<T>, before: T | undefined, after: T | null): readonly T[] {
  const documents = list.documents.slice();
  if (before) {
    const at = documents.indexOf(before);
    if (at >= 0) documents.splice(at, 1);
  }
  if (after && (!list.matches || list.matches(after))) {
    // After every document that sorts before it or level with it: the first that sorts after it.
    let low = 0;
    let high = documents.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (list.compare(documents[middle]!, after) <= 0) low = middle + 1;
      else high = middle;
    }
    documents.splice(low, 0, after);
  }
  return documents;
}
