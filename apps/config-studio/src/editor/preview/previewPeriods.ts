// The periods a preview can show. The client's data is read for the 24 months before today's month (a report
// is filed for a month that has ended); the preview offers the months of that window for which the client has
// data of the form, newest first, and opens on the newest. A form the client has never filed (a new one) is
// offered the months in which the client filed anything, and a client with no data at all the whole window.
import { addMonths, monthEnd, monthKey, monthOf } from "@ledgerline/schemas";

export interface PreviewPeriod {
  /** `YYYY-MM`, as the form renderer takes it. */
  month: string;
  /** The month's last day, yyyymmdd, as the API takes it. */
  numeric: number;
}

export const PREVIEW_MONTHS = 24;

/** The ends of the `count` months before today's month, last month first. */
export function previewPeriods(today: Date = new Date(), count = PREVIEW_MONTHS): PreviewPeriod[] {
  const current = monthKey(today.getFullYear(), today.getMonth() + 1);
  return Array.from({ length: count }, (_, index) => {
    const month = addMonths(current, -(index + 1));
    return { month, numeric: monthEnd(month) };
  });
}

/**
 * The months with data of the form `formKey` among the client's documents, newest first; without any, the
 * months with data of any form; without any data, `fallback`.
 */
export function periodsWithData(
  documents: readonly { formKey: string; numeric: number }[],
  formKey: string,
  fallback: readonly PreviewPeriod[],
): PreviewPeriod[] {
  const own = documents.filter((document) => document.formKey === formKey);
  const chosen = own.length > 0 ? own : documents;
  if (chosen.length === 0) return [...fallback];
  const months = new Set(chosen.map((document) => monthOf(document.numeric)));
  return [...months]
    .sort()
    .reverse()
    .map((month) => ({ month, numeric: monthEnd(month) }));
}

/** "September 2026" in the language. */
export function periodName(month: string, language: string): string {
  const [year, number] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year!, number! - 1, 1),
  );
}
