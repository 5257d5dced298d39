// POST /api/upload, after the multipart body is read: who may file which report, the upload's settings, the
// file read on a worker thread (uploaded-file.ts), the checks of upload-check.ts against this report's forms and
// stored data, then storing (submission.ts).
import { REPORT_SCALES } from "@ledgerline/schemas";
import { apiText } from "../../i18n/texts";
import { WorkerPoolBusy } from "../../platform/worker-pool";
import type { JobRunner } from "../../platform/worker-pool";
import type { Access } from "../access/access";
import { historyStart } from "../reports/engine";
import type { ReportingServices } from "../reports/reporting-services";
import { stepsOf } from "../reports/wizard";
import { ExcelRefusal } from "./answers";
import type { ExcelAnswer } from "./answers";
import { reportOfCaller } from "./report-access";
import { blockingFailures, mergeUploaded } from "./step-checks";
import { storeUpload, uploadRefusal } from "./submission";
import type { UploadSettings } from "./submission";
import { isUploadable, templateForm } from "./template-rows";
import { checkUploadedFile } from "./upload-check";
import { uploadedFileJob } from "./uploaded-file";
import type { UploadedFileReading } from "./uploaded-file";

/** What the upload uses of the services (app.ts's services meet it). */
export interface UploadServices extends ReportingServices {
  /** Where the file is read, off the request thread (the worker pool). */
  workers: JobRunner;
}

export interface UploadRequest {
  file: Buffer | null;
  fields: Record<string, string>;
  language: string;
}

export function readSettings(text: string | undefined, language: string): UploadSettings {
  const message = apiText(language, "upload-settings");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? "");
  } catch {
    throw new ExcelRefusal(400, `${message} (settings must be JSON with currency and reportingScale)`);
  }
  const settings = (parsed ?? {}) as { currency?: unknown; reportingScale?: unknown };
  const currency = typeof settings.currency === "string" ? settings.currency.trim().toUpperCase() : "";
  const scale = Number(settings.reportingScale);
  if (!/^[A-Z]{3}$/.test(currency) || !(REPORT_SCALES as readonly number[]).includes(scale))
    throw new ExcelRefusal(400, message);
  return { currency, reportingScale: scale };
}

/** The file's plain reading, from a worker thread; a full queue of files is refused in the request's language. */
async function readFile(workers: JobRunner, file: Buffer, language: string): Promise<UploadedFileReading> {
  try {
    return await workers.run(uploadedFileJob, file);
  } catch (error) {
    if (!(error instanceof WorkerPoolBusy)) throw error;
    const seconds = error.retryAfterSeconds;
    throw new ExcelRefusal(429, apiText(language, "upload-busy", { seconds }), {}, seconds);
  }
}

export async function handleUpload(
  services: UploadServices,
  access: Access,
  request: UploadRequest,
): Promise<ExcelAnswer> {
  const caller = await reportOfCaller(services.reporting, access, {
    reportId: request.fields.reportId?.trim() ?? "",
    clientId: request.fields.clientId?.trim() ?? "",
  });
  const { report, client } = caller;
  const numeric = request.fields.numeric?.trim();
  if (numeric && Number(numeric) !== report.context.numeric)
    throw new ExcelRefusal(
      400,
      apiText(request.language, "upload-wrong-period", { file: numeric, report: report.context.numeric }),
    );
  const settings = readSettings(request.fields.settings, request.language);
  const refusal = uploadRefusal(report, access, settings, request.language);
  if (refusal) throw refusal;
  if (!request.file) throw new ExcelRefusal(400, apiText(request.language, "upload-no-file"));

  const templates = await services.reporting.templates();
  const stepForms = stepsOf(templates, report, client).map((step) => step.form);
  const uploadable = stepForms.filter(isUploadable);
  if (uploadable.length === 0)
    throw new ExcelRefusal(
      400,
      `${report.config.name.en} is not filed by file upload: please use the manual submission.`,
    );
  const history = await services.reporting.formDataRange(
    client,
    historyStart(report.context.numeric),
    report.context.numeric,
  );
  const reading = await readFile(services.workers, request.file, request.language);
  const plan = await checkUploadedFile(reading, {
    formsIn: (language) => uploadable.map((form) => templateForm(form, language, access.profile.isProvider)),
    language: request.language,
    scale: settings.reportingScale,
    acceptOutdated: request.fields.acceptOutdated?.trim() === "true",
    validate: async (uploaded) =>
      blockingFailures(
        templates,
        report,
        client,
        stepForms,
        mergeUploaded(history, report, uploadable, uploaded),
        request.language,
      ),
  });
  const stored = await storeUpload(services, access, report, settings, plan);
  return {
    success: 1,
    message: apiText(request.language, stored.submitted ? "upload-submitted" : "upload-saved-in-progress"),
    report: { id: report._id, status: stored.status },
  };
}
