// The covenant monitor (provider area): every covenant of every open investment in the caller's scope, tested
// at its client's latest reported period; and the explanation of one covenant's value at a period (the
// monitor's and the report wizard's). Values and limits travel in
// stored units (hundredths; percentual: hundredths of a percent), as everywhere else in the API.
export const covenantMonitorTypeDefs = /* GraphQL */ `
  type CovenantMonitorOption {
    _id: ID!
    name: String!
  }

  type CovenantMonitorInvestment {
    _id: ID!
    "The id in the provider's loan system (shown as TM1 id)."
    importedId: String!
  }

  type CovenantMonitorClient {
    _id: ID!
    key: String!
    name: String!
    "MFI, BANK or AGRO"
    clientType: String!
    region: CovenantMonitorOption!
  }

  type CovenantMonitorCovenant {
    "The investment covenant's id (covenantExplanation's covenantId)."
    _id: ID!
    centralCovenantId: ID!
    internalName: String!
    "The central covenant's name in the language asked for (English when it has none)."
    name: String!
    "currency, percentual or numeric"
    fieldType: String!
    "settings.decimals (0-2) of the template's COVENANT field of this covenant (same internalName): decimals of its values; null: the type's default."
    decimals: Int
    "settings.unit (times, days, ...) of that field when its values are numeric: shown after them; null: none."
    unit: String
  }

  "The report whose figures the value comes from: the portal opens /client/{clientKey}/reports/{configKey}/{period}."
  type CovenantMonitorReport {
    configKey: String!
    "YYYY-MM"
    period: String!
    "The report's status at that period (approved data is preferred); null when no report exists."
    status: String
  }

  type CovenantMonitorWaiver {
    _id: ID!
    "DISABLE, REPLACE or ALTER"
    waiverType: String!
    "YYYYMMDD, inclusive"
    startDate: Int!
    "YYYYMMDD, inclusive"
    endDate: Int!
    "The covenant tested instead (REPLACE)."
    replacement: CovenantMonitorCovenant
  }

  type CovenantMonitorPoint {
    "YYYY-MM"
    period: String!
    "Stored units; null: no value at that period."
    value: Float
  }

  "One covenant of one open investment, tested at the latest reported period of its client."
  type CovenantMonitorRow {
    investment: CovenantMonitorInvestment!
    client: CovenantMonitorClient!
    fund: CovenantMonitorOption!
    covenant: CovenantMonitorCovenant!
    "The latest period (yyyymmdd) with the client's data for this covenant, approved data preferred; null: none."
    period: Int
    report: CovenantMonitorReport
    "The tested value in stored units; null when it cannot be computed."
    value: Float
    "Limits after the waiver in effect at the period (DISABLE: none)."
    range: CovenantRange!
    alertThreshold: Int
    "ok, alerted, breached, waived (a DISABLE waiver) or unknown (no value)"
    status: String!
    "Distance from the binding limit in % of that limit: negative when breached; null when waived, unknown, or the limit is 0."
    headroom: Float
    "The first waiver (by start) in effect at the period."
    waiver: CovenantMonitorWaiver
    "The tested value at the 12 periods ending at period (months, or quarters for quarterly reports), oldest first."
    trend: [CovenantMonitorPoint!]!
  }

  type CovenantMonitor {
    "Worst first: breached, alerted, unknown, waived, ok; then by headroom and client."
    rows: [CovenantMonitorRow!]!
    "The regions and funds of the open investments in scope, whatever the filters (the filters' choices)."
    regions: [CovenantMonitorOption!]!
    funds: [CovenantMonitorOption!]!
  }

  type CovenantExplanation {
    "The tested central covenant's name."
    label: String!
    formula: String!
    "The formula engine's explain() tree at the period (ExplainNode: label, expression, value, month, children)."
    explanation: JSON
  }

  extend type Query {
    "Provider staff: the covenants of the open investments in scope; every filter is optional (status: ok, alerted, breached, waived, unknown; clientType: MFI, BANK or AGRO)."
    covenantMonitor(
      status: String
      clientType: String
      regionId: ID
      fundId: ID
      language: String
    ): CovenantMonitor!
    "How a covenant's value at a period (yyyymmdd or yyyymm) is computed, with the same engine as the wizard. Provider staff within their scope; client users for their own client's investments (the wizard's covenant rows)."
    covenantExplanation(
      investmentId: ID!
      covenantId: ID!
      period: Int!
      language: String
    ): CovenantExplanation!
  }
`;
