// The central covenant catalogue's operations (the API's covenant-configs module; the portal's admin screens
// use the same ones). Range and alert threshold travel in stored hundredths.
import { LANGUAGES } from "@ledgerline/schemas/languages";
import type { CentralCovenantInput } from "@ledgerline/schemas/covenant-limits";
import { graphql } from "../../api/client";
import {
  StudioArchiveCovenantConfigDocument,
  StudioCovenantConfigDocument,
  StudioCovenantsConfigDocument,
  StudioCreateCovenantConfigDocument,
  StudioUpdateCovenantConfigDocument,
} from "../../api/generated/operations";
import type {
  StudioArchiveCovenantConfigMutation,
  StudioCovenantsConfigQuery,
  StudioCreateCovenantConfigMutation,
} from "../../api/generated/operations";

export const COVENANT_LANGUAGES = LANGUAGES;
export type CovenantLanguage = (typeof COVENANT_LANGUAGES)[number];
export const COVENANT_FIELD_TYPES = ["currency", "percentual", "numeric"] as const;
export const COVENANT_PAGE_SIZE = 15;

export type CovenantPage = StudioCovenantsConfigQuery["covenantsConfig"];

export type CentralCovenant = CovenantPage["results"][number];

export type SaveResult = StudioCreateCovenantConfigMutation["createCovenantConfig"];

export type ArchiveResult = StudioArchiveCovenantConfigMutation["archiveCovenantConfig"];

export const covenantsQueryKey = ["studio", "covenants"] as const;

export async function fetchCovenantPage(options: {
  archived: boolean;
  clientType: string | null;
  page: number;
  language: string;
}): Promise<CovenantPage> {
  const answer = await graphql(StudioCovenantsConfigDocument, {
    archived: options.archived,
    // The catalogue's filter takes the lower-case type (mfi, agro).
    clientType: options.clientType?.toLowerCase() ?? null,
    skip: (options.page - 1) * COVENANT_PAGE_SIZE,
    limit: COVENANT_PAGE_SIZE,
    language: options.language,
  });
  return answer.covenantsConfig;
}

export async function fetchCovenant(id: string, language: string): Promise<CentralCovenant | null> {
  const answer = await graphql(StudioCovenantConfigDocument, { id, language });
  return answer.covenantConfig;
}

export async function saveCovenant(id: string | null, covenant: CentralCovenantInput): Promise<SaveResult> {
  if (id === null) {
    const answer = await graphql(StudioCreateCovenantConfigDocument, { covenant });
    return answer.createCovenantConfig;
  }
  const answer = await graphql(StudioUpdateCovenantConfigDocument, { covenantId: id, covenant });
  return answer.updateCovenantConfig;
}

/** asFrom YYYYMMDD; null makes the covenant active again. */
export async function archiveCovenant(id: string, asFrom: number | null): Promise<ArchiveResult> {
  const answer = await graphql(StudioArchiveCovenantConfigDocument, { covenantId: id, asFrom });
  return answer.archiveCovenantConfig;
}
