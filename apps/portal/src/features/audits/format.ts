// How the audit log writes dates and turns the chosen days into the API's range. Entries are stamped in UTC;
// the user reads and picks days in the browser's time zone, so both directions go through local time.
import dayjs from "dayjs";
import type { Dayjs } from "dayjs";
import type { AuditRange } from "./types";

export const AUDIT_DATE_FORMAT = "DD/MMM/YYYY HH:mm";

/** An ISO timestamp → DD/MMM/YYYY HH:mm in local time, month names of the interface language; "" if invalid. */
export function auditDateLabel(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format(AUDIT_DATE_FORMAT) : "";
}

/**
 * The chosen days → the API's range: from the start of the first local day to the end of the last, as ISO
 * timestamps (the API reads YYYY-MM-DD as a UTC day, which is not the user's day). Undefined for no range.
 */
export function auditRange(days: [Dayjs | null, Dayjs | null] | null): AuditRange | undefined {
  const [start, end] = days ?? [null, null];
  if (!start && !end) return undefined;
  return {
    ...(start ? { from: start.startOf("day").toISOString() } : {}),
    ...(end ? { to: end.endOf("day").toISOString() } : {}),
  };
}
