// The public validate… helpers: the document's precompiled schema validator first, then the rules a schema
// cannot express.
import type { Client, FinancialPeriod } from "../schemas/client.js";
import type { CovenantConfig, Waiver } from "../schemas/covenants.js";
import type { FieldDefinition } from "../schemas/field.js";
import type { FormConfig, ReportConfig } from "../schemas/formConfig.js";
import type { Investment } from "../schemas/investment.js";
import type { AuditEntry, Country, ExchangeRate, Fund, Region } from "../schemas/reference.js";
import type { FormData, ReportInstance } from "../schemas/reporting.js";
import type { Account, DemoLogin, Invitation, User } from "../schemas/user.js";
import { validateAgainst, validateWith } from "./compile.js";
import { validate as AccountSchema } from "./generated/Account.gen.js";
import { validate as AuditEntrySchema } from "./generated/AuditEntry.gen.js";
import { validate as ClientSchema } from "./generated/Client.gen.js";
import { validate as CountrySchema } from "./generated/Country.gen.js";
import { validate as CovenantConfigSchema } from "./generated/CovenantConfig.gen.js";
import { validate as DemoLoginSchema } from "./generated/DemoLogin.gen.js";
import { validate as ExchangeRateSchema } from "./generated/ExchangeRate.gen.js";
import { validate as FieldDefinitionSchema } from "./generated/FieldDefinition.gen.js";
import { validate as FinancialPeriodsSchema } from "./generated/FinancialPeriods.gen.js";
import { validate as FormConfigSchema } from "./generated/FormConfig.gen.js";
import { validate as FormDataSchema } from "./generated/FormData.gen.js";
import { validate as FundSchema } from "./generated/Fund.gen.js";
import { validate as InvestmentSchema } from "./generated/Investment.gen.js";
import { validate as InvitationSchema } from "./generated/Invitation.gen.js";
import { validate as RegionSchema } from "./generated/Region.gen.js";
import { validate as ReportConfigSchema } from "./generated/ReportConfig.gen.js";
import { validate as ReportInstanceSchema } from "./generated/ReportInstance.gen.js";
import { validate as UserSchema } from "./generated/User.gen.js";
import { validate as WaiverSchema } from "./generated/Waiver.gen.js";
import { SchemaValidationError, type ValidationIssue, type ValidationResult } from "./issues.js";
import type { StandaloneValidate } from "./standaloneRuntime.js";
import {
  covenantConfigRules,
  financialPeriodRules,
  formConfigRules,
  investmentRules,
  reportConfigRules,
  userRules,
  waiverRules,
} from "./rules.js";

type Validator<T> = (value: unknown) => ValidationResult<T>;

// Each validator imports its own generated module, and is pure: a bundle keeps only the validators it uses.
function withRules<T>(
  validateSchema: StandaloneValidate,
  rules?: (value: T) => ValidationIssue[],
): Validator<T> {
  return (value) => {
    const result = validateWith<T>(validateSchema, value);
    if (!result.ok || !rules) return result;
    const issues = rules(result.value);
    return issues.length === 0 ? result : { ok: false, errors: issues };
  };
}

/** Validates a value against one of the package's document schemas (`DOCUMENT_SCHEMAS`; schema rules only). */
export const validate = validateAgainst;

/** A field definition (with its children). */
export const validateFieldDefinition: Validator<FieldDefinition> =
  /* @__PURE__ */ withRules<FieldDefinition>(FieldDefinitionSchema);
/** A form config: schema, unique internal names, fieldsets, dropdowns, covenant fields, references. */
export const validateFormConfig: Validator<FormConfig> = /* @__PURE__ */ withRules<FormConfig>(
  FormConfigSchema,
  formConfigRules,
);
/** A report config: schema and distinct steps. Use `checkReportForms` for the forms it bundles. */
export const validateReportConfig: Validator<ReportConfig> = /* @__PURE__ */ withRules<ReportConfig>(
  ReportConfigSchema,
  reportConfigRules,
);
/** A report instance. */
export const validateReportInstance: Validator<ReportInstance> =
  /* @__PURE__ */ withRules<ReportInstance>(ReportInstanceSchema);
/** A form data document. */
export const validateFormData: Validator<FormData> = /* @__PURE__ */ withRules<FormData>(FormDataSchema);
/** A client, including its financial periods (order and contiguity). */
export const validateClient: Validator<Client> = /* @__PURE__ */ withRules<Client>(ClientSchema, (c) =>
  financialPeriodRules(c.financialPeriods, ["financialPeriods"]),
);
/** A list of financial periods, with the spec's messages for order and contiguity. */
export const validateFinancialPeriods: Validator<FinancialPeriod[]> = /* @__PURE__ */ withRules<
  FinancialPeriod[]
>(FinancialPeriodsSchema, (p) => financialPeriodRules(p));
/** An investment with its covenants and waivers. */
export const validateInvestment: Validator<Investment> = /* @__PURE__ */ withRules<Investment>(
  InvestmentSchema,
  investmentRules,
);
/** A waiver on its own (the waiver form). */
export const validateWaiver: Validator<Waiver> = /* @__PURE__ */ withRules<Waiver>(WaiverSchema, (w) =>
  waiverRules(w),
);
/** A central covenant. */
export const validateCovenantConfig: Validator<CovenantConfig> = /* @__PURE__ */ withRules<CovenantConfig>(
  CovenantConfigSchema,
  covenantConfigRules,
);
/** A user, with the role and scope rules. */
export const validateUser: Validator<User> = /* @__PURE__ */ withRules<User>(UserSchema, userRules);
/** An invitation (as embedded in a user). */
export const validateInvitation: Validator<Invitation> =
  /* @__PURE__ */ withRules<Invitation>(InvitationSchema);
/** A login account (hash only). */
export const validateAccount: Validator<Account> = /* @__PURE__ */ withRules<Account>(AccountSchema);
/** A demo login entry. */
export const validateDemoLogin: Validator<DemoLogin> = /* @__PURE__ */ withRules<DemoLogin>(DemoLoginSchema);
export const validateRegion: Validator<Region> = /* @__PURE__ */ withRules<Region>(RegionSchema);
export const validateCountry: Validator<Country> = /* @__PURE__ */ withRules<Country>(CountrySchema);
export const validateFund: Validator<Fund> = /* @__PURE__ */ withRules<Fund>(FundSchema);
export const validateExchangeRate: Validator<ExchangeRate> =
  /* @__PURE__ */ withRules<ExchangeRate>(ExchangeRateSchema);
export const validateAuditEntry: Validator<AuditEntry> =
  /* @__PURE__ */ withRules<AuditEntry>(AuditEntrySchema);

/** Returns the value typed, or throws a `SchemaValidationError` listing every issue. */
export function assertValid<T>(result: ValidationResult<T>, what: string): T {
  if (result.ok) return result.value;
  throw new SchemaValidationError(what, result.errors);
}
