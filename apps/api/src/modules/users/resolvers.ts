// Administration of users (spec 3): list, create (with invitation), update, reinvite, delete. Provider admins
// administer everyone; client admins the client users of their own clients (Access.manages).
import type { Filter } from "mongodb";
import type {
  MutationCreateUserArgs,
  MutationDeleteUserArgs,
  MutationReinviteUserArgs,
  MutationUpdateUserAsAdminArgs,
  QueryUserArgs,
  QueryUsersArgs,
  Resolvers,
  Result,
  User,
  UserPage,
  UserResult,
} from "../../generated/graphql";
import type { GraphQLContext } from "../../graphql/context";
import type { InvitationServices } from "./invitations";
import { operationsOver } from "../../graphql/operation";
import { ERROR_CODES, failed, fieldError, forbidden, isDuplicateKey, succeeded } from "../../platform/errors";
import { newId } from "../../platform/ids";
import { paging, searchPattern, text } from "../../platform/input";
import { isoNow } from "../../platform/time";
import type { Access } from "../access/access";
import { sendInvitation } from "./invitations";
import type { ChangeLogEntry, UserDoc } from "../../model/users";
import { personRef } from "../../model/users";
import { message } from "@ledgerline/schemas/messages";
import { INVALID_USER_FORM, readUserForm } from "./user-form";
import {
  clientUsers,
  disableAccount,
  insertUser,
  markUserDeleted,
  setAccountUsername,
  setUserChangeLog,
  updateUserFields,
  userById,
  userPage,
} from "./repository";
import { clientNames, toUser } from "./user-view";
import type { Db } from "mongodb";
import type { AuditLog } from "../audits/repository";
import type { ClientCatalog } from "../clients/client-catalog";

/** What the user administration's operations use of the services (app.ts's services meet it). */
export interface UsersServices extends InvitationServices {
  db: Db;
  audits: AuditLog;
  /** Ends a user's sessions (sessions/session-store.ts). */
  sessions: { revokeAllOf(userId: string, except?: string): Promise<void> };
  /** Forgets who a user's sessions belong to after a change (sessions/principal-cache.ts). */
  principals: { forgetUser(userId: string): void };
  clients: ClientCatalog;
}

type Context = GraphQLContext<UsersServices>;
const { securedOperation } = operationsOver<UsersServices>();

/** The user, when the caller administers them. Outside the caller's reach: FORBIDDEN, exists or not. */
async function managedUser(context: Context, access: Access, userId: string): Promise<UserDoc | null> {
  const user = await userById(context.services.db, userId);
  if (access.profile.isAdmin) return user;
  if (!user || !access.manages(user)) throw forbidden();
  return user;
}

async function shown(context: Context, user: UserDoc): Promise<User> {
  return toUser(user, await clientNames(context.services.clients, [user]));
}

function logEntry(access: Access, action: string, actionMessage: string): ChangeLogEntry {
  return { action, actionMessage, timestamp: isoNow(), actionBy: personRef(access.user) };
}

const DUPLICATE_EMAIL = failed(ERROR_CODES.CONFLICT, message("user-email-taken"), [
  fieldError("email", message("user-email-taken")),
]);

