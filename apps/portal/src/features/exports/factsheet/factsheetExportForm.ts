// The factsheet export form (spec 2 §5, §6, §9): its values → the variables of createExport, whether it is
// complete enough to send, and which choices each kind of user gets.
import { FACTSHEET_EXPORT_FORMS } from "@ledgerline/schemas";
import type { ReportStatus } from "@ledgerline/schemas";
import { CLIENT_STATUSES } from "@ledgerline/schemas/coded-values";
import type { Dayjs } from "dayjs";
import type { FormConfigSummary } from "../../../api/types";
import { monthRangePeriods } from "../calendarMonths";
import { overdueFilter } from "../ExportChoiceFields";
import type { OverdueChoice } from "../ExportChoiceFields";

export const EXPORT_TYPES = ["CLIENT", "REGION/COUNTRY", "FUNDS"] as const;
export type FactsheetExportType = (typeof EXPORT_TYPES)[number];

/** The stored client statuses; active and workout by default (spec 2 §9). */
export const FACTSHEET_CLIENT_STATUSES = CLIENT_STATUSES;
export const DEFAULT_FACTSHEET_CLIENT_STATUSES = ["active", "workout"];
/** Whose data is exported: approved reports' by default (spec 2 §4). */
export const DEFAULT_FACTSHEET_REPORT_STATUSES: ReportStatus[] = ["approved"];
export const DEFAULT_FACTSHEET_CURRENCIES = ["USD"];

export interface FactsheetExportValues {
  exportType: FactsheetExportType;
  clients?: string[];
  regions?: string[];
  countries?: string[];
  funds?: string[];
  currencies?: string[];
  clientStatus?: string[];
  reportStatus?: string[];
  overdue?: OverdueChoice;
  periodType: "c" | "f";
  fromMonth?: Dayjs | null;
  toMonth?: Dayjs | null;
  formConfigs?: string[];
  summaryType?: "SUM" | "AVG";
}

export const INITIAL_FACTSHEET_VALUES: Partial<FactsheetExportValues> = {
  exportType: "CLIENT",
  periodType: "f",
  currencies: DEFAULT_FACTSHEET_CURRENCIES,
  clientStatus: DEFAULT_FACTSHEET_CLIENT_STATUSES,
  reportStatus: DEFAULT_FACTSHEET_REPORT_STATUSES,
  summaryType: "SUM",
};

const some = (values: readonly unknown[] | undefined) => (values ?? []).length > 0;

/**
 * Spec 2 §5: a client status, periods, a currency, and for CLIENT a client, for REGION/COUNTRY a country, for
 * FUNDS a fund. `clients` are the ids to send (the fixed client in a client's area).
 */
export function isFactsheetComplete(values: FactsheetExportValues, clients: readonly string[]): boolean {
  if (!some(values.clientStatus) || !some(values.currencies)) return false;
  if (!values.periodType || !values.fromMonth || !values.toMonth) return false;
  if (values.exportType === "CLIENT") return clients.length > 0;
  if (values.exportType === "REGION/COUNTRY") return some(values.countries);
  return some(values.funds);
}

/** Spec 2 §6: REGION/COUNTRY and FUNDS only while no client is chosen. */
export function isExportTypeOffered(type: FactsheetExportType, chosenClients: readonly string[]): boolean {
  return type === "CLIENT" || chosenClients.length === 0;
}

/** The export forms of each template family that the catalogue has, for the family's option group. */
export function exportFormChoices(
  forms: readonly FormConfigSummary[],
  family: keyof typeof FACTSHEET_EXPORT_FORMS,
): FormConfigSummary[] {
  return FACTSHEET_EXPORT_FORMS[family].flatMap((key) => forms.find((form) => form.key === key) ?? []);
}

/** The template family of a client type: BANK clients file the MFI templates. */
export function familyOf(clientType: string | null | undefined): keyof typeof FACTSHEET_EXPORT_FORMS {
  return clientType === "AGRO" ? "AGRO" : "MFI";
}

export function factsheetExportVariables(values: FactsheetExportValues, clients: string[], language: string) {
  const type = values.exportType;
  return {
    exportType: type,
    summaryType: type === "CLIENT" ? null : (values.summaryType ?? "SUM"),
    currencies: values.currencies ?? [],
    clients: type === "CLIENT" ? clients : [],
    regions: type === "REGION/COUNTRY" ? (values.regions ?? []) : [],
    countries: type === "REGION/COUNTRY" ? (values.countries ?? []) : [],
    funds: type === "FUNDS" ? (values.funds ?? []) : [],
    periodType: values.periodType,
    periods: monthRangePeriods(values),
    formConfigs: values.formConfigs ?? [],
    clientStatus: values.clientStatus ?? [],
    reportStatus: values.reportStatus ?? [],
    overdue: overdueFilter(values.overdue),
    language,
  };
}
