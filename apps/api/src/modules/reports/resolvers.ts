// Report instances: lists, creation, deletion, the workflow steps and the wizard (spec 2 §3, §4, §7).
import {
  REPORT_SCALES,
  REPORT_STATUSES,
  dateParts,
  daysInMonth,
  financialPeriodOf,
  isDateNumber,
  monthOf,
  periodInfo,
  periodLabel,
} from "@ledgerline/schemas";
import { message } from "@ledgerline/schemas/messages";
import type { Message } from "@ledgerline/schemas/messages";
import { GraphQLScalarType, Kind } from "graphql";
import type { ValueNode } from "graphql";
import type {
  MutationDeleteReportInstanceArgs,
  MutationInsertReportInstanceArgs,
  MutationReopenReportInstanceArgs,
  MutationUpdateReportingStatusArgs,
  MutationWizardAddNoteArgs,
  MutationWizardResolveNoteArgs,
  MutationWizardRejectArgs,
  MutationWizardSaveChangesArgs,
  MutationWizardStartSubmissionArgs,
  MutationWizardSubmitArgs,
  NoteResult,
  QueryAdminReportsArgs,
  QueryReportsArgs,
  QueryWizardArgs,
  ReportPage,
  ReportResult,
  Resolvers,
  Result,
  SaveResult,
  SortInput,
  StatusResult,
  Wizard,
  WorkflowResult,
} from "../../generated/graphql";
import type { GraphQLContext } from "../../graphql/context";
import { operationsOver } from "../../graphql/operation";
import { claimOnce } from "../../platform/claims";
import { ERROR_CODES, failed, fieldError, forbidden, succeeded } from "../../platform/errors";
import { newId } from "../../platform/ids";
import { paging, text } from "../../platform/input";
import { isoNow } from "../../platform/time";
import type { Access } from "../access/access";
import type { ClientDoc } from "../../model/clients";
import { personRef } from "../../model/users";
import type { ReportInstanceDoc, ReportNoteDoc, ReportStatus } from "./model";
import { formKeysOfReport } from "./report-deletion";
import { todayNumber, translate, withReportKeys } from "./model";
import { DEFAULT_SORT, SORT_FIELDS } from "./report-query";
import type { ReportQuery, SortPath } from "./report-query";
import { sortEntries } from "./sort-input";
import { startSubmission, submitReport } from "./submission-steps";
import { languageOf, toReport } from "./views";
import { loadWizard, saveChanges, toNote } from "./wizard";
import { TRANSITIONS, isAuditor, isSubmitter, reportInScope, transition } from "./workflow";
import type { TransitionBuild, TransitionOutcome, TransitionRule } from "./workflow";
import type { ReportingServices } from "./reporting-services";

type Context = GraphQLContext<ReportingServices>;
const { securedOperation } = operationsOver<ReportingServices>();

function literalValue(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map(literalValue);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literalValue(field.value)]));
    default:
      return undefined;
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: "JSON",
  description: "Any JSON value",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node) => literalValue(node),
});

function sortOf(sort: readonly SortInput[] | null | undefined): ReportQuery["sort"] {
  return sortEntries<SortPath>(sort, SORT_FIELDS, DEFAULT_SORT);
}

async function reportPage(
  context: Context,
  access: Access,
  args: QueryReportsArgs | QueryAdminReportsArgs,
  configRef: string,
  everyClient: boolean,
): Promise<ReportPage> {
  const repository = context.services.reporting;
  const { skip, limit } = paging(args.skip, args.limit, 25);
  const language = languageOf(args.language, access.user.language);
  const clientId = text(args.clientId);
  let clientIds: readonly string[] | "all";
  if (clientId !== "") {
    const [client] = await repository.clientsByIds([clientId]);
    if (!everyClient && (!client || !access.clientVisible(client))) {
      if (access.scope.kind !== "all") throw forbidden();
    }
    clientIds = [clientId];
  } else clientIds = everyClient ? "all" : await repository.clientIdsInScope(access);
  let configKeys: string[] | undefined;
  if (configRef !== "") {
    const templates = await repository.templates();
    const config = templates.report(configRef);
    configKeys = [config?.key ?? configRef];
  }
  const today = todayNumber();
  const statuses = (args.status ?? []).map((status) => text(status)).filter((status) => status !== "");
  const { results, total } = await repository.reportPage({
    clientIds,
    ...(configKeys ? { configKeys } : {}),
    ...(statuses.length > 0 ? { statuses } : {}),
    text: text(args.filter),
    today,
    sort: sortOf(args.sort),
    skip,
    limit,
  });
  return {
    results: results.map((report) => toReport(report, language, today)),
    pageInfo: { total, limit, offset: skip },
  };
}

