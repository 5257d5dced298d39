// The reports export's input, checked field by field with the messages the portal shows (spec 2 §5, §8).
import { REPORT_STATUSES, isDateNumber } from "@ledgerline/schemas";
import { message, textOf } from "@ledgerline/schemas/messages";
import type { MutationCreateReportsExportArgs } from "../../../generated/graphql";
import { Problems } from "../../../platform/errors";
import type { ErrorInfo } from "../../../platform/errors";
import { text } from "../../../platform/input";
import { CLIENT_STATUSES } from "../../../model/clients";
import type { ReportStatus } from "../../reports/model";
import type { Templates } from "../../reports/repository";
import { INVALID_MONTHS, readCalendarMonths } from "../calendar-months";

/** Spec 2 §8 asks for a period the same way in the investments export. */
export const PERIOD_REQUIRED = message("export-reports-period-required");
export const CALENDAR_ONLY = message("export-reports-calendar-only");
export const UNKNOWN_STATUS = message("report-status-unknown");
export const UNKNOWN_TEMPLATE = message("report-template-unknown");
export const INVALID_DUE_DATE = message("due-date-invalid");
export const DUE_DATES_ORDER = message("due-dates-order");
export const UNKNOWN_CLIENT_STATUS = message("client-status-unknown");

export interface ReportsExportInput {
  months: number[];
  statuses: ReportStatus[];
  templateKey: string | null;
  clients: string[];
  regionIds: string[];
  countryIds: string[];
  clientStatuses: string[];
  dueFrom: number | null;
  dueTo: number | null;
  overdue: boolean | null;
}

const texts = (values: readonly string[] | null | undefined) => [
  ...new Set((values ?? []).map(text).filter((value) => value !== "")),
];

export function readReportsExportInput(
  args: MutationCreateReportsExportArgs,
  templates: Templates,
  today: number,
): { ok: true; input: ReportsExportInput } | { ok: false; error: ErrorInfo } {
  const problems = new Problems();
  const periodType = text(args.periodType) || "c";
  if (periodType !== "c") problems.add("periodType", CALENDAR_ONLY);
  const periods = args.periods ?? [];
  const months = readCalendarMonths(periods, today);
  if (periods.length === 0) problems.add("periods", PERIOD_REQUIRED);
  else if (!months.ok) problems.add("periods", INVALID_MONTHS);
  const statuses = texts(args.reportStatus);
  if (statuses.some((status) => !(REPORT_STATUSES as readonly string[]).includes(status)))
    problems.add("reportStatus", UNKNOWN_STATUS);
  const templateRef = text(args.report);
  const template = templateRef === "" ? null : templates.report(templateRef);
  if (templateRef !== "" && !template) problems.add("report", UNKNOWN_TEMPLATE);
  const clientStatuses = texts(args.clientStatus);
  if (clientStatuses.some((status) => !(CLIENT_STATUSES as readonly string[]).includes(status)))
    problems.add("clientStatus", UNKNOWN_CLIENT_STATUS);
  const dueFrom = args.dueDateRange?.from ?? null;
  const dueTo = args.dueDateRange?.to ?? null;
  if (dueFrom !== null && !isDateNumber(dueFrom)) problems.add("dueDateRange.from", INVALID_DUE_DATE);
  if (dueTo !== null && !isDateNumber(dueTo)) problems.add("dueDateRange.to", INVALID_DUE_DATE);
  if (dueFrom !== null && dueTo !== null && dueFrom >= dueTo) problems.add("dueDateRange", DUE_DATES_ORDER);
  if (!problems.empty || !months.ok)
    return { ok: false, error: problems.toError(textOf(problems.list[0]!)).error };
  return {
    ok: true,
    input: {
      months: months.months,
      statuses: statuses as ReportStatus[],
      templateKey: template?.key ?? null,
      clients: texts(args.clients),
      regionIds: texts(args.regions),
      countryIds: texts(args.countries),
      clientStatuses,
      dueFrom,
      dueTo,
      overdue: args.overdue ?? null,
    },
  };
}
