// The form-data page's GraphQL documents and answer types (spec 2 §2 "Form-data page", §7), named as the
// API's SDL names them (apps/api/src/modules/form-data/schema.ts, reports/schema.ts, clients/schema.ts).
import type { FormConfigView } from "./types";

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

export type FormView = Pick<
  FormConfigView,
  "_id" | "key" | "version" | "name" | "guide" | "category" | "periodType" | "target" | "type" | "fields"
>;

export interface FormStatusEntry {
  _id: string;
  clientId: string;
  /** yyyymmdd */
  numeric: number;
  status: string;
}

export interface ValueProblem {
  field: string;
  reason: string;
}

export interface FinanceRow {
  _id: string;
  context: { contextRef: number; period: string; periodType: string; text: string; numeric: number };
  settings: { currency: string };
  status?: string | null;
  /** Stored units (hundredths; percentual in hundredths of a percent); currency fields in the asked currency. */
  values: Record<string, number | string | boolean | null>;
  unavailable: ValueProblem[];
}

export interface FinancialPeriod {
  financialYear: number;
  financialYearId: number;
  /** yyyymmdd */
  start: number;
  /** yyyymmdd */
  end: number;
  months: number;
}

export interface ClientPeriods {
  _id: string;
  /** yyyymm */
  bottomDate?: number | null;
  /** yyyymm */
  topDate?: number | null;
  settings: { financialPeriodEnd: { day: number; month: number } };
  financialPeriods: FinancialPeriod[];
}

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
