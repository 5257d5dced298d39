// The reports export form's values → the variables of createReportsExport (spec 2 §7).
import { CLIENT_STATUSES } from "@ledgerline/schemas/coded-values";
import type { Dayjs } from "dayjs";
import { dateNumber, monthRangePeriods } from "../calendarMonths";
import { overdueFilter } from "../ExportChoiceFields";
import type { OverdueChoice } from "../ExportChoiceFields";

/** Spec 2 §9: active, workout, inactive (a removed client is not offered); active and workout by default. */
export const EXPORT_CLIENT_STATUSES = CLIENT_STATUSES.filter((status) => status !== "removed");
export const DEFAULT_CLIENT_STATUSES = ["active", "workout"];

export interface ReportsExportValues {
  fromMonth: Dayjs;
  toMonth: Dayjs;
  reportStatus?: string[];
  report?: string | null;
  clients?: string[];
  regions?: string[];
  countries?: string[];
  dueFrom?: Dayjs | null;
  dueTo?: Dayjs | null;
  clientStatus?: string[];
  overdue?: OverdueChoice;
}

/** The due dates limit each other by a day (spec 2 §5): from lies at least a day before to. */
export function isDueFromDisabled(day: Dayjs, dueTo: Dayjs | null | undefined): boolean {
  return Boolean(dueTo && !day.isBefore(dueTo, "day"));
}

export function isDueToDisabled(day: Dayjs, dueFrom: Dayjs | null | undefined): boolean {
  return Boolean(dueFrom && !day.isAfter(dueFrom, "day"));
}

export function reportsExportVariables(values: ReportsExportValues, clients: string[], language: string) {
  return {
    periods: monthRangePeriods(values),
    reportStatus: values.reportStatus ?? [],
    report: values.report ?? null,
    clients,
    regions: values.regions ?? [],
    countries: values.countries ?? [],
    dueDateRange: {
      from: values.dueFrom ? dateNumber(values.dueFrom) : null,
      to: values.dueTo ? dateNumber(values.dueTo) : null,
    },
    clientStatus: values.clientStatus ?? [],
    overdue: overdueFilter(values.overdue),
    language,
  };
}
