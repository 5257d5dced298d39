// The central covenant catalogue (spec 3 §2, §3, §5, §7): provider users read it, admins create, change and
// archive its covenants. Range and alert threshold travel in stored hundredths (the portal converts).
export const covenantConfigsTypeDefs = /* GraphQL */ `
  type CovenantConfigLink {
    "A web address."
    uri: String!
    name: String!
    guide: String
  }

  type CovenantConfigStatistics {
    "Open investments applying this covenant (kept by the investments module)."
    count: Int!
  }

  "A covenant of the central catalogue."
  type CovenantConfig {
    _id: ID!
    internalName: String!
    "Every translation (the edit form shows them all)."
    name: Translated!
    guide: Translated
    "The name in the language asked for (English when it has no translation)."
    label: String!
    links: [CovenantConfigLink!]!
    "currency, percentual or numeric"
    fieldType: String!
    "Stored hundredths."
    range: CovenantRange!
    "Stored hundredths, not negative."
    alertThreshold: Int!
    "MFI or AGRO"
    clientType: String!
    formula: String!
    "YYYYMMDD from which it can no longer be chosen for new covenants or waivers; null: active."
    archived: Int
    statistics: CovenantConfigStatistics!
  }

  type CovenantConfigPage {
    results: [CovenantConfig!]!
    pageInfo: PageInfo!
  }

  input TranslatedInput {
    en: String
    fr: String
    es: String
    pt: String
    ru: String
  }

  input CovenantLinkInput {
    uri: String
    name: String
    guide: String
  }

  input CovenantConfigInput {
    internalName: String
    name: TranslatedInput
    guide: TranslatedInput
    links: [CovenantLinkInput!]
    fieldType: String
    range: CovenantRangeInput
    alertThreshold: Int
    "MFI or AGRO"
    clientType: String
    formula: String
  }

  type CovenantConfigResult {
    success: Boolean!
    error: ErrorInfo
    covenant: CovenantConfig
  }

  type ArchiveCovenantConfigResult {
    success: Boolean!
    error: ErrorInfo
    _id: ID
    archived: Int
  }

  extend type Query {
    "One central covenant (provider users)."
    covenantConfig(id: ID!, language: String): CovenantConfig
    "A page of the catalogue. archived: true lists those with an archive date, past or scheduled; false those not archived by today; clientType: mfi or agro."
    covenantsConfig(
      sorting: [SortInput!]
      archived: Boolean
      clientType: String
      skip: Int
      limit: Int
      language: String
      filter: String
    ): CovenantConfigPage!
  }

  extend type Mutation {
    "Admins only."
    createCovenantConfig(covenant: CovenantConfigInput!): CovenantConfigResult!
    "Admins only. Also refreshes the copies embedded in investments (name, guide, field type, archived)."
    updateCovenantConfig(covenantId: ID!, covenant: CovenantConfigInput!): CovenantConfigResult!
    "Admins only. asFrom YYYYMMDD; null makes the covenant active again."
    archiveCovenantConfig(covenantId: ID!, asFrom: Int): ArchiveCovenantConfigResult!
  }
`;
