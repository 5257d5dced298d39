// The stored shape of clients, as `@ledgerline/schemas` (Client) describes it.
import type { ClientConfigType, ClientTypeName } from "@ledgerline/schemas";
import type { AddressDoc } from "../users/model";

export const INSTITUTIONAL_FORMS = ["Bank", "NBFI", "NGO", "Credit Union / SACCO", "Other"] as const;
export const PROFIT_PROFILES = ["profit", "nonprofit"] as const;
export const CLIENT_STATUSES = ["active", "workout", "inactive", "removed"] as const;
export const CLIENT_SCALES = [1, 100, 1000, 10000, 100000, 1000000, 10000000] as const;

export interface FinancialPeriodDoc {
  financialYear: number;
  financialYearId: number;
  start: number;
  end: number;
  months: number;
}

export interface ContactDoc {
  name: string;
  role: string;
  email: string;
}

export interface ClientDoc {
  _id: string;
  importedId?: string;
  key: string;
  name: string;
  officialName: string;
  clientType: ClientTypeName;
  clientConfigType: ClientConfigType;
  institutionalForm: (typeof INSTITUTIONAL_FORMS)[number];
  profitProfile: (typeof PROFIT_PROFILES)[number];
  status: (typeof CLIENT_STATUSES)[number];
  /** Region id. */
  worldRegion: string;
  yearOfOperationalStart: number;
  address: AddressDoc;
  settings: { financialPeriodEnd: { day: number; month: number }; currency: string; reportingScale: number };
  contacts: ContactDoc[];
  bottomDate?: number;
  topDate?: number;
  financialPeriods: FinancialPeriodDoc[];
}
