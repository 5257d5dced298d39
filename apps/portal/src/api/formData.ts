// The form-data page's GraphQL documents and answer types (spec 2 §2 "Form-data page", §7), named as the
// API's SDL names them (apps/api/src/modules/form-data/schema.ts, reports/schema.ts, clients/schema.ts).
import type {
  ClientPeriodsQuery,
  FinanceQueryQuery,
  FinancialPeriodsQuery,
  FormConfigQuery,
  FormStatusListQuery,
} from "./generated/operations";
import type { StoredValue } from "@ledgerline/schemas";

export const FORM_CONFIG = /* GraphQL */ `
  query formConfig($key: String!, $language: String) {
    formConfig(key: $key, language: $language) {
      _id
      key
      version
      name
      guide
      category
      periodType
      target
      type
      fields
    }
  }
`;

export const FORM_STATUS_LIST = /* GraphQL */ `
  query formStatusList($key: String!, $clientId: ID!) {
    formStatusList(key: $key, clientId: $clientId) {
      _id
      clientId
      numeric
      status
    }
  }
`;

export const FINANCE_QUERY = /* GraphQL */ `
  query financeQuery(
    $formConfigId: String!
    $clientId: ID!
    $range: [Int!]!
    $periodType: String
    $currency: String
  ) {
    financeQuery(
      formConfigId: $formConfigId
      clientId: $clientId
      range: $range
      periodType: $periodType
      currency: $currency
    ) {
      _id
      context {
        contextRef
        period
        periodType
        text
        numeric
      }
      settings {
        currency
      }
      status
      values
      unavailable {
        field
        reason
      }
    }
  }
`;

/** The client's period fields the period picker needs (spec 2 §3 "Client period fields"). */
export const CLIENT_PERIODS = /* GraphQL */ `
  query clientPeriods($key: String) {
    client(key: $key) {
      _id
      bottomDate
      topDate
      settings {
        financialPeriodEnd {
          day
          month
        }
      }
      financialPeriods {
        financialYear
        financialYearId
        start
        end
        months
      }
    }
  }
`;

/** A form config as the form-data page draws it: its fields (JSON in the schema) are the field tree. */
export type FormView = NonNullable<FormConfigQuery["formConfig"]>;

/** numeric: yyyymmdd */
export type FormStatusEntry = FormStatusListQuery["formStatusList"][number];

/**
 * values (JSON in the schema) maps each field to its value: stored units (hundredths; percentual in hundredths
 * of a percent), currency fields in the asked currency; read them with storedValueOf.
 */
export type FinanceRow = FinanceQueryQuery["financeQuery"][number];

/** A field's value in a finance row; null when the row holds none, or none of the kinds a field stores. */
export function storedValueOf(row: FinanceRow, field: string): StoredValue {
  const values: unknown = row.values;
  if (typeof values !== "object" || values === null) return null;
  const value: unknown = (values as Record<string, unknown>)[field];
  return typeof value === "number" || typeof value === "string" || typeof value === "boolean" ? value : null;
}
export type ValueProblem = FinanceRow["unavailable"][number];

/** start, end: yyyymmdd */
export type FinancialPeriod = FinancialPeriodsQuery["financialPeriods"][number];

/** bottomDate, topDate: yyyymm */
export type ClientPeriods = NonNullable<ClientPeriodsQuery["client"]>;

export const FINANCIAL_PERIODS = /* GraphQL */ `
  query financialPeriods($clientId: ID!) {
    financialPeriods(clientId: $clientId) {
      financialYear
      financialYearId
      start
      end
      months
    }
  }
`;
