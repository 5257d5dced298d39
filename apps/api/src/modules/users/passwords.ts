// The password-reset flow (spec 1 §2, §4): processEmailForReset mails a code, processTokenForReset checks
// it, updateUserPassword sets the new password with it. updateUserPassword is also how an administrator sets
// a user's password (users.password, for users they administer).
import type {
  MutationProcessEmailForResetArgs,
  MutationProcessTokenForResetArgs,
  MutationUpdateUserPasswordArgs,
  Resolvers,
  ResetUser,
  Result,
} from "../../generated/graphql";
import { message } from "@ledgerline/schemas/messages";
import type { Db } from "mongodb";
import type { Config } from "../../config";
import type { AuditLog } from "../audits/repository";
import type { Mailer } from "../mail/mailer";
import type { GraphQLContext } from "../../graphql/context";
import { operationsOver, requireAccess } from "../../graphql/operation";
import { spendCheck } from "../../platform/attempt-slots";
import type { AttemptSlots } from "../../platform/attempt-slots";
import { claimOnce } from "../../platform/claims";
import {
  ERROR_CODES,
  failed,
  fieldError,
  forbidden,
  succeeded,
  tooManyAttempts,
  tooManyRequests,
} from "../../platform/errors";
import { newId, normaliseCode, randomCode, sameHash, sha256 } from "../../platform/ids";
import { text } from "../../platform/input";
import type { RateLimiter } from "../../platform/rate-limit";
import { MINUTE, isoIn, isoNow } from "../../platform/time";
import { hashPassword, passwordProblem } from "../accounts/password";
import type { ScryptParams } from "../accounts/password";
import { renderMail } from "../mail/templates";
import type { UserDoc } from "../../model/users";
import { ANONYMOUS, emailKey, personRef } from "../../model/users";
import {
  deleteReset,
  latestReset,
  liveUserByEmailKey,
  replaceReset,
  setPasswordHash,
  userById,
} from "./repository";
import type { PasswordResetDoc } from "./repository";

export const RESET_CODE_MINUTES = 30;
export const RESET_CODE_LENGTH = 8;
/**
 * Checks a reset code allows: five wrong ones, and the two checks of the right one (typed, then with the new
 * password). Each check is counted before the code is compared, so concurrent guesses get no more.
 */
export const RESET_CODE_CHECKS = 7;

export const RESET_MESSAGES = {
  missingEmail: message("required-fields"),
  missingCode: message("reset-token-required"),
  wrongCode: message("reset-code-invalid"),
  noUser: message("user-not-found"),
  inactive: message("account-inactive"),
  changed: message("success"),
} as const;

/** What the reset flow's steps are given; the composition root's services satisfy it. */
export interface ResetServices {
  db: Db;
  config: Pick<Config, "publicUrl">;
  mailer: Pick<Mailer, "send">;
  audits: Pick<AuditLog, "record">;
  limiter: Pick<RateLimiter, "hitAll">;
  attemptSlots: AttemptSlots;
  scrypt: ScryptParams;
  /** Ends the user's sessions on a new password: the session store, by shape (sessions sits above users). */
  sessions: { revokeAllOf(userId: string, except?: string): Promise<void> };
}

const { publicOperation } = operationsOver<ResetServices>();

/** Per address, and per account at that address: a stranger's requests never hold up the owner's. */
function limit(services: Pick<ResetServices, "limiter">, address: string, email: string) {
  return services.limiter.hitAll([
    ["reset:ip", address],
    ["reset:account-ip", `${emailKey(email)}\u0000${address}`],
  ]);
}

/** The live reset of that address whose code matches; every check spends one of the code's checks. */
async function checkResetCode(
  services: Pick<ResetServices, "db" | "attemptSlots">,
  email: string,
  code: string,
): Promise<PasswordResetDoc | null> {
  const given = normaliseCode(code);
  if (given === "" || given.length > 64) return null;
  const reset = await latestReset(services.db, emailKey(email));
  if (!reset || reset.expiresAt < isoNow()) return null;
  const checked = await spendCheck(services.attemptSlots, `reset|${reset._id}`, {
    allowed: RESET_CODE_CHECKS,
    expiresAt: Date.parse(reset.expiresAt),
  });
  return checked && sameHash(sha256(given), reset.codeHash) ? reset : null;
}

function toResetUser(user: UserDoc): ResetUser {
  return {
    _id: user._id,
    email: user.email,
    fullName: user.fullName,
    status: user.status,
    hasAccount: Boolean(user.userAccountId),
    userAccountId: user.userAccountId ?? null,
  };
}

async function setPassword(
  services: Pick<ResetServices, "db" | "scrypt" | "sessions">,
  user: UserDoc,
  password: string,
  keepSession?: string,
): Promise<void> {
  await setPasswordHash(services.db, user.userAccountId!, await hashPassword(password, services.scrypt));
  await services.sessions.revokeAllOf(user._id, keepSession);
}

