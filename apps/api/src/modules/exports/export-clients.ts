// Which clients an export covers (spec 2 §6; issue 16 "Scope"), one rule for the reports and investments
// exports: the chosen clients, every one of which must lie in the caller's scope, or all clients in scope.
import { forbidden } from "../../platform/errors";
import type { Access } from "../access/access";
import type { ReportingRepository } from "../reports/repository";

/**
 * The client ids to export, or "all" for a user who sees every client and chose none. A chosen client outside
 * a limited user's scope refuses the whole export with FORBIDDEN before anything is read or written, and says
 * nothing about whether that client exists.
 */
export async function clientsToExport(
  access: Access,
  reporting: ReportingRepository,
  chosen: readonly string[],
): Promise<readonly string[] | "all"> {
  if (access.scope.kind === "all") return chosen.length > 0 ? chosen : "all";
  const inScope = new Set(await reporting.clientIdsInScope(access));
  if (chosen.some((clientId) => !inScope.has(clientId))) throw forbidden();
  return chosen.length > 0 ? chosen : [...inScope];
}

/** Who a sheet is for, as its header says it. */
export function audienceLabel(chosenNames: readonly string[], access: Access): string {
  if (chosenNames.length > 0) return chosenNames.join(", ");
  return access.scope.kind === "all" ? "All clients" : "All clients in your scope";
}
