export const clientsTypeDefs = /* GraphQL */ `
  type Contact {
    name: String!
    role: String!
    email: String!
  }

  type FinancialPeriodEnd {
    day: Int!
    month: Int!
  }

  type ClientSettings {
    financialPeriodEnd: FinancialPeriodEnd!
    currency: String!
    reportingScale: Int!
  }

  "One financial year of a client; dates as yyyymmdd numbers."
  type FinancialPeriod {
    financialYear: Int!
    financialYearId: Int!
    start: Int!
    end: Int!
    months: Int!
  }

  type Client {
    _id: ID!
    importedId: String
    key: String!
    name: String!
    officialName: String!
    clientType: String!
    clientConfigType: String!
    institutionalForm: String!
    profitProfile: String!
    status: String!
    "Region id; the regions query names them."
    worldRegion: ID!
    yearOfOperationalStart: Int!
    address: Address!
    settings: ClientSettings!
    contacts: [Contact!]!
    "yyyymm"
    bottomDate: Int
    "yyyymm"
    topDate: Int
    financialPeriods: [FinancialPeriod!]!
  }

  "The few fields of a client a session needs (client switcher, home path)."
  type ClientSummary {
    _id: ID!
    key: String!
    name: String!
    clientType: String!
    clientConfigType: String!
    status: String!
  }

  type ClientPage {
    results: [Client!]!
    pageInfo: PageInfo!
  }

  input FinancialPeriodEndInput {
    day: Int
    month: Int
  }

  input ClientSettingsInput {
    financialPeriodEnd: FinancialPeriodEndInput
    currency: String
    reportingScale: Int
  }

  input ContactInput {
    name: String
    role: String
    email: String
  }

  "The client form (spec 3 §5). key is derived from the name on creation and never changes."
  input ClientInput {
    importedId: String
    name: String
    officialName: String
    clientType: String
    "Defaults to MFI, or the client type if it is not BANK."
    clientConfigType: String
    institutionalForm: String
    profitProfile: String
    status: String
    worldRegion: ID
    yearOfOperationalStart: Int
    address: AddressInput
    settings: ClientSettingsInput
    contacts: [ContactInput!]
    bottomDate: Int
    topDate: Int
  }

  input FinancialPeriodInput {
    start: Int
    end: Int
    "Optional; computed from start and end, and checked when given."
    months: Int
  }

  type ClientResult {
    success: Boolean!
    error: ErrorInfo
    client: Client
  }

  type FinancialPeriodsResult {
    success: Boolean!
    error: ErrorInfo
    financialPeriods: [FinancialPeriod!]
  }

  extend type Query {
    "Clients in the caller's scope, sorted by name; filter searches name, official name, key and imported id. Removed clients are left out unless status asks for them."
    clients(
      skip: Int = 0
      limit: Int = 25
      filter: String
      status: [String!]
      clientType: String
    ): ClientPage!
    "One client by id or key, in the caller's scope."
    client(clientId: ID, key: String): Client
    financialPeriods(clientId: ID!): [FinancialPeriod!]!
  }

  extend type Mutation {
    createClient(client: ClientInput!): ClientResult!
    updateClient(clientId: ID!, client: ClientInput!): ClientResult!
    "Marks the client removed (clientName must be its name, as confirmation) and takes it out of users' scopes."
    removeClient(clientId: ID!, clientName: String!): Result!
    "Replaces the financial periods: sorted by end, each from the first day of a month to the last day of a month, each starting the day after the previous end."
    updateFinancialPeriods(clientId: ID!, financialPeriods: [FinancialPeriodInput!]!): FinancialPeriodsResult!
  }
`;
