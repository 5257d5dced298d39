// Where counted attempts are kept. An attempt takes a numbered slot (`…|1`, `…|2`, …) with an insert: the
// unique `_id` lets exactly one caller take each number, so a count is exact however many API processes share
// the database — FerretDB 1.24's `$inc` and conditional updates are not atomic (docs/operations.md), an insert
// of a new `_id` is. Reading a count is a few `_id` reads, the one query FerretDB serves without a scan.
import type { Collection, Db } from "mongodb";
import { isDuplicateKey } from "./errors";

export interface AttemptSlots {
  /** Takes the slot if it is free; false when another caller holds it. */
  take(id: string, expiresAt: number): Promise<boolean>;
  has(id: string): Promise<boolean>;
  /** Removes the slots whose window has ended; how many went. */
  purgeExpired(now: number): Promise<number>;
}

interface SlotDoc {
  _id: string;
  /** Milliseconds since the epoch: the end of the window the slot counts in. */
  expiresAt: number;
}

export const ATTEMPT_SLOTS_COLLECTION = "attemptSlots";

/**
 * Takes the first free slot of `base` after slot `after` (where the caller last saw the count), up to `upTo`:
 * the number taken, or `upTo + 1` when every slot is taken.
 */
export async function takeNextSlot(
  slots: AttemptSlots,
  base: string,
  options: { after?: number; upTo: number; expiresAt: number },
): Promise<number> {
  for (let slot = (options.after ?? 0) + 1; slot <= options.upTo; slot++) {
    if (await slots.take(`${base}|${slot}`, options.expiresAt)) return slot;
  }
  return options.upTo + 1;
}

/** How many slots of `base` are taken, looking on from slot `after` (up to `upTo`). */
export async function countSlots(
  slots: AttemptSlots,
  base: string,
  options: { after?: number; upTo: number },
): Promise<number> {
  let slot = options.after ?? 0;
  while (slot < options.upTo && (await slots.has(`${base}|${slot + 1}`))) slot += 1;
  return slot;
}

export class DatabaseAttemptSlots implements AttemptSlots {
  private readonly slots: Collection<SlotDoc>;

  constructor(db: Db) {
    this.slots = db.collection<SlotDoc>(ATTEMPT_SLOTS_COLLECTION);
  }

  async take(id: string, expiresAt: number): Promise<boolean> {
    try {
      await this.slots.insertOne({ _id: id, expiresAt });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async has(id: string): Promise<boolean> {
    return (await this.slots.findOne({ _id: id }, { projection: { _id: 1 } })) !== null;
  }

  async purgeExpired(now: number): Promise<number> {
    // A scan of a small collection (a window's slots at most), run by the hourly maintenance job.
    return (await this.slots.deleteMany({ expiresAt: { $lte: now } })).deletedCount;
  }
}

/** The same in memory, for tests of the counting rules. */
export class MemoryAttemptSlots implements AttemptSlots {
  private readonly slots = new Map<string, number>();

  take(id: string, expiresAt: number): Promise<boolean> {
    if (this.slots.has(id)) return Promise.resolve(false);
    this.slots.set(id, expiresAt);
    return Promise.resolve(true);
  }

  has(id: string): Promise<boolean> {
    return Promise.resolve(this.slots.has(id));
  }

  purgeExpired(now: number): Promise<number> {
    let removed = 0;
    for (const [id, expiresAt] of this.slots) {
      if (expiresAt <= now) {
        this.slots.delete(id);
        removed += 1;
      }
    }
    return Promise.resolve(removed);
  }

  get size(): number {
    return this.slots.size;
  }
}

/**
 * Spends one of the `allowed` checks of a secret (a reset code, a validation token) before it is compared, so
 * that concurrent guesses cannot all be compared before any is counted: false when none is left.
 */
export async function spendCheck(
  slots: AttemptSlots,
  secretId: string,
  options: { allowed: number; expiresAt: number },
): Promise<boolean> {
  const slot = await takeNextSlot(slots, `check|${secretId}`, {
    upTo: options.allowed,
    expiresAt: options.expiresAt,
  });
  return slot <= options.allowed;
}
