// The periods a preview can show: the ends of the last 24 months before today's month (a report is filed for a
// month that has ended), newest first; the default is last month.
import { addMonths, monthEnd, monthKey } from "@ledgerline/schemas";

export interface PreviewPeriod {
  /** `YYYY-MM`, as the form renderer takes it. */
  month: string;
  /** The month's last day, yyyymmdd, as the API takes it. */
  numeric: number;
}

export const PREVIEW_MONTHS = 24;

export function previewPeriods(today: Date = new Date(), count = PREVIEW_MONTHS): PreviewPeriod[] {
  const current = monthKey(today.getFullYear(), today.getMonth() + 1);
  return Array.from({ length: count }, (_, index) => {
    const month = addMonths(current, -(index + 1));
    return { month, numeric: monthEnd(month) };
  });
}

/** "September 2026" in the language. */
export function periodName(month: string, language: string): string {
  const [year, number] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year!, number! - 1, 1),
  );
}
