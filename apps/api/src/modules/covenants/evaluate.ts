// Covenant testing, pure: given a formula engine over a client's figures, the formulas of the central
// covenants and a period end, what each covenant of an investment gives (spec 3 §3–§4, docs/reporting.md
// "Covenant tests"). No database and no clock here: the covenants module (a report's checks), the workflow
// (the audit summary of a state change) and the covenant monitor call these with what they loaded.
import type { FormulaEngine } from "@ledgerline/formula-engine";
import type { CovenantRef, Investment, InvestmentCovenant, Range, Waiver } from "@ledgerline/schemas";
import { covenantLevel, engineToStored, monthOf, storedToEngine, waiverInEffect } from "@ledgerline/schemas";

/** ok, alerted, breached; waived (a DISABLE waiver: not tested); unknown (no value to test). */
export type CovenantTestLevel = "ok" | "alerted" | "breached" | "waived" | "unknown";

/**
 * Whether an investment's covenants are tested for a period ending on `periodEnd` (yyyymmdd): only periods
 * ending on or after its first disbursement date and not after it ended (both inclusive). Before the first
 * disbursement nothing is lent yet, so nothing is owed; after the end the covenants no longer bind.
 */
export function isTestedAt(
  investment: Pick<Investment, "firstDisbursementDate" | "endedAt">,
  periodEnd: number,
): boolean {
  return (
    investment.firstDisbursementDate <= periodEnd &&
    (investment.endedAt === null || investment.endedAt === undefined || periodEnd <= investment.endedAt)
  );
}

/** What an investment covenant is tested against on a date, after the waiver in effect then. */
export interface CovenantTerms {
  /** The central covenant whose formula is tested: the covenant's own, or a REPLACE waiver's replacement. */
  readonly tested: CovenantRef;
  /** Stored units (hundredths; percentual: hundredths of a percent). */
  readonly range: Range;
  readonly alertThreshold: number | null;
  /** The waiver in effect (`waiverInEffect` of @ledgerline/schemas), if any. */
  readonly waiver: Waiver | null;
  /** A DISABLE waiver is in effect: the covenant is not tested. */
  readonly disabled: boolean;
}

/**
 * The terms of a covenant on `date` (yyyymmdd; for a report its period end): DISABLE switches the test off;
 * REPLACE tests the replacement covenant with the waiver's limits; ALTER the covenant with the waiver's limits.
 * A waiver without limits of its own (not valid for REPLACE and ALTER, but stored data may lack them) leaves
 * the covenant's limits in place.
 */
export function covenantTerms(covenant: InvestmentCovenant, date: number): CovenantTerms {
  const waiver = waiverInEffect(covenant.waivers, date);
  const own = {
    range: covenant.range,
    alertThreshold: covenant.alertThreshold ?? null,
  };
  if (!waiver) return { tested: covenant.centralCovenantId, ...own, waiver: null, disabled: false };
  if (waiver.waiverType === "DISABLE")
    return { tested: covenant.centralCovenantId, ...own, waiver, disabled: true };
  return {
    tested:
      waiver.waiverType === "REPLACE" && waiver.centralCovenant
        ? waiver.centralCovenant
        : covenant.centralCovenantId,
    range: waiver.range ?? own.range,
    alertThreshold: waiver.range ? (waiver.alertThreshold ?? null) : own.alertThreshold,
    waiver,
    disabled: false,
  };
}

/** What `testCovenant` needs besides the covenant. */
export interface CovenantTestContext {
  /** An engine over the client's figures (with the history its formulas read). */
  readonly engine: FormulaEngine;
  /** The formulas of central covenants, by their `_id`. A covenant without one has no value (unknown). */
  readonly formulas: ReadonlyMap<string, string>;
  /** The end of the tested period, yyyymmdd (a month end). */
  readonly periodEnd: number;
  /** Stored values by the tested covenant's internalName, used instead of its formula (the wizard's edits). */
  readonly overrides?: Readonly<Record<string, unknown>>;
}