function workflowAnswer(outcome: TransitionOutcome, language: string): WorkflowResult {
  const report = outcome.report;
  return {
    success: outcome.success,
    error: outcome.error,
    message: outcome.message,
    _id: report?._id ?? null,
    status: report?.status ?? null,
    reportedBy: report?.reportedBy ?? null,
    auditedBy: report?.auditedBy ?? null,
    report: report ? toReport(report, language) : null,
  };
}

function step(
  rule: TransitionRule,
  build?: (
    report: ReportInstanceDoc,
    access: Access,
    context: Context,
  ) => TransitionBuild | Promise<TransitionBuild>,
) {
  return securedOperation<MutationWizardSubmitArgs, WorkflowResult>(
    ["reports", "read"],
    "client",
    async (args, context, access) => {
      const outcome = await transition(
        context.services,
        access,
        text(args.reportId),
        rule,
        (report) => build?.(report, access, context) ?? {},
      );
      return workflowAnswer(outcome, access.user.language);
    },
  );
}

/** The audit entry of a note written or resolved on a report's field. */
function auditNote(
  context: Context,
  access: Access,
  report: ReportInstanceDoc,
  note: { configKey: string; field: string },
  action: "wizardAddNote" | "wizardResolveNote",
  description: string,
) {
  return context.services.audits.record({
    user: personRef(access.user),
    action,
    description,
    text: `${note.configKey}.${note.field} of ${report.config.name.en} ${report.context.text} for ${report.client.name}`,
    targets: [report._id, report.client._id],
  });
}

/** A refused creation: the form's message and the field's reason, which the form's message repeats. */
interface CreateRefusal {
  refusal: Message;
  reason: Message;
}

/** Whether a month end fits the template's schedule (quarter ends for quarterly, financial-year ends for yearly). */
function scheduleProblem(scheduleType: string, client: ClientDoc, month: string): CreateRefusal | null {
  const params = { period: periodLabel(month) };
  if (scheduleType === "quarterly" && Number(month.slice(5)) % 3 !== 0)
    return {
      refusal: message("report-create-not-quarter-end", params),
      reason: message("report-reason-not-quarter-end", params),
    };
  if (scheduleType === "yearly") {
    const period = financialPeriodOf(client.financialPeriods ?? [], month);
    const end = period ? monthOf(period.end) : `${month.slice(0, 4)}-12`;
    if (end !== month)
      return {
        refusal: message("report-create-not-year-end", params),
        reason: message("report-reason-not-year-end", params),
      };
  }
  return null;
}

