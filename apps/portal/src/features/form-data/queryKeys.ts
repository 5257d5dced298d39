// The form-data pages' react-query keys: a form's config and status map, a client's periods, the finance
// rows of chosen periods and a client's financial periods.
import type { PeriodType } from "./periodModel";

export const formDataKeys = {
  formConfig: (key: string, language: string) => ["formConfig", key, language] as const,
  formStatusList: (key: string, clientId: string) => ["formStatusList", key, clientId] as const,
  clientPeriods: (clientKey: string) => ["clientPeriods", clientKey] as const,
  financeRows: (
    formKey: string,
    clientId: string,
    range: readonly number[],
    periodType: PeriodType,
    currency: string,
  ) => ["financeQuery", formKey, clientId, range, periodType, currency] as const,
  financialPeriods: (clientId: string | undefined) => ["financialPeriods", clientId] as const,
};
