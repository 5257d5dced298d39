import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { finite, roundHalfAwayFromZero, tolerantEqual, tolerantLess } from "./numeric";

describe("numeric rules", () => {
  it("finite turns NaN and infinities into null and -0 into 0", () => {
    expect(finite(Number.NaN)).toBeNull();
    expect(finite(Number.NEGATIVE_INFINITY)).toBeNull();
    expect(Object.is(finite(-0), 0)).toBe(true);
    expect(finite(1.5)).toBe(1.5);
  });

  it("rounds the decimal digits as written", () => {
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01);
    expect(roundHalfAwayFromZero(8.345, 2)).toBe(8.35);
    expect(roundHalfAwayFromZero(-0.5, 0)).toBe(-1);
    expect(roundHalfAwayFromZero(0.0004, 2)).toBe(0);
    expect(roundHalfAwayFromZero(123.456, 10)).toBe(123.456);
    expect(roundHalfAwayFromZero(99.5, -3)).toBe(0);
    expect(roundHalfAwayFromZero(500, -3)).toBe(1000);
    expect(roundHalfAwayFromZero(1.23e-7, 8)).toBe(1.2e-7);
  });

  it("rounding is symmetric around zero and agrees with Math.round on halves of integers", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 4 }), (k, d) => {
        const x = (k + 0.5) / 10 ** d;
        expect(roundHalfAwayFromZero(-x, d)).toBe(-(roundHalfAwayFromZero(x, d) as number) + 0);
        expect(roundHalfAwayFromZero(Math.abs(k) + 0.5, 0)).toBe(Math.abs(k) + 1);
      }),
    );
  });

  it("compares with a 0.01 tolerance that survives binary rounding", () => {
    expect(tolerantEqual(1.01, 1)).toBe(true);
    expect(tolerantEqual(100.01, 100)).toBe(true);
    expect(tolerantEqual(1e9 + 0.01, 1e9)).toBe(true);
    expect(tolerantEqual(1.02, 1)).toBe(false);
    expect(tolerantLess(1, 1.01)).toBe(false);
    expect(tolerantLess(1, 1.0101)).toBe(true);
  });
});
