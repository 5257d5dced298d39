export const identityTypeDefs = /* GraphQL */ `
  type Permission {
    context: String!
    action: String!
    "1 allows, -1 denies; a deny wins over an allow."
    value: Int!
  }

  type Person {
    _id: ID!
    firstName: String!
    lastName: String!
    fullName: String!
    email: String!
    language: String!
  }

  "The level and flags of a session."
  type SessionContext {
    "The provider key for provider users, CLIENT for client users."
    level: String
    providerKey: String!
    isProvider: Boolean!
    isClient: Boolean!
    isAdmin: Boolean!
    "Key of the default client of a client user."
    defaultClient: String
  }

  "The signed-in user. Ask for _id alone for the short form."
  type WhoAmI {
    _id: ID!
    person: Person!
    roles: [String!]!
    permissions: [Permission!]!
    context: SessionContext!
    "Key of the client a client user lands on (the default client)."
    clientKey: String
    "The clients this session may switch between: a client user's own, a regional user's regions'; empty for users who see every client."
    clients: [ClientSummary!]!
    regions: [Region!]!
    home: String!
    language: String!
  }

  type FormConfigSummary {
    _id: ID!
    key: String!
    version: String!
    name: Translated!
    category: String!
    periodType: String!
    target: String!
    type: String!
    clientTypes: [String!]!
    translations: [TranslationEntry!]!
  }

  type TranslationEntry {
    key: String!
    value: Translated!
  }

  type ReportConfigSummary {
    _id: ID!
    key: String!
    version: String!
    name: Translated!
    category: String!
    scheduleType: String!
    clientTypes: [String!]!
  }

  type FormCategoryGroup {
    category: String!
    forms: [FormConfigSummary!]!
  }

  "Configuration loaded once after login, for the client types the user works with."
  type Essentials {
    reportConfigs: [ReportConfigSummary!]!
    categorisedForms: [FormCategoryGroup!]!
    formConfigs: [FormConfigSummary!]!
  }

  extend type Query {
    "The signed-in user, or null without a token. A forged, expired or revoked token answers UNAUTHENTICATED."
    whoAmI: WhoAmI
    essentials: Essentials!
  }

  extend type Mutation {
    "Records the interface language of the signed-in user (en, ar, es, fr, km, lo, nl, pt, ru, vi)."
    updateLanguage(language: String!): Result!
  }
`;
