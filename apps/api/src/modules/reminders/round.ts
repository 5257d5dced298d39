// The scheduled reminder round (docs/reporting.md, "Reminders"): every created report that is due soon or
// overdue is mailed to each active user of its client, once per report, kind and user, and an overdue one
// again each week it stays overdue. Each mail is claimed first (`claimOnce`, a unique `_id` naming report,
// kind and user), so rounds that overlap, in one process or in several, never send the same mail twice.
import { dateParts } from "@ledgerline/schemas";
import { claimOnce, releaseClaim } from "../../platform/claims";
import { DAY } from "../../platform/time";
import type { Db } from "mongodb";
import type { Config } from "../../config";
import type { AuditLog } from "../audits/repository";
import type { Mailer } from "../mail/mailer";
import type { ReportingRepository } from "../reports/repository";
import type { ReportInstanceDoc } from "../reports/model";
import { isDueWithin, isOverdue, todayNumber } from "../reports/model";
import { activeUsersByClient } from "../users/users";
import { reminderMail } from "./mail";

export type ReminderKind = "due-soon" | "overdue";

/** Who the round's audit entries name: no person asked for these mails. */
const SCHEDULER = { _id: null, fullName: "Scheduled reminders" };

/** What a report is reminded of on `today`, and the part of its claim keys that makes that reminder unique. */
export function reminderDue(
  report: Pick<ReportInstanceDoc, "status" | "schedule">,
  today: number,
  daysBefore: number,
): { kind: ReminderKind; key: string } | null {
  if (isOverdue(report, today)) {
    // Week 1 starts the day after the due date: a new overdue reminder each seventh day.
    const week = Math.floor((daysBetween(report.schedule.due, today) - 1) / 7) + 1;
    return { kind: "overdue", key: `overdue:${week}` };
  }
  if (isDueWithin(report, today, daysBefore)) return { kind: "due-soon", key: "due-soon" };
  return null;
}

function daysBetween(from: number, to: number): number {
  const time = (n: number) => {
    const { year, month, day } = dateParts(n);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((time(to) - time(from)) / DAY);
}

export interface RoundResult {
  /** Reports with at least one reminder sent in this round. */
  reports: number;
  sent: number;
  /** Mails that could not be sent; their claims were given back, so the next round tries them again. */
  failed: number;
}

/** `onMailError` hears of each mail that failed (the server logs it); the round goes on with the next. */
/** What a round of reminders uses of the services. */
export interface ReminderServices {
  db: Db;
  config: Config;
  mailer: Mailer;
  audits: AuditLog;
  reporting: ReportingRepository;
}

export async function runReminders(
  services: ReminderServices,
  now: Date,
  onMailError: (error: unknown, userId: string) => void = () => {},
): Promise<RoundResult> {
  const { db, config, mailer, audits, reporting } = services;
  const today = todayNumber(now);
  const due = (await reporting.reportsInStatus(["created"])).flatMap((report) => {
    const reminder = reminderDue(report, today, config.reminders.daysBefore);
    return reminder ? [{ report, reminder }] : [];
  });
  const result: RoundResult = { reports: 0, sent: 0, failed: 0 };
  if (due.length === 0) return result;
  const usersByClient = await activeUsersByClient(db);
  for (const { report, reminder } of due) {
    let sent = 0;
    for (const user of usersByClient.get(report.client._id) ?? []) {
      const claim = `reminder:${report._id}:${reminder.key}:${user._id}`;
      if (!(await claimOnce(db, claim))) continue;
      try {
        await mailer.send(user.email, reminderMail(config.publicUrl, report, user));
        sent += 1;
      } catch (error) {
        await releaseClaim(db, claim);
        result.failed += 1;
        onMailError(error, user._id);
      }
    }
    if (sent === 0) continue;
    result.reports += 1;
    result.sent += sent;
    await audits.record({
      user: SCHEDULER,
      action: "reminderRound",
      description: reminder.kind === "overdue" ? "Sent overdue reminders" : "Sent due-soon reminders",
      text: `${report.config.name.en} ${report.context.text} for ${report.client.name}, due ${report.schedule.due}: ${sent} users`,
      targets: [report._id, report.client._id],
    });
  }
  return result;
}
