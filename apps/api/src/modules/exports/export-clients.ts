// Which clients an export covers (spec 2 §6; issue 16 "Scope"), one rule for the exports that take clients:
// the chosen clients, every one of which must lie in the caller's scope, or all clients in scope; and how the
// file name and the header block say who the export is for.
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
  reporting: Pick<ReportingRepository, "clientIdsInScope">,
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

/** The client's key when the export is of exactly one client: the file name carries it. */
export function singleClientKey(clients: ReadonlyArray<{ key: string }>): string | null {
  return clients.length === 1 ? clients[0]!.key : null;
}

/** Whom an export of chosen clients covers: what to read, and how the file and its sheets say it. */
export interface ExportAudience {
  /** The client ids to read, or "all" (see clientsToExport). */
  clientIds: readonly string[] | "all";
  /** The header block's "For": the chosen clients' names, or all clients (in the caller's scope). */
  forWhom: string;
  /** The file name's client part: the key of the one chosen client, else null. */
  fileKey: string | null;
}

export async function exportAudience(
  access: Access,
  reporting: Pick<ReportingRepository, "clientIdsInScope" | "clientsByIds">,
  chosen: readonly string[],
): Promise<ExportAudience> {
  const clientIds = await clientsToExport(access, reporting, chosen);
  const named = await reporting.clientsByIds(chosen);
  return {
    clientIds,
    forWhom: audienceLabel(
      named.map((client) => client.name),
      access,
    ),
    fileKey: singleClientKey(named),
  };
}
