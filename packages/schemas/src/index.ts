// @ledgerline/schemas: the one definition of Ledgerline's documents (TypeBox schemas that are both JSON
// Schema and TypeScript types), their validators, the value conversions, the template catalogue and the
// deterministic demo portfolio. Every export is named here; nothing else is public.

// ----------------------------------------------------------------------------- schemas and types
export {
  Translated,
  ObjectId,
  DateNumber,
  MonthNumber,
  IsoDateTime,
  Hundredths,
  Version,
  Identifier,
  CurrencyCode,
  Email,
  ClientType,
  ReportingScale,
  PersonRef,
  Range,
  StringEnum,
  Nullable,
  LANGUAGES,
  USER_LANGUAGES,
  CLIENT_TYPES,
  REPORT_SCALES,
  CLIENT_SCALES,
} from "./schemas/primitives.js";
export type { Language } from "./schemas/primitives.js";
export {
  FieldType,
  FieldKind,
  CovenantValueType,
  FieldSettings,
  FieldRules,
  DropdownValue,
  GridConfig,
  FieldDefinition,
  FIELD_TYPES,
  NUMBER_FIELD_TYPES,
  COVENANT_VALUE_TYPES,
  NUMERIC_UNITS,
  MAX_FIELD_DEPTH,
} from "./schemas/field.js";
export {
  FormCategory,
  PeriodType,
  ContextTarget,
  TemplateStatus,
  StepValidation,
  ChartField,
  TranslationEntry,
  FormConfig,
  ReportStep,
  ReportConfig,
  FORM_CATEGORIES,
  PERIOD_TYPES,
  SCHEDULE_TYPES,
} from "./schemas/formConfig.js";
export {
  ReportStatus,
  ReportSettings,
  PeriodInfo,
  ReportInstance,
  StoredValue,
  CovenantState,
  FormData,
  REPORT_STATUSES,
} from "./schemas/reporting.js";
export {
  Address,
  Contact,
  FinancialPeriod,
  ClientSettings,
  Client,
  INSTITUTIONAL_FORMS,
  CLIENT_STATUSES,
} from "./schemas/client.js";
export {
  CovenantLink,
  CovenantConfig,
  CovenantRef,
  Waiver,
  InvestmentCovenant,
  WAIVER_TYPES,
} from "./schemas/covenants.js";
export { ReportingPeriodicity, Investment, REPORTING_PERIODICITIES } from "./schemas/investment.js";
export { Role, Communication, Invitation, User, Account, DemoLogin, USER_STATUSES } from "./schemas/user.js";
export { Country, Region, Fund, ExchangeRate, AuditEntry } from "./schemas/reference.js";

// ----------------------------------------------------------------------------- validation
export {
  validate,
  validateFieldDefinition,
  validateFormConfig,
  validateReportConfig,
  validateReportInstance,
  validateFormData,
  validateClient,
  validateFinancialPeriods,
  validateInvestment,
  validateWaiver,
  validateCovenantConfig,
  validateUser,
  validateInvitation,
  validateAccount,
  validateDemoLogin,
  validateRegion,
  validateCountry,
  validateFund,
  validateExchangeRate,
  validateAuditEntry,
  assertValid,
} from "./validation/validators.js";
export {
  reportFormsRules as checkReportForms,
  investmentCovenantRules,
  waiverRules,
  userRules,
} from "./validation/rules.js";
export { SchemaValidationError, formatIssues } from "./validation/issues.js";
export { matchesTextFormat } from "./validation/textFormats.js";
export type { ValidationIssue, ValidationResult } from "./validation/issues.js";

// ----------------------------------------------------------------------------- fields
export { flattenFields, isInputField, isComputedField } from "./fields.js";
export type { FieldEntry } from "./fields.js";
export { fieldSpecsOf } from "./fieldSpecs.js";
export { LARGEST_NUMBER_VALUE, numberBounds, brokenNumberRule } from "./number-rules.js";
export type { NumberRules, BrokenNumberRule } from "./number-rules.js";
export type { EngineFieldSpec } from "./fieldSpecs.js";
export { engineValueOf, formDataSource } from "./dataSource.js";
export type { FormDataSource } from "./dataSource.js";

