// The precompiled validator of each document schema (generated at build time by standalone.ts).
import { validate as Account } from "./generated/Account.gen.js";
import { validate as AuditEntry } from "./generated/AuditEntry.gen.js";
import { validate as Client } from "./generated/Client.gen.js";
import { validate as Country } from "./generated/Country.gen.js";
import { validate as CovenantConfig } from "./generated/CovenantConfig.gen.js";
import { validate as DemoLogin } from "./generated/DemoLogin.gen.js";
import { validate as ExchangeRate } from "./generated/ExchangeRate.gen.js";
import { validate as FieldDefinition } from "./generated/FieldDefinition.gen.js";
import { validate as FinancialPeriods } from "./generated/FinancialPeriods.gen.js";
import { validate as FormConfig } from "./generated/FormConfig.gen.js";
import { validate as FormData } from "./generated/FormData.gen.js";
import { validate as Fund } from "./generated/Fund.gen.js";
import { validate as Investment } from "./generated/Investment.gen.js";
import { validate as Invitation } from "./generated/Invitation.gen.js";
import { validate as Region } from "./generated/Region.gen.js";
import { validate as ReportConfig } from "./generated/ReportConfig.gen.js";
import { validate as ReportInstance } from "./generated/ReportInstance.gen.js";
import { validate as User } from "./generated/User.gen.js";
import { validate as Waiver } from "./generated/Waiver.gen.js";
import type { DocumentName } from "./documents.js";
import type { StandaloneValidate } from "./standaloneRuntime.js";

export const PRECOMPILED: Readonly<Record<DocumentName, StandaloneValidate>> = {
  Account,
  AuditEntry,
  Client,
  Country,
  CovenantConfig,
  DemoLogin,
  ExchangeRate,
  FieldDefinition,
  FinancialPeriods,
  FormConfig,
  FormData,
  Fund,
  Investment,
  Invitation,
  Region,
  ReportConfig,
  ReportInstance,
  User,
  Waiver,
};
