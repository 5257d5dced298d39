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
    startDate: Int!
    endDate: Int!
  }

  "One covenant of one investment tested at the report's period."
  type CovenantCheck {
    investmentId: ID!
    importedId: String!
    covenantId: ID!
    "The tested central covenant (the replacement under a REPLACE waiver)."
    internalName: String!
    name: String!
    fieldType: String!
    "The tested value, stored units; null when it cannot be computed."
    value: Float
    range: CovenantRange!
    alertThreshold: Int
    "ok, alerted, breached, waived (DISABLE) or unknown (no value)"
    level: String!
    waiver: WaiverInEffect
  }

  type CovenantBreachResult {
    success: Boolean!
    error: ErrorInfo
    breached: [CovenantCheck!]!
    alerted: [CovenantCheck!]!
    "Every covenant tested, in investment order."
    checks: [CovenantCheck!]!
  }

  extend type Mutation {
    "Tests the client's active covenants (waivers in effect at the report's period) on the report's figures; values (covenant internalName → stored value) override computed ones."
    covenantIsInBreach(clientId: ID!, reportId: ID!, values: JSON): CovenantBreachResult!
  }
`;
