// Form data read by `_id`, kept in the API process: the wizard, the dashboard and the covenant checks read a
// client's whole history (a few hundred documents) on every request, each an `_id` read on FerretDB. Kept
// here, a document is read once and forgotten when written, in this process or any other: every writer
// records the write in the form-data change feed (`formDataChanges`, platform/change-feed.ts), which each
// request follows first (docs/architecture.md, "Kept in the process").
import type { Db } from "mongodb";
import { ChangeFeed } from "../../../platform/change-feed";
import { DEFAULT_POOL_SIZE } from "../../../plugins/mongodb";
import type { FormDataDoc } from "../model";

/** The form-data change feed's collection. */
export const FORM_DATA_CHANGES = "formDataChanges";

/**
 * How many documents (or known absences) a process keeps; the least recently read go first. A month-end rush
 * reads every client's 25 months: the 500-client bench portfolio's 115,000 documents, ~1.3 KB each in the heap
 * (~150 MB). Kept to 50,000, a rush of 500 saves read most of them again for every save and took 130 s; all
 * kept, 17 s (docs/reporting.md, "Filing rush").
 */
export const FORM_DATA_CACHE_SIZE = 150_000;

/**
 * How long a document is kept at most: bounds how long a write goes unseen when the process that made it
 * stopped between the write and its feed entry (the one write the feed can miss).
 */
export const FORM_DATA_KEEP_MS = 10 * 60 * 1000;

/** Reads sent to the database at once by one request: the driver's pool can run no more. */
const READS_AT_ONCE = DEFAULT_POOL_SIZE;

interface Kept {
  document: FormDataDoc | null;
  at: number;
}

