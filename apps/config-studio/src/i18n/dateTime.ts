// Times as the studio shows them: in the interface language and the reader's own time zone (Intl), never
// the ISO 8601 UTC text the API sends. The template lists, the editors and API messages that name a time
// (who changed a draft and when) all format through here.
import { useCallback, useMemo } from "react";
import type { ApiWording } from "./apiMessages";
import { useStudioLanguage } from "./I18nProvider";

export type FormatDateTime = (iso: string | null | undefined) => string;

/** A formatter of ISO times in `language`: "Dec 6, 2026, 9:18 PM"; "" for no or an unreadable time. */
export function dateTimeFormatter(language: string): FormatDateTime {
  const format = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  return (iso) => (iso && !Number.isNaN(Date.parse(iso)) ? format.format(new Date(iso)) : "");
}

export function useDateTime(): FormatDateTime {
  const { language } = useStudioLanguage();
  return useMemo(() => dateTimeFormatter(language), [language]);
}

/** An ISO 8601 date and time with its zone, as the API writes times (`isoNow`). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The wording with every parameter that is a time formatted for the reader (the message text stays as sent). */
export function withLocalTimes(wording: ApiWording, format: FormatDateTime): ApiWording {
  const params = wording.params;
  if (!params || typeof params !== "object") return wording;
  const entries = Object.entries(params as Record<string, unknown>);
  if (!entries.some(([, value]) => typeof value === "string" && ISO_DATE_TIME.test(value))) return wording;
  return {
    ...wording,
    params: Object.fromEntries(
      entries.map(([name, value]) => [
        name,
        typeof value === "string" && ISO_DATE_TIME.test(value) ? format(value) : value,
      ]),
    ),
  };
}

/** Localizes API wordings with their times formatted for the reader. */
export function useLocalTimes(): (wording: ApiWording) => ApiWording {
  const format = useDateTime();
  return useCallback((wording) => withLocalTimes(wording, format), [format]);
}
