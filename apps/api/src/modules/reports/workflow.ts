// The submission and audit workflow (spec 2 §4; docs/reporting.md has the state diagram). Every status
// change of a report goes through `transition`, which makes it exclusive on MongoDB and on FerretDB 1.24
// (whose conditional updates are not atomic): the change first inserts its claim into `reportTransitions`
// with `_id = reportId:revision`; the unique `_id` lets exactly one caller claim a revision, and only that
// caller writes the new status with revision + 1. A loser gets CONFLICT as data, with the status now stored.
import { message } from "@ledgerline/schemas/messages";
import { ERROR_CODES, failed, forbidden } from "../../platform/errors";
import type { ErrorInfo } from "../../platform/errors";
import { claimOnce } from "../../platform/claims";
import { isId } from "../../platform/ids";
import { isoNow } from "../../platform/time";
import type { Access } from "../access/access";
import type { ClientDoc } from "../../model/clients";
import { personRef } from "../../model/users";
import type { ReportInstanceDoc, ReportStatus, TransitionDoc } from "./model";
import { isOverdue } from "./model";
import type { ReportingServices } from "./reporting-services";
import type { ReportingRepository } from "./repository";

/**
 * A claim older than this whose revision is still the report's was left by a process that died between claim
 * and write: the next transition of the report completes it (roll forward) and then takes its own step.
 */
export const STALE_TRANSITION_MS = 30_000;

export interface TransitionRule {
  action: string;
  /** Stored statuses the action starts from ("overdue" is stored as created). */
  from: readonly ReportStatus[] | "any";
  to: ReportStatus;
  /** Who may take the step, beyond reading reports. */
  allowed: (access: Access) => boolean;
  description: string;
  /** The message the portal shows on success (spec 2 §4). */
  message: string;
  /**
   * The step's audit entry carries the covenant summary ("covenants: 5 tested, 1 breached, 1 alerted"): the
   * steps where the report's figures are handed over or judged. One evaluation per state change; viewing the
   * checks (covenantChecks) is a read and audits nothing.
   */
  auditCovenants?: boolean;
}

const can = (access: Access, action: string) => access.can(["reports", action]);
export const isAuditor = (access: Access) => can(access, "audit");
export const isSubmitter = (access: Access) => access.profile.isClient && can(access, "edit");

export const TRANSITIONS = {
  wizardStartSubmission: {
    action: "wizardStartSubmission",
    from: ["created", "rejected"],
    to: "in_progress",
    allowed: (access) => isSubmitter(access) || isAuditor(access),
    description: "Started the submission",
    message: "Submission started",
  },
  wizardSubmit: {
    action: "wizardSubmit",
    from: ["in_progress"],
    to: "submitted",
    allowed: (access) => access.profile.isClient && can(access, "submit"),
    description: "Submitted the report",
    message: "Report send for approval",
    auditCovenants: true,
  },
  wizardReStartSubmission: {
    action: "wizardReStartSubmission",
    from: ["submitted"],
    to: "in_progress",
    allowed: (access) => access.profile.isClient && can(access, "submit"),
    description: "Restarted the submission",
    message: "Submission restarted",
  },
  wizardStartReview: {
    action: "wizardStartReview",
    from: ["submitted"],
    to: "in_review",
    allowed: isAuditor,
    description: "Started the review",
    message: "Review started",
  },
  wizardApprove: {
    action: "wizardApprove",
    from: ["in_review"],
    to: "approved",
    allowed: isAuditor,
    description: "Approved the report",
    message: "Report approved.",
    auditCovenants: true,
  },
  wizardReject: {
    action: "wizardReject",
    from: ["in_review"],
    to: "rejected",
    allowed: isAuditor,
    description: "Rejected the report",
    message: "Report rejected.",
    auditCovenants: true,
  },
  reopenReportInstance: {
    action: "reopenReportInstance",
    from: ["in_progress", "submitted", "in_review", "rejected", "approved"],
    to: "in_progress",
    allowed: (access) => can(access, "reopen"),
    description: "Reopened the report",
    message: "Report reopened",
  },
} satisfies Record<string, TransitionRule>;

/** The report, when the caller may see it: FORBIDDEN outside a limited scope (existing or not). */
export async function reportInScope(
  reporting: Pick<ReportingRepository, "reportById">,
  access: Access,
  reportId: string,
): Promise<ReportInstanceDoc | null> {
  const report = isId(reportId) ? await reporting.reportById(reportId) : null;
  if (access.scope.kind === "all") return report;
  if (!report) throw forbidden();
  await access.clientInScope(report.client._id);
  return report;
}

/**
 * The report and its client, with the rules of `reportInScope`: one read of each (the scope check of a
 * limited user reads the client anyway, so a caller that needs it asks here rather than reading it again).
 */
export async function reportWithClientInScope(
  reporting: Pick<ReportingRepository, "reportById">,
  access: Access,
  reportId: string,
): Promise<{ report: ReportInstanceDoc; client: ClientDoc | null } | null> {
  const report = isId(reportId) ? await reporting.reportById(reportId) : null;
  if (!report) {
    if (access.scope.kind === "all") return null;
    throw forbidden();
  }
  return { report, client: await access.clientInScope(report.client._id) };
}

export interface TransitionOutcome {
  success: boolean;
  error: ErrorInfo | null;
  message: string | null;
  report: ReportInstanceDoc | null;
}

/** The status a refusal names: the stored one, or overdue for a created report past its due date. */
export function statusKey(report: Pick<ReportInstanceDoc, "status" | "schedule">): string {
  return isOverdue(report) ? "overdue" : report.status;
}

export interface TransitionBuild {
  set?: Record<string, unknown>;
  push?: Record<string, unknown>;
  error?: ErrorInfo;
}

