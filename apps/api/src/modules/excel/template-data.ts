// What a template shows: the report's uploadable forms at the versions it pins, labels in the caller's
// language, and the values the wizard would show (stored, computed, and the comparison periods), read through
// the wizard's own loader so the file and the screen cannot differ.
import type { Language } from "@ledgerline/schemas/languages";
import { apiLanguage } from "../../i18n/texts";
import type { FormConfigDoc } from "../reports/model";
import type { ReportingRepository } from "../reports/repository";
import { loadWizard, stepsOf } from "../reports/wizard";
import { ExcelRefusal } from "./answers";
import type { COMPARISON_SCOPES } from "./layout";
import type { ReportOfCaller } from "./report-access";
import { isUploadable, templateForm } from "./template-rows";
import type { TemplateForm } from "./template-rows";

type Stored = number | string | boolean | null;

export interface StoredScope {
  values: Record<string, Stored>;
  computed: Record<string, Stored>;
}

export interface FilledForm extends TemplateForm {
  current: StoredScope;
  comparisonData: Partial<Record<(typeof COMPARISON_SCOPES)[number], StoredScope>>;
}

export interface TemplateModel {
  language: Language;
  reportId: string;
  clientId: string;
  clientName: string;
  numeric: number;
  period: string;
  currency: string;
  scale: number;
  forms: FilledForm[];
}

/** The uploadable forms of a report, as the template shows them to this caller (no values). */
export async function templateFormsOf(
  reporting: ReportingRepository,
  { access, report, client }: ReportOfCaller,
  language: string,
): Promise<TemplateForm[]> {
  const templates = await reporting.templates();
  return stepsOf(templates, report, client)
    .map((step) => step.form)
    .filter(isUploadable)
    .map((form: FormConfigDoc) => templateForm(form, language, access.profile.isProvider));
}

export async function templateModel(
  reporting: ReportingRepository,
  caller: ReportOfCaller,
  requestedLanguage: string,
): Promise<TemplateModel> {
  const language = apiLanguage(requestedLanguage);
  const { access, report, client } = caller;
  const forms = await templateFormsOf(reporting, caller, language);
  if (forms.length === 0)
    throw new ExcelRefusal(
      400,
      `${report.config.name.en} is not filed by file upload: please use the manual submission.`,
    );
  const wizard = await loadWizard(reporting, access, {
    clientId: client._id,
    reportConfigKey: report.config.key,
    reportInstanceKey: report._id,
    language,
  });
  if (!wizard) throw new ExcelRefusal(404, "No report found.");
  const scoped = (scope: string, key: string): StoredScope | undefined => {
    const entry = wizard.scopedData.find((data) => data.scope === scope && data.configKey === key);
    return entry
      ? {
          values: (entry.values ?? {}) as Record<string, Stored>,
          computed: (entry.computed ?? {}) as Record<string, Stored>,
        }
      : undefined;
  };
  return {
    language,
    reportId: report._id,
    clientId: client._id,
    clientName: client.name,
    numeric: report.context.numeric,
    period: report.context.text,
    currency: wizard.settings.currency,
    scale: wizard.settings.reportingScale || 1,
    forms: forms.map((form) => ({
      ...form,
      current: scoped("current", form.key) ?? { values: {}, computed: {} },
      comparisonData: Object.fromEntries(
        form.comparisons.flatMap((scope) => {
          const data = scoped(scope, form.key);
          return data ? [[scope, data]] : [];
        }),
      ),
    })),
  };
}

/** `{clientname}_factsheetTemplate.xlsx`, with only characters safe in a header and on every file system. */
export function templateFileName(clientName: string): string {
  const safe = clientName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._]+|_+$/g, "")
    .slice(0, 80);
  return `${safe || "client"}_factsheetTemplate.xlsx`;
}
