// The config studio (docs/api.md, "Templates (config studio)"): provider admins author form configs and report
// configs as drafts, check them, compare versions, see what a draft would change, and publish new versions.
export const templateConfigsTypeDefs = /* GraphQL */ `
  type TemplatePerson {
    _id: ID!
    fullName: String!
  }

  "A report or form config in the studio's list."
  type TemplateSummary {
    "form | report"
    kind: String!
    key: String!
    "The name in the language asked for (English fallback)."
    label: String!
    clientTypes: [String!]!
    "Latest published version; null when never published."
    publishedVersion: String
    publishedAt: String
    "Who published the latest version; null for versions published before the studio recorded it."
    publishedBy: TemplatePerson
    "Every published version, newest first."
    versions: [String!]!
    draft: TemplateDraftInfo
  }

  type TemplateDraftInfo {
    revision: Int!
    baseVersion: String
    updatedBy: TemplatePerson!
    updatedAt: String!
  }

  "One config document as the studio edits it."
  type TemplateDocument {
    kind: String!
    key: String!
    "draft | published"
    status: String!
    "The published version, or for a draft the version it was based on (null: a new template)."
    version: String
    "The whole FormConfig or ReportConfig JSON (for a draft, exactly as last saved, even when invalid)."
    config: JSON!
    revision: Int
    updatedBy: TemplatePerson
    updatedAt: String
  }

  type TemplateProblem {
    "JSON path or field: e.g. fields.totalAssets, validations[1], steps[0], (root)"
    path: String!
    message: String!
    "syntax, unknown-reference, arity, cycle, schema, dangling-reference, ... (the engine's problem codes, or schema / dangling-reference / config)"
    code: String!
    "error | warning"
    severity: String!
    "formula position (1-based line/column; offset/length in the formula text), when the problem is in a formula"
    line: Int
    column: Int
    offset: Int
    length: Int
  }

  type TemplateCheck {
    ok: Boolean!
    problems: [TemplateProblem!]!
  }

  type TemplateUsage {
    kind: String!
    where: String!
    formula: String
  }

  type TemplateChange {
    kind: String!
    path: String!
    before: JSON
    after: JSON
  }

  type TemplateDraftResult {
    success: Boolean!
    error: ErrorInfo
    document: TemplateDocument
  }

  type TemplatePublishResult {
    success: Boolean!
    error: ErrorInfo
    problems: [TemplateProblem!]!
    document: TemplateDocument
  }

  type TemplateValueChange {
    field: String!
    label: String!
    before: JSON
    after: JSON
  }

  type TemplateClientImpact {
    clientId: ID!
    clientName: String!
    reportId: ID!
    period: String!
    "Computed values of the form that differ (draft vs published), in stored units (hundredths), texts or null."
    values: [TemplateValueChange!]!
    "Step validations whose outcome differs (before/after: passes | fails | n/a)."
    validations: [TemplateValueChange!]!
    "COVENANT fields whose level differs (before/after: ok | alert | breach | n/a)."
    covenants: [TemplateValueChange!]!
  }

  type TemplateImpact {
    clientsChecked: Int!
    clients: [TemplateClientImpact!]!
  }

  type StudioPreviewData {
    clientId: ID!
    clientName: String!
    clientType: String!
    currency: String!
    reportingScale: Int!
    "the client's financial periods as stored"
    financialPeriods: JSON!
    "formData of the client from 24 months before \`numeric\` to \`numeric\`: [{ formKey, numeric, values }] with values as stored"
    formData: JSON!
  }

  extend type Query {
    "Admins (templates read). kind: form | report; clientType: MFI, AGRO, …"
    templates(kind: String, clientType: String, language: String): [TemplateSummary!]!
    "The latest published version of every template of the kind (form | report), whole: the studio's engine and pickers."
    publishedTemplates(kind: String!): [JSON!]!
    "version null: the draft when there is one, else the latest published version"
    template(kind: String!, key: String!, version: String): TemplateDocument
    checkTemplate(kind: String!, config: JSON!): TemplateCheck!
    templateFieldUsages(formKey: String!, field: String!): [TemplateUsage!]!
    "from/to: a published version or the word draft"
    templateDiff(kind: String!, key: String!, from: String!, to: String!): [TemplateChange!]!
    "recomputes each client's last approved report that used this form with the draft instead of the published version (at most the 200 most recent clients' reports)"
    templateImpact(key: String!): TemplateImpact!
    studioPreviewData(clientId: ID!, numeric: Int!): StudioPreviewData!
  }

  extend type Mutation {
    "revision: the revision the studio last read (null to start a draft: for a new key, or from the published version). A stale revision is refused with code CONFLICT and a message naming who saved last and when."
    saveTemplateDraft(kind: String!, key: String!, config: JSON!, revision: Int): TemplateDraftResult!
    discardTemplateDraft(kind: String!, key: String!): TemplateDraftResult!
    "publishes the draft at \`revision\` as a new version (nextVersion); refused with problems when the schema, a formula or a dangling reference fails"
    publishTemplate(kind: String!, key: String!, revision: Int!): TemplatePublishResult!
  }
`;
