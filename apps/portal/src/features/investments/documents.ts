// The GraphQL operations of the investment screens (spec 3 §7), with the field names of the API's SDL
// (apps/api/src/modules/investments/schema.ts). Covenant limits travel in stored units both ways.
import { ERROR_FIELDS } from "../../api/errorFields";

const mutationResult = `success ${ERROR_FIELDS}`;

const rowFields = `
  _id importedId client { _id name } clientKey clientType
  fund { _id name reportingPeriodicity } product { _id name }
  currency country outstandingAmount firstDisbursementDate finalMaturityDate endedAt lastReportedMonth
  reportingPeriodicity covenantsCount
`;

const centralCovenant = "_id internalName name guide archived fieldType";

const waiverFields = `
  _id waiverType startDate endDate centralCovenant { ${centralCovenant} }
  range { min max } alertThreshold
`;

const covenantFields = `
  _id centralCovenantId { ${centralCovenant} } range { min max } alertThreshold
  waivers { ${waiverFields} } waiverInEffect { ${waiverFields} }
`;

const investmentFields = `
  ${rowFields}
  investmentManagers { _id name startAt endedAt }
  covenants { ${covenantFields} }
  timeState
  flags {
    canReadCovenants canAddCovenants canEditCovenants canDeleteCovenants
    canReadWaivers canAddWaivers canEditWaivers canDeleteWaivers canUpdatePeriodicity
  }
`;

export const INVESTMENTS_PAGED = /* GraphQL */ `
  query investmentsPaged($filter: String, $state: String, $clientId: ID, $clientType: String, $sorting: [SortInput!], $skip: Int, $limit: Int, $language: String) {
    investmentsPaged(filter: $filter, state: $state, clientId: $clientId, clientType: $clientType, sorting: $sorting, skip: $skip, limit: $limit, language: $language) {
      results { ${rowFields} }
      pageInfo { total limit offset }
    }
  }
`;

export const INVESTMENT = /* GraphQL */ `
  query investment($id: ID!, $language: String) {
    investment(id: $id, language: $language) { ${investmentFields} }
  }
`;

export const COVENANT_LIST = /* GraphQL */ `
  query covenantList($filter: String, $clientId: ID!, $language: String, $limit: Int) {
    covenantList(filter: $filter, clientId: $clientId, language: $language, limit: $limit) {
      value
      label
    }
  }
`;

export const UPDATE_INVESTMENT_PERIODICITY = /* GraphQL */ `
  mutation updateInvestmentPeriodicity($investmentId: ID!, $periodicity: String!) {
    updateInvestmentPeriodicity(investmentId: $investmentId, periodicity: $periodicity) {
      ${mutationResult}
      investment { ${investmentFields} }
    }
  }
`;

const covenantsResult = `${mutationResult} covenants { ${covenantFields} } covenant { ${covenantFields} }`;

export const CREATE_COVENANT = /* GraphQL */ `
  mutation createCovenant($investmentId: ID!, $covenantId: ID!, $language: String) {
    createCovenant(investmentId: $investmentId, covenantId: $covenantId, language: $language) { ${covenantsResult} }
  }
`;

export const UPDATE_COVENANT = /* GraphQL */ `
  mutation updateCovenant($investmentId: ID!, $covenantId: ID!, $covenant: InvestmentCovenantInput!, $language: String) {
    updateCovenant(investmentId: $investmentId, covenantId: $covenantId, covenant: $covenant, language: $language) { ${covenantsResult} }
  }
`;

export const DELETE_COVENANT = /* GraphQL */ `
  mutation deleteCovenant($investmentId: ID!, $covenantId: ID!, $centralCovenantId: ID, $language: String) {
    deleteCovenant(investmentId: $investmentId, covenantId: $covenantId, centralCovenantId: $centralCovenantId, language: $language) { ${covenantsResult} }
  }
`;

const waiversResult = `${mutationResult} waivers { ${waiverFields} } waiver { ${waiverFields} } centralCovenant { ${centralCovenant} }`;

export const CREATE_WAIVER = /* GraphQL */ `
  mutation createWaiver($investmentId: ID!, $covenantId: ID!, $waiver: WaiverInput!, $language: String) {
    createWaiver(investmentId: $investmentId, covenantId: $covenantId, waiver: $waiver, language: $language) { ${waiversResult} }
  }
`;

export const UPDATE_WAIVER = /* GraphQL */ `
  mutation updateWaiver($investmentId: ID!, $covenantId: ID!, $waiverId: ID!, $waiver: WaiverInput!, $language: String) {
    updateWaiver(investmentId: $investmentId, covenantId: $covenantId, waiverId: $waiverId, waiver: $waiver, language: $language) { ${waiversResult} }
  }
`;

export const DELETE_WAIVER = /* GraphQL */ `
  mutation deleteWaiver($investmentId: ID!, $covenantId: ID!, $waiverId: ID!, $language: String) {
    deleteWaiver(investmentId: $investmentId, covenantId: $covenantId, waiverId: $waiverId, language: $language) { ${waiversResult} }
  }
`;
