// Report statuses and periods as the lists and the wizard show them (spec 2 §4, §9).
import { monthEnd } from "@ledgerline/schemas";
import { REPORT_STATUSES } from "@ledgerline/schemas/coded-values";
import type { ReportStatus } from "@ledgerline/schemas";
import dayjs from "dayjs";
import type { ReportInstance } from "../../api/types";

/** A status as the portal shows it: a stored one, or overdue (a created report past its due date). */
type DisplayStatus = ReportStatus | "overdue";

export const STATUS_COLOURS: Record<string, string> = {
  rejected: "#E62633",
  approved: "#93BB36",
  submitted: "#f19836",
  in_progress: "#535353",
  in_review: "#535353",
  created: "#12B6CF",
  // Not in the spec's table: an overdue report is a created one past its due date, shown in the alarm colour.
  overdue: "#E62633",
} satisfies Record<DisplayStatus, string>;

/**
 * The text on a status colour: black or white, whichever reads (WCAG AA, 4.5:1) on the spec's colour.
 * #000000 on #E62633: 4.7:1 (#ffffff: 4.48:1, short of 4.5); #000000 on #93BB36: 9.4:1;
 * #000000 on #f19836: 9.3:1; #ffffff on #535353: 7.7:1; #000000 on #12B6CF: 8.6:1.
 */
export const STATUS_TEXT_COLOURS: Record<string, string> = {
  rejected: "#000000",
  approved: "#000000",
  submitted: "#000000",
  in_progress: "#ffffff",
  in_review: "#ffffff",
  created: "#000000",
  overdue: "#000000",
} satisfies Record<DisplayStatus, string>;

const DISPLAY_STATUSES: readonly string[] = [...REPORT_STATUSES, "overdue"] satisfies DisplayStatus[];

/**
 * Whether a report (or a form's entry of one) is in a status. The API types statuses as strings; naming the
 * status here checks it against the schema's list.
 */
export function hasStatus(
  report: { status: string | null } | null | undefined,
  status: ReportStatus,
): boolean {
  return report?.status === status;
}

/** The status shown: overdue for a created report past its due date. */
export function displayStatus(report: Pick<ReportInstance, "status" | "overdue">): string {
  return hasStatus(report, "created") && report.overdue ? "overdue" : report.status;
}

/** Whether a report waits for its client and may be reminded: created (also overdue) or rejected. */
export function isRemindable(report: Pick<ReportInstance, "status">): boolean {
  return hasStatus(report, "created") || hasStatus(report, "rejected");
}

/** The Fluent id of a status label; unknown statuses get the placeholder. */
export function statusMessageId(status: string): string {
  return DISPLAY_STATUSES.includes(status) ? `status-${status.replace("_", "-")}` : "status-unknown";
}

/** yyyymmdd → a dayjs date. */
export function fromNumeric(numeric: number): dayjs.Dayjs {
  const text = String(numeric);
  return dayjs(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8) || "01"}`);
}

/** The period part of the wizard's address: YYYY-MM of a yyyymmdd. */
export function periodParam(numeric: number): string {
  const text = String(numeric);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}`;
}

/** The month end of a month as yyyymmdd. */
export function monthEndNumeric(month: dayjs.Dayjs): number {
  return monthEnd(month.format("YYYY-MM"));
}

/** Period label, MMM YYYY (spec 2 §9). */
export function periodLabel(numeric: number): string {
  return fromNumeric(numeric).format("MMM YYYY");
}

export function dateLabel(numeric: number): string {
  return fromNumeric(numeric).format("DD MMM YYYY");
}

export function reportPath(report: Pick<ReportInstance, "client" | "config" | "context">): string {
  return `/client/${encodeURIComponent(report.client.key)}/reports/${encodeURIComponent(report.config.key)}/${periodParam(report.context.numeric)}`;
}
