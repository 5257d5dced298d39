// A covenant's status order and its headroom. All in stored units (hundredths; percentual: hundredths of a
// percent), like the limits themselves.
import type { Range } from "@ledgerline/schemas";
import type { CovenantTestLevel } from "../covenants/evaluate";

export type MonitorStatus = CovenantTestLevel;

/** Worst first. */
export const MONITOR_STATUSES: readonly MonitorStatus[] = ["breached", "alerted", "unknown", "waived", "ok"];

export interface Limits {
  range: Range;
  alertThreshold: number | null;
}

/**
 * Which bound binds: the one crossed when the value is outside the range, else the one the alert threshold
 * watches (as `covenantLevel` decides: the threshold sits near the binding bound), else the only one there is,
 * else the nearer one relative to its size.
 */
export function bindingLimit(value: number, limits: Limits): number | null {
  const { min, max } = limits.range;
  if (max !== null && value > max) return max;
  if (min !== null && value < min) return min;
  if (min === null || max === null) return max ?? min;
  const alert = limits.alertThreshold;
  if (alert !== null) return alert - min >= max - alert ? max : min;
  return relative(max - value, max) <= relative(value - min, min) ? max : min;
}

function relative(distance: number, limit: number): number {
  return limit === 0 ? Infinity : distance / Math.abs(limit);
}

/**
 * How far the value is from the binding limit, in percent of that limit: positive inside the range, negative
 * when breached. Null when there is no value, no limit, or the limit is 0 (no percentage of nothing).
 */
export function headroomOf(value: number | null, limits: Limits): number | null {
  if (value === null) return null;
  const limit = bindingLimit(value, limits);
  if (limit === null || limit === 0) return null;
  const { max } = limits.range;
  const distance = limit === max ? limit - value : value - limit;
  return Math.round((distance / Math.abs(limit)) * 10000) / 100;
}
