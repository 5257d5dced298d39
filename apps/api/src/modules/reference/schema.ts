export const referenceTypeDefs = /* GraphQL */ `
  type Country {
    _id: ID!
    name: String!
    code: String
  }

  type Region {
    _id: ID!
    region: String!
    "Country ids."
    countries: [ID!]!
  }

  extend type Query {
    "Every country, by name (public: the registration form needs it)."
    countries: [Country!]!
    regions: [Region!]!
  }
`;
