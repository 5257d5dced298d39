// The GraphQL operations of the provider's clients grid (spec 3 §2), with the field names of the API's SDL
// (apps/api/src/modules/clients/schema.ts, apps/api/src/modules/reference/schema.ts).

export const CLIENTS_GRID = /* GraphQL */ `
  query clientsGrid($skip: Int, $limit: Int, $filter: String) {
    clients(skip: $skip, limit: $limit, filter: $filter) {
      results {
        _id
        key
        name
        officialName
        clientType
        status
        worldRegion
        address {
          countryName
        }
      }
      pageInfo {
        total
        limit
        offset
      }
    }
  }
`;

/** The world regions, to name a client's region (the client holds its id only). */
export const CLIENT_REGIONS = /* GraphQL */ `
  query clientRegions {
    regions {
      _id
      region
    }
  }
`;
