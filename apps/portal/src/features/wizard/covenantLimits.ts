// Covenant limits for the renderer: the client's covenants tested at the report's period end (the
// covenantChecks query, a read), turned into what the renderer judges with while the user types: per covenant
// field the investment covenant's own limits and the waiver in effect, which the renderer applies at the same
// date (spec 3 §4), so a waived, replaced or altered covenant shows its waiver. A breached covenant without a
// motivation blocks the step.
import { LANGUAGES } from "@ledgerline/schemas/languages";
import type { CovenantLimits } from "@ledgerline/form-renderer";
import type { CovenantRef, CovenantValueType, Waiver } from "@ledgerline/schemas";
import { useQuery } from "@tanstack/react-query";
import type { CovenantChecksQuery } from "../../api/generated/operations";
import { useApi } from "../../api/ApiContext";
import { assertSuccess } from "../../api/mutationResult";
import type { Wizard } from "../../api/types";
import { wizardKeys } from "./queryKeys";
import { CovenantChecksDocument } from "../../api/generated/typed/features/wizard/documents";

/**
 * One covenant of one investment tested at the report's period end (the API's CovenantCheck). covenantId: the
 * investment covenant's id (covenantExplanation's covenantId); covenantInternalName: the covenant field of the
 * report it belongs to; covenantRange: its own limits, before any waiver; internalName, name, fieldType: the
 * tested covenant, the replacement under a REPLACE waiver; range: the limits tested against (the waiver's under
 * REPLACE and ALTER); level: ok, alerted, breached, waived (DISABLE) or unknown (no value).
 */
export type CovenantCheck = CovenantChecksQuery["covenantChecks"]["checks"][number];

/** The worse result wins; a covenant not tested (waived) only when no investment tests it. */
const SEVERITY: Record<string, number> = { breached: 4, alerted: 3, unknown: 2, ok: 1, waived: 0 };

/** The waiver in effect as the renderer takes it; a REPLACE waiver names the tested replacement. */
function waiverOf(check: CovenantCheck): Waiver | null {
  const waiver = check.waiver;
  if (!waiver) return null;
  const replacement: CovenantRef | undefined =
    waiver.waiverType === "REPLACE"
      ? {
          _id: "",
          internalName: check.internalName,
          // The API names it in the user's language already.
          name: Object.fromEntries(
            LANGUAGES.map((language) => [language, check.name]),
          ) as CovenantRef["name"],
          archived: null,
          fieldType: check.fieldType as CovenantValueType,
        }
      : undefined;
  return {
    _id: waiver._id,
    waiverType: waiver.waiverType as Waiver["waiverType"],
    startDate: waiver.startDate,
    endDate: waiver.endDate,
    ...(waiver.range ? { range: waiver.range } : {}),
    ...(waiver.alertThreshold !== null ? { alertThreshold: waiver.alertThreshold } : {}),
    ...(replacement ? { centralCovenant: replacement } : {}),
  };
}

/**
 * One set of limits per covenant field (the investment covenant's internal name). When several investments
 * test the same covenant, the worst result decides (breached over alerted over no value over ok; waived
 * last), so the form never shows a covenant as fine that one investment finds breached, nor as waived while
 * another investment still tests it.
 */
export function limitsByCovenant(checks: readonly CovenantCheck[]): Record<string, CovenantLimits> {
  const chosen = new Map<string, CovenantCheck>();
  for (const check of checks) {
    const held = chosen.get(check.covenantInternalName);
    if (!held || (SEVERITY[check.level] ?? 0) > (SEVERITY[held.level] ?? 0))
      chosen.set(check.covenantInternalName, check);
  }
  return Object.fromEntries(
    [...chosen].map(([name, check]) => {
      const waiver = waiverOf(check);
      const limits: CovenantLimits = {
        range: check.covenantRange,
        alertThreshold: check.covenantAlertThreshold,
        waivers: waiver ? [waiver] : [],
      };
      return [name, limits];
    }),
  );
}

/** Whether any step of the report has covenant fields. */
export function hasCovenants(wizard: Pick<Wizard, "steps">): boolean {
  const walk = (fields: { type?: string; children?: unknown[] }[]): boolean =>
    fields.some((field) => field.type === "COVENANT" || walk((field.children ?? []) as typeof fields));
  return wizard.steps.some((step) => walk(step.config.fields as { type?: string }[]));
}

/** The report's covenant checks (asked once per revision), seen through `select`. */
export function useCovenantChecks<T>(wizard: Wizard, select: (checks: CovenantCheck[]) => T) {
  const api = useApi();
  return useQuery({
    queryKey: wizardKeys.covenantChecks(wizard._id, wizard.revision),
    enabled: hasCovenants(wizard),
    queryFn: () =>
      api
        .graphql(CovenantChecksDocument, {
          clientId: wizard.client._id,
          reportId: wizard._id,
        })
        .then(({ covenantChecks }) => {
          assertSuccess(covenantChecks, "covenantChecks");
          return covenantChecks.checks;
        }),
    select,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
}

export function useCovenantLimits(wizard: Wizard) {
  return useCovenantChecks(wizard, limitsByCovenant);
}
