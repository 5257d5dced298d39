// remindReport: an admin e-mails the reminder of one report now (spec 2 §4 names "remind" among the admin
// actions on report instances). Guarded per report and clock hour by a claim, so a double click, or two admins
// at once, send it once.
import type { MutationRemindReportArgs, RemindResult, Resolvers } from "../../generated/graphql";
import { operationsOver } from "../../graphql/operation";
import { claimOnce, releaseClaim } from "../../platform/claims";
import { message } from "@ledgerline/schemas/messages";
import { ERROR_CODES, failed, succeeded } from "../../platform/errors";
import type { ErrorCode, Text } from "../../platform/errors";
import { text } from "../../platform/input";
import type { ReportStatus } from "../reports/model";
import { reportInScope, statusKey } from "../reports/workflow";
import { personRef } from "../../model/users";
import { activeUsersByClient } from "../users/users";
import { reminderMail } from "./mail";
import type { ReminderServices } from "./round";
import type { GraphQLContext } from "../../graphql/context";

type Context = GraphQLContext<ReminderServices>;
const { securedOperation } = operationsOver<ReminderServices>();

/** The statuses in which a report waits for its client: to be filed (created, also overdue) or corrected. */
export const REMINDABLE_STATUSES: readonly ReportStatus[] = ["created", "rejected"];

const refuse = (code: ErrorCode, text: Text): RemindResult => ({ ...failed(code, text), sent: 0 });

export const remindersResolvers = {
  Mutation: {
    // The permission of the admin reports list, where the action is offered (provider admins by default).
    remindReport: securedOperation<MutationRemindReportArgs, RemindResult>(
      ["reports", "reopen"],
      "client",
      async (args, context, access) => {
        const { db, config, mailer, audits, reporting } = context.services;
        const report = await reportInScope(reporting, access, text(args.instanceId));
        if (!report) return refuse(ERROR_CODES.NOT_FOUND, message("no-report"));
        if (!REMINDABLE_STATUSES.includes(report.status))
          return refuse(
            ERROR_CODES.INVALID_STATUS,
            message("remind-wrong-status", { status: statusKey(report) }),
          );
        const users = (await activeUsersByClient(db)).get(report.client._id) ?? [];
        if (users.length === 0)
          return refuse(ERROR_CODES.NO_USER, message("remind-no-users", { client: report.client.name }));
        const claim = `remind:${report._id}:${new Date().toISOString().slice(0, 13)}`;
        if (!(await claimOnce(db, claim)))
          return refuse(ERROR_CODES.TOO_MANY_REQUESTS, message("remind-sent-this-hour"));
        let sent = 0;
        try {
          for (const user of users) {
            await mailer.send(user.email, reminderMail(config.publicUrl, report, user));
            sent += 1;
          }
        } catch (error) {
          context.reply.log.error({ err: error }, "a report reminder could not be sent");
          // The next try may send again to those reached before the failure: better twice than never.
          await releaseClaim(db, claim);
          return refuse(
            ERROR_CODES.MAIL_FAILED,
            message("remind-mail-failed", { sent, total: users.length }),
          );
        }
        await audits.record({
          user: personRef(access.user),
          action: "remindReport",
          description: "Sent a report reminder",
          text: `${report.config.name.en} ${report.context.text} for ${report.client.name}: ${sent} users`,
          targets: [report._id, report.client._id],
        });
        return { ...succeeded(), sent };
      },
    ),
  },
} satisfies Resolvers<Context>;
