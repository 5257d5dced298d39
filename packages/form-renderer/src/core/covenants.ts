// Covenant fields in a report (spec 2 §5) and the waiver in effect (spec 3 §4), framework-free.
import type { CovenantLevel, CovenantRef, CovenantValueType, Range, Waiver } from "@ledgerline/schemas";
import { covenantLevel, waiverInEffect } from "@ledgerline/schemas";

/** The limits an investment puts on a covenant field: range and alert threshold in stored hundredths. */
export interface CovenantLimits {
  readonly range: Range;
  readonly alertThreshold?: number | null;
  readonly waivers?: readonly Waiver[];
  /**
   * Formulas of the covenants a REPLACE waiver may put in this one's place, by the replacement's internal
   * name (from the central covenant catalogue). Not needed when the form has a field of that name.
   */
  readonly replacementFormulas?: Readonly<Record<string, string>>;
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
  const waiver = waiverInEffect(limits.waivers, date);
  if (waiver?.waiverType === "DISABLE") return { range: null, alertThreshold: null, waiver };
  if (waiver && waiver.range)
    return { range: waiver.range, alertThreshold: waiver.alertThreshold ?? null, waiver };
  return { range: limits.range, alertThreshold: limits.alertThreshold ?? null, waiver };
}

/** The covenant a REPLACE waiver in effect tests instead, with its value (the engine's number). */
export interface Replacement {
  readonly covenant: CovenantRef;
  readonly value: number | null;
}

export interface CovenantAssessment {
  /** Null when the value is missing or the covenant is disabled. */
  readonly level: CovenantLevel | null;
  readonly limits: EffectiveLimits;
  /** Set while a REPLACE waiver is in effect: the value shown and judged is the replacement's. */
  readonly replacement: Replacement | null;
}

/** The replacement covenant of the REPLACE waiver in effect on `date`, if any. */
export function replacementOf(limits: CovenantLimits | undefined, date: number): CovenantRef | null {
  if (!limits) return null;
  const { waiver } = effectiveLimits(limits, date);
  return waiver?.waiverType === "REPLACE" ? (waiver.centralCovenant ?? null) : null;
}

/**
 * Where a covenant value (the engine's number: a fraction for percentual) stands against its effective limits.
 * Under a REPLACE waiver the replacement covenant's value (`replacementValue`, of the replacement's own type)
 * is judged against the waiver's range instead: the field's own value no longer counts (spec 3 §4).
 */
export function assessCovenant(
  value: number | null,
  fieldType: CovenantValueType,
  limits: CovenantLimits | undefined,
  date: number,
  replacementValue: number | null = null,
): CovenantAssessment {
  if (!limits)
    return { level: null, limits: { range: null, alertThreshold: null, waiver: null }, replacement: null };
  const effective = effectiveLimits(limits, date);
  const replacing = replacementOf(limits, date);
  const replacement = replacing ? { covenant: replacing, value: replacementValue } : null;
  if (!effective.range) return { level: null, limits: effective, replacement };
  const tested = replacement ? replacement.value : value;
  return {
    level: covenantLevel(tested, replacement ? replacement.covenant.fieldType : fieldType, {
      range: effective.range,
      alertThreshold: effective.alertThreshold,
    }),
    limits: effective,
    replacement,
  };
}