// ----------------------------------------------------------------------------- values
export {
  toHundredths,
  fromHundredths,
  fractionToPercentHundredths,
  percentHundredthsToFraction,
  percentToStored,
  storedToEngine,
  engineToStored,
  toReportedValue,
  fromReportedValue,
  parseNumberInput,
  formatNumber,
  DATE_INPUT_FORMATS,
  parseDateInput,
  formatDateNumber,
  formatDisplayDate,
  isDateNumber,
  dateNumber,
  dateParts,
  daysInMonth,
  dateNumberToIso,
  isoToDateNumber,
  addDays,
  isMonthKey,
  monthKey,
  monthParts,
  monthEnd,
  monthOf,
  monthNumber,
  addMonths,
  monthsBetween,
  monthRange,
  quarterOf,
  isQuarterEnd,
  periodLabel,
  financialYearId,
  financialYearSelectionValue,
  parsePeriodSelectionValue,
  financialPeriod,
  buildFinancialPeriods,
  financialPeriodOf,
  calendarFinancialPeriod,
  monthsElapsedInFinancialYear,
  periodInfo,
  covenantLevel,
  waiverInEffect,
} from "./values.js";
export type { NumberInputParse, NumberInputProblem } from "./values.js";
export type {
  NumberValueType,
  ParseResult,
  DateInputFormat,
  MonthKey,
  PeriodSelectionValue,
  CovenantLevel,
} from "./values.js";

// ----------------------------------------------------------------------------- financial periods
export { checkFinancialPeriodTable, isFinancialPeriodDate, isOrderIssue } from "./financial-periods.js";
export type {
  FinancialPeriodDateIssue,
  FinancialPeriodIssue,
  FinancialPeriodOrderIssue,
  FinancialPeriodRow,
} from "./financial-periods.js";

// ----------------------------------------------------------------------------- catalogue
export {
  catalogue,
  findFormConfig,
  findReportConfig,
  formsOfReport,
  compareVersions,
} from "./catalogue/index.js";
export type { Catalogue } from "./catalogue/index.js";

// ----------------------------------------------------------------------------- template authoring
export {
  fieldUsages,
  danglingReferences,
  diffFormConfigs,
  diffReportConfigs,
  nextVersion,
} from "./authoring/index.js";
export type {
  TemplateKind,
  TemplateWorld,
  FieldUsageKind,
  FieldUsage,
  DanglingReference,
  ConfigChangeKind,
  ConfigChange,
} from "./authoring/index.js";

// ----------------------------------------------------------------------------- demo portfolio
export { generateDemo, DEMO_DEFAULTS } from "./demo/generateDemo.js";
export { stableObjectId } from "./demo/ids.js";
export type { GenerateDemoOptions, DemoData } from "./demo/generateDemo.js";

// ----------------------------------------------------------------------------- passwords
// The limits only; the strength estimator is the subpath `@ledgerline/schemas/password` (it carries
// zxcvbn's dictionaries, which the sign-in screen must not load).
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  STRENGTH_LEVELS,
  MIN_NEW_PASSWORD_STRENGTH,
} from "./password/limits.js";
export type { StrengthLevel } from "./password/limits.js";

// ----------------------------------------------------------------------------- roles
export {
  CLIENT_ROLE,
  CLIENT_ADMIN_ROLE,
  roleNames,
  assignableRoles,
  withImpliedRoles,
  isClientRole,
  isProviderRole,
  isRegionalRole,
  roleProfile,
} from "./roles.js";
export type { RoleNames, RoleProfile, Level } from "./roles.js";

// ----------------------------------------------------------------------------- exports
export {
  FACTSHEET_EXPORT_FORMS,
  FACTSHEET_IDENTIFICATION_FORM,
  FACTSHEET_RATIOS_FORM,
} from "./exportForms.js";

// The upload's limits (also the light subpath `@ledgerline/schemas/uploads`, as the languages are
// `@ledgerline/schemas/languages`: screens import them without the schema library).
export { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from "./uploads.js";
// Client types and their template families (also the light subpath `@ledgerline/schemas/client-types`).
export { CLIENT_CONFIG_TYPES, clientTypesOfFamily, configTypeOf, parseConfigType } from "./client-types.js";
export type { ClientConfigType, ClientTypeName } from "./client-types.js";
