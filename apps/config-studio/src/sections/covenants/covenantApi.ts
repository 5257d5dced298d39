// The central covenant catalogue's operations (the API's covenant-configs module; the portal's admin screens
// use the same ones). Range and alert threshold travel in stored hundredths.
import { LANGUAGES } from "@ledgerline/schemas/languages";
import type { CentralCovenantInput } from "@ledgerline/schemas/covenant-limits";
import { graphql } from "../../api/client";
import type { ApiWording } from "../../i18n/apiMessages";

export const COVENANT_LANGUAGES = LANGUAGES;
export type CovenantLanguage = (typeof COVENANT_LANGUAGES)[number];
export const COVENANT_FIELD_TYPES = ["currency", "percentual", "numeric"] as const;
export const COVENANT_PAGE_SIZE = 15;

type Texts = Partial<Record<CovenantLanguage, string | null>>;

export interface CentralCovenant {
  _id: string;
  internalName: string;
  name: Texts & { en: string };
  guide: Texts | null;
  label: string;
  links: { uri: string; name: string; guide: string | null }[];
  fieldType: string;
  range: { min: number | null; max: number | null };
  alertThreshold: number;
  clientType: string;
  formula: string;
  /** YYYYMMDD; null: active. */
  archived: number | null;
  statistics: { count: number };
}

export interface CovenantPage {
  results: CentralCovenant[];
  pageInfo: { total: number; limit: number; offset: number };
}

export interface ApiErrorInfo extends ApiWording {
  code: string;
  fields: ({ field: string } & ApiWording)[];
}

export interface SaveResult {
  success: boolean;
  error: ApiErrorInfo | null;
  covenant: CentralCovenant | null;
}

export interface ArchiveResult {
  success: boolean;
  error: ApiErrorInfo | null;
  _id: string | null;
  archived: number | null;
}

const COVENANT = `_id internalName name { en fr es pt ru } guide { en fr es pt ru } label links { uri name guide } fieldType range { min max } alertThreshold clientType formula archived statistics { count }`;
const RESULT = `success error { code message messageId params fields { field message messageId params } }`;

export const covenantsQueryKey = ["studio", "covenants"] as const;

export async function fetchCovenantPage(options: {
  archived: boolean;
  clientType: string | null;
  page: number;
  language: string;
}): Promise<CovenantPage> {
  const answer = await graphql<{ covenantsConfig: CovenantPage }>(
    `query studioCovenantsConfig($archived: Boolean, $clientType: String, $skip: Int, $limit: Int, $language: String) { covenantsConfig(archived: $archived, clientType: $clientType, skip: $skip, limit: $limit, language: $language) { results { ${COVENANT} } pageInfo { total limit offset } } }`,
    {
      archived: options.archived,
      // The catalogue's filter takes the lower-case type (mfi, agro).
      clientType: options.clientType?.toLowerCase() ?? null,
      skip: (options.page - 1) * COVENANT_PAGE_SIZE,
      limit: COVENANT_PAGE_SIZE,
      language: options.language,
    },
  );
  return answer.covenantsConfig;
}

export async function fetchCovenant(id: string, language: string): Promise<CentralCovenant | null> {
  const answer = await graphql<{ covenantConfig: CentralCovenant | null }>(
    `query studioCovenantConfig($id: ID!, $language: String) { covenantConfig(id: $id, language: $language) { ${COVENANT} } }`,
    { id, language },
  );
  return answer.covenantConfig;
}

export async function saveCovenant(id: string | null, covenant: CentralCovenantInput): Promise<SaveResult> {
  if (id === null) {
    const answer = await graphql<{ createCovenantConfig: SaveResult }>(
      `mutation studioCreateCovenantConfig($covenant: CovenantConfigInput!) { createCovenantConfig(covenant: $covenant) { ${RESULT} covenant { ${COVENANT} } } }`,
      { covenant },
    );
    return answer.createCovenantConfig;
  }
  const answer = await graphql<{ updateCovenantConfig: SaveResult }>(
    `mutation studioUpdateCovenantConfig($covenantId: ID!, $covenant: CovenantConfigInput!) { updateCovenantConfig(covenantId: $covenantId, covenant: $covenant) { ${RESULT} covenant { ${COVENANT} } } }`,
    { covenantId: id, covenant },
  );
  return answer.updateCovenantConfig;
}

/** asFrom YYYYMMDD; null makes the covenant active again. */
export async function archiveCovenant(id: string, asFrom: number | null): Promise<ArchiveResult> {
  const answer = await graphql<{ archiveCovenantConfig: ArchiveResult }>(
    `mutation studioArchiveCovenantConfig($covenantId: ID!, $asFrom: Int) { archiveCovenantConfig(covenantId: $covenantId, asFrom: $asFrom) { ${RESULT} _id archived } }`,
    { covenantId: id, asFrom },
  );
  return answer.archiveCovenantConfig;
}