/** One covenant tested at one period. */
export interface CovenantTest extends CovenantTerms {
  readonly covenant: InvestmentCovenant;
  /** The tested value in stored units; null when it cannot be computed. */
  readonly value: number | null;
  readonly level: CovenantTestLevel;
}

/** The tested covenant's value as the engine gives it (a fraction for percentual), or null. */
function engineValue(tested: CovenantRef, context: CovenantTestContext): number | null {
  const override = context.overrides?.[tested.internalName];
  if (typeof override === "number" && Number.isFinite(override))
    return storedToEngine(tested.fieldType, override);
  const formula = context.formulas.get(String(tested._id));
  if (!formula) return null;
  try {
    const value = context.engine.evaluateExpression(formula, monthOf(context.periodEnd));
    return typeof value === "number" && Number.isFinite(value) ? value : null;
  } catch {
    // A formula that no longer compiles against the client's forms gives no value, like a missing figure.
    return null;
  }
}

/** Tests one investment covenant at `context.periodEnd`, under the waiver in effect then. */
export function testCovenant(covenant: InvestmentCovenant, context: CovenantTestContext): CovenantTest {
  const terms = covenantTerms(covenant, context.periodEnd);
  if (terms.disabled) return { ...terms, covenant, value: null, level: "waived" };
  const value = engineValue(terms.tested, context);
  const level =
    covenantLevel(value, terms.tested.fieldType, {
      range: terms.range,
      alertThreshold: terms.alertThreshold,
    }) ?? "unknown";
  return { ...terms, covenant, value: engineToStored(terms.tested.fieldType, value), level };
}

/** A covenant test with the investment it belongs to. */
export interface InvestmentCovenantTest extends CovenantTest {
  readonly investment: Pick<Investment, "_id" | "importedId">;
}

/**
 * Every covenant of the investments tested at `context.periodEnd` (see `isTestedAt`), in investment order
 * (importedId) and covenant order.
 */
export function testInvestments(
  investments: readonly Investment[],
  context: CovenantTestContext,
): InvestmentCovenantTest[] {
  return [...investments]
    .filter((investment) => isTestedAt(investment, context.periodEnd))
    .sort((a, b) => a.importedId.localeCompare(b.importedId))
    .flatMap((investment) =>
      investment.covenants.map((covenant) => ({
        ...testCovenant(covenant, context),
        investment: { _id: investment._id, importedId: investment.importedId },
      })),
    );
}

/**
 * The `_id`s of the central covenants whose formulas testing these investments at `periodEnd` needs: the
 * tested ones of investments tested then, not those of disabled covenants.
 */
export function formulasNeeded(investments: readonly Investment[], periodEnd: number): string[] {
  const ids = new Set<string>();
  for (const investment of investments) {
    if (!isTestedAt(investment, periodEnd)) continue;
    for (const covenant of investment.covenants) {
      const terms = covenantTerms(covenant, periodEnd);
      if (!terms.disabled) ids.add(String(terms.tested._id));
    }
  }
  return [...ids];
}

export interface CovenantSummary {
  /** Covenants tested (every one but the waived). */
  readonly tested: number;
  readonly breached: number;
  readonly alerted: number;
  readonly waived: number;
  /** Tested without a value. */
  readonly unknown: number;
}

export function summarizeTests(tests: readonly Pick<CovenantTest, "level">[]): CovenantSummary {
  const count = (level: CovenantTestLevel) => tests.filter((test) => test.level === level).length;
  const waived = count("waived");
  return {
    tested: tests.length - waived,
    breached: count("breached"),
    alerted: count("alerted"),
    waived,
    unknown: count("unknown"),
  };
}

/** "5 tested, 1 breached, 1 alerted", then the waived and those without a value when there are any. */
export function summaryText(summary: CovenantSummary): string {
  const parts = [`${summary.tested} tested`, `${summary.breached} breached`, `${summary.alerted} alerted`];
  if (summary.waived > 0) parts.push(`${summary.waived} waived`);
  if (summary.unknown > 0) parts.push(`${summary.unknown} without a value`);
  return parts.join(", ");
}
