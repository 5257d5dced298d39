// The stored shapes of the reporting area, as @ledgerline/schemas describes them, plus what the API keeps for
// its workflow: the instance's `revision` (one per state change, the key of the transition claims), field
// notes and rejections (`reportNotes`).
import { addDays } from "@ledgerline/schemas";
import type {
  Client,
  FormConfig,
  FormData,
  ReportConfig,
  ReportInstance,
  Translated,
} from "@ledgerline/schemas";
import type { PersonRef } from "../../model/users";

export type ReportStatus = ReportInstance["status"];

/**
 * A note on a field, or a rejection (kind "rejection": reason, no field), in `reportNotes`: one document each,
 * inserted and never updated, so concurrent notes cannot overwrite each other.
 */
export interface ReportNoteDoc {
  _id: string;
  reportId: string;
  kind: "note" | "rejection";
  configKey: string;
  field: string;
  author: PersonRef;
  at: string;
  text: string;
  /** Notes written with a rejection name it. */
  rejectionId: string | null;
  /** Set once, when a submitter or an auditor marks the note as dealt with. */
  resolved?: { by: PersonRef; at: string } | null;
}

export type ReportInstanceDoc = Omit<ReportInstance, "reportedBy" | "auditedBy"> & {
  reportedBy: PersonRef | null;
  auditedBy: PersonRef | null;
  /** Incremented by every status change; missing on documents written before the API kept it (= 0). */
  revision?: number;
  /**
   * Flat top-level copies of `client._id`, `config.key` and `context.numeric` (written with the document,
   * backfilled at start): FerretDB's PostgreSQL backend pushes only top-level scalar equality down to SQL, so
   * the hot queries filter on these (docs/reporting.md, "Performance").
   */
  clientId?: string;
  configKey?: string;
  numeric?: number;
};

/**
 * The claim of one status change (`reportTransitions`, `_id` = `reportId:revision`): inserted before the
 * report is written, so that exactly one caller moves a revision on (workflow.ts).
 */
export interface TransitionDoc {
  _id: string;
  reportId: string;
  revision: number;
  action: string;
  from: ReportStatus;
  to: ReportStatus;
  user: PersonRef;
  at: string;
  /** What the claimant writes besides status and revision. */
  set: Record<string, unknown>;
  push?: Record<string, unknown>;
  /** Set when a later transition completed this claim for a process that died before writing it. */
  rolledForward?: { at: string; by: PersonRef };
}

export type FormDataDoc = FormData & {
  /** Incremented by every save; missing = 0. */
  revision?: number;
  /** A flat top-level copy of `context.numeric` (see ReportInstanceDoc.numeric). */
  numeric?: number;
};

/** A report with its flat query keys (clientId, configKey, numeric) set from its nested fields. */
export function withReportKeys<T extends Pick<ReportInstance, "client" | "config" | "context">>(
  report: T,
): T & { clientId: string; configKey: string; numeric: number } {
  return {
    ...report,
    clientId: report.client._id,
    configKey: report.config.key,
    numeric: report.context.numeric,
  };
}

/**
 * The `_id` of a client's form data for one form and period: there is one such document (whichever report
 * filed it), so its key is its identity. Reads go by `_id`, the only filter FerretDB serves from an index
 * (docs/architecture.md, "Form data by `_id`"), and two first saves racing to create it collide on it.
 */
export function formDataId(clientId: string, formKey: string, numeric: number): string {
  return naturalKey(clientId, formKey, numeric);
}

/** The `_id` of the locator of a client's report on a report template and period (`ReportLocatorDoc`). */
export function reportLocatorId(clientId: string, reportKey: string, numeric: number): string {
  return naturalKey(clientId, reportKey, numeric);
}

function naturalKey(clientId: string, templateKey: string, numeric: number): string {
  return `${clientId}:${templateKey}:${numeric}`;
}

