// Covenant limits for the renderer: the client's covenants tested at the report's period
// (covenantIsInBreach, waivers in effect already applied by the API). The renderer judges breach and alert
// from them while the user types, and a breached covenant without a motivation blocks the step.
import type { CovenantLimits } from "@ledgerline/form-renderer";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../api/ApiContext";
import { assertSuccess } from "../../api/mutationResult";
import type { MutationResult, Wizard } from "../../api/types";
import { COVENANT_IS_IN_BREACH } from "./documents";

export interface CovenantCheck {
  internalName: string;
  range: { min: number | null; max: number | null };
  alertThreshold: number | null;
  /** ok, alerted, breached, waived (DISABLE) or unknown (no value). */
  level: string;
}

const SEVERITY: Record<string, number> = { breached: 3, alerted: 2, ok: 1, unknown: 1 };

/**
 * One set of limits per covenant field. When several investments test the same covenant, the limits of the
 * worst result win (breached over alerted over ok), so the form never shows a covenant as fine that one
 * investment finds breached. A covenant waived (DISABLE) everywhere gets no limits: it is not tested.
 */
export function limitsByCovenant(checks: readonly CovenantCheck[]): Record<string, CovenantLimits> {
  const chosen = new Map<string, CovenantCheck>();
  for (const check of checks) {
    if (check.level === "waived") continue;
    const held = chosen.get(check.internalName);
    if (!held || (SEVERITY[check.level] ?? 0) > (SEVERITY[held.level] ?? 0))
      chosen.set(check.internalName, check);
  }
  return Object.fromEntries(
    [...chosen].map(([name, check]) => [name, { range: check.range, alertThreshold: check.alertThreshold }]),
  );
}

/** Whether any step of the report has covenant fields. */
export function hasCovenants(wizard: Pick<Wizard, "steps">): boolean {
  const walk = (fields: { type?: string; children?: unknown[] }[]): boolean =>
    fields.some((field) => field.type === "COVENANT" || walk((field.children ?? []) as typeof fields));
  return wizard.steps.some((step) => walk(step.config.fields as { type?: string }[]));
}

export function useCovenantLimits(wizard: Wizard) {
  const api = useApi();
  return useQuery({
    queryKey: ["covenantLimits", wizard._id, wizard.revision],
    enabled: hasCovenants(wizard),
    queryFn: () =>
      api
        .graphql<{ covenantIsInBreach: MutationResult & { checks: CovenantCheck[] } }>(
          COVENANT_IS_IN_BREACH,
          {
            clientId: wizard.client._id,
            reportId: wizard._id,
          },
        )
        .then(({ covenantIsInBreach }) => {
          assertSuccess(covenantIsInBreach, "covenantIsInBreach");
          return limitsByCovenant(covenantIsInBreach.checks);
        }),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
}
