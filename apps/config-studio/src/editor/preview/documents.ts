// The preview's GraphQL documents, typed by the studio's codegen (api/generated/operations.ts).

export const PREVIEW_DATA = /* GraphQL */ `
  query StudioPreviewData($clientId: ID!, $numeric: Int!) {
    studioPreviewData(clientId: $clientId, numeric: $numeric) {
      clientId
      clientName
      clientType
      currency
      reportingScale
      financialPeriods
      formData
    }
  }
`;

export const PREVIEW_CLIENTS = /* GraphQL */ `
  query StudioPreviewClients($filter: String, $clientType: String, $limit: Int) {
    clients(filter: $filter, clientType: $clientType, limit: $limit) {
      results {
        _id
        name
        clientType
      }
    }
  }
`;
