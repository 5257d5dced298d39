// The investments export's input, checked field by field with the messages the portal shows (spec 2 §5, §8).
import { REPORTING_PERIODICITIES } from "@ledgerline/schemas";
import { message, textOf } from "@ledgerline/schemas/messages";
import type { ReportingPeriodicity } from "@ledgerline/schemas";
import type { MutationCreateExportInvestmentsArgs } from "../../../generated/graphql";
import { Problems } from "../../../platform/errors";
import type { ErrorInfo } from "../../../platform/errors";
import { text } from "../../../platform/input";
import { INVALID_MONTHS, readCalendarMonths } from "../calendar-months";

/** Spec 2 §8: the investments export without a period. */
export const PERIOD_REQUIRED = message("export-investments-period-required");
export const CALENDAR_MONTHS_ONLY = message("export-investments-calendar-only");
export const UNKNOWN_FREQUENCY = message("reporting-frequency-unknown");

export interface InvestmentsExportInput {
  months: number[];
  fundIds: string[];
  regionIds: string[];
  clients: string[];
  periodicities: ReportingPeriodicity[];
  managerIds: string[];
}

const texts = (values: readonly string[] | null | undefined) => [
  ...new Set((values ?? []).map(text).filter((value) => value !== "")),
];

export function readInvestmentsExportInput(
  args: MutationCreateExportInvestmentsArgs,
  today: number,
): { ok: true; input: InvestmentsExportInput } | { ok: false; error: ErrorInfo } {
  const problems = new Problems();
  if ((text(args.periodType) || "c") !== "c") problems.add("periodType", CALENDAR_MONTHS_ONLY);
  const periods = args.periods ?? [];
  const months = readCalendarMonths(periods, today);
  if (periods.length === 0) problems.add("periods", PERIOD_REQUIRED);
  else if (!months.ok) problems.add("periods", INVALID_MONTHS);
  const periodicities = texts(args.reportingFrequency);
  if (periodicities.some((value) => !(REPORTING_PERIODICITIES as readonly string[]).includes(value)))
    problems.add("reportingFrequency", UNKNOWN_FREQUENCY);
  if (!problems.empty || !months.ok)
    return { ok: false, error: problems.toError(textOf(problems.list[0]!)).error };
  return {
    ok: true,
    input: {
      months: months.months,
      fundIds: texts(args.funds),
      regionIds: texts(args.regions),
      clients: texts(args.clients),
      periodicities: periodicities as ReportingPeriodicity[],
      managerIds: texts(args.investmentManagers),
    },
  };
}
