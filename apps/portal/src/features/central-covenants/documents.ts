// The GraphQL operations of the central covenant catalogue (spec 3 §7).
import { ERROR_FIELDS } from "../../api/errorFields";
const COVENANT = `_id internalName name { en es fr pt ru } guide { en es fr pt ru } label links { uri name guide } fieldType range { min max } alertThreshold clientType formula archived statistics { count }`;
const ERROR = `success ${ERROR_FIELDS}`;

export const COVENANTS_CONFIG = `query CovenantsConfig($archived: Boolean, $clientType: String, $skip: Int, $limit: Int, $language: String, $sorting: [SortInput!]) { covenantsConfig(archived: $archived, clientType: $clientType, skip: $skip, limit: $limit, language: $language, sorting: $sorting) { results { ${COVENANT} } pageInfo { total limit offset } } }`;

export const COVENANT_CONFIG = `query CovenantConfig($id: ID!, $language: String) { covenantConfig(id: $id, language: $language) { ${COVENANT} } }`;

export const CREATE_COVENANT_CONFIG = `mutation CreateCovenantConfig($covenant: CovenantConfigInput!) { createCovenantConfig(covenant: $covenant) { ${ERROR} covenant { ${COVENANT} } } }`;

export const UPDATE_COVENANT_CONFIG = `mutation UpdateCovenantConfig($covenantId: ID!, $covenant: CovenantConfigInput!) { updateCovenantConfig(covenantId: $covenantId, covenant: $covenant) { ${ERROR} covenant { ${COVENANT} } } }`;

export const ARCHIVE_COVENANT_CONFIG = `mutation ArchiveCovenantConfig($covenantId: ID!, $asFrom: Int) { archiveCovenantConfig(covenantId: $covenantId, asFrom: $asFrom) { ${ERROR} _id archived } }`;