export const passwordResolvers = {
  Mutation: {
    processEmailForReset: publicOperation<MutationProcessEmailForResetArgs, Result>(
      "invitation",
      async (args, context) => {
        const { services } = context;
        const email = text(args.userEmail);
        if (email === "")
          return failed(ERROR_CODES.BAD_USER_INPUT, RESET_MESSAGES.missingEmail, [
            fieldError("userEmail", message("field-required")),
          ]);
        const verdict = await limit(services, context.request.ip, email);
        if (!verdict.allowed)
          return failed(ERROR_CODES.TOO_MANY_REQUESTS, tooManyAttempts(verdict.retryAfterSeconds));
        const user = await liveUserByEmailKey(services.db, emailKey(email));
        if (!user) {
          // The same answer as for a known address, so the form tells nobody which addresses have accounts.
          await services.audits.record({
            user: ANONYMOUS,
            action: "processEmailForReset",
            description: "Asked for a password reset",
            text: "for an address that has no user",
          });
          return succeeded();
        }
        const code = randomCode(RESET_CODE_LENGTH);
        await replaceReset(services.db, {
          _id: newId(),
          userId: user._id,
          emailKey: user.emailKey,
          codeHash: sha256(code),
          expiresAt: isoIn(RESET_CODE_MINUTES * MINUTE),
          created: isoNow(),
        });
        await services.audits.record({
          user: personRef(user),
          action: "processEmailForReset",
          description: "Asked for a password reset",
          text: `${user.fullName} <${user.email}>: a reset code was mailed`,
          targets: [user._id],
        });
        const link = `${services.config.publicUrl}/login/resetpassword`;
        await services.mailer.send(
          user.email,
          renderMail("resetCode", user.language, { name: user.fullName, code, link }),
        );
        return succeeded();
      },
    ),

    processTokenForReset: publicOperation<MutationProcessTokenForResetArgs, ResetUser | null>(
      "invitation",
      async (args, context) => {
        const { services } = context;
        const email = text(args.userEmail);
        const verdict = await limit(services, context.request.ip, email);
        if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
        const reset = email === "" ? null : await checkResetCode(services, email, args.token);
        const found = reset ? await userById(services.db, reset.userId) : null;
        const user = found?.status === "DELETED" ? null : found;
        await services.audits.record({
          user: user ? personRef(user) : ANONYMOUS,
          action: "processTokenForReset",
          description: user ? "Entered a valid password reset code" : "Entered a wrong password reset code",
          text: user ? `${user.fullName} <${user.email}>` : "",
          targets: [user?._id],
        });
        return user ? toResetUser(user) : null;
      },
    ),

    // Public because the reset flow calls it without a session; the administrator path checks the session,
    // the users.password permission and the scope itself.
    updateUserPassword: publicOperation<MutationUpdateUserPasswordArgs, Result>(
      "user",
      async (args, context) => {
        const { services } = context;
        const password = text(args.password);
        const issue = passwordProblem(password);
        const token = text(args.user.token);

        if (token !== "" || text(args.user.email) !== "") {
          const email = text(args.user.email);
          const verdict = await limit(services, context.request.ip, email);
          if (!verdict.allowed)
            return failed(ERROR_CODES.TOO_MANY_REQUESTS, tooManyAttempts(verdict.retryAfterSeconds));
          if (token === "")
            return failed(ERROR_CODES.BAD_USER_INPUT, RESET_MESSAGES.missingCode, [
              fieldError("token", message("field-required")),
            ]);
          if (issue) return failed(ERROR_CODES.BAD_USER_INPUT, issue, [fieldError("password", issue)]);
          const reset = await checkResetCode(services, email, token);
          if (!reset) return failed(ERROR_CODES.INVALID_TOKEN, RESET_MESSAGES.wrongCode);
          const user = await userById(services.db, reset.userId);
          if (!user || user.status === "DELETED") return failed(ERROR_CODES.NO_USER, RESET_MESSAGES.noUser);
          if (!user.userAccountId) return failed(ERROR_CODES.INACTIVE_ACCOUNT, RESET_MESSAGES.inactive);
          if (!(await claimOnce(services.db, `reset:${reset._id}`)))
            return failed(ERROR_CODES.INVALID_TOKEN, RESET_MESSAGES.wrongCode);
          await setPassword(services, user, password);
          await deleteReset(services.db, reset._id);
          await services.audits.record({
            user: personRef(user),
            action: "updateUserPassword",
            description: "Reset the password",
            text: `${user.fullName} <${user.email}>`,
            targets: [user._id],
          });
          return succeeded();
        }

        const access = requireAccess(context);
        access.require(["users", "password"]);
        const userId = text(args.user._id);
        const user = userId === "" ? null : await userById(services.db, userId);
        if (!access.profile.isAdmin && (!user || !access.manages(user))) throw forbidden();
        if (!user || user.status === "DELETED") return failed(ERROR_CODES.NO_USER, RESET_MESSAGES.noUser);
        if (issue) return failed(ERROR_CODES.BAD_USER_INPUT, issue, [fieldError("password", issue)]);
        if (!user.userAccountId) return failed(ERROR_CODES.INACTIVE_ACCOUNT, RESET_MESSAGES.inactive);
        const own = context.auth.status === "authenticated" ? context.auth.session._id : undefined;
        await setPassword(services, user, password, user._id === access.user._id ? own : undefined);
        await services.audits.record({
          user: personRef(access.user),
          action: "updateUserPassword",
          description: "Changed a user's password",
          text: `${user.fullName} <${user.email}>`,
          targets: [user._id],
        });
        return succeeded();
      },
    ),
  },
} satisfies Resolvers<GraphQLContext<ResetServices>>;
