// The invitation flow (spec 1 §4): REGISTER → ACCEPTED (createValidationToken mails a token valid 10 minutes)
// → VALIDATIONTOKEN_VALIDATED (validateToken) → registration (updateUserFromRegistration) → the portal logs
// in; or REGISTER → DECLINED (updateDeclineReason). Every call is public: the invitation link's token, and
// after acceptance the mailed validation token, are what prove who the caller is.
import { MIN_NEW_PASSWORD_STRENGTH } from "@ledgerline/schemas";
import { message } from "@ledgerline/schemas/messages";
import type {
  InvitedUser,
  MutationCreateValidationTokenArgs,
  MutationUpdateDeclineReasonArgs,
  MutationUpdateUserFromRegistrationArgs,
  QueryInvitedUserArgs,
  QueryUnregisteredUserArgs,
  QueryValidateTokenArgs,
  Resolvers,
  Result,
  UnregisteredUser,
  ValidationTokenResult,
} from "../../generated/graphql";
import type { GraphQLContext } from "../../graphql/context";
import { operationsOver } from "../../graphql/operation";
import { spendCheck } from "../../platform/attempt-slots";
import type { AttemptSlots } from "../../platform/attempt-slots";
import { claimOnce } from "../../platform/claims";
import {
  ERROR_CODES,
  Problems,
  failed,
  succeeded,
  tooManyAttempts,
  tooManyRequests,
} from "../../platform/errors";
import type { ErrorInfo } from "../../platform/errors";
import { newId, normaliseCode, randomCode, sameHash, sha256 } from "../../platform/ids";
import { text } from "../../platform/input";
import type { RateLimiter } from "../../platform/rate-limit";
import { MINUTE, isoIn, isoNow } from "../../platform/time";
import { hashPassword, passwordProblem } from "../accounts/password";
import { renderMail } from "../mail/templates";
import { readAddress, readCommunication } from "../reference/address";
import { findInvitation } from "./invitations";
import type { InvitationServices } from "./invitations";
import type { AuditLog } from "../audits/repository";
import type { ScryptParams } from "../accounts/password";
import type { AccountDoc, UserDoc } from "../../model/users";
import { personRef } from "../../model/users";
import { closeInvitation, insertAccount, setValidationToken } from "./repository";
import { checkUserFields } from "./user-form";

export const VALIDATION_TOKEN_MINUTES = 10;
export const VALIDATION_TOKEN_LENGTH = 10;
/** The spec's input limit for a validation token. */
export const VALIDATION_TOKEN_MAX_INPUT = 23;
/**
 * Checks a validation token allows: five wrong ones, and the checks of the right one as the registration goes
 * on (validated, the form read, the registration sent), with room for a reload. Each check is counted before
 * the token is compared, so concurrent guesses get no more.
 */
export const VALIDATION_TOKEN_CHECKS = 10;

export const MESSAGES = {
  invalidInvitation: message("invitation-invalid"),
  invalidValidationToken: message("validation-token-invalid"),
  expiredValidationToken: message("validation-token-expired"),
  wrongToken: message("registration-wrong-token"),
  missingFields: message("required-fields"),
  noReason: "No reason provided",
} as const;

/** What the registration flow uses of the services (app.ts's services meet it). */
export interface RegistrationServices extends InvitationServices {
  audits: Pick<AuditLog, "record">;
  limiter: Pick<RateLimiter, "hitAll">;
  attemptSlots: AttemptSlots;
  scrypt: ScryptParams;
}

const { publicOperation } = operationsOver<RegistrationServices>();

/** Counts one call against the per-address and per-invitation limits of token checks. */
function limit(
  services: { limiter: Pick<RateLimiter, "hitAll"> },
  address: string,
  inviteToken: string,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  return services.limiter.hitAll([
    ["token:ip", address],
    ["token:invitation", sha256(inviteToken.trim())],
  ]);
}

function limited(retryAfterSeconds: number): { success: false; error: ErrorInfo } {
  return failed(ERROR_CODES.TOO_MANY_REQUESTS, tooManyAttempts(retryAfterSeconds));
}

/**
 * Checks the validation token of an invited user's invitation; once its checks are spent, a new token must be
 * asked for.
 */
