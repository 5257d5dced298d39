export const covenantsTypeDefs = /* GraphQL */ `
  type CovenantRange {
    "Stored units (hundredths; percentual: hundredths of a percent); null: no limit."
    min: Int
    max: Int
  }

  type WaiverInEffect {
    _id: ID!
    "DISABLE, REPLACE or ALTER"
    waiverType: String!
    "YYYYMMDD, inclusive"
    startDate: Int!
    "YYYYMMDD, inclusive"
    endDate: Int!
    "The waiver's limits (REPLACE and ALTER); null for DISABLE."
    range: CovenantRange
    alertThreshold: Int
  }

  "One covenant of one investment tested at the report's period end."
  type CovenantCheck {
    investmentId: ID!
    importedId: String!
    covenantId: ID!
    "The investment's covenant (the covenant field of the report it belongs to)."
    covenantInternalName: String!
    "The investment covenant's own limits, before any waiver."
    covenantRange: CovenantRange!
    covenantAlertThreshold: Int
    "The tested central covenant: the investment's, or the replacement under a REPLACE waiver."
    internalName: String!
    name: String!
    fieldType: String!
    "The tested value, stored units; null when it cannot be computed (or the covenant is waived)."
    value: Float
    "The limits tested against: the waiver's under REPLACE and ALTER, else the covenant's."
    range: CovenantRange!
    alertThreshold: Int
    "ok, alerted, breached, waived (DISABLE) or unknown (no value)"
    level: String!
    "The first waiver (by start) in effect at the report's period end, inclusive."
    waiver: WaiverInEffect
  }

  type CovenantChecksResult {
    success: Boolean!
    error: ErrorInfo
    breached: [CovenantCheck!]!
    alerted: [CovenantCheck!]!
    "Every covenant tested, in investment order (importedId)."
    checks: [CovenantCheck!]!
  }

  extend type Query {
    "Tests the covenants of the client's investments disbursed by the report's period end and not ended before it, each under the waiver in effect at that date, on the report's figures; values (tested covenant internalName → stored value) override computed ones. A read: no audit entry."
    covenantChecks(clientId: ID!, reportId: ID!, values: JSON): CovenantChecksResult!
  }
`;
