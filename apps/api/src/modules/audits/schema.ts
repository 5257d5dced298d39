export const auditsTypeDefs = /* GraphQL */ `
  type AuditEntry {
    _id: ID!
    user: PersonRef!
    description: String!
    text: String!
    date: String!
  }

  type AuditPage {
    results: [AuditEntry!]!
    pageInfo: PageInfo!
  }

  "Dates as YYYY-MM-DD (whole days, UTC) or full ISO timestamps; either end may be open."
  input DateRange {
    from: String
    to: String
  }

  extend type Query {
    "The audit log, newest first, 20 a page; filter searches the description, the text and the user's name."
    audits(skip: Int = 0, limit: Int = 20, filter: String, range: DateRange): AuditPage!
  }
`;
