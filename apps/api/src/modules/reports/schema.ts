export const reportsTypeDefs = /* GraphQL */ `
  "Any JSON value: field trees, value maps (stored units: hundredths, percent hundredths, yyyymmdd dates)."
  scalar JSON

  type ReportConfigRef {
    _id: ID!
    key: String!
    "In the requested language (English when it has none)."
    name: String!
    version: String!
  }

  type ReportClientRef {
    _id: ID!
    key: String!
    officialName: String!
    name: String!
  }

  type ReportSchedule {
    "yyyymmdd"
    due: Int!
  }

  type ReportSettings {
    currency: String!
    reportingScale: Int!
  }

  type PeriodInfo {
    month: Int!
    quarter: Int!
    year: Int!
    financialYear: Int!
    financialYearPeriod: Int!
  }

  type ReportContext {
    category: String!
    text: String!
    "yyyymmdd of the month end"
    numeric: Int!
    period: PeriodInfo!
  }

  type ReportInstance {
    _id: ID!
    configId: ID!
    config: ReportConfigRef!
    client: ReportClientRef!
    schedule: ReportSchedule!
    settings: ReportSettings!
    context: ReportContext!
    "created, in_progress, submitted, in_review, rejected or approved"
    status: String!
    "Computed: created and past its due date."
    overdue: Boolean!
    created: String
    lastUpdated: String!
    reportedBy: PersonRef
    auditedBy: PersonRef
    "The form versions the report is filed on (form key → version)."
    versions: JSON!
    "Counts status changes; part of the concurrency rule (docs/reporting.md)."
    revision: Int!
  }

  type ReportPage {
    results: [ReportInstance!]!
    pageInfo: PageInfo!
  }

  input SortInput {
    "context.numeric (period), schedule.due (due), config.name (name), client, status, lastUpdated, reportedBy, auditedBy"
    field: String!
    "asc or desc (also ascend/descend, 1/-1); default asc"
    direction: String
  }

  "The answer of a workflow step: the report's new state, or why nothing changed."
  type WorkflowResult {
    success: Boolean!
    error: ErrorInfo
    "The message to show on success (spec 2 §4), e.g. Report approved."
    message: String
    _id: ID
    status: String
    reportedBy: PersonRef
    auditedBy: PersonRef
    report: ReportInstance
  }

  type ReportResult {
    success: Boolean!
    error: ErrorInfo
    report: ReportInstance
  }

  type StatusResult {
    success: Boolean!
    error: ErrorInfo
    id: ID
    status: String
  }

  input ReportSettingsInput {
    currency: String
    reportingScale: Int
  }

  input FieldNoteInput {
    configKey: String!
    field: String!
    text: String!
  }

  type FieldNote {
    _id: ID!
    configKey: String!
    field: String!
    author: PersonRef!
    at: String!
    text: String!
    "Set on the notes written with a rejection."
    rejectionId: ID
    "Who marked the note as dealt with, and when; null while it is open."
    resolvedBy: PersonRef
    resolvedAt: String
  }

  type Rejection {
    _id: ID!
    by: PersonRef!
    at: String!
    reason: String!
  }

  type StepValidation {
    key: String
    "error or warn"
    validationType: String!
    "In the requested language."
    validationMessage: String!
    formula: String!
    dependencies: [String!]!
  }

  "A form config (one version) with names in the requested language."
  type FormConfigView {
    _id: ID!
    key: String!
    version: String!
    name: String!
    guide: String
    "organisation, financial, social or statistics"
    category: String!
    periodType: String!
    target: String!
    "form or covenants"
    type: String!
    grid: JSON
    settings: JSON
    chartFields: JSON
    "The field tree; name, guide and dropdown labels translated; everything else as stored."
    fields: JSON!
    validations: [StepValidation!]!
    translations: [TranslationEntry!]!
  }

  type WizardStep {
    type: String!
    required: Boolean!
    config: FormConfigView!
  }

  "Values of one form at one period: current (the report's month) or a comparison column (1FY, 1M, 1Y)."
  type ScopedData {
    scope: String!
    numeric: Int!
    configKey: String!
    formDataId: ID
    "Typed values, stored units, by field name."
    values: JSON!
    "Currency values as typed, hundredths of the report's scale."
    reportedValues: JSON
    "Formula fields computed by the server, stored units."
    computed: JSON!
    covenantStatus: JSON
    "Counts saves of this form's data; send it back as changeSet.revision (optional)."
    revision: Int!
  }

  type FormulaEntry {
    "form.field"
    target: String!
    formula: String!
  }

  "Everything the report wizard needs, in one answer."
  type Wizard {
    _id: ID!
    configId: ID!
    config: ReportConfigRef!
    client: ReportClientRef!
    clientStatus: String!
    clientType: String!
    schedule: ReportSchedule!
    settings: ReportSettings!
    context: ReportContext!
    status: String!
    overdue: Boolean!
    lastUpdated: String!
    reportedBy: PersonRef
    auditedBy: PersonRef
    revision: Int!
    steps: [WizardStep!]!
    scopedData: [ScopedData!]!
    formulaSet: [FormulaEntry!]!
    previousOpenReports: [ReportInstance!]!
    notes: [FieldNote!]!
    rejections: [Rejection!]!
    "Whether the caller may change the form now (spec 2 §4)."
    editable: Boolean!
    "Where the caller enters (spec 2 §4): start, form, readOnly or auditStart."
    entry: String!
    "The workflow steps the caller may take now, by mutation name."
    actions: [String!]!
  }

  input ChangeInput {
    "The field's internal name (or field.breachMotivation for a covenant field)."
    path: String!
    "The new value in display units: numbers as typed (currency in the report's scale, percentual in percent), dates yyyymmdd, texts, booleans; null clears."
    change: JSON
    "The value the change was made on, as the caller last saw it (display units). When given and the stored value differs, the change is refused as a conflict instead of overwriting."
    base: JSON
  }

  input ChangeSetInput {
    "The form data document (null when the form has no data yet)."
    targetId: ID
    "The form config id (or key) the changes belong to."
    configId: String!
    changes: [ChangeInput!]!
  }

  type SaveConflict {
    path: String!
    "What the caller sent."
    yours: JSON
    "What is stored now (display units)."
    theirs: JSON
  }

  type ValidationFailure {
    validationType: String!
    validationMessage: String!
    fields: [String!]!
  }

  "A change a save refused; a save with one writes nothing."
  type RefusedChange {
    "The change's path as sent: a field's internal name, or <covenantField>.breachMotivation."
    path: String!
    "Why, for programs: NEGATIVE, BELOW_MIN, ABOVE_MAX, NOT_A_NUMBER, NOT_A_DATE, NOT_A_BOOLEAN, NOT_A_TEXT, NOT_A_CHOICE, TOO_LONG, UNKNOWN_FIELD or NOT_EDITABLE."
    code: String!
    "The bound broken: the minimum or maximum in display units (BELOW_MIN, ABOVE_MAX), the longest length (TOO_LONG)."
    limit: Float
    "Why, in English: may not be negative."
    message: String!
  }

  type SaveResult {
    success: Boolean!
    error: ErrorInfo
    "The changes refused when the save was refused for its input (BAD_USER_INPUT), with the field and why."
    refused: [RefusedChange!]!
    formDataId: ID
    revision: Int
    "Paths written."
    applied: [String!]!
    "Changes not written because someone else changed the field since (see base)."
    conflicts: [SaveConflict!]!
    "Values of the form after the save (stored units)."
    values: JSON
    "Formula fields recomputed by the server (stored units)."
    computed: JSON
    "Step validations of the form after the save."
    validations: [ValidationFailure!]!
  }

  type NoteResult {
    success: Boolean!
    error: ErrorInfo
    note: FieldNote
  }

  extend type Query {
    "Report instances in the caller's scope, paged on the server. reportId is a report config id or key; filter searches client, template, period and status."
    reports(
      clientId: ID
      reportId: String
      configId: String
      language: String
      skip: Int = 0
      limit: Int = 25
      filter: String
      status: [String!]
      sort: [SortInput!]
    ): ReportPage!
    "The administration list: every report (admins)."
    adminReports(
      clientId: ID
      configId: String
      language: String
      skip: Int = 0
      limit: Int = 25
      filter: String
      status: [String!]
      sort: [SortInput!]
    ): ReportPage!
    "The wizard of one report: clientId (id or key), reportConfigKey (key or id) and reportInstanceKey (YYYY-MM, yyyymmdd, or the instance id)."
    wizard(clientId: String!, reportConfigKey: String!, reportInstanceKey: String!, language: String): Wizard
  }

  extend type Mutation {
    "Creates the report of a client for a template and a month end (yyyymmdd); one per client, template and period."
    insertReportInstance(configId: String!, clientId: ID!, numeric: Int!, language: String): ReportResult!
    deleteReportInstance(instanceId: ID!, includeForms: Boolean = false): Result!
    "Back to in_progress (from any status but created), audit cleared; data kept."
    reopenReportInstance(instanceId: ID!, clientId: ID, numeric: Int): WorkflowResult!
    "Admin override of the stored status (created, in_progress, submitted, in_review, rejected, approved)."
    updateReportingStatus(instanceId: ID!, status: String!): StatusResult!
    wizardStartSubmission(reportId: ID!, settings: ReportSettingsInput): WorkflowResult!
    wizardSubmit(reportId: ID!): WorkflowResult!
    wizardReStartSubmission(reportId: ID!): WorkflowResult!
    wizardStartReview(reportId: ID!): WorkflowResult!
    wizardApprove(reportId: ID!): WorkflowResult!
    "Rejects with an optional reason and field notes, kept on the report for the notes overview."
    wizardReject(reportId: ID!, reason: String, notes: [FieldNoteInput!]): WorkflowResult!
    wizardSaveChanges(reportId: ID!, changeSet: ChangeSetInput!): SaveResult!
    "A note on one field, by a submitter or an auditor."
    wizardAddNote(reportId: ID!, note: FieldNoteInput!): NoteResult!
    "Marks a field note as dealt with (submitters and auditors of the report). A note is resolved once: a second call answers the first resolution."
    wizardResolveNote(reportId: ID!, noteId: ID!): NoteResult!
  }
`;
