// Deterministic ObjectId-shaped ids: 4 bytes of time, 5 bytes from the seed, a 3-byte counter, as MongoDB does.
import { fnv1a } from "./random.js";

/** Makes ids in creation order for one demo run. */
export class IdFactory {
  private counter = 0;
  private readonly prefix: string;

  constructor(seed: number, epochSeconds: number) {
    const time = (epochSeconds >>> 0).toString(16).padStart(8, "0");
    const machine = (
      fnv1a(`machine:${seed}`).toString(16).padStart(8, "0") +
      fnv1a(`process:${seed}`).toString(16).padStart(8, "0")
    ).slice(0, 10);
    this.prefix = time + machine;
  }

  next(): string {
    this.counter += 1;
    if (this.counter > 0xffffff) throw new RangeError("more than 16.7 million demo ids");
    return this.prefix + this.counter.toString(16).padStart(6, "0");
  }
}

/** An id derived from a name only (the same in every run and for every seed): used for catalogue documents. */
export function stableObjectId(name: string): string {
  return [fnv1a(name), fnv1a(name, 0x01234567), fnv1a(name, 0x89abcdef)]
    .map((h) => h.toString(16).padStart(8, "0"))
    .join("");
}
