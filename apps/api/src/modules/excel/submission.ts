// Stores a checked upload the way a manual submission does, through the same steps as the wizard
// (reports/submission-steps.ts, reports/wizard.ts): start the submission with the upload's currency and scale
// (when the report is created, overdue or rejected), save each form (values normalised again, formulas
// recomputed, audited), then submit (the step validations run once more). MongoDB cannot make these one transaction on
// FerretDB, so a step that fails after an earlier one wrote is compensated: saved forms get their previous
// values back and a started submission returns to the status it came from. Either all is stored or nothing.
import { apiText } from "../../i18n/texts";
import type { Access } from "../access/access";
import type { FormDataDoc, ReportInstanceDoc, ReportStatus } from "../reports/model";
import type { ReportingServices } from "../reports/reporting-services";
import type { ReportingRepository } from "../reports/repository";
import { startSubmission, submitReport } from "../reports/submission-steps";
import { saveChanges } from "../reports/wizard";
import { TRANSITIONS, transition } from "../reports/workflow";
import type { TransitionRule } from "../reports/workflow";
import { ExcelRefusal } from "./answers";
import type { UploadPlan } from "./upload-check";

export interface UploadSettings {
  currency: string;
  reportingScale: number;
}

export interface StoredUpload {
  status: ReportStatus;
  submitted: boolean;
}

const STARTABLE: readonly ReportStatus[] = TRANSITIONS.wizardStartSubmission.from;

/** Why this caller cannot file this report by upload now, or null. Checked before the file is read. */
export function uploadRefusal(
  report: ReportInstanceDoc,
  access: Access,
  settings: UploadSettings,
  language: string,
): ExcelRefusal | null {
  if (!TRANSITIONS.wizardStartSubmission.allowed(access)) return new ExcelRefusal(403, "Forbidden");
  if (report.status === "in_progress") {
    const same =
      report.settings.currency === settings.currency &&
      report.settings.reportingScale === settings.reportingScale;
    return same
      ? null
      : new ExcelRefusal(
          409,
          apiText(language, "upload-other-settings", {
            currency: report.settings.currency,
            scale: report.settings.reportingScale,
          }),
        );
  }
  if (!STARTABLE.includes(report.status))
    return new ExcelRefusal(
      409,
      apiText(language, "upload-wrong-status", { status: report.status.replace("_", " ") }),
    );
  return null;
}

export async function storeUpload(
  services: ReportingServices,
  access: Access,
  report: ReportInstanceDoc,
  settings: UploadSettings,
  plan: UploadPlan,
): Promise<StoredUpload> {
  const numeric = report.context.numeric;
  const previous = await services.reporting.formDataOfForms(
    report.client._id,
    plan.forms.map((entry) => entry.form.key),
    numeric,
    numeric,
  );
  const saved: Array<{ formDataId: string; before: FormDataDoc | undefined }> = [];
  let started = false;
  const undo = async (reason: string): Promise<never> => {
    await compensate(services, access, report, saved, started);
    throw new ExcelRefusal(409, `${reason} Nothing was stored; please try again.`);
  };

  if (report.status !== "in_progress") {
    const start = await startSubmission(services, access, report._id, settings);
    if (!start.success) throw new ExcelRefusal(409, start.error?.message ?? "Cannot start the submission.");
    started = true;
  }
  for (const { form, changes } of plan.forms) {
    if (changes.length === 0) continue;
    const result = await saveChanges(services, access, report._id, { configId: form.key, changes });
    if (!result.success || !result.formDataId)
      return undo(`Saving ${form.name} failed: ${result.error?.message ?? "unknown error"}.`);
    saved.push({
      formDataId: result.formDataId,
      before: previous.find((document) => document.configKey === form.key),
    });
  }
  if (!TRANSITIONS.wizardSubmit.allowed(access)) {
    // Provider staff may fill a report but only the client submits it (spec 2 §4): it stays in progress.
    return { status: "in_progress", submitted: false };
  }
  const submit = await submitReport(services, access, report._id);
  if (!submit.success) return undo(submit.error?.message ?? "Submitting failed.");
  return { status: submit.report?.status ?? "submitted", submitted: true };
}

async function compensate(
  services: ReportingServices,
  access: Access,
  report: ReportInstanceDoc,
  saved: ReadonlyArray<{ formDataId: string; before: FormDataDoc | undefined }>,
  started: boolean,
): Promise<void> {
  for (const { formDataId, before } of saved) {
    if (!before) await services.reporting.deleteFormData(formDataId);
    else await restoreFormData(services.reporting, formDataId, before);
  }
  if (!started) return;
  const rule: TransitionRule = {
    action: "excelUploadUndo",
    from: ["in_progress"],
    to: report.status,
    allowed: () => true,
    description: "Undid a file upload that could not be stored completely",
    message: "",
  };
  // Audited by transition(), like every status change.
  await transition(services, access, report._id, rule, () => ({
    set: { settings: report.settings, reportedBy: report.reportedBy },
  }));
}

/** Puts the values back as they were before the upload, as the next revision of the document. */
async function restoreFormData(
  reporting: ReportingRepository,
  formDataId: string,
  before: FormDataDoc,
): Promise<void> {
  const restored = {
    values: before.values,
    reportedValues: before.reportedValues ?? {},
    lastUpdated: before.lastUpdated,
  };
  let current = await reporting.storedFormData(formDataId);
  for (let attempt = 0; attempt < MAX_RESTORE_ATTEMPTS; attempt++) {
    if (!current) return;
    const outcome = await reporting.updateFormDataAtRevision(current, restored);
    if (outcome.written) return;
    current = outcome.current === undefined ? await reporting.storedFormData(formDataId) : outcome.current;
  }
  throw new Error(`form data ${formDataId}: could not restore it, too many concurrent saves`);
}

/** Tries at restoring a document that concurrent saves keep moving on. */
const MAX_RESTORE_ATTEMPTS = 25;
