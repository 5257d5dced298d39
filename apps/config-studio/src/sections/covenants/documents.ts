// The central covenant catalogue's GraphQL documents (the API's covenant-configs module), typed by the
// studio's codegen (api/generated/operations.ts).

const COVENANT = `_id internalName name { en fr es pt ru } guide { en fr es pt ru } label links { uri name guide } fieldType range { min max } alertThreshold clientType formula archived statistics { count }`;
const RESULT = `success error { code message messageId params fields { field message messageId params } }`;

export const COVENANTS_CONFIG = `query studioCovenantsConfig($archived: Boolean, $clientType: String, $skip: Int, $limit: Int, $language: String) { covenantsConfig(archived: $archived, clientType: $clientType, skip: $skip, limit: $limit, language: $language) { results { ${COVENANT} } pageInfo { total limit offset } } }`;

export const COVENANT_CONFIG = `query studioCovenantConfig($id: ID!, $language: String) { covenantConfig(id: $id, language: $language) { ${COVENANT} } }`;

export const CREATE_COVENANT_CONFIG = `mutation studioCreateCovenantConfig($covenant: CovenantConfigInput!) { createCovenantConfig(covenant: $covenant) { ${RESULT} covenant { ${COVENANT} } } }`;

export const UPDATE_COVENANT_CONFIG = `mutation studioUpdateCovenantConfig($covenantId: ID!, $covenant: CovenantConfigInput!) { updateCovenantConfig(covenantId: $covenantId, covenant: $covenant) { ${RESULT} covenant { ${COVENANT} } } }`;

export const ARCHIVE_COVENANT_CONFIG = `mutation studioArchiveCovenantConfig($covenantId: ID!, $asFrom: Int) { archiveCovenantConfig(covenantId: $covenantId, asFrom: $asFrom) { ${RESULT} _id archived } }`;
