// The reports export's input, checked field by field with the messages the portal shows (spec 2 §5, §8).
import { REPORT_STATUSES, isDateNumber } from "@ledgerline/schemas";
import { message } from "@ledgerline/schemas/messages";
import type { MutationCreateReportsExportArgs } from "../../../generated/graphql";
import { Problems } from "../../../platform/errors";
import { text } from "../../../platform/input";
import { CLIENT_STATUSES } from "../../../model/clients";
import type { ReportStatus } from "../../reports/model";
import type { Templates } from "../../reports/repository";
import { readMonthsField, requireCalendarPeriods } from "../calendar-months";
import type { InputReading } from "../pipeline/definition";
import { distinctTexts, firstProblemError } from "../pipeline/input";

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

export function readReportsExportInput(
  args: MutationCreateReportsExportArgs,
  templates: Templates,
  today: number,
): InputReading<ReportsExportInput> {
  const problems = new Problems();
  requireCalendarPeriods(problems, args.periodType, CALENDAR_ONLY);
  const months = readMonthsField(problems, args.periods, today, PERIOD_REQUIRED);
  const statuses = distinctTexts(args.reportStatus);
  if (statuses.some((status) => !(REPORT_STATUSES as readonly string[]).includes(status)))
    problems.add("reportStatus", UNKNOWN_STATUS);
  const templateRef = text(args.report);
  const template = templateRef === "" ? null : templates.report(templateRef);
  if (templateRef !== "" && !template) problems.add("report", UNKNOWN_TEMPLATE);
  const clientStatuses = distinctTexts(args.clientStatus);
  if (clientStatuses.some((status) => !(CLIENT_STATUSES as readonly string[]).includes(status)))
    problems.add("clientStatus", UNKNOWN_CLIENT_STATUS);
  const dueFrom = args.dueDateRange?.from ?? null;
  const dueTo = args.dueDateRange?.to ?? null;
  if (dueFrom !== null && !isDateNumber(dueFrom)) problems.add("dueDateRange.from", INVALID_DUE_DATE);
  if (dueTo !== null && !isDateNumber(dueTo)) problems.add("dueDateRange.to", INVALID_DUE_DATE);
  if (dueFrom !== null && dueTo !== null && dueFrom >= dueTo) problems.add("dueDateRange", DUE_DATES_ORDER);
  if (!problems.empty || !months) return { ok: false, error: firstProblemError(problems) };
  return {
    ok: true,
    input: {
      months,
      statuses: statuses as ReportStatus[],
      templateKey: template?.key ?? null,
      clients: distinctTexts(args.clients),
      regionIds: distinctTexts(args.regions),
      countryIds: distinctTexts(args.countries),
      clientStatuses,
      dueFrom,
      dueTo,
      overdue: args.overdue ?? null,
    },
  };
}
