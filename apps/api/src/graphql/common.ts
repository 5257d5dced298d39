// Types shared by every module: the root types, results with errors as data, paging, and small shapes.
export const commonTypeDefs = /* GraphQL */ `
  type Query
  type Mutation

  "What went wrong, for people (message) and programs (code); fields lists per-field problems of a form."
  type ErrorInfo {
    code: String!
    "In English."
    message: String!
    "The message's id in the shared dictionaries (@ledgerline/schemas/messages), for screens to word it in their language; null when the message is English only."
    messageId: String
    "The message's variables by name (with messageId)."
    params: JSON
    fields: [FieldError!]!
  }

  type FieldError {
    "Path of the field in the input, e.g. address.city or contacts.0.email."
    field: String!
    "In English."
    message: String!
    "As ErrorInfo.messageId."
    messageId: String
    params: JSON
  }

  "The result of a mutation: success, or an error to show."
  type Result {
    success: Boolean!
    error: ErrorInfo
  }

  type PageInfo {
    total: Int!
    limit: Int!
    offset: Int!
  }

  "A person as embedded in other records; _id is null for an anonymous caller."
  type PersonRef {
    _id: ID
    fullName: String!
  }

  type Address {
    country: ID
    countryName: String
    state: String
    city: String
    postalcode: String
    street: String
    nr: String
    box: String
    additional: String
  }

  input AddressInput {
    country: ID
    countryName: String
    state: String
    city: String
    postalcode: String
    street: String
    nr: String
    box: String
    additional: String
  }

  type Communication {
    type: String!
    value: String!
  }

  input CommunicationInput {
    type: String
    value: String
  }

  "A text in the interface languages; en is always present."
  type Translated {
    en: String!
    fr: String
    es: String
    pt: String
    ru: String
  }
`;
