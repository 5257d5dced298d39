// The cached values of one field, indexed by month; `undefined` means "not read or computed yet".
import type { Value } from "../values";

export class Column {
  base = 0;
  values: (Value | undefined)[] = [];

  get(p: number): Value | undefined {
    const k = p - this.base;
    return k >= 0 && k < this.values.length ? this.values[k] : undefined;
  }

  set(p: number, value: Value): void {
    if (this.values.length === 0) this.base = p;
    let k = p - this.base;
    if (k < 0) {
      const extra = Math.max(-k, this.values.length, 12);
      const grown = new Array<Value | undefined>(extra + this.values.length);
      for (let i = 0; i < this.values.length; i++) grown[extra + i] = this.values[i];
      this.values = grown;
      this.base -= extra;
      k += extra;
    }
    this.values[k] = value;
  }

  /** Forgets the value at P (it will be read or computed again). */
  clear(p: number): void {
    const k = p - this.base;
    if (k >= 0 && k < this.values.length) this.values[k] = undefined;
  }

  /** The first and one past the last month that may hold a value. */
  get end(): number {
    return this.base + this.values.length;
  }

  reset(): void {
    this.base = 0;
    this.values = [];
  }
}
