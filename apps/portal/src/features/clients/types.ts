// Shapes of the answers the clients grid reads, named as the API's SDL names them
// (apps/api/src/modules/clients/schema.ts).
import type { ClientsGridQuery } from "../../api/generated/operations";
import type { RegionSummary } from "../../api/types";

export type ClientPage = ClientsGridQuery["clients"];

/**
 * A row of the provider's clients grid. clientType: MFI, BANK or AGRO; status: active, workout or inactive
 * (removed clients are left out by the API); worldRegion: a region id, which the regions query names.
 */
export type ClientRow = ClientPage["results"][number];

export type { RegionSummary };
