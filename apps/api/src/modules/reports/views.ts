// Stored documents → GraphQL answers, with names in the requested language.
import type { FieldDefinition } from "@ledgerline/schemas";
import { LANGUAGES, USER_LANGUAGES } from "@ledgerline/schemas/languages";
import type { FormConfigView, ReportInstance } from "../../generated/graphql";
import type { FormConfigDoc, ReportInstanceDoc } from "./model";
import { isOverdue, todayNumber, translate } from "./model";

export const LANGUAGE_FALLBACK = "en";

export function languageOf(language: string | null | undefined, fallback?: string): string {
  const text = typeof language === "string" ? language.trim() : "";
  return text !== "" ? text : (fallback ?? LANGUAGE_FALLBACK);
}

export function toReport(
  report: ReportInstanceDoc,
  language: string,
  today: number = todayNumber(),
): ReportInstance {
  return {
    _id: report._id,
    configId: report.configId,
    config: {
      _id: report.config._id,
      key: report.config.key,
      version: report.config.version,
      name: translate(report.config.name, language, report.config.key),
    },
    client: {
      _id: report.client._id,
      key: report.client.key,
      officialName: report.client.officialName,
      name: report.client.name,
    },
    schedule: { due: report.schedule.due },
    settings: { currency: report.settings.currency, reportingScale: report.settings.reportingScale },
    context: {
      category: report.context.category,
      text: report.context.text,
      numeric: report.context.numeric,
      period: report.context.period,
    },
    status: report.status,
    overdue: isOverdue(report, today),
    created: report.created ?? null,
    lastUpdated: report.lastUpdated,
    reportedBy: report.reportedBy
      ? { _id: report.reportedBy._id, fullName: report.reportedBy.fullName }
      : null,
    auditedBy: report.auditedBy ? { _id: report.auditedBy._id, fullName: report.auditedBy.fullName } : null,
    versions: report.versions ?? {},
    revision: report.revision ?? 0,
  };
}

function localisedField(
  field: FieldDefinition,
  language: string,
  showAdminOnly: boolean,
): Record<string, unknown> | null {
  if (field.adminOnly && !showAdminOnly) return null;
  const { name, guide, dropdownVals, children, ...rest } = field;
  const out: Record<string, unknown> = { ...rest, name: translate(name, language, field.internalName) };
  if (guide) out.guide = translate(guide, language);
  if (dropdownVals)
    out.dropdownVals = dropdownVals.map((option) => ({
      value: option.value,
      label: translate(option.label, language, option.value),
    }));
  if (children)
    out.children = children.flatMap((child) => localisedField(child, language, showAdminOnly) ?? []);
  return out;
}

/** A form config for one language; adminOnly fields only for provider staff (spec 2: hidden otherwise). */
/** A step validation's message in `language`, from the form's `validation.{key}` translation when it has one. */
export function validationMessageIn(
  form: Pick<FormConfigDoc, "translations">,
  validation: { key?: string; validationMessage: string },
  language: string,
): string {
  const key = validation.key ? `validation.${validation.key}` : undefined;
  const entry = key ? form.translations?.find((candidate) => candidate.key === key) : undefined;
  return entry
    ? translate(entry.value, language, validation.validationMessage)
    : validation.validationMessage;
}

/**
 * Views already made of each form version, by language and audience: every wizard of every client shows
 * the same few, and making one walks every field of the form. Shared by the answers that show them, which
 * only read them; forgotten with the form documents when the templates are read again.
 */
const madeViews = new WeakMap<FormConfigDoc, Map<string, FormConfigView>>();
const KEPT_VIEW_LANGUAGES: ReadonlySet<string> = new Set([...LANGUAGES, ...USER_LANGUAGES]);

export function toFormConfigView(
  form: FormConfigDoc,
  language: string,
  showAdminOnly: boolean,
): FormConfigView {
  // Kept for the languages a user may have (a bounded set); any other text asked for is made each time.
  if (!KEPT_VIEW_LANGUAGES.has(language)) return formConfigView(form, language, showAdminOnly);
  let views = madeViews.get(form);
  if (!views) madeViews.set(form, (views = new Map()));
  const key = `${language}|${showAdminOnly}`;
  let view = views.get(key);
  if (!view) views.set(key, (view = formConfigView(form, language, showAdminOnly)));
  return view;
}

function formConfigView(form: FormConfigDoc, language: string, showAdminOnly: boolean): FormConfigView {
  const translations = form.translations ?? [];
  return {
    _id: String(form._id),
    key: form.key,
    version: form.version,
    name: translate(form.name, language, form.key),
    guide: form.guide ? translate(form.guide, language) : null,
    category: form.context.category,
    periodType: form.context.periodType,
    target: form.context.target,
    type: form.type,
    grid: form.grid ?? null,
    settings: form.settings ?? null,
    chartFields: form.chartFields ?? null,
    fields: form.fields.flatMap((field) => localisedField(field, language, showAdminOnly) ?? []),
    validations: (form.validations ?? []).map((validation) => ({
      key: validation.key ?? null,
      validationType: validation.validationType,
      validationMessage: validationMessageIn(form, validation, language),
      formula: validation.formula,
      dependencies: validation.dependencies ?? [],
    })),
    translations: translations.map((entry) => ({
      key: entry.key,
      value: {
        en: entry.value.en,
        fr: entry.value.fr ?? null,
        es: entry.value.es ?? null,
        pt: entry.value.pt ?? null,
        ru: entry.value.ru ?? null,
      },
    })),
  };
}