async function checkValidationToken(
  services: { attemptSlots: AttemptSlots },
  user: UserDoc,
  verifyToken: string,
): Promise<ErrorInfo | null> {
  const invalid = failed(ERROR_CODES.INVALID_TOKEN, MESSAGES.invalidValidationToken).error;
  const validation = user.invitation?.validation;
  const given = normaliseCode(verifyToken);
  if (!validation || given === "" || verifyToken.trim().length > VALIDATION_TOKEN_MAX_INPUT) return invalid;
  const checked = await spendCheck(services.attemptSlots, `validation|${validation.hash}`, {
    allowed: VALIDATION_TOKEN_CHECKS,
    expiresAt: Date.parse(validation.expiresAt),
  });
  if (!checked || !sameHash(sha256(given), validation.hash)) return invalid;
  if (validation.expiresAt < isoNow()) {
    return failed(ERROR_CODES.TOKEN_EXPIRED, MESSAGES.expiredValidationToken).error;
  }
  return null;
}

function toInvitedUser(user: UserDoc): InvitedUser {
  return {
    _id: user._id,
    fullName: user.fullName,
    email: user.email,
    language: user.language,
    invitation: {
      expirationDate: user.invitation?.expirationDate ?? "",
      fulfilled: user.invitation?.fulfilled ?? false,
      lastSendOfInvite: user.invitation?.lastSendOfInvite ?? null,
    },
  };
}

