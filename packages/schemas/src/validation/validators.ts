// The public validate… helpers: the schema first, then the rules a schema cannot express.
import type { Static, TSchema } from "@sinclair/typebox";
import { Client, FinancialPeriod } from "../schemas/client.js";
import { CovenantConfig, Waiver } from "../schemas/covenants.js";
import { FieldDefinition } from "../schemas/field.js";
import { FormConfig, ReportConfig } from "../schemas/formConfig.js";
import { Investment } from "../schemas/investment.js";
import { AuditEntry, Country, ExchangeRate, Fund, Region } from "../schemas/reference.js";
import { FormData, ReportInstance } from "../schemas/reporting.js";
import { Account, DemoLogin, Invitation, User } from "../schemas/user.js";
import { Type } from "@sinclair/typebox";
import { validateAgainst } from "./compile.js";
import { SchemaValidationError, type ValidationIssue, type ValidationResult } from "./issues.js";
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

function withRules<S extends TSchema>(
  schema: S,
  rules?: (value: Static<S>) => ValidationIssue[],
): Validator<Static<S>> {
  return (value) => {
    const result = validateAgainst(schema, value);
    if (!result.ok || !rules) return result;
    const issues = rules(result.value);
    return issues.length === 0 ? result : { ok: false, errors: issues };
  };
}

/** Validates any value against one of the exported schemas (schema rules only). */
export const validate = validateAgainst;

/** A field definition (with its children). */
export const validateFieldDefinition: Validator<FieldDefinition> = withRules(FieldDefinition);
/** A form config: schema, unique internal names, fieldsets, dropdowns, covenant fields, references. */
export const validateFormConfig: Validator<FormConfig> = withRules(FormConfig, formConfigRules);
/** A report config: schema and distinct steps. Use `checkReportForms` for the forms it bundles. */
export const validateReportConfig: Validator<ReportConfig> = withRules(ReportConfig, reportConfigRules);
/** A report instance. */
export const validateReportInstance: Validator<ReportInstance> = withRules(ReportInstance);
/** A form data document. */
export const validateFormData: Validator<FormData> = withRules(FormData);
/** A client, including its financial periods (order and contiguity). */
export const validateClient: Validator<Client> = withRules(Client, (c) =>
  financialPeriodRules(c.financialPeriods, ["financialPeriods"]),
);
const FinancialPeriods = Type.Array(FinancialPeriod);
/** A list of financial periods, with the spec's messages for order and contiguity. */
export const validateFinancialPeriods: Validator<FinancialPeriod[]> = withRules(FinancialPeriods, (p) =>
  financialPeriodRules(p),
);
/** An investment with its covenants and waivers. */
export const validateInvestment: Validator<Investment> = withRules(Investment, investmentRules);
/** A waiver on its own (the waiver form). */
export const validateWaiver: Validator<Waiver> = withRules(Waiver, (w) => waiverRules(w));
/** A central covenant. */
export const validateCovenantConfig: Validator<CovenantConfig> = withRules(
  CovenantConfig,
  covenantConfigRules,
);
/** A user, with the role and scope rules. */
export const validateUser: Validator<User> = withRules(User, userRules);
/** An invitation (as embedded in a user). */
export const validateInvitation: Validator<Invitation> = withRules(Invitation);
/** A login account (hash only). */
export const validateAccount: Validator<Account> = withRules(Account);
/** A demo login entry. */
export const validateDemoLogin: Validator<DemoLogin> = withRules(DemoLogin);
export const validateRegion: Validator<Region> = withRules(Region);
export const validateCountry: Validator<Country> = withRules(Country);
export const validateFund: Validator<Fund> = withRules(Fund);
export const validateExchangeRate: Validator<ExchangeRate> = withRules(ExchangeRate);
export const validateAuditEntry: Validator<AuditEntry> = withRules(AuditEntry);

/** Returns the value typed, or throws a `SchemaValidationError` listing every issue. */
export function assertValid<T>(result: ValidationResult<T>, what: string): T {
  if (result.ok) return result.value;
  throw new SchemaValidationError(what, result.errors);
}
