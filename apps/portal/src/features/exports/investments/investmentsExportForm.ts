// The investments export form's values → the variables of createExportInvestments (spec 2 §7).
import { REPORTING_PERIODICITIES } from "@ledgerline/schemas/coded-values";
import type { Dayjs } from "dayjs";
import { monthRangePeriods } from "../calendarMonths";

/** Spec 2 §9, as the API stores them. */
export const REPORTING_FREQUENCIES = REPORTING_PERIODICITIES;

export interface InvestmentsExportValues {
  fromMonth: Dayjs;
  toMonth: Dayjs;
  funds?: string[];
  regions?: string[];
  clients?: string[];
  reportingFrequency?: string[];
  investmentManagers?: string[];
}

export function investmentsExportVariables(
  values: InvestmentsExportValues,
  clients: string[],
  language: string,
) {
  return {
    periods: monthRangePeriods(values),
    funds: values.funds ?? [],
    regions: values.regions ?? [],
    clients,
    reportingFrequency: values.reportingFrequency ?? [],
    investmentManagers: values.investmentManagers ?? [],
    language,
  };
}

/** The message id of a reporting frequency (the investment screens' labels). */
export function frequencyMessageId(frequency: string): string {
  return `investment-periodicity-${frequency.replace(" ", "-")}`;
}