export const usersResolvers = {
  Query: {
    users: securedOperation<QueryUsersArgs, UserPage>(
      ["users", "read"],
      "users",
      async (args, context, access) => {
        const { db } = context.services;
        const { skip, limit } = paging(args.skip, args.limit, 25);
        const search = text(args.filter);
        const filter: Filter<UserDoc> = {};
        if (!args.includeDeleted) filter.status = { $ne: "DELETED" };
        if (search !== "")
          filter.$or = [{ fullName: searchPattern(search) }, { email: searchPattern(search) }];
        let results: UserDoc[];
        let total: number;
        if (access.profile.isAdmin) {
          [results, total] = await userPage(db, filter, skip, limit);
        } else {
          // A client admin: the users of their clients, of whom they administer those with only their clients.
          const own = access.scope.kind === "limited" ? [...access.scope.clientIds] : [];
          const candidates = await clientUsers(db, filter, own);
          const managed = candidates.filter((user) => access.manages(user));
          total = managed.length;
          results = managed.slice(skip, skip + limit);
        }
        const names = await clientNames(context.services.clients, results);
        return {
          results: results.map((user) => toUser(user, names)),
          pageInfo: { total, limit, offset: skip },
        };
      },
    ),

    user: securedOperation<QueryUserArgs, User | null>(
      ["users", "read"],
      "user",
      async (args, context, access) => {
        const user = await managedUser(context, access, args.userId);
        return user ? shown(context, user) : null;
      },
    ),
  },

  Mutation: {
    createUser: securedOperation<MutationCreateUserArgs, UserResult>(
      ["users", "create"],
      "user",
      async (args, context, access) => {
        const { services } = context;
        const { fields, problems } = await readUserForm(services, args.user, access, null);
        if (!problems.empty) return { ...problems.toError(INVALID_USER_FORM), user: null };
        const now = isoNow();
        const user: UserDoc = {
          _id: newId(),
          created: now,
          firstName: fields.firstName,
          lastName: fields.lastName,
          fullName: fields.fullName,
          email: fields.email,
          emailKey: fields.emailKey,
          lastLogin: null,
          communication: fields.communication,
          language: fields.language,
          status: "INVITED",
          changeLog: [logEntry(access, "created", "User created and invited")],
          roles: fields.roles,
          clients: { ...fields.clients, nameList: [] },
          ...(fields.address ? { address: fields.address } : {}),
        };
        try {
          await insertUser(services.db, user);
        } catch (error) {
          if (isDuplicateKey(error)) return { ...DUPLICATE_EMAIL, user: null };
          throw error;
        }
        await services.audits.record({
          user: personRef(access.user),
          action: "createUser",
          description: "Created user",
          text: `${user.fullName} <${user.email}> (${user.roles.join(", ")})`,
          targets: [user._id, ...user.clients.ids],
        });
        try {
          await sendInvitation(services, user, personRef(access.user));
        } catch (error) {
          context.request.log.error({ err: error }, "the invitation could not be mailed");
          const stored = await userById(services.db, user._id);
          return {
            ...failed(ERROR_CODES.MAIL_FAILED, message("user-created-invitation-not-sent")),
            user: stored ? await shown(context, stored) : null,
          };
        }
        const stored = await userById(services.db, user._id);
        return { ...succeeded(), user: stored ? await shown(context, stored) : null };
      },
    ),

    updateUserAsAdmin: securedOperation<MutationUpdateUserAsAdminArgs, UserResult>(
      ["users", "update"],
      "user",
      async (args, context, access) => {
        const { services } = context;
        const existing = await managedUser(context, access, args.userId);
        if (!existing || existing.status === "DELETED")
          return { ...failed(ERROR_CODES.NOT_FOUND, message("user-not-found")), user: null };
        const { fields, problems } = await readUserForm(services, args.user, access, existing);
        if (!problems.empty) return { ...problems.toError(INVALID_USER_FORM), user: null };
        if (existing._id === access.user._id && !sameRoles(existing.roles, fields.roles)) {
          return {
            ...failed(ERROR_CODES.BAD_USER_INPUT, message("user-own-roles"), [
              fieldError("roles", message("user-own-roles")),
            ]),
            user: null,
          };
        }
        const emailChanged = fields.emailKey !== existing.emailKey;
        if (emailChanged && existing.userAccountId) {
          try {
            await setAccountUsername(services.db, existing.userAccountId, existing.emailKey, fields.emailKey);
          } catch (error) {
            if (isDuplicateKey(error)) return { ...DUPLICATE_EMAIL, user: null };
            throw error;
          }
        }
        const set: Partial<UserDoc> = {
          firstName: fields.firstName,
          lastName: fields.lastName,
          fullName: fields.fullName,
          email: fields.email,
          emailKey: fields.emailKey,
          roles: fields.roles,
          language: fields.language,
          communication: fields.communication,
          clients: { ...fields.clients, nameList: [] },
          changeLog: [...(existing.changeLog ?? []), logEntry(access, "updated", "User updated")],
        };
        try {
          await updateUserFields(services.db, existing._id, set, fields.address);
        } catch (error) {
          if (isDuplicateKey(error)) {
            if (emailChanged && existing.userAccountId) {
              // The account gets its old user name back, as the user keeps their old e-mail address.
              await setAccountUsername(
                services.db,
                existing.userAccountId,
                fields.emailKey,
                existing.emailKey,
              );
            }
            return { ...DUPLICATE_EMAIL, user: null };
          }
          throw error;
        }
        // Roles and clients decide what the user's next request may do.
        services.principals.forgetUser(existing._id);
        await services.audits.record({
          user: personRef(access.user),
          action: "updateUserAsAdmin",
          description: "Updated user",
          text: `${fields.fullName} <${fields.email}> (${fields.roles.join(", ")})`,
          targets: [existing._id, ...new Set([...existing.clients.ids, ...fields.clients.ids])],
        });
        const stored = await userById(services.db, existing._id);
        return { ...succeeded(), user: stored ? await shown(context, stored) : null };
      },
    ),

    reinviteUser: securedOperation<MutationReinviteUserArgs, Result>(
      ["users", "reinvite"],
      "user",
      async (args, context, access) => {
        const { services } = context;
        const user = await managedUser(context, access, args.userId);
        if (!user || user.status === "DELETED")
          return failed(ERROR_CODES.NOT_FOUND, message("user-not-found"));
        if (user.userAccountId || user.status !== "INVITED") {
          return failed(ERROR_CODES.BAD_USER_INPUT, message("user-has-account"));
        }
        await services.audits.record({
          user: personRef(access.user),
          action: "reinviteUser",
          description: "Sent a new invitation",
          text: `${user.fullName} <${user.email}>`,
          targets: [user._id],
        });
        await setUserChangeLog(services.db, user._id, [
          ...(user.changeLog ?? []),
          logEntry(access, "reinvited", "A new invitation has been sent."),
        ]);
        try {
          await sendInvitation(services, user, personRef(access.user));
        } catch (error) {
          context.request.log.error({ err: error }, "the invitation could not be mailed");
          return failed(ERROR_CODES.MAIL_FAILED, message("invitation-not-sent"));
        }
        return succeeded();
      },
    ),

    deleteUser: securedOperation<MutationDeleteUserArgs, Result>(
      ["users", "delete"],
      "user",
      async (args, context, access) => {
        const { services } = context;
        const user = await managedUser(context, access, args.userToDelete);
        if (!user || user.status === "DELETED")
          return failed(ERROR_CODES.NOT_FOUND, message("user-not-found"));
        if (user._id === access.user._id)
          return failed(ERROR_CODES.BAD_USER_INPUT, message("user-delete-self"));
        // The e-mail address is released, so that the person can be invited again later.
        await markUserDeleted(services.db, user._id, `deleted:${user._id}:${user.emailKey}`, [
          ...(user.changeLog ?? []),
          logEntry(access, "deleted", "User has been deleted"),
        ]);
        if (user.userAccountId) {
          const deletedName = `deleted:${user.userAccountId}:${user.emailKey}`;
          await disableAccount(services.db, user.userAccountId, user.emailKey, deletedName);
        }
        await services.sessions.revokeAllOf(user._id);
        await services.audits.record({
          user: personRef(access.user),
          action: "deleteUser",
          description: "Deleted user",
          text: `${user.fullName} <${user.email}>`,
          targets: [user._id, ...(user.clients?.ids ?? [])],
        });
        return succeeded();
      },
    ),
  },
} satisfies Resolvers<Context>;

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role) => b.includes(role));
}