export const registrationResolvers = {
  Query: {
    invitedUser: publicOperation<QueryInvitedUserArgs, InvitedUser | null>(
      "invitation",
      async (args, context) => {
        const verdict = await limit(context.services, context.request.ip, args.inviteToken);
        if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
        const user = await findInvitation(context.services, args.inviteToken);
        return user ? toInvitedUser(user) : null;
      },
    ),

    validateToken: publicOperation<QueryValidateTokenArgs, Result>("invitation", async (args, context) => {
      const verdict = await limit(context.services, context.request.ip, args.inviteToken);
      if (!verdict.allowed) return limited(verdict.retryAfterSeconds);
      const user = await findInvitation(context.services, args.inviteToken);
      if (!user) return failed(ERROR_CODES.INVALID_TOKEN, MESSAGES.invalidInvitation);
      const problem = await checkValidationToken(context.services, user, args.verifyToken);
      return problem ? { success: false, error: problem } : succeeded();
    }),

    unregisteredUser: publicOperation<QueryUnregisteredUserArgs, UnregisteredUser | null>(
      "invitation",
      async (args, context) => {
        const verdict = await limit(context.services, context.request.ip, args.inviteToken);
        if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
        const user = await findInvitation(context.services, args.inviteToken);
        if (!user || user._id !== args.userId) return null;
        if (await checkValidationToken(context.services, user, args.verifyToken)) return null;
        return {
          _id: user._id,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          language: user.language,
          address: user.address
            ? {
                ...user.address,
                state: user.address.state ?? null,
                box: user.address.box ?? null,
                additional: user.address.additional ?? null,
              }
            : null,
          communication: user.communication ?? [],
        };
      },
    ),
  },

  Mutation: {
    createValidationToken: publicOperation<MutationCreateValidationTokenArgs, ValidationTokenResult>(
      "invitation",
      async (args, context) => {
        const { services } = context;
        const verdict = await limit(context.services, context.request.ip, args.invitation);
        if (!verdict.allowed) return { ...limited(verdict.retryAfterSeconds), expiresAt: null };
        const user = await findInvitation(services, args.invitation);
        if (!user)
          return { ...failed(ERROR_CODES.INVALID_TOKEN, MESSAGES.invalidInvitation), expiresAt: null };
        const code = randomCode(VALIDATION_TOKEN_LENGTH);
        const expiresAt = isoIn(VALIDATION_TOKEN_MINUTES * MINUTE);
        await setValidationToken(services.db, user._id, { hash: sha256(code), expiresAt });
        await services.audits.record({
          user: personRef(user),
          action: "createValidationToken",
          description: "Accepted the invitation",
          text: `${user.fullName} <${user.email}>: a validation token was mailed`,
          targets: [user._id],
        });
        const link = `${services.config.publicUrl}/registration/${encodeURIComponent(args.invitation.trim())}/${code}`;
        await services.mailer.send(
          user.email,
          renderMail("validationToken", user.language, { name: user.fullName, token: code, link }),
        );
        return { ...succeeded(), expiresAt };
      },
    ),

    updateUserFromRegistration: publicOperation<MutationUpdateUserFromRegistrationArgs, Result>(
      "invitation",
      async (args, context) => {
        const { services } = context;
        const verdict = await limit(context.services, context.request.ip, args.inviteToken);
        if (!verdict.allowed) return limited(verdict.retryAfterSeconds);
        const user = await findInvitation(services, args.inviteToken);
        if (!user || user._id !== args.userId) return failed(ERROR_CODES.NO_USER, MESSAGES.wrongToken);
        const tokenProblem = await checkValidationToken(context.services, user, args.verifyToken);
        if (tokenProblem) return { success: false, error: tokenProblem };

        // Names, language, address and communication are the User schema's (checkUserFields); the password's
        // length and strength are @ledgerline/schemas/password's; the country is looked up.
        const input = args.user;
        const problems = new Problems();
        const firstName = text(input.firstName);
        const lastName = text(input.lastName);
        const language = text(input.language);
        const password = text(input.password);
        const passwordIssue = passwordProblem(password, MIN_NEW_PASSWORD_STRENGTH);
        if (passwordIssue) problems.add("password", passwordIssue);
        const address = await readAddress(services.db, input.address, true, problems);
        const communication = readCommunication(input.communication, problems);
        checkUserFields({ firstName, lastName, language, address, communication }, problems);
        if (!problems.empty) return problems.toError(MESSAGES.missingFields);

        // The invitation is used once, also when two registrations race: the claim's unique _id decides.
        if (!(await claimOnce(services.db, `registration:${user._id}:${user.invitation?.tokenHash ?? ""}`))) {
          return failed(ERROR_CODES.INVALID_TOKEN, MESSAGES.wrongToken);
        }
        const now = isoNow();
        const account: AccountDoc = {
          _id: newId(),
          userId: user._id,
          username: user.emailKey,
          passwordHash: await hashPassword(password, services.scrypt),
          status: "ACTIVE",
          created: now,
        };
        try {
          await insertAccount(services.db, account);
        } catch (error) {
          if ((error as { code?: number }).code === 11000) {
            return failed(ERROR_CODES.CONFLICT, message("account-email-taken"));
          }
          throw error;
        }
        const fullName = `${firstName} ${lastName}`;
        await closeInvitation(services.db, user._id, {
          firstName,
          lastName,
          fullName,
          language,
          address: address!,
          communication,
          status: "ACTIVE",
          userAccountId: account._id,
          statusMessage: "Registered",
          "invitation.fulfilled": true,
          "invitation.validation": null,
          changeLog: [
            ...(user.changeLog ?? []),
            {
              action: "registered",
              actionMessage: "Registration completed",
              timestamp: now,
              actionBy: { _id: user._id, fullName },
            },
          ],
        });
        await services.audits.record({
          user: { _id: user._id, fullName },
          action: "updateUserFromRegistration",
          description: "Completed the registration",
          text: `${fullName} <${user.email}>`,
          targets: [user._id],
        });
        return succeeded();
      },
    ),

    updateDeclineReason: publicOperation<MutationUpdateDeclineReasonArgs, Result>(
      "invitation",
      async (args, context) => {
        const { services } = context;
        const verdict = await limit(context.services, context.request.ip, args.inviteId);
        if (!verdict.allowed) return limited(verdict.retryAfterSeconds);
        const user = await findInvitation(services, args.inviteId);
        if (!user) return failed(ERROR_CODES.INVALID_TOKEN, MESSAGES.invalidInvitation);
        if (!(await claimOnce(services.db, `decline:${user._id}:${user.invitation?.tokenHash ?? ""}`))) {
          return failed(ERROR_CODES.INVALID_TOKEN, MESSAGES.invalidInvitation);
        }
        const reason = text(args.bounceReason).slice(0, 2000) || MESSAGES.noReason;
        const now = isoNow();
        await closeInvitation(services.db, user._id, {
          "invitation.bounced": [...(user.invitation?.bounced ?? []), { date: now, reason }],
          "invitation.declinedAt": now,
          "invitation.validation": null,
          statusMessage: "Declined the invitation",
          changeLog: [
            ...(user.changeLog ?? []),
            { action: "declined", actionMessage: reason, timestamp: now, actionBy: personRef(user) },
          ],
        });
        await services.audits.record({
          user: personRef(user),
          action: "updateDeclineReason",
          description: "Declined the invitation",
          text: `${user.fullName} <${user.email}>: ${reason}`,
          targets: [user._id],
        });
        return succeeded();
      },
    ),
  },
} satisfies Resolvers<GraphQLContext<RegistrationServices>>;
