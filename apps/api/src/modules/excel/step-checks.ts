// The step validations of a report over the uploaded values, before anything is stored: the stored history
// with the uploaded forms' values merged in at the report's month, through the same engine and the same
// validations as the wizard and `wizardSubmit`. Error-type failures block the upload.
import { monthOf } from "@ledgerline/schemas";
import type { ClientDoc } from "../../model/clients";
import { formsForClient, withEngine } from "../reports/engine";
import { newFormDataDocument } from "../reports/model";
import { validationMessageIn } from "../reports/views";
import type { FormConfigDoc, FormDataDoc, ReportInstanceDoc } from "../reports/model";
import type { Templates } from "../reports/repository";

type Stored = number | string | boolean | null;

export interface BlockingFailure {
  configKey: string;
  message: string;
  /** Field names, without the form key. */
  fields: string[];
}

/** History documents with the uploaded values replacing (field by field) the stored ones of the report's month. */
export function mergeUploaded(
  history: readonly FormDataDoc[],
  report: Pick<ReportInstanceDoc, "_id" | "client" | "context">,
  forms: readonly FormConfigDoc[],
  uploaded: ReadonlyMap<string, Record<string, Stored>>,
): FormDataDoc[] {
  const numeric = report.context.numeric;
  const merged = history.map((document) => {
    const values = document.context.numeric === numeric ? uploaded.get(document.configKey) : undefined;
    return values ? { ...document, values: { ...document.values, ...values } } : document;
  });
  for (const form of forms) {
    const values = uploaded.get(form.key);
    if (!values || merged.some((doc) => doc.configKey === form.key && doc.context.numeric === numeric))
      continue;
    merged.push(newFormDataDocument({ report, form, values, lastUpdated: "" }));
  }
  return merged;
}

/** The form's validations with their messages in `language` (the upload answers in the request's language). */
function inLanguage(form: FormConfigDoc, language: string) {
  return (form.validations ?? []).map((validation) => ({
    ...validation,
    validationMessage: validationMessageIn(form, validation, language),
  }));
}

export function blockingFailures(
  templates: Templates,
  report: Pick<ReportInstanceDoc, "context" | "versions">,
  client: ClientDoc,
  stepForms: readonly FormConfigDoc[],
  documents: readonly FormDataDoc[],
  language: string,
): BlockingFailure[] {
  const month = monthOf(report.context.numeric);
  return withEngine(formsForClient(templates, client, report.versions ?? {}), client, documents, (engine) =>
    stepForms.flatMap((form) =>
      engine
        .runValidations(inLanguage(form, language), month, { form: form.key })
        .filter((failure) => failure.validationType === "error")
        .map((failure) => ({
          configKey: form.key,
          message: failure.validationMessage.trim(),
          fields: failure.fields.map((field) =>
            field.startsWith(`${form.key}.`) ? field.slice(form.key.length + 1) : field,
          ),
        })),
    ),
  );
}