/**
 * Where a client's report on one template and period is found: `reportLocators/_id` (the same natural key as
 * form data's), holding the report's `_id`. Reports keep their own ids, which other documents point at.
 */
export interface ReportLocatorDoc {
  _id: string;
  reportId: string;
}

/** Form data as stored: its natural `_id` and the flat query key `numeric`, from its client, form and period. */
export function withFormDataKeys<T extends Pick<FormData, "clientId" | "configKey" | "context">>(
  document: T,
): T & { _id: string; numeric: number } {
  const numeric = document.context.numeric;
  return { ...document, _id: formDataId(document.clientId, document.configKey, numeric), numeric };
}

/** The form data a report's first save of one form creates (also the stand-in an upload is checked against). */
export function newFormDataDocument(input: {
  report: Pick<ReportInstance, "_id" | "client" | "context">;
  form: Pick<FormConfigDoc, "_id" | "key" | "version" | "context">;
  values: FormDataDoc["values"];
  reportedValues?: FormDataDoc["reportedValues"];
  covenantStatus?: FormDataDoc["covenantStatus"];
  lastUpdated: string;
}): FormDataDoc {
  const { report, form } = input;
  return withFormDataKeys({
    clientId: report.client._id,
    configId: String(form._id),
    configKey: form.key,
    version: form.version,
    reportId: report._id,
    context: {
      numeric: report.context.numeric,
      financialId: report.context.period.financialYear * 100,
      text: report.context.text,
      periodType: form.context.periodType,
    },
    values: input.values,
    reportedValues: input.reportedValues ?? {},
    ...(input.covenantStatus && Object.keys(input.covenantStatus).length > 0
      ? { covenantStatus: input.covenantStatus }
      : {}),
    lastUpdated: input.lastUpdated,
    revision: 1,
  });
}

/** Whether a form is filed by clients of this client's type (its type, or its template family). */
export function formFitsClient(
  form: Pick<FormConfig, "clientTypes">,
  client: Pick<Client, "clientType" | "clientConfigType">,
): boolean {
  const types = form.clientTypes as readonly string[];
  return types.includes(client.clientType) || types.includes(client.clientConfigType);
}

export type FormConfigDoc = FormConfig & { _id: string };
export type ReportConfigDoc = ReportConfig & { _id: string };
export type ClientData = Client;

/** Kept here too for the many readers of report data that convert money (model/exchange-rates.ts). */
export type { ExchangeRateDoc } from "../../model/exchange-rates";

/** Statuses in which a report's form can be edited (spec 2 §4); provider auditors also in in_review. */
export const EDITABLE_STATUSES: readonly ReportStatus[] = ["in_progress", "rejected"];

/** Today as yyyymmdd (UTC). */
export function todayNumber(now: Date = new Date()): number {
  return now.getUTCFullYear() * 10000 + (now.getUTCMonth() + 1) * 100 + now.getUTCDate();
}

/** A created report whose due date has passed is overdue (computed, never trusted from storage). */
export function isOverdue(
  report: Pick<ReportInstanceDoc, "status" | "schedule">,
  today: number = todayNumber(),
): boolean {
  return report.status === "created" && report.schedule.due < today;
}

/** A created report due today or within the next `days` days (not yet overdue). */
export function isDueWithin(
  report: Pick<ReportInstanceDoc, "status" | "schedule">,
  today: number,
  days: number,
): boolean {
  return (
    report.status === "created" && report.schedule.due >= today && report.schedule.due <= addDays(today, days)
  );
}

export function translate(
  value: Partial<Translated> | undefined | null,
  language: string,
  fallback = "",
): string {
  if (!value) return fallback;
  // Own keys only: a language such as "constructor" must not find Object.prototype's members.
  const own = Object.hasOwn(value, language) ? (value as Record<string, unknown>)[language] : undefined;
  return (typeof own === "string" ? own : undefined) ?? value.en ?? fallback;
}
