export const formDataTypeDefs = /* GraphQL */ `
  type FormDataContext {
    "yyyymmdd of the month end"
    numeric: Int!
    financialId: Int
    text: String
    periodType: String!
  }

  "A value that could not be given, and why (e.g. no exchange rate for the month)."
  type ValueProblem {
    field: String!
    reason: String!
  }

  "One form's data at one period, in the requested currency."
  type FormDataView {
    _id: ID
    clientId: ID!
    configKey: String!
    version: String
    reportId: ID
    context: FormDataContext!
    "Stored units (hundredths; percentual: hundredths of a percent); currency fields in currency."
    values: JSON!
    "Formula fields computed by the server, same units."
    computed: JSON!
    covenantStatus: JSON
    "The currency of values."
    currency: String!
    "The currency the data was reported in."
    reportedCurrency: String!
    "Currency fields that are null because they could not be converted."
    unavailable: [ValueProblem!]!
  }

  type FormsOfKey {
    config: FormConfigView
    data: FormDataView
  }

  type FinanceContext {
    "The period-selection number the row answers (YYYYMMDD, YYYYMM00 or YYYYMM)."
    contextRef: Int!
    "YYYY-MM of the period end"
    period: String!
    "c (calendar) or f (financial)"
    periodType: String!
    text: String!
    numeric: Int!
  }

  type FinanceRow {
    _id: ID!
    client: ReportClientRef!
    context: FinanceContext!
    settings: ReportSettings!
    "Status of the report that holds the period's data, if any."
    status: String
    "Every field of the form (inputs and formulas), stored units, in the requested currency."
    values: JSON!
    unavailable: [ValueProblem!]!
  }

  type FieldScopeValue {
    "form.field"
    field: String!
    value: JSON
    reason: String
  }

  type FormStatusEntry {
    _id: ID!
    clientId: ID!
    "yyyymmdd"
    numeric: Int!
    status: String!
  }

  type ClientTypeMenu {
    clientType: String!
    menu: [FormCategoryGroup!]!
  }

  type FormConfigsAnswer {
    reportConfigs: [ReportConfigSummary!]!
    categorisedForms: [ClientTypeMenu!]!
    translations: [TranslationEntry!]!
  }

  type Fund {
    _id: ID!
    importedId: String
    name: String!
    reportingPeriodicity: String!
  }

  type InvestmentManager {
    _id: ID!
    fullName: String!
  }

  extend type Query {
    "The newest published version of a form config, in the language."
    formConfig(key: String!, language: String): FormConfigView
    "A form config and its data for a client at a date (yyyymmdd or yyyymm)."
    formsOfKey(key: String!, clientId: ID!, date: Int!, language: String, currency: String): FormsOfKey!
    formData(key: String!, clientId: ID!, date: Int!, currency: String): FormDataView
    "Rows of a form's data for the periods of range (YYYYMMDD, YYYYMM00 financial/calendar year ending that month, YYYYMM), calendar (c) or financial (f), in currency (default USD)."
    financeQuery(
      formConfigId: String!
      clientId: ID!
      range: [Int!]!
      periodType: String
      currency: String
    ): [FinanceRow!]!
    "Values of fields (form.field) of a client at a period."
    fieldScope(clientId: ID!, numeric: Int!, fields: [String!]!, currency: String): [FieldScopeValue!]!
    "The months with data of a form and the status of their reports (the period picker's colours)."
    formStatusList(key: String!, clientId: ID!): [FormStatusEntry!]!
    formConfigs: FormConfigsAnswer!
    reportConfigs(clientType: String): [ReportConfigSummary!]!
    "Clients in the caller's scope whose name, official name or key contains text (at most 20)."
    searchClients(text: String!): [ClientSummary!]!
    funds: [Fund!]!
    "The investment managers of a client's investments (of every investment in scope without clientId)."
    investmentManagers(clientId: ID): [InvestmentManager!]!
  }
`;
