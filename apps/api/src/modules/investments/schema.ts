// Investments, the covenants applied to them and their waivers (spec 3 §2–§9). Covenant limits travel in
// stored units everywhere (hundredths; for percentual covenants hundredths of a percent): the portal converts
// at its inputs, so one unit crosses the wire in both directions. Amounts of money are currency units.
export const investmentsTypeDefs = /* GraphQL */ `
  "A central covenant as embedded in an investment covenant or a REPLACE waiver."
  type CentralCovenantRef {
    _id: ID!
    internalName: String!
    "In the language asked for (English when it has no translation)."
    name: String!
    guide: String
    "YYYYMMDD from which it can no longer be chosen for new covenants or waivers; null: active."
    archived: Int
    "currency, percentual or numeric"
    fieldType: String!
  }

  type InvestmentWaiver {
    _id: ID!
    "DISABLE, REPLACE or ALTER"
    waiverType: String!
    "YYYYMMDD, inclusive"
    startDate: Int!
    "YYYYMMDD, inclusive"
    endDate: Int!
    "The covenant tested instead (REPLACE only)."
    centralCovenant: CentralCovenantRef
    "The limits while the waiver is in effect (REPLACE and ALTER); stored units."
    range: CovenantRange
    alertThreshold: Int
  }

  type InvestmentCovenant {
    _id: ID!
    "The central covenant (the spec's name: it holds the embedded covenant, not only its id)."
    centralCovenantId: CentralCovenantRef!
    "Stored units; null bounds only on a covenant just added and not yet completed."
    range: CovenantRange!
    alertThreshold: Int
    "Sorted by start date."
    waivers: [InvestmentWaiver!]!
    "The first waiver (by start) whose dates contain today, inclusive (spec 3 §4)."
    waiverInEffect: InvestmentWaiver
  }

  type NamedRef {
    _id: ID!
    name: String!
  }

  type InvestmentFund {
    _id: ID!
    name: String!
    reportingPeriodicity: String!
  }

  type InvestmentManagerRef {
    _id: ID!
    name: String!
    startAt: Int!
    endedAt: Int
  }

  "What the caller may do with this investment's covenants and waivers, for its time state (spec 3 §6)."
  type InvestmentFlags {
    canReadCovenants: Boolean!
    canAddCovenants: Boolean!
    canEditCovenants: Boolean!
    canDeleteCovenants: Boolean!
    canReadWaivers: Boolean!
    canAddWaivers: Boolean!
    canEditWaivers: Boolean!
    canDeleteWaivers: Boolean!
    canUpdatePeriodicity: Boolean!
  }

  type Investment {
    _id: ID!
    "The id in the provider's loan system (shown as TM1 id)."
    importedId: String!
    client: NamedRef!
    "The client's key, for links into the client's area."
    clientKey: String!
    "MFI, BANK or AGRO"
    clientType: String!
    fund: InvestmentFund!
    product: NamedRef!
    currency: String!
    country: String!
    "Currency units (stored in hundredths)."
    outstandingAmount: Float!
    "YYYYMMDD"
    firstDisbursementDate: Int!
    "YYYYMMDD"
    finalMaturityDate: Int!
    "YYYYMMDD; set when the investment is closed."
    endedAt: Int
    "YYYYMM"
    lastReportedMonth: Int
    "monthly, quarterly or not required"
    reportingPeriodicity: String!
    investmentManagers: [InvestmentManagerRef!]!
    covenants: [InvestmentCovenant!]!
    covenantsCount: Int!
    "before (first disbursement not reached), ordinary, or after (final maturity passed): selects the permission resources."
    timeState: String!
    flags: InvestmentFlags!
  }

  type InvestmentPage {
    results: [Investment!]!
    pageInfo: PageInfo!
  }

  "A central covenant offered in the covenant search."
  type CovenantOption {
    value: ID!
    label: String!
  }

  input CovenantRangeInput {
    min: Int
    max: Int
  }

  input InvestmentCovenantInput {
    range: CovenantRangeInput!
    alertThreshold: Int
  }

  input WaiverInput {
    waiverType: String!
    startDate: Int
    endDate: Int
    "REPLACE only: the central covenant tested instead."
    centralCovenantId: ID
    range: CovenantRangeInput
    alertThreshold: Int
  }

  type InvestmentResult {
    success: Boolean!
    error: ErrorInfo
    investment: Investment
  }

  type CovenantsResult {
    success: Boolean!
    error: ErrorInfo
    "The investment's covenants after the change."
    covenants: [InvestmentCovenant!]!
    "The covenant created or changed (createCovenant: the new one, to open its form)."
    covenant: InvestmentCovenant
  }

  type WaiversResult {
    success: Boolean!
    error: ErrorInfo
    "The covenant's waivers after the change."
    waivers: [InvestmentWaiver!]!
    waiver: InvestmentWaiver
    "The waiver's replacement covenant (REPLACE), as the spec's updateWaiver returns it."
    centralCovenant: CentralCovenantRef
  }

  extend type Query {
    "One investment in the caller's scope; FORBIDDEN outside it."
    investment(id: ID!, language: String): Investment
    "Investments in the caller's scope, a page at a time. state: open (default) or closed; clientType: mfi (MFI and BANK) or agro."
    investmentsPaged(
      filter: String
      state: String
      clientId: ID
      clientType: String
      sorting: [SortInput!]
      skip: Int
      limit: Int
      language: String
    ): InvestmentPage!
    "Every investment of one client in the caller's scope."
    investments(clientId: ID!, language: String): [Investment!]!
    "Active central covenants of the client's type matching the filter, at most 30."
    covenantList(filter: String, clientId: ID!, language: String, limit: Int): [CovenantOption!]!
  }

  extend type Mutation {
    "Provider users only."
    updateInvestmentPeriodicity(investmentId: ID!, periodicity: String!): InvestmentResult!
    "Applies a central covenant to the investment, starting from the catalogue's limits."
    createCovenant(investmentId: ID!, covenantId: ID!, language: String): CovenantsResult!
    updateCovenant(
      investmentId: ID!
      covenantId: ID!
      covenant: InvestmentCovenantInput!
      language: String
    ): CovenantsResult!
    deleteCovenant(
      investmentId: ID!
      covenantId: ID!
      centralCovenantId: ID
      language: String
    ): CovenantsResult!
    "Checks a covenant form (the given values, else the stored covenant) without saving."
    validateCovenant(investmentId: ID!, covenantId: ID!, covenant: InvestmentCovenantInput): Result!
    createWaiver(investmentId: ID!, covenantId: ID!, waiver: WaiverInput!, language: String): WaiversResult!
    updateWaiver(
      investmentId: ID!
      covenantId: ID!
      waiverId: ID!
      waiver: WaiverInput!
      language: String
    ): WaiversResult!
    deleteWaiver(investmentId: ID!, covenantId: ID!, waiverId: ID!, language: String): WaiversResult!
    "Checks a waiver form without saving."
    validateWaiver(investmentId: ID!, covenantId: ID!, waiver: WaiverInput!): Result!
  }
`;
