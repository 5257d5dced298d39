// The GraphQL operations and shapes of the admin clients screens (spec 3 §7; the API's clients module).
import type { RemoveClientMutation } from "../../api/generated/operations";
import { ERROR_FIELDS } from "../../api/errorFields";

export const CLIENT_FIELDS = `_id importedId key name officialName clientType clientConfigType institutionalForm
  profitProfile status worldRegion yearOfOperationalStart
  address { country city postalcode street nr box additional }
  settings { financialPeriodEnd { day month } currency reportingScale }
  contacts { name role email } bottomDate topDate
  financialPeriods { financialYear financialYearId start end months }`;

export const ADMIN_CLIENTS = /* GraphQL */ `
  query AdminClients($skip: Int, $limit: Int, $filter: String) {
    clients(skip: $skip, limit: $limit, filter: $filter) {
      results {
        _id
        key
        name
        officialName
        clientType
        status
        address {
          country
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

export const ADMIN_CLIENT = /* GraphQL */ `
  query AdminClient($clientId: ID) { client(clientId: $clientId) { ${CLIENT_FIELDS} } }
`;

export const REFERENCE = /* GraphQL */ `
  query AdminClientReference {
    regions {
      _id
      region
    }
    countries {
      _id
      name
    }
  }
`;

const ERROR = ERROR_FIELDS;

export const CREATE_CLIENT = /* GraphQL */ `
  mutation CreateClient($client: ClientInput!) {
    createClient(client: $client) { success ${ERROR} client { _id } }
  }
`;

export const UPDATE_CLIENT = /* GraphQL */ `
  mutation UpdateClient($clientId: ID!, $client: ClientInput!) {
    updateClient(clientId: $clientId, client: $client) { success ${ERROR} client { _id } }
  }
`;

export const REMOVE_CLIENT = /* GraphQL */ `
  mutation RemoveClient($clientId: ID!, $clientName: String!) {
    removeClient(clientId: $clientId, clientName: $clientName) { success ${ERROR} }
  }
`;

export const UPDATE_PERIODS = /* GraphQL */ `
  mutation UpdateFinancialPeriods($clientId: ID!, $financialPeriods: [FinancialPeriodInput!]!) {
    updateFinancialPeriods(clientId: $clientId, financialPeriods: $financialPeriods) {
      success ${ERROR} financialPeriods { financialYear financialYearId start end months }
    }
  }
`;

export type MutationResult = RemoveClientMutation["removeClient"];