export const reportsResolvers = {
  JSON: JSONScalar,
  Query: {
    reports: securedOperation<QueryReportsArgs, ReportPage>(
      ["reports", "read"],
      "clients",
      (args, context, access) =>
        reportPage(context, access, args, text(args.reportId) || text(args.configId), false),
    ),

    adminReports: securedOperation<QueryAdminReportsArgs, ReportPage>(
      ["reports", "reopen"],
      "all",
      (args, context, access) => reportPage(context, access, args, text(args.configId), true),
    ),

    wizard: securedOperation<QueryWizardArgs, Wizard | null>(
      ["reports", "read"],
      "client",
      (args, context, access) =>
        loadWizard(context.services.reporting, access, {
          clientId: text(args.clientId),
          reportConfigKey: text(args.reportConfigKey),
          reportInstanceKey: text(args.reportInstanceKey),
          language: languageOf(args.language, access.user.language),
        }),
    ),
  },

  Mutation: {
    insertReportInstance: securedOperation<MutationInsertReportInstanceArgs, ReportResult>(
      ["reports", "read"],
      "client",
      async (args, context, access) => {
        if (!isSubmitter(access) && !isAuditor(access)) throw forbidden();
        const client = await access.clientInScope(text(args.clientId));
        const language = languageOf(args.language, access.user.language);
        const refuse = ({ refusal, reason }: CreateRefusal, field: string) => ({
          ...failed(ERROR_CODES.BAD_USER_INPUT, refusal, [fieldError(field, reason)]),
          report: null,
        });
        if (!client || client.status === "removed")
          return refuse(
            { refusal: message("report-create-no-client"), reason: message("report-reason-no-client") },
            "clientId",
          );
        const templates = await context.services.reporting.templates();
        const config = templates.report(text(args.configId));
        if (!config || config.status === "draft")
          return refuse(
            { refusal: message("report-create-no-template"), reason: message("report-reason-no-template") },
            "configId",
          );
        if (!(config.clientTypes as string[]).includes(client.clientType)) {
          const params = {
            template: translate(config.name, language, config.key),
            clientType: client.clientType,
          };
          return refuse(
            {
              refusal: message("report-create-wrong-client-type", params),
              reason: message("report-reason-wrong-client-type", params),
            },
            "configId",
          );
        }
        const numeric = args.numeric;
        if (!isDateNumber(numeric))
          return refuse(
            {
              refusal: message("report-create-period-not-date"),
              reason: message("report-reason-period-not-date"),
            },
            "numeric",
          );
        const { year, month: monthNumber, day } = dateParts(numeric);
        if (day !== daysInMonth(year, monthNumber))
          return refuse(
            {
              refusal: message("report-create-period-not-month-end"),
              reason: message("report-reason-period-not-month-end"),
            },
            "numeric",
          );
        const month = monthOf(numeric);
        const now = new Date();
        const thisMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
        if (month > thisMonth)
          return refuse(
            {
              refusal: message("report-create-period-future"),
              reason: message("report-reason-period-future"),
            },
            "numeric",
          );
        const problem = scheduleProblem(config.scheduleType, client, month);
        if (problem) return refuse(problem, "numeric");
        const versions = Object.fromEntries(
          config.steps
            .filter(
              (entry) => !entry.clientTypes || (entry.clientTypes as string[]).includes(client.clientType),
            )
            .map((entry) => [
              entry.config.key,
              templates.form(entry.config.key)?.version ?? entry.config.version,
            ]),
        );
        const due = (() => {
          const date = new Date(Date.UTC(year, monthNumber - 1, day) + config.dueAfterDays * 86_400_000);
          return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
        })();
        const scale = (REPORT_SCALES as readonly number[]).includes(client.settings.reportingScale)
          ? client.settings.reportingScale
          : 1;
        const created = isoNow();
        const report: ReportInstanceDoc = withReportKeys({
          _id: newId(),
          configId: String(config._id),
          config: { _id: String(config._id), key: config.key, name: config.name, version: config.version },
          versions,
          client: { _id: client._id, key: client.key, officialName: client.officialName, name: client.name },
          schedule: { due },
          settings: {
            currency: client.settings.currency,
            reportingScale: scale as ReportInstanceDoc["settings"]["reportingScale"],
          },
          context: {
            category: config.category,
            text: periodLabel(month),
            numeric,
            period: periodInfo(client.financialPeriods ?? [], month),
          },
          status: "created",
          overdue: false,
          created,
          lastUpdated: created,
          reportedBy: null,
          auditedBy: null,
          revision: 0,
        });
        if (!(await context.services.reporting.createReport(report)))
          return {
            ...failed(
              ERROR_CODES.CONFLICT,
              message("report-exists", {
                template: translate(config.name, language, config.key),
                period: periodLabel(month),
                client: client.name,
              }),
            ),
            report: null,
          };
        await context.services.audits.record({
          user: personRef(access.user),
          action: "insertReportInstance",
          description: "Created report",
          text: `${config.name.en} on ${report.context.text} for ${client.name}`,
          targets: [report._id, client._id],
        });
        return { ...succeeded(), report: toReport(report, language) };
      },
    ),

    deleteReportInstance: securedOperation<MutationDeleteReportInstanceArgs, Result>(
      ["reports", "delete"],
      "client",
      async (args, context, access) => {
        const { reporting } = context.services;
        const report = await reportInScope(reporting, access, text(args.instanceId));
        if (!report) return failed(ERROR_CODES.NOT_FOUND, message("report-delete-not-found"));
        const formKeys = args.includeForms ? await formKeysOfReport(reporting, report) : [];
        const removed = (await reporting.deleteReport(report, formKeys)).length;
        await context.services.audits.record({
          user: personRef(access.user),
          action: "deleteReportInstance",
          description: "Deleted report",
          text: `${report.config.name.en} ${report.context.text} for ${report.client.name}${args.includeForms ? `, with ${removed} form data documents` : ", data kept"}`,
          targets: [report._id, report.client._id],
        });
        return succeeded();
      },
    ),

    reopenReportInstance: securedOperation<MutationReopenReportInstanceArgs, WorkflowResult>(
      ["reports", "reopen"],
      "client",
      async (args, context, access) => {
        const outcome = await transition(
          context.services,
          access,
          text(args.instanceId),
          TRANSITIONS.reopenReportInstance,
          (report) => {
            const clientId = text(args.clientId);
            if (
              (clientId !== "" && clientId !== report.client._id) ||
              (typeof args.numeric === "number" && args.numeric !== report.context.numeric)
            ) {
              return {
                error: failed(ERROR_CODES.BAD_USER_INPUT, message("report-reopen-mismatch")).error,
              };
            }
            return { set: { auditedBy: null } };
          },
        );
        return workflowAnswer(outcome, access.user.language);
      },
    ),

    updateReportingStatus: securedOperation<MutationUpdateReportingStatusArgs, StatusResult>(
      ["reports", "reopen"],
      "client",
      async (args, context, access) => {
        const status = text(args.status) as ReportStatus;
        if (!(REPORT_STATUSES as readonly string[]).includes(status)) {
          return {
            ...failed(
              ERROR_CODES.BAD_USER_INPUT,
              message("report-status-unknown-choices", { status, statuses: REPORT_STATUSES.join(", ") }),
              [fieldError("status", message("report-status-field-unknown"))],
            ),
            id: null,
            status: null,
          };
        }
        const rule: TransitionRule = {
          action: "updateReportingStatus",
          from: "any",
          to: status,
          allowed: (caller) => caller.can(["reports", "reopen"]),
          description: "Changed the report status",
          message: `Status set to ${status}`,
        };
        const outcome = await transition(context.services, access, text(args.instanceId), rule);
        return {
          success: outcome.success,
          error: outcome.error,
          id: outcome.report?._id ?? null,
          status: outcome.report?.status ?? null,
        };
      },
    ),

    wizardStartSubmission: securedOperation<MutationWizardStartSubmissionArgs, WorkflowResult>(
      ["reports", "read"],
      "client",
      async (args, context, access) =>
        workflowAnswer(
          await startSubmission(context.services, access, text(args.reportId), args.settings),
          access.user.language,
        ),
    ),

    wizardSubmit: securedOperation<MutationWizardSubmitArgs, WorkflowResult>(
      ["reports", "read"],
      "client",
      async (args, context, access) =>
        workflowAnswer(
          await submitReport(context.services, access, text(args.reportId)),
          access.user.language,
        ),
    ),
    wizardReStartSubmission: step(TRANSITIONS.wizardReStartSubmission),
    wizardStartReview: step(TRANSITIONS.wizardStartReview, (_report, access) => ({
      set: { auditedBy: personRef(access.user) },
    })),
    wizardApprove: step(TRANSITIONS.wizardApprove, (_report, access) => ({
      set: { auditedBy: personRef(access.user) },
    })),

    wizardReject: securedOperation<MutationWizardRejectArgs, WorkflowResult>(
      ["reports", "read"],
      "client",
      async (args, context, access) => {
        const notes = (args.notes ?? []).map((note) => ({
          configKey: text(note.configKey),
          field: text(note.field),
          text: text(note.text),
        }));
        if (notes.some((note) => note.configKey === "" || note.field === "" || note.text === "")) {
          return {
            ...workflowAnswer(
              {
                ...failed(ERROR_CODES.BAD_USER_INPUT, message("notes-incomplete")),
                message: null,
                report: null,
              },
              access.user.language,
            ),
          };
        }
        const outcome = await transition(
          context.services,
          access,
          text(args.reportId),
          TRANSITIONS.wizardReject,
          () => ({ set: { auditedBy: personRef(access.user) } }),
        );
        if (outcome.success && outcome.report) {
          const at = isoNow();
          const rejectionId = newId();
          const author = personRef(access.user);
          const documents: ReportNoteDoc[] = [
            {
              _id: rejectionId,
              reportId: outcome.report._id,
              kind: "rejection",
              configKey: "",
              field: "",
              author,
              at,
              text: text(args.reason),
              rejectionId: null,
            },
            ...notes.map((note) => ({
              _id: newId(),
              reportId: outcome.report!._id,
              kind: "note" as const,
              ...note,
              author,
              at,
              rejectionId,
            })),
          ];
          await context.services.reporting.addNotes(documents);
        }
        return workflowAnswer(outcome, access.user.language);
      },
    ),

    wizardSaveChanges: securedOperation<MutationWizardSaveChangesArgs, SaveResult>(
      ["reports", "read"],
      "client",
      (args, context, access) => saveChanges(context.services, access, text(args.reportId), args.changeSet),
    ),

    wizardAddNote: securedOperation<MutationWizardAddNoteArgs, NoteResult>(
      ["reports", "read"],
      "client",
      async (args, context, access) => {
        const report = await reportInScope(context.services.reporting, access, text(args.reportId));
        if (!report) return { ...failed(ERROR_CODES.NOT_FOUND, message("no-report")), note: null };
        if (!isSubmitter(access) && !isAuditor(access)) throw forbidden();
        const note = {
          configKey: text(args.note.configKey),
          field: text(args.note.field),
          text: text(args.note.text),
        };
        if (note.configKey === "" || note.field === "" || note.text === "") {
          return {
            ...failed(ERROR_CODES.BAD_USER_INPUT, message("note-incomplete")),
            note: null,
          };
        }
        const document: ReportNoteDoc = {
          _id: newId(),
          reportId: report._id,
          kind: "note",
          ...note,
          author: personRef(access.user),
          at: isoNow(),
          rejectionId: null,
        };
        await context.services.reporting.addNotes([document]);
        await auditNote(context, access, report, note, "wizardAddNote", "Added a note");
        return { ...succeeded(), note: toNote(document) };
      },
    ),

    wizardResolveNote: securedOperation<MutationWizardResolveNoteArgs, NoteResult>(
      ["reports", "read"],
      "client",
      async (args, context, access) => {
        const report = await reportInScope(context.services.reporting, access, text(args.reportId));
        if (!report) return { ...failed(ERROR_CODES.NOT_FOUND, message("no-report")), note: null };
        if (!isSubmitter(access) && !isAuditor(access)) throw forbidden();
        const { db, reporting } = context.services;
        // The note must belong to this report: a note id of another report is not found, whatever its scope.
        const found = await reporting.noteById(text(args.noteId));
        if (!found || found.reportId !== report._id || found.kind !== "note")
          return { ...failed(ERROR_CODES.NOT_FOUND, message("no-note")), note: null };
        // A note keeps its first resolution: of concurrent resolutions, the one that claims it writes it.
        if (found.resolved || !(await claimOnce(db, `resolve-note:${found._id}`)))
          return { ...succeeded(), note: toNote((await reporting.noteById(found._id)) ?? found) };
        const resolved = { by: personRef(access.user), at: isoNow() };
        await reporting.resolveNote(found._id, resolved);
        const note = { ...found, resolved };
        await auditNote(context, access, report, note, "wizardResolveNote", "Resolved a note");
        return { ...succeeded(), note: toNote(note) };
      },
    ),
  },
} satisfies Resolvers<Context>;
