export const usersTypeDefs = /* GraphQL */ `
  type ChangeLogEntry {
    action: String!
    actionMessage: String!
    timestamp: String!
    actionBy: PersonRef!
  }

  type InvitationSent {
    date: String!
  }

  type InvitationBounce {
    date: String!
    reason: String!
  }

  "An invitation as administrators see it (its secrets never leave the server)."
  type UserInvitation {
    mailId: String
    lastSendOfInvite: String
    expirationDate: String
    fulfilled: Boolean!
    declinedAt: String
    creator: PersonRef
    sents: [InvitationSent!]!
    bounced: [InvitationBounce!]!
  }

  "The data scope of a user: client ids (client users), region ids (Regional Directors, Investment Managers)."
  type UserScope {
    ids: [ID!]!
    regions: [ID!]!
    nameList: [String!]!
  }

  type User {
    _id: ID!
    created: String
    firstName: String!
    lastName: String!
    fullName: String!
    email: String!
    lastLogin: String
    address: Address
    communication: [Communication!]!
    userAccountId: ID
    language: String!
    status: String!
    statusMessage: String
    changeLog: [ChangeLogEntry!]!
    roles: [String!]!
    invitation: UserInvitation
    clients: UserScope!
  }

  type UserPage {
    results: [User!]!
    pageInfo: PageInfo!
  }

  input UserScopeInput {
    ids: [ID!]
    regions: [ID!]
  }

  "The user form (spec 3 §5). Every field is checked by the server; problems come back in error.fields."
  input UserInput {
    firstName: String
    lastName: String
    email: String
    roles: [String!]
    language: String
    address: AddressInput
    communication: [CommunicationInput!]
    clients: UserScopeInput
  }

  type UserResult {
    success: Boolean!
    error: ErrorInfo
    user: User
  }

  extend type Query {
    "Users the caller administers, 25 a page; filter searches name and e-mail. Deleted users are left out unless includeDeleted."
    users(skip: Int = 0, limit: Int = 25, filter: String, includeDeleted: Boolean = false): UserPage!
    user(userId: ID!): User
  }

  extend type Mutation {
    "Creates an invited user and e-mails the invitation."
    createUser(user: UserInput!): UserResult!
    updateUserAsAdmin(userId: ID!, user: UserInput!): UserResult!
    "Sends a new invitation to a user who has no account yet."
    reinviteUser(userId: ID!): Result!
    "Sets the status DELETED, ends the user's sessions and disables the account."
    deleteUser(userToDelete: ID!): Result!
  }
`;
