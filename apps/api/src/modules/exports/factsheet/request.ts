// The factsheet export's input (spec 2 §5 "Exports", §8, §9), checked into a typed request. Anything missing
// gets the one message the portal shows as a toast; a value the portal never sends gets its own message.
import {
  REPORT_SCALES,
  REPORT_STATUSES,
  monthEnd,
  parsePeriodSelectionValue,
  periodLabel,
} from "@ledgerline/schemas";
import { message, textOf } from "@ledgerline/schemas/messages";
import type { MutationCreateExportArgs } from "../../../generated/graphql";
import { Problems } from "../../../platform/errors";
import type { ErrorInfo } from "../../../platform/errors";
import { text } from "../../../platform/input";
import { CLIENT_STATUSES } from "../../../model/clients";
import type { ReportStatus } from "../../reports/model";
import type { Templates } from "../../reports/repository";
import { FIRST_EXPORT_YEAR } from "../calendar-months";
import { distinctTexts } from "../pipeline/input";

export const FILL_IN_ALL = message("export-factsheet-fill-in-all");
export const UNKNOWN_EXPORT_TYPE = message("export-type-unknown");
export const UNKNOWN_SUMMARY_TYPE = message("summary-type-unknown");
export const UNKNOWN_CURRENCY = message("currencies-invalid");
export const UNKNOWN_CLIENT_STATUS = message("client-status-unknown");
export const UNKNOWN_REPORT_STATUS = message("report-status-unknown");
export const UNKNOWN_PERIOD_TYPE = message("period-type-unknown");
export const INVALID_PERIODS = message("export-periods-invalid", { year: FIRST_EXPORT_YEAR });
export const UNKNOWN_FORM = message("form-config-unknown");
export const UNKNOWN_SCALE = message("reporting-scale-unknown");

export const EXPORT_TYPES = ["CLIENT", "REGION/COUNTRY", "FUNDS"] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export const SUMMARY_TYPES = ["SUM", "AVG"] as const;
export type SummaryType = (typeof SUMMARY_TYPES)[number];

/** Periods per export at most: three years of months (each is a column per client on every sheet). */
const MAX_PERIODS = 36;

/** One period column: the month whose data it shows and whether it is a year. */
export interface FactsheetPeriod {
  /** YYYY-MM: the month, or the last month of the year. */
  month: string;
  /** yyyymmdd of that month's end: the data's `context.numeric`. */
  numeric: number;
  /** A whole year: flows over twelve months (calendar) or the financial year to date (financial). */
  year: boolean;
  label: string;
}

export interface FactsheetRequest {
  exportType: ExportType;
  /** Null for a CLIENT export, which has no summary. */
  summaryType: SummaryType | null;
  currencies: string[];
  clients: string[];
  regionIds: string[];
  countryIds: string[];
  fundIds: string[];
  periodType: "c" | "f";
  periods: FactsheetPeriod[];
  /** Chosen form keys; empty: the export forms of each client's type. */
  formKeys: string[];
  clientStatuses: string[];
  reportStatuses: ReportStatus[];
  overdue: boolean | null;
  scale: number;
}

function periodOf(value: number, periodType: "c" | "f"): FactsheetPeriod | null {
  const parsed = parsePeriodSelectionValue(value);
  if (!parsed.ok) return null;
  const selection = parsed.value;
  const year = selection.kind === "financialYear";
  const month = year ? selection.endMonth : selection.month;
  return {
    month,
    numeric: monthEnd(month),
    year,
    label: year
      ? `${periodType === "c" ? "Calendar year" : "Financial year"} ending ${periodLabel(month)}`
      : periodLabel(month),
  };
}

function readPeriods(values: readonly number[], periodType: "c" | "f", today: number) {
  const lastYear = Math.floor(today / 10000);
  const periods: FactsheetPeriod[] = [];
  for (const value of values) {
    const period = periodOf(value, periodType);
    const year = period ? Number(period.month.slice(0, 4)) : 0;
    if (!period || year < FIRST_EXPORT_YEAR || year > lastYear) return null;
    periods.push(period);
  }
  // A month given twice (as YYYYMM and as YYYYMMDD) is one column; columns run from the earliest period.
  const distinct = [
    ...new Map(periods.map((period) => [`${period.numeric}:${period.year}`, period])).values(),
  ].sort((a, b) => a.numeric - b.numeric || Number(b.year) - Number(a.year));
  return distinct.length <= MAX_PERIODS ? distinct : null;
}

