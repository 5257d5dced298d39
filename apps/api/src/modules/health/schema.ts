export const healthTypeDefs = /* GraphQL */ `
  type DatabaseHealth {
    status: String!
    latencyMs: Float
    error: String
  }

  type Health {
    status: String!
    version: String!
    database: DatabaseHealth!
  }

  extend type Query {
    health: Health!
    version: String!
  }
`;
