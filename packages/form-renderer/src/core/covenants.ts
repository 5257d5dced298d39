// Covenant fields in a report (spec 2 §5) and the waiver in effect (spec 3 §4), framework-free.
import type { CovenantLevel, Range, Waiver } from "@ledgerline/schemas";
import { covenantLevel } from "@ledgerline/schemas";

/** The limits an investment puts on a covenant field: range and alert threshold in stored hundredths. */
export interface CovenantLimits {
  readonly range: Range;
  readonly alertThreshold?: number | null;
  readonly waivers?: readonly Waiver[];
}

/** The limits that apply on a date after waivers. */
export interface EffectiveLimits {
  /** Null when a DISABLE waiver switches the covenant off. */
  readonly range: Range | null;
  readonly alertThreshold: number | null;
  readonly waiver: Waiver | null;
}

/**
 * The first waiver (by start date) whose start and end dates include `date` (yyyymmdd) decides: DISABLE turns
 * the test off, REPLACE and ALTER test against the waiver's range and alert threshold.
 */
export function effectiveLimits(limits: CovenantLimits, date: number): EffectiveLimits {
  const waiver =
    [...(limits.waivers ?? [])]
      .sort((a, b) => a.startDate - b.startDate)
      .find((w) => w.startDate <= date && date <= w.endDate) ?? null;
  if (waiver?.waiverType === "DISABLE") return { range: null, alertThreshold: null, waiver };
  if (waiver && waiver.range)
    return { range: waiver.range, alertThreshold: waiver.alertThreshold ?? null, waiver };
  return { range: limits.range, alertThreshold: limits.alertThreshold ?? null, waiver };
}

export interface CovenantAssessment {
  /** Null when the value is missing or the covenant is disabled. */
  readonly level: CovenantLevel | null;
  readonly limits: EffectiveLimits;
}

/** Where a covenant value (the engine's number: a fraction for percentual) stands against its effective limits. */
export function assessCovenant(
  value: number | null,
  fieldType: "numeric" | "currency" | "percentual",
  limits: CovenantLimits | undefined,
  date: number,
): CovenantAssessment {
  if (!limits) return { level: null, limits: { range: null, alertThreshold: null, waiver: null } };
  const effective = effectiveLimits(limits, date);
  if (!effective.range) return { level: null, limits: effective };
  return {
    level: covenantLevel(value, fieldType, {
      range: effective.range,
      alertThreshold: effective.alertThreshold,
    }),
    limits: effective,
  };
}