export function readFactsheetRequest(
  args: MutationCreateExportArgs,
  templates: Templates,
  today: number,
): { ok: true; request: FactsheetRequest } | { ok: false; error: ErrorInfo } {
  const missing = new Problems();
  const invalid = new Problems();
  const exportType = text(args.exportType).toUpperCase();
  if (!(EXPORT_TYPES as readonly string[]).includes(exportType))
    invalid.add("exportType", UNKNOWN_EXPORT_TYPE);
  const summary = text(args.summaryType).toUpperCase() || "SUM";
  if (!(SUMMARY_TYPES as readonly string[]).includes(summary))
    invalid.add("summaryType", UNKNOWN_SUMMARY_TYPE);

  const clientStatuses = distinctTexts(args.clientStatus);
  if (clientStatuses.length === 0) missing.add("clientStatus", FILL_IN_ALL);
  else if (clientStatuses.some((status) => !(CLIENT_STATUSES as readonly string[]).includes(status)))
    invalid.add("clientStatus", UNKNOWN_CLIENT_STATUS);

  const periodType = text(args.periodType).toLowerCase() || "f";
  if (periodType !== "c" && periodType !== "f") invalid.add("periodType", UNKNOWN_PERIOD_TYPE);
  const periods = readPeriods(args.periods ?? [], periodType === "c" ? "c" : "f", today);
  if ((args.periods ?? []).length === 0) missing.add("periods", FILL_IN_ALL);
  else if (!periods) invalid.add("periods", INVALID_PERIODS);

  const currencies = distinctTexts(args.currencies).map((code) => code.toUpperCase());
  if (currencies.length === 0) missing.add("currencies", FILL_IN_ALL);
  else if (currencies.some((code) => !/^[A-Z]{3}$/.test(code))) invalid.add("currencies", UNKNOWN_CURRENCY);

  const clients = distinctTexts(args.clients);
  const countryIds = distinctTexts(args.countries);
  const fundIds = distinctTexts(args.funds);
  if (exportType === "CLIENT" && clients.length === 0) missing.add("clients", FILL_IN_ALL);
  if (exportType === "REGION/COUNTRY" && countryIds.length === 0) missing.add("countries", FILL_IN_ALL);
  if (exportType === "FUNDS" && fundIds.length === 0) missing.add("funds", FILL_IN_ALL);

  const reportStatuses = distinctTexts(args.reportStatus);
  if (reportStatuses.some((status) => !(REPORT_STATUSES as readonly string[]).includes(status)))
    invalid.add("reportStatus", UNKNOWN_REPORT_STATUS);
  const formKeys = distinctTexts(args.formConfigs);
  if (formKeys.some((key) => !templates.form(key))) invalid.add("formConfigs", UNKNOWN_FORM);
  const scale = args.reportingScale ?? 1;
  if (!(REPORT_SCALES as readonly number[]).includes(scale)) invalid.add("reportingScale", UNKNOWN_SCALE);

  if (!missing.empty) return { ok: false, error: missing.toError(FILL_IN_ALL).error };
  if (!invalid.empty || !periods)
    return { ok: false, error: invalid.toError(textOf(invalid.list[0]!)).error };
  const type = exportType as ExportType;
  return {
    ok: true,
    request: {
      exportType: type,
      summaryType: type === "CLIENT" ? null : (summary as SummaryType),
      currencies,
      clients,
      regionIds: distinctTexts(args.regions),
      countryIds,
      fundIds,
      periodType: periodType as "c" | "f",
      periods,
      formKeys,
      clientStatuses,
      reportStatuses: (reportStatuses.length > 0 ? reportStatuses : ["approved"]) as ReportStatus[],
      overdue: args.overdue ?? null,
      scale,
    },
  };
}
