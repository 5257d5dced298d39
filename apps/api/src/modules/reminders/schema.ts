export const remindersTypeDefs = /* GraphQL */ `
  type RemindResult {
    success: Boolean!
    error: ErrorInfo
    "How many users were e-mailed."
    sent: Int!
  }

  extend type Mutation {
    "E-mails the reminder of a created (also overdue) or rejected report to the active users of its client, each in their own language; at most once per report and clock hour (admins)."
    remindReport(instanceId: ID!): RemindResult!
  }
`;
