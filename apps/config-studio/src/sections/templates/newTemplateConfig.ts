// The smallest config a new template starts from (the shape of @ledgerline/schemas' FormConfig and
// ReportConfig). A report starts without steps, which the schema refuses for publishing; a draft may be
// invalid, and the report editor is where steps are added.
import type { FormConfig, ReportConfig } from "@ledgerline/schemas";

export const FIRST_VERSION = "0.0.0";
export const CLIENT_TYPE_CHOICES = ["MFI", "AGRO"] as const;
export type ClientTypeChoice = (typeof CLIENT_TYPE_CHOICES)[number];

export interface NewFormValues {
  key: string;
  name: string;
  clientTypes: ClientTypeChoice[];
  category: FormConfig["context"]["category"];
  periodType: FormConfig["context"]["periodType"];
}

export interface NewReportValues {
  key: string;
  name: string;
  clientTypes: ClientTypeChoice[];
  category: ReportConfig["category"];
  scheduleType: ReportConfig["scheduleType"];
  dueAfterDays: number;
}

export function newFormConfig(values: NewFormValues): FormConfig {
  return {
    key: values.key,
    version: FIRST_VERSION,
    name: { en: values.name },
    context: { category: values.category, periodType: values.periodType, target: "client" },
    type: "form",
    clientTypes: values.clientTypes,
    fields: [{ internalName: "field1", name: { en: "New field" }, type: "numeric" }],
  };
}

/** A report draft: `steps` empty until the editor adds forms (hence not a valid ReportConfig yet). */
export function newReportConfig(values: NewReportValues): Omit<ReportConfig, "steps"> & { steps: [] } {
  return {
    key: values.key,
    version: FIRST_VERSION,
    name: { en: values.name },
    category: values.category,
    scheduleType: values.scheduleType,
    contextTarget: "client",
    clientTypes: values.clientTypes,
    dueAfterDays: values.dueAfterDays,
    steps: [],
  };
}

/**
 * Another template's config as a new template: the new key, English name "Copy of …" (the source's
 * translations would name the source, so they are dropped) and the first version, as never published.
 */
export function copiedConfig(
  config: Record<string, unknown>,
  key: string,
  englishName: string,
): Record<string, unknown> {
  const {
    _id: _ignoredId,
    status: _ignoredStatus,
    publishedAt: _ignoredDate,
    publishedBy: _ignoredPublisher,
    ...rest
  } = config;
  return { ...rest, key, version: FIRST_VERSION, name: { en: englishName } };
}
