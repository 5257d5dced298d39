// The steps of filing a report that both the wizard (GraphQL) and the Excel upload take: start the submission
// with the report's currency and scale, and submit it once the step validations pass. Saving is
// `saveChanges` (wizard.ts). Each returns the workflow's outcome; the callers word it for their answers.
import { REPORT_SCALES } from "@ledgerline/schemas";
import { message } from "@ledgerline/schemas/messages";
import { ERROR_CODES, failed, fieldError } from "../../platform/errors";
import type { ErrorInfo } from "../../platform/errors";
import { text } from "../../platform/input";
import type { Access } from "../access/access";
import { personRef } from "../../model/users";
import type { ReportInstanceDoc } from "./model";
import type { ReportingServices } from "./reporting-services";
import { reportValidations, validationError } from "./wizard";
import { TRANSITIONS, transition } from "./workflow";
import type { TransitionOutcome } from "./workflow";

/** The currency and reporting scale a submission is started with (as typed; checked here). */
export interface SubmissionSettingsInput {
  currency?: unknown;
  reportingScale?: unknown;
}

const SETTINGS_MESSAGE = message("settings-required");

function readSettings(
  report: ReportInstanceDoc,
  input: SubmissionSettingsInput | null | undefined,
): { settings: ReportInstanceDoc["settings"] } | { error: ErrorInfo } {
  if (!input) return { settings: report.settings };
  const currency = text(input.currency).toUpperCase();
  const scale = input.reportingScale;
  const fields = [];
  if (!/^[A-Z]{3}$/.test(currency)) fields.push(fieldError("settings.currency", SETTINGS_MESSAGE));
  if (typeof scale !== "number" || !(REPORT_SCALES as readonly number[]).includes(scale))
    fields.push(fieldError("settings.reportingScale", SETTINGS_MESSAGE));
  if (fields.length > 0) return { error: failed(ERROR_CODES.BAD_USER_INPUT, SETTINGS_MESSAGE, fields).error };
  return {
    settings: { currency, reportingScale: scale as ReportInstanceDoc["settings"]["reportingScale"] },
  };
}

/** Starts the submission (created, overdue or rejected → in progress), with new settings when given. */
export function startSubmission(
  services: ReportingServices,
  access: Access,
  reportId: string,
  settings: SubmissionSettingsInput | null | undefined,
): Promise<TransitionOutcome> {
  return transition(services, access, reportId, TRANSITIONS.wizardStartSubmission, (report) => {
    const read = readSettings(report, settings);
    if ("error" in read) return { error: read.error };
    return { set: { settings: read.settings, reportedBy: personRef(access.user) } };
  });
}

/**
 * Submits the report. The step validations run on the server over the stored data: an error-type failure
 * refuses the submit (VALIDATION_FAILED, the failing validations and their fields); warnings do not block.
 */
export function submitReport(
  services: ReportingServices,
  access: Access,
  reportId: string,
): Promise<TransitionOutcome> {
  return transition(services, access, reportId, TRANSITIONS.wizardSubmit, async (report) => {
    const error = validationError(await reportValidations(services.reporting, report));
    return error ? { error } : { set: { reportedBy: personRef(access.user) } };
  });
}