/** Freezes a document read from the database, and every object and array in it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

export class FormDataCache {
  private readonly feed: ChangeFeed;
  /** Each `_id` read, with its document or null (none), least recently read first. */
  private readonly documents = new Map<string, Kept>();
  /** The feed's number up to which what is kept is current; -1 before the first read. */
  private applied = -1;
  private catchingUp: Promise<void> | null = null;
  /** Moves on with every forgetting; `forgottenAt` says when each document was last forgotten, so a read that
   * overlapped the forgetting of its own document is answered but not kept. */
  private generation = 0;
  private readonly forgottenAt = new Map<string, number>();
  /** Reads begun before this generation are not kept (`forgottenAt` was cleared). */
  private floor = 0;
  /**
   * The reads in flight by `_id`, with the generation each began in. A request that needs a document being
   * read joins that read instead of sending its own, unless the document was written since it began: four
   * first dashboards of one client at once read its history once, not four times side by side.
   */
  private readonly reading = new Map<string, { generation: number; document: Promise<FormDataDoc | null> }>();

  constructor(
    private readonly db: Db,
    private readonly capacity = FORM_DATA_CACHE_SIZE,
    private readonly keepMs = FORM_DATA_KEEP_MS,
  ) {
    this.feed = new ChangeFeed(db, FORM_DATA_CHANGES);
  }

  private get collection() {
    return this.db.collection<FormDataDoc>("formData");
  }

  /**
   * The documents of these `_id`s as they are now, in the same order (null where there is none). They are
   * frozen and shared by every request that reads them (copying a client's history for every request cost
   * more than computing on it): a change is made on a copy, and an attempt on the shared one throws.
   */
  async byIds(ids: readonly string[]): Promise<Array<FormDataDoc | null>> {
    await this.catchUp();
    const now = Date.now();
    const found: Array<FormDataDoc | null> = new Array(ids.length);
    const missing: number[] = [];
    ids.forEach((id, index) => {
      const kept = this.documents.get(id);
      this.documents.delete(id);
      if (kept && now - kept.at < this.keepMs) {
        this.documents.set(id, kept); // now the most recently read
        found[index] = kept.document;
      } else missing.push(index);
    });
    // A few reads at a time, the driver pool's worth: issuing hundreds at once holds the event loop for the
    // time it takes to prepare them all (a save burst's history reads stalled /health for 300 ms).
    for (let start = 0; start < missing.length; start += READS_AT_ONCE) {
      const batch = missing.slice(start, start + READS_AT_ONCE);
      await Promise.all(
        batch.map(async (index) => {
          found[index] = await this.read(ids[index]!, now);
        }),
      );
    }
    return found;
  }

  /**
   * The document as kept (null: known to be absent), without catching up on the feed or asking the database;
   * undefined when it is not kept. Another process may have written it since: a guess for a write that checks.
   */
  kept(id: string): FormDataDoc | null | undefined {
    const kept = this.documents.get(id);
    return kept && Date.now() - kept.at < this.keepMs ? kept.document : undefined;
  }

  /** One document from the database, or the read of it in flight when it has not been written since. */
  private read(id: string, now: number): Promise<FormDataDoc | null> {
    const inFlight = this.reading.get(id);
    if (inFlight && this.unwrittenSince(id, inFlight.generation)) return inFlight.document;
    const generation = this.generation;
    const document = this.collection.findOne({ _id: id }).then((read) => {
      const frozen = deepFreeze(read);
      // Kept unless this document was written while it was being read (the read may predate the write).
      if (this.unwrittenSince(id, generation)) this.keep(id, { document: frozen, at: now });
      return frozen;
    });
    this.reading.set(id, { generation, document });
    const done = () => {
      if (this.reading.get(id)?.document === document) this.reading.delete(id);
    };
    document.then(done, done);
    return document;
  }

  /** Whether the document has not been forgotten (written) since `generation`, and is still trusted then. */
  private unwrittenSince(id: string, generation: number): boolean {
    return (this.forgottenAt.get(id) ?? -1) <= generation && generation >= this.floor;
  }

  /**
   * Records that the document was written (saved, created, deleted): every process reads it again, but this
   * one keeps `written` when given, the document as the write left it (a save's answer is computed on it).
   */
  async changed(id: string, written?: FormDataDoc): Promise<void> {
    // Forgotten before the entry is written, at the call: the document is written already, so a read from
    // now on (the saving request's own, say) finds the new version, and a read in flight is not kept.
    this.forget([id]);
    if (written) this.keep(id, { document: deepFreeze(written), at: Date.now() });
    const number = await this.feed.record(id);
    // Its own entry, right after what was applied: taken in already (forgotten above), so the next catch-up
    // need not read it back (and then read ahead for more: nine reads on every save).
    if (number === this.applied + 1) this.applied = number;
  }

  private keep(id: string, kept: Kept): void {
    this.documents.set(id, kept);
    if (this.documents.size > this.capacity)
      this.documents.delete(this.documents.keys().next().value as string);
  }

  private forget(ids: readonly string[]): void {
    this.generation += 1;
    for (const id of ids) {
      this.documents.delete(id);
      this.forgottenAt.set(id, this.generation);
    }
    if (this.forgottenAt.size > this.capacity) {
      // Bounded: past this, reads begun before now are not kept at all.
      this.forgottenAt.clear();
      this.floor = this.generation + 1;
      this.generation += 1;
    }
  }

  private catchUp(): Promise<void> {
    // Concurrent requests share one catch-up.
    this.catchingUp ??= (async () => {
      try {
        if (this.applied < 0) {
          // Nothing kept yet: whatever is read from now on is current as of the tail.
          this.applied = await this.feed.tail();
          return;
        }
        const changes = await this.feed.after(this.applied);
        if (changes.length === 0) return;
        this.forget(changes.map((change) => change.documentId));
        // Never back: `changed` may have moved past these while they were being read.
        this.applied = Math.max(this.applied, Number(changes.at(-1)!._id));
      } finally {
        this.catchingUp = null;
      }
    })();
    return this.catchingUp;
  }
}
