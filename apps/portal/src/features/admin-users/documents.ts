// The GraphQL operations of the admin users screens (spec 3 §7), with the field names of the API's SDL
// (apps/api users/schema.ts). The client search and the password change are shared: api/documents.ts.
import { ERROR_FIELDS } from "../../api/errorFields";

const ROW_FIELDS = `_id fullName email roles language status lastLogin userAccountId
  clients { ids regions nameList }`;

const ERROR = ERROR_FIELDS;

export const USERS = /* GraphQL */ `
  query AdminUsers($skip: Int, $limit: Int, $filter: String, $includeDeleted: Boolean) {
    users(skip: $skip, limit: $limit, filter: $filter, includeDeleted: $includeDeleted) {
      results { ${ROW_FIELDS} }
      pageInfo { total limit offset }
    }
  }
`;

export const USER = /* GraphQL */ `
  query AdminUser($userId: ID!) {
    user(userId: $userId) {
      ${ROW_FIELDS}
      created firstName lastName statusMessage
      address { country countryName state city postalcode street nr box additional }
      communication { type value }
      invitation { lastSendOfInvite expirationDate fulfilled }
      changeLog { action actionMessage timestamp actionBy { fullName } }
    }
  }
`;

export const USER_REFERENCE = /* GraphQL */ `
  query UserReference {
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

export const CREATE_USER = /* GraphQL */ `
  mutation CreateUser($user: UserInput!) {
    createUser(user: $user) { success ${ERROR} }
  }
`;

export const UPDATE_USER = /* GraphQL */ `
  mutation UpdateUserAsAdmin($userId: ID!, $user: UserInput!) {
    updateUserAsAdmin(userId: $userId, user: $user) { success ${ERROR} }
  }
`;

export const REINVITE_USER = /* GraphQL */ `
  mutation ReinviteUser($userId: ID!) {
    reinviteUser(userId: $userId) { success ${ERROR} }
  }
`;

export const DELETE_USER = /* GraphQL */ `
  mutation DeleteUser($userToDelete: ID!) {
    deleteUser(userToDelete: $userToDelete) { success ${ERROR} }
  }
`;
