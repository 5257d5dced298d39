// The GraphQL operation of the audit log screen (spec 3 §2), with the field names of the API's SDL
// (apps/api/src/modules/audits/schema.ts).

export const AUDITS = /* GraphQL */ `
  query audits($skip: Int, $limit: Int, $filter: String, $range: DateRange) {
    audits(skip: $skip, limit: $limit, filter: $filter, range: $range) {
      results {
        _id
        user {
          _id
          fullName
        }
        description
        text
        date
      }
      pageInfo {
        total
        limit
        offset
      }
    }
  }
`;
