// A whole collection held in the API process and kept in step with the database through its change feed
// (change-feed.ts): read once, at the first use, and afterwards each use costs one `_id` read (the feed's
// next number, usually not there yet) plus the documents that changed since, in whatever process they
// changed. On FerretDB 1.24 any read other than by `_id` reads the whole collection; lists that filter, sort
// and page are served from here instead (docs/architecture.md, "Kept in the process").
import type { Db, Document, FindOptions } from "mongodb";
import { ChangeFeed } from "./change-feed";
import { sortByPaths } from "./sort-by-paths";

/**
 * The whole collection is read again this often, in the background: it mends a document written by a
 * process that stopped between the write and its feed entry (the one write the feed can miss).
 */
export const KEPT_RELOAD_MS = 60 * 60 * 1000;

export type Order = ReadonlyArray<{ path: string; direction: 1 | -1 }>;

export interface KeptCollectionOptions<T> {
  /** The collection kept, and the collection of its change feed. */
  collection: string;
  feed: string;
  /** What is kept of each document (e.g. leaving out long arrays no list shows). */
  projection?: Document;
  /** The key documents are grouped by (e.g. their client), for `ofGroup`. */
  groupOf: (document: T) => string;
  reloadMs?: number;
}

export class KeptCollection<T extends { _id: string }> {
  private readonly feed: ChangeFeed;
  private documents = new Map<string, T>();
  /** The feed's number up to which `documents` has followed it. */
  private applied = 0;
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  private catchingUp: Promise<void> | null = null;
  private reloading = false;
  /** The latest read started of each document being taken in: only its answer is kept. */
  private readonly taking = new Map<string, number>();
  private tickets = 0;
  /** The documents in each order asked for, until the next change. */
  private readonly orders = new Map<string, T[]>();
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
  }

  private get collection() {
    return this.db.collection<T>(this.options.collection);
  }

  /** Every document as of now: loaded at the first call, then caught up with the feed. */
  async all(): Promise<ReadonlyMap<string, T>> {
    if (this.loadedAt === 0) {
      this.loading ??= this.load().finally(() => (this.loading = null));
      await this.loading;
    } else {
      await this.catchUp();
      if (!this.reloading && Date.now() - this.loadedAt > this.reloadMs) void this.reload();
    }
    return this.documents;
  }

  /** The documents of one group (`groupOf`), in no order. */
  async ofGroup(key: string): Promise<T[]> {
    await this.all();
    return [...(this.groups.get(key)?.values() ?? [])];
  }

  /** Every document, in the order given (sorted once per order until the next change). */
  async sorted(order: Order): Promise<readonly T[]> {
    const documents = await this.all();
    const key = order.map((entry) => `${entry.path}:${entry.direction}`).join(",");
    let sorted = this.orders.get(key);
    if (!sorted) {
      sorted = sortByPaths([...documents.values()], order);
      this.orders.set(key, sorted);
    }
    return sorted;
  }

  /**
   * Records that the document was written (created, changed or deleted) and takes the change in at once, so
   * that the writer's next read shows it; other processes take it in at their next read.
   */
  async changed(id: string): Promise<void> {
    await this.feed.record(id);
    if (this.loadedAt !== 0) await this.take(id);
  }

  private async load(): Promise<void> {
    // The feed's tail first: a document written during the read below has a later entry, taken in after it.
    const tail = await this.feed.tail();
    this.fill((await this.collection.find({}, this.findOptions).toArray()) as T[]);
    this.applied = tail;
    this.loadedAt = Date.now();
    await this.catchUp();
  }

  private async reload(): Promise<void> {
    this.reloading = true;
    try {
      const from = this.applied;
      const documents = (await this.collection.find({}, this.findOptions).toArray()) as T[];
      while (this.catchingUp) await this.catchingUp;
      // Entries after `from` were taken in by the maps now replaced: the catch-up below takes them in again.
      this.fill(documents);
      this.applied = from;
      this.loadedAt = Date.now();
      await this.catchUp();
    } finally {
      this.reloading = false;
    }
  }

  private catchUp(): Promise<void> {
    // Concurrent reads share one catch-up: each waits for the feed's reads to come back once.
    this.catchingUp ??= (async () => {
      try {
        const changes = await this.feed.after(this.applied);
        const ids = [...new Set(changes.map((change) => change.documentId))];
        await Promise.all(ids.map((id) => this.take(id)));
        if (changes.length > 0) this.applied = Number(changes.at(-1)!._id);
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
    this.orders.clear();
  }

  private fill(documents: readonly T[]): void {
    this.documents = new Map(documents.map((document) => [document._id, document]));
    this.groups = new Map();
    for (const document of documents)
      this.groupOf(this.options.groupOf(document)).set(document._id, document);
    this.orders.clear();
  }

  private groupOf(key: string): Map<string, T> {
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = new Map()));
    return group;
  }
}
