// Shapes of the API answers the portal reads (spec 1 §7). Field names follow the API's SDL.

export interface MutationError {
  code: string;
  message: string;
}

/** Mutations answer `success` and, when something the user must know went wrong, `error`. */
export interface MutationResult {
  success: boolean;
  error?: MutationError | null;
}

export interface PermissionEntry {
  context: string;
  action: string;
  /** 1 allows, -1 denies. */
  value: number;
}

export interface Contact {
  name: string;
  role: string;
  email: string;
}

export interface ClientSummary {
  _id: string;
  key: string;
  name: string;
  status?: string | null;
  clientType?: string | null;
  currency?: string | null;
  contacts?: Contact[] | null;
}

export interface RegionSummary {
  _id: string;
  region: string;
}

export interface Person {
  _id?: string;
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  email?: string | null;
  language?: string | null;
}

/** The level and flags of a session, as the API decides them. */
export interface SessionContext {
  level?: string | null;
  providerKey?: string | null;
  isProvider: boolean;
  isClient: boolean;
  isAdmin: boolean;
  /** Key of the default client of a client user. */
  defaultClient?: string | null;
}

export interface WhoAmI {
  _id: string;
  person?: Person | null;
  roles?: string[] | null;
  permissions?: PermissionEntry[] | null;
  context?: SessionContext | null;
  clientKey?: string | null;
  /** A client user's own clients, a regional user's; empty for users who see every client. */
  clients?: ClientSummary[] | null;
  regions?: RegionSummary[] | null;
  home?: string | null;
  language?: string | null;
}

/** A text per interface language; English is the fallback. */
export type Translated = Partial<Record<string, string | null>> & { en?: string | null };

export interface TranslationEntry {
  key: string;
  value: Translated | string;
}

export interface ReportConfigSummary {
  _id?: string | null;
  key: string;
  name?: Translated | null;
  category?: string | null;
  clientTypes?: string[] | null;
}

export interface FormConfigSummary {
  _id?: string | null;
  key: string;
  name?: Translated | null;
  category?: string | null;
  clientTypes?: string[] | null;
  translations?: TranslationEntry[] | null;
}

export interface FormCategoryGroup {
  category: string;
  forms: FormConfigSummary[];
}

export interface Essentials {
  reportConfigs: ReportConfigSummary[];
  categorisedForms: FormCategoryGroup[];
  formConfigs: FormConfigSummary[];
}

export interface UserCheckAnswer {
  services: { password: boolean; sso: boolean };
}

export interface LoginAnswer {
  success?: boolean;
  token: string;
  expiresAt?: string;
  home?: string;
}

export interface Address {
  country?: string | null;
  countryName?: string | null;
  state?: string | null;
  city?: string | null;
  postalcode?: string | null;
  street?: string | null;
  nr?: string | null;
  box?: string | null;
  additional?: string | null;
}

export interface CommunicationItem {
  type: string;
  value: string;
}

export interface InvitationInfo {
  expirationDate?: string | null;
  fulfilled?: boolean | null;
}

export interface InvitedUser {
  _id: string;
  fullName: string;
  email: string;
  language?: string | null;
  invitation?: InvitationInfo | null;
}

export interface UnregisteredUser {
  _id: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  language?: string | null;
  address?: Address | null;
  communication?: CommunicationItem[] | null;
}

export interface Country {
  _id: string;
  name: string;
}

/** The user of a reset code. status INVITED without an account: not activated yet, no reset. */
export interface ResetUser {
  _id: string;
  email: string;
  fullName?: string | null;
  status?: string | null;
  hasAccount?: boolean | null;
  userAccountId?: string | null;
}

// Reporting (spec 2 §3)

export interface PersonRef {
  _id: string;
  fullName: string;
}

export interface ReportInstance {
  _id: string;
  configId: string;
  config: { _id: string; key: string; name: string };
  client: { _id: string; key: string; officialName: string; name: string };
  schedule: { due: number };
  settings: { currency: string; reportingScale: number };
  context: { category: string; text: string; numeric: number };
  status: string;
  overdue: boolean;
  lastUpdated: string;
  reportedBy?: PersonRef | null;
  auditedBy?: PersonRef | null;
}

export interface PageInfo {
  total: number;
  limit: number;
  offset: number;
}

export interface ReportPage {
  results: ReportInstance[];
  pageInfo: PageInfo;
}

export interface StepValidationView {
  key?: string | null;
  validationType: "error" | "warn";
  validationMessage: string;
  formula: string;
  dependencies: string[];
}

export interface FormConfigView {
  _id: string;
  key: string;
  version: string;
  name: string;
  guide?: string | null;
  category: string;
  periodType: string;
  target: string;
  type: string;
  grid?: unknown;
  settings?: Record<string, unknown> | null;
  fields: unknown[];
  validations: StepValidationView[];
  translations: TranslationEntry[];
}

export interface ScopedData {
  scope: "current" | "1M" | "1Y" | "1FY";
  numeric: number;
  configKey: string;
  formDataId?: string | null;
  values: Record<string, unknown>;
  reportedValues?: Record<string, unknown> | null;
  computed: Record<string, unknown>;
  covenantStatus?: Record<string, unknown> | null;
  revision: number;
}

/** A note on one field of a report (spec 2 §2 "notes overview"). */
export interface WizardNote {
  _id: string;
  configKey: string;
  field: string;
  author: { fullName: string };
  at: string;
  text: string;
  /** Set on the notes written with a rejection. */
  rejectionId?: string | null;
  /** Who marked the note as dealt with, and when; absent while it is open. */
  resolvedBy?: { fullName: string } | null;
  resolvedAt?: string | null;
}

export interface Wizard extends ReportInstance {
  clientStatus: string;
  clientType: string;
  revision: number;
  steps: { type: string; required: boolean; config: FormConfigView }[];
  scopedData: ScopedData[];
  formulaSet: { target: string; formula: string }[];
  previousOpenReports: {
    _id: string;
    config: { key: string; name: string };
    context: { text: string; numeric: number };
    status: string;
  }[];
  notes: WizardNote[];
  rejections: { _id: string; by: { fullName: string }; at: string; reason: string }[];
  editable: boolean;
  entry: "start" | "form" | "readOnly" | "auditStart";
  actions: string[];
}

export interface WorkflowResult extends MutationResult {
  message?: string | null;
  _id?: string | null;
  status?: string | null;
}

export interface SaveResult extends MutationResult {
  formDataId?: string | null;
  revision?: number | null;
  applied: string[];
  conflicts: { path: string; yours: unknown; theirs: unknown }[];
  values?: Record<string, unknown> | null;
  computed?: Record<string, unknown> | null;
  validations: { validationType: string; validationMessage: string; fields: string[] }[];
}

export interface ReportResultAnswer extends MutationResult {
  report?: ReportInstance | null;
}
