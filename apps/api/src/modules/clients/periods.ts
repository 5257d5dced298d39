// Financial periods (spec 3 §5): the table's rule is the schemas package's checkFinancialPeriodTable, the one
// the periods editor applies too; here its issues become the API's field problems, with the spec's dates.
import type { FinancialPeriodIssue } from "@ledgerline/schemas";
import { checkFinancialPeriodTable, dateParts, isFinancialPeriodDate } from "@ledgerline/schemas";
import { message } from "@ledgerline/schemas/messages";
import type { FinancialPeriodInput } from "../../generated/graphql";
import { Problems } from "../../platform/errors";
import type { Text } from "../../platform/errors";
import type { FinancialPeriodDoc } from "../../model/clients";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 20231231 → 31/Dec/2023, the spec's date format. */
export function formatDate(value: number): string {
  if (!isFinancialPeriodDate(value)) return String(value);
  const { year, month, day } = dateParts(value);
  return `${String(day).padStart(2, "0")}/${MONTHS[month - 1]}/${year}`;
}

/** An issue of the shared rule as the API's message, its dates written as the spec writes them. */
function messageOf(issue: FinancialPeriodIssue): Text {
  switch (issue.messageId) {
    case "admin-clients-period-not-following":
      return message(issue.messageId, {
        start: formatDate(issue.args.start),
        previousEnd: formatDate(issue.args.previousEnd),
      });
    case "period-months-mismatch":
      return message(issue.messageId, {
        ...issue.args,
        start: formatDate(issue.args.start),
        end: formatDate(issue.args.end),
      });
    case "period-start-not-date":
    case "period-end-not-date":
      return message(issue.messageId, issue.args);
    case "period-year-taken":
      return message(issue.messageId, issue.args);
    default:
      return message(issue.messageId);
  }
}

export const EMPTY_PERIODS = message("financial-periods-empty");

export function checkFinancialPeriods(input: readonly FinancialPeriodInput[]): {
  periods: FinancialPeriodDoc[];
  problems: Problems;
} {
  const problems = new Problems();
  // An empty table would wipe every period of the client; removing them all is not an edit the form makes.
  if (input.length === 0) problems.add("financialPeriods", EMPTY_PERIODS);
  const { periods, issues } = checkFinancialPeriodTable(
    input.map((row) => ({ start: row.start ?? null, end: row.end ?? null, months: row.months ?? null })),
  );
  for (const issue of issues)
    problems.add(`financialPeriods.${issue.index}.${issue.field}`, messageOf(issue));
  return { periods, problems };
}
