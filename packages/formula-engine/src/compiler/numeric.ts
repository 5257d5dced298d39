// Number rules shared by operators and functions: finite-or-null results, tolerant comparisons, rounding.

/** Absolute tolerance of comparisons. */
export const COMPARISON_TOLERANCE = 0.01;

/** A finite result, or null (NaN and ±Infinity are null); -0 becomes 0. */
export function finite(value: number): number | null {
  return value - value === 0 ? value + 0 : null;
}

/**
 * The tolerance for comparing a and b: 0.01 plus the floating-point noise of the larger operand (4 ulps), so that
 * 1.01 == 1.00 holds although 1.01 − 1.00 is 0.010000000000000009 in binary floating point.
 */
function tolerance(a: number, b: number): number {
  return COMPARISON_TOLERANCE + 4 * Number.EPSILON * Math.max(1, Math.abs(a), Math.abs(b));
}

/** a == b iff |a − b| ≤ 0.01. */
export function tolerantEqual(a: number, b: number): boolean {
  return Math.abs(a - b) <= tolerance(a, b);
}

/** a < b iff b − a > 0.01 (so exactly one of <, ==, > holds). */
export function tolerantLess(a: number, b: number): boolean {
  return b - a > tolerance(a, b);
}

/**
 * Rounds half away from zero to `digits` decimals (negative digits round to tens, hundreds…). Works on the
 * shortest decimal form of the number, so round(1.005, 2) is 1.01 as written, not 1.00 as binary 1.005 would give.
 */
export function roundHalfAwayFromZero(value: number, digits: number): number | null {
  if (!Number.isFinite(value) || !Number.isFinite(digits)) return null;
  const d = Math.trunc(digits);
  if (d > 100) return value;
  if (d < -400) return 0;
  const sign = value < 0 ? -1 : 1;
  const text = Math.abs(value).toExponential(); // shortest round-trip digits: "1.005e+0"
  const match = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return null;
  const digitsText = match[1]! + (match[2] ?? "");
  const exponent = Number(match[3]);
  // value = 0.digitsText × 10^(exponent + 1); keep `keep` leading digits.
  const keep = exponent + 1 + d;
  if (keep < 0) return 0;
  if (keep >= digitsText.length) return value;
  const kept = keep === 0 ? 0 : Number(digitsText.slice(0, keep));
  const roundUp = digitsText.charCodeAt(keep) >= 53; // next digit ≥ 5: half away from zero
  const mantissa = kept + (roundUp ? 1 : 0);
  // mantissa × 10^(exponent + 1 − keep), built from text to avoid binary error: "123e-2" → 1.23.
  const result = Number(`${mantissa}e${exponent + 1 - keep}`);
  return finite(sign * result);
}
