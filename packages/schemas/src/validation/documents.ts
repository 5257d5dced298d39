// The package's document schemas, by the name their precompiled validator goes by. The build turns each into
// standalone ajv code (`standalone.ts`, `generated/*.gen.ts`) so that no validator is compiled at run time:
// the portal and the studio run under a Content Security Policy that forbids evaluating strings as code.
import { Type } from "@sinclair/typebox";
import { Client, FinancialPeriod } from "../schemas/client.js";
import { CovenantConfig, Waiver } from "../schemas/covenants.js";
import { FieldDefinition } from "../schemas/field.js";
import { FormConfig, ReportConfig } from "../schemas/formConfig.js";
import { Investment } from "../schemas/investment.js";
import { AuditEntry, Country, ExchangeRate, Fund, Region } from "../schemas/reference.js";
import { FormData, ReportInstance } from "../schemas/reporting.js";
import { Account, DemoLogin, Invitation, User } from "../schemas/user.js";

export const FinancialPeriods = Type.Array(FinancialPeriod);

export const DOCUMENT_SCHEMAS = {
  FieldDefinition,
  FormConfig,
  ReportConfig,
  ReportInstance,
  FormData,
  Client,
  FinancialPeriods,
  Investment,
  Waiver,
  CovenantConfig,
  User,
  Invitation,
  Account,
  DemoLogin,
  Region,
  Country,
  Fund,
  ExchangeRate,
  AuditEntry,
};

export type DocumentName = keyof typeof DOCUMENT_SCHEMAS;

export const DOCUMENT_NAMES = Object.keys(DOCUMENT_SCHEMAS) as DocumentName[];
