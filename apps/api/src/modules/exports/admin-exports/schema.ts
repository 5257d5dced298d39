// The two exports of the administration area (spec 3 §7): covenants by field type, exchange rates by month.
export const adminExportsTypeDefs = /* GraphQL */ `
  extend type Mutation {
    "Provider users: the covenants of the open investments in scope whose central covenant has this field type (currency, percentual, numeric)."
    createExportCovenants(fieldType: String!): ExportResult!
    "Admins: the rate of 1 USD in the currency (3 letters) for each month (YYYYMM, 2000 to this year)."
    createExportExchange(currency: String!, periods: [Int!]!): ExportResult!
  }
`;
