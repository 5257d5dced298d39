// The investments export's input, checked field by field with the messages the portal shows (spec 2 §5, §8).
import { REPORTING_PERIODICITIES } from "@ledgerline/schemas";
import { message } from "@ledgerline/schemas/messages";
import type { ReportingPeriodicity } from "@ledgerline/schemas";
import type { MutationCreateExportInvestmentsArgs } from "../../../generated/graphql";
import { Problems } from "../../../platform/errors";
import { readMonthsField, requireCalendarPeriods } from "../calendar-months";
import type { InputReading } from "../pipeline/definition";
import { distinctTexts, firstProblemError } from "../pipeline/input";

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

export function readInvestmentsExportInput(
  args: MutationCreateExportInvestmentsArgs,
  today: number,
): InputReading<InvestmentsExportInput> {
  const problems = new Problems();
  requireCalendarPeriods(problems, args.periodType, CALENDAR_MONTHS_ONLY);
  const months = readMonthsField(problems, args.periods, today, PERIOD_REQUIRED);
  const periodicities = distinctTexts(args.reportingFrequency);
  if (periodicities.some((value) => !(REPORTING_PERIODICITIES as readonly string[]).includes(value)))
    problems.add("reportingFrequency", UNKNOWN_FREQUENCY);
  if (!problems.empty || !months) return { ok: false, error: firstProblemError(problems) };
  return {
    ok: true,
    input: {
      months,
      fundIds: distinctTexts(args.funds),
      regionIds: distinctTexts(args.regions),
      clients: distinctTexts(args.clients),
      periodicities: periodicities as ReportingPeriodicity[],
      managerIds: distinctTexts(args.investmentManagers),
    },
  };
}