/**
 * Moves a report along one transition. `rule.to` may be overridden (updateReportingStatus). `extra` is
 * written with the status (settings, reportedBy…); `build` may compute it from the stored report, or refuse
 * the step with an error (it runs after the permission and status checks, before the claim).
 */
export async function transition(
  services: ReportingServices,
  access: Access,
  reportId: string,
  rule: TransitionRule,
  build: (report: ReportInstanceDoc) => TransitionBuild | Promise<TransitionBuild> = () => ({}),
  recovered = false,
): Promise<TransitionOutcome> {
  const { reporting } = services;
  const report = await reportInScope(reporting, access, reportId);
  if (!report) return { ...failed(ERROR_CODES.NOT_FOUND, message("no-report")), message: null, report: null };
  if (!rule.allowed(access)) throw forbidden();
  if (!recovered) {
    // A stale claim of the current revision (its process died before writing): complete it first, then take
    // this step from the status it produced. One `_id` read per transition.
    const pending = await reporting.transitionClaim(`${report._id}:${report.revision ?? 0}`);
    if (pending && isStale(pending, report)) {
      await rollForward(services, access, pending);
      return transition(services, access, reportId, rule, build, true);
    }
  }
  if (rule.from !== "any" && !rule.from.includes(report.status)) {
    return {
      ...failed(
        ERROR_CODES.INVALID_STATUS,
        message("report-cannot", { action: rule.action, status: statusKey(report) }),
      ),
      message: null,
      report,
    };
  }
  const built = await build(report);
  if (built.error) return { success: false, error: built.error, message: null, report };
  const revision = report.revision ?? 0;
  const now = isoNow();
  const set = { ...built.set, status: rule.to, revision: revision + 1, lastUpdated: now, overdue: false };
  const claim: TransitionDoc = {
    _id: `${report._id}:${revision}`,
    reportId: report._id,
    revision,
    action: rule.action,
    from: report.status,
    to: rule.to,
    user: personRef(access.user),
    at: now,
    set: built.set ?? {},
    ...(built.push ? { push: built.push } : {}),
  };
  if (!(await reporting.claimTransition(claim))) {
    // The winner may not have written its status yet: its claim says what the report becomes.
    const [winner, current] = await Promise.all([
      reporting.transitionClaim(claim._id),
      reporting.reportById(report._id),
    ]);
    if (!recovered && winner && current && isStale(winner, current)) {
      await rollForward(services, access, winner);
      return transition(services, access, reportId, rule, build, true);
    }
    const status = winner ? winner.to : current ? statusKey(current) : "deleted";
    return {
      ...failed(
        ERROR_CODES.CONFLICT,
        winner
          ? message("report-changed-by", { user: winner.user.fullName, status })
          : message("report-changed", { status }),
      ),
      message: null,
      report: current,
    };
  }
  const update = { $set: set, ...(built.push ? { $push: built.push } : {}) };
  if (!(await reporting.updateReportAtRevision(report._id, revision, update))) {
    // Only a roll-forward of this very claim (this process took longer than STALE_TRANSITION_MS between
    // claim and write) moves the revision on: then the step is done, and audited by the roll-forward.
    const current = await reporting.reportById(report._id);
    if (current?.revision === revision + 1 && current.status === rule.to)
      return { success: true, error: null, message: rule.message, report: current };
    throw new Error(`report ${report._id}: claimed revision ${revision} but the document moved on`);
  }
  const covenants = rule.auditCovenants ? `; ${await services.covenantAudit(report)}` : "";
  await services.audits.record({
    user: personRef(access.user),
    action: rule.action,
    description: rule.description,
    text: `${report.config.name.en} ${report.context.text} for ${report.client.name}: ${report.status} → ${rule.to}${covenants}`,
    targets: [report._id, report.client._id],
  });
  const updated = await reporting.reportById(report._id);
  return { success: true, error: null, message: rule.message, report: updated };
}

/** A claim whose write never happened: older than STALE_TRANSITION_MS and the report still at its revision. */
export function isStale(claim: TransitionDoc, report: ReportInstanceDoc, now = Date.now()): boolean {
  return (
    (report.revision ?? 0) === claim.revision &&
    !claim.rolledForward &&
    Date.parse(claim.at) < now - STALE_TRANSITION_MS
  );
}

/**
 * Completes a stale claim: writes what its claimant would have (status, revision + 1, its `set`), conditioned
 * on the claimed revision, and the audit entry in the claimant's name. One recoverer at a time (a claim in
 * `claims`); the write is idempotent, so a recoverer that lost the race changes nothing.
 */
export async function rollForward(
  services: ReportingServices,
  access: Access,
  claim: TransitionDoc,
): Promise<boolean> {
  if (!(await claimOnce(services.db, `rollForward:${claim._id}`))) return false;
  const now = isoNow();
  const update = {
    $set: { ...claim.set, status: claim.to, revision: claim.revision + 1, lastUpdated: now, overdue: false },
    ...(claim.push ? { $push: claim.push } : {}),
  };
  if (!(await services.reporting.updateReportAtRevision(claim.reportId, claim.revision, update)))
    return false;
  const by = personRef(access.user);
  await services.reporting.markRolledForward(claim._id, { at: now, by });
  const description =
    Object.values(TRANSITIONS).find((rule) => rule.action === claim.action)?.description ??
    "Changed the report status";
  await services.audits.record({
    user: claim.user,
    action: claim.action,
    description: `${description} (completed by ${by.fullName} after the request was interrupted)`,
    text: `${claim.from} → ${claim.to}, claimed at ${claim.at}, written at ${now}`,
    targets: [claim.reportId],
  });
  return true;
}
