// The names the portal gives to the API's answers (spec 1 §7). Each is derived from the operation types
// generated from the API's schema (generated/operations.ts, `npm run codegen`), so that a field the schema
// renames or retypes fails the typecheck where the portal reads it. Where the portal knows more than the
// schema says (a string union the schema types as String, the shape of a JSON value), the narrowing is
// written out below, with why.
import type {
  ClientQuery,
  EssentialsQuery,
  InsertReportInstanceMutation,
  InvitationQuery,
  ProcessTokenForResetMutation,
  ReportsQuery,
  UnregisteredUserQuery,
  UpdateLanguageMutation,
  WhoAmIQuery,
  WizardSaveChangesMutation,
  WizardStartSubmissionMutation,
  WizardWithNotesQuery,
} from "./generated/operations";

/** `T` with the fields of `R` retyped: the portal's narrowing of what the schema types more loosely. */
export type Narrowed<T, R> = Omit<T, keyof R> & R;

/** Mutations answer `success` and, when something the user must know went wrong, `error`. */
export type MutationResult = UpdateLanguageMutation["updateLanguage"];
export type MutationError = NonNullable<MutationResult["error"]>;

export type WhoAmI = NonNullable<WhoAmIQuery["whoAmI"]>;
/** 1 allows, -1 denies. */
export type PermissionEntry = WhoAmI["permissions"][number];
export type Person = WhoAmI["person"];
/** The level and flags of a session, as the API decides them. */
export type SessionContext = WhoAmI["context"];
export type RegionSummary = WhoAmI["regions"][number];

type ClientDetails = NonNullable<ClientQuery["client"]>;
export type Contact = ClientDetails["contacts"][number];

/**
 * The client the portal works on. A shape of the portal's own: it is filled from whoAmI's clients, a client
 * search or the client query, and ClientScope lifts the client query's settings.currency and contacts up;
 * so all but the identity are optional.
 */
export type ClientSummary = Pick<WhoAmI["clients"][number], "_id" | "key" | "name"> &
  Partial<Pick<WhoAmI["clients"][number], "status" | "clientType">> & {
    currency?: ClientDetails["settings"]["currency"] | null;
    contacts?: Contact[] | null;
  };

/**
 * A text per interface language; English is the fallback. Looked up by any language code (the interface
 * language), so wider than the schema's Translated, which names five.
 */
export type Translated = Partial<Record<string, string | null>> & { en?: string | null };

export type Essentials = EssentialsQuery["essentials"];
export type ReportConfigSummary = Essentials["reportConfigs"][number];
export type FormConfigSummary = Essentials["formConfigs"][number];
export type TranslationEntry = FormConfigSummary["translations"][number];
export type FormCategoryGroup = Essentials["categorisedForms"][number];
/** A form of the menu's categories: fewer fields than the form configs list. */
export type CategorisedForm = FormCategoryGroup["forms"][number];

// The REST answers of /auth/usercheck and /auth/login: not part of the GraphQL schema.

export interface UserCheckAnswer {
  services: { password: boolean; sso: boolean };
}

export interface LoginAnswer {
  success?: boolean;
  token: string;
  expiresAt?: string;
  home?: string;
}

export type InvitedUser = NonNullable<InvitationQuery["invitedUser"]>;
export type UnregisteredUser = NonNullable<UnregisteredUserQuery["unregisteredUser"]>;
export type Address = NonNullable<UnregisteredUser["address"]>;
export type CommunicationItem = UnregisteredUser["communication"][number];
export type Country = UnregisteredUserQuery["countries"][number];

/** The user of a reset code. status INVITED without an account: not activated yet, no reset. */
export type ResetUser = NonNullable<ProcessTokenForResetMutation["processTokenForReset"]>;

// Reporting (spec 2 §3)

export type ReportPage = ReportsQuery["reports"];
/** A report row (the report lists, the admin reports list, a created report): the fields of `reportFields`. */
export type ReportInstance = ReportPage["results"][number];
export type PageInfo = ReportPage["pageInfo"];
export type PersonRef = NonNullable<ReportInstance["reportedBy"]>;

type WizardAnswer = NonNullable<WizardWithNotesQuery["wizard"]>;
type StepConfig = WizardAnswer["steps"][number]["config"];

/**
 * A form config as the wizard draws it: fields is the field tree, settings a plain object (JSON in the schema;
 * toRendererForm reads them as the renderer's FormConfig), and each validation's validationType "error" or
 * "warn" (the API writes only these).
 */
export type FormConfigView = StepConfig;

/**
 * One scope's stored values of a step: the report's period ("current") and the comparison columns ("1M", "1Y",
 * "1FY"). values, reportedValues, computed and covenantStatus are JSON maps keyed by field.
 */
export type ScopedData = WizardAnswer["scopedData"][number];

/** A note on one field of a report (spec 2 §2 "notes overview"), with its rejection and resolution. */
export type WizardNote = WizardAnswer["notes"][number];

/**
 * The wizard of a report, as the wizard's query (with the notes' rejections) answers it. entry, where the
 * wizard opens, is "start", "form", "readOnly" or "auditStart" (the API answers only these).
 */
export type Wizard = WizardAnswer;

/** What every workflow step answers (the fields of `workflowResult` in documents.ts). */
export type WorkflowResult = WizardStartSubmissionMutation["wizardStartSubmission"];

export type SaveResult = WizardSaveChangesMutation["wizardSaveChanges"];

export type ReportResultAnswer = InsertReportInstanceMutation["insertReportInstance"];
