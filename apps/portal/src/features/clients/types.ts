// Shapes of the answers the clients grid reads, named as the API's SDL names them
// (apps/api/src/modules/clients/schema.ts).
import type { PageInfo, RegionSummary } from "../../api/types";

/** A row of the provider's clients grid. */
export interface ClientRow {
  _id: string;
  key: string;
  name: string;
  officialName: string;
  /** MFI, BANK or AGRO. */
  clientType: string;
  /** active, workout, inactive (removed clients are left out by the API). */
  status: string;
  /** A region id; the regions query names it. */
  worldRegion: string;
  address: { countryName?: string | null };
}

export interface ClientPage {
  results: ClientRow[];
  pageInfo: PageInfo;
}

export type { RegionSummary };
