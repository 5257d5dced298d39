// Shapes of the admin clients screens, as the API's clients module answers them.
export const INSTITUTIONAL_FORMS = ["Bank", "NBFI", "NGO", "Credit Union / SACCO", "Other"] as const;
export const PROFIT_PROFILES = ["profit", "nonprofit"] as const;
/** removed is what removeClient sets; the form offers the others. */
export const FORM_STATUSES = ["active", "workout", "inactive"] as const;
/** Reporting scale options (spec 3 §3). */
export const REPORTING_SCALES = [1, 100, 1000, 10000, 100000, 1000000, 10000000] as const;

export interface ApiError {
  code: string;
  message: string;
  fields?: { field: string; message: string }[] | null;
}

export interface ClientRow {
  _id: string;
  key: string;
  name: string;
  officialName: string;
  clientType: string;
  status: string;
  address: { country: string | null; countryName?: string | null } | null;
}

export interface ClientPage {
  results: ClientRow[];
  pageInfo: { total: number; limit: number; offset: number };
}

export interface FinancialPeriod {
  financialYear: number;
  financialYearId: number;
  start: number;
  end: number;
  months: number;
}

export interface Contact {
  name: string;
  role: string;
  email: string;
}

export interface AdminClient {
  _id: string;
  importedId: string | null;
  key: string;
  name: string;
  officialName: string;
  clientType: string;
  clientConfigType: string;
  institutionalForm: string;
  profitProfile: string;
  status: string;
  worldRegion: string;
  yearOfOperationalStart: number;
  address: {
    country: string | null;
    city: string | null;
    postalcode: string | null;
    street: string | null;
    nr: string | null;
    box: string | null;
    additional: string | null;
  };
  settings: { financialPeriodEnd: { day: number; month: number }; currency: string; reportingScale: number };
  contacts: Contact[];
  bottomDate: number | null;
  topDate: number | null;
  financialPeriods: FinancialPeriod[];
}

export interface Reference {
  regions: { _id: string; region: string }[];
  countries: { _id: string; name: string }[];
}
