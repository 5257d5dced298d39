// Shapes of the investment answers the portal reads (spec 3 §3), named and typed as the API's SDL names them
// (apps/api/src/modules/investments/schema.ts). Covenant limits are stored units (hundredths; percentual:
// hundredths of a percent), dates YYYYMMDD numbers, months YYYYMM.
import type { MutationResult, PageInfo } from "../../api/types";

export type ClientTypeParam = "mfi" | "agro";
export type InvestmentState = "open" | "closed";
export type WaiverType = "DISABLE" | "REPLACE" | "ALTER";
export type Periodicity = "monthly" | "quarterly" | "not required";

export interface CovenantRange {
  min: number | null;
  max: number | null;
}

export interface CentralCovenantRef {
  _id: string;
  internalName: string;
  name: string;
  guide?: string | null;
  /** YYYYMMDD from which it can no longer be chosen; null: active. */
  archived?: number | null;
  /** currency, percentual or numeric */
  fieldType: string;
}

export interface InvestmentWaiver {
  _id: string;
  waiverType: WaiverType;
  startDate: number;
  endDate: number;
  centralCovenant?: CentralCovenantRef | null;
  range?: CovenantRange | null;
  alertThreshold?: number | null;
}

export interface InvestmentCovenant {
  _id: string;
  centralCovenantId: CentralCovenantRef;
  range: CovenantRange;
  alertThreshold: number | null;
  waivers: InvestmentWaiver[];
  waiverInEffect?: InvestmentWaiver | null;
}

export interface InvestmentFlags {
  canReadCovenants: boolean;
  canAddCovenants: boolean;
  canEditCovenants: boolean;
  canDeleteCovenants: boolean;
  canReadWaivers: boolean;
  canAddWaivers: boolean;
  canEditWaivers: boolean;
  canDeleteWaivers: boolean;
  canUpdatePeriodicity: boolean;
}

export interface NamedRef {
  _id: string;
  name: string;
}

export interface InvestmentManagerRef {
  _id: string;
  name: string;
  startAt: number;
  endedAt?: number | null;
}

/** A row of the investments grid. */
export interface InvestmentRow {
  _id: string;
  importedId: string;
  client: NamedRef;
  clientKey: string;
  clientType: string;
  fund: NamedRef & { reportingPeriodicity: string };
  product: NamedRef;
  currency: string;
  country: string;
  outstandingAmount: number;
  firstDisbursementDate: number;
  finalMaturityDate: number;
  endedAt?: number | null;
  lastReportedMonth?: number | null;
  reportingPeriodicity: string;
  covenantsCount: number;
}

/** An investment with its covenants, as the detail shows it. */
export interface Investment extends InvestmentRow {
  investmentManagers: InvestmentManagerRef[];
  covenants: InvestmentCovenant[];
  timeState: string;
  flags: InvestmentFlags;
}

export interface InvestmentPage {
  results: InvestmentRow[];
  pageInfo: PageInfo;
}

export interface CovenantOption {
  value: string;
  label: string;
}

export interface InvestmentResult extends MutationResult {
  investment?: Investment | null;
}

export interface CovenantsResult extends MutationResult {
  covenants: InvestmentCovenant[];
  covenant?: InvestmentCovenant | null;
}

export interface WaiversResult extends MutationResult {
  waivers: InvestmentWaiver[];
  waiver?: InvestmentWaiver | null;
  centralCovenant?: CentralCovenantRef | null;
}

/** What updateCovenant sends (stored units). */
export interface InvestmentCovenantInput {
  range: CovenantRange;
  alertThreshold: number | null;
}

/** What createWaiver / updateWaiver send (stored units). */
export interface WaiverInput {
  waiverType: WaiverType;
  startDate: number | null;
  endDate: number | null;
  centralCovenantId?: string | null;
  range?: CovenantRange | null;
  alertThreshold?: number | null;
}
