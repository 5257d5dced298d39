// A small seeded random generator (mulberry32) with the helpers the demo needs. Never Math.random: the same
// seed must give the same portfolio on every machine.

/** Seeded pseudo-random numbers (mulberry32: 32-bit state, period 2^32). */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = hashSeed(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** An integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError("pick from an empty list");
    return item;
  }

  /** A standard normal deviate (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** `n` lower-case hexadecimal digits. */
  hex(n: number): string {
    let out = "";
    while (out.length < n)
      out += Math.floor(this.next() * 0x10000)
        .toString(16)
        .padStart(4, "0");
    return out.slice(0, n);
  }

  /** A generator for a sub-task, so adding draws in one place does not shift another. */
  fork(label: string): Random {
    return new Random((this.int(0, 0x7fffffff) ^ fnv1a(label)) >>> 0);
  }
}

/** FNV-1a 32-bit hash of a text. */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function hashSeed(seed: number): number {
  // Spread small seeds (1, 2, 3…) over the state space.
  return fnv1a(`seed:${Math.trunc(seed)}`) ^ Math.imul(Math.trunc(seed) | 0, 0x9e3779b1);
}
