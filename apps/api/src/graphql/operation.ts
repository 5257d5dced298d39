// Every Query and Mutation resolver is declared through one of these two functions, which state who may call
// it and the data scope it reads in. The declaration is enforced here (UNAUTHENTICATED, FORBIDDEN) and kept
// on the resolver, so a test can check that no operation goes undeclared.
import { unauthenticated } from "../platform/errors";
import type { Access } from "../modules/access/access";
import type { PermissionPair } from "../modules/access/permissions";
import type { GraphQLContext } from "./context";

/**
 * The data an operation reads or changes:
 * - `none`: nothing user-specific (reference data);
 * - `self`: the caller's own user;
 * - `invitation`: the person holding an invitation, reset or validation secret (checked by the operation);
 * - `client`: one client, which must lie in the caller's scope (client ids, or regions);
 * - `clients`: a list, filtered to the caller's scope;
 * - `user`: one user the caller administers (see Access.manages);
 * - `users`: a list of users the caller administers;
 * - `all`: everything (provider admins only).
 */
export type DataScope = "none" | "self" | "invitation" | "client" | "clients" | "user" | "users" | "all";

export type Requirement = "public" | "session" | PermissionPair;

export interface OperationDeclaration {
  requirement: Requirement;
  scope: DataScope;
}

export const OPERATION = Symbol("ledgerline.operation");

export type DeclaredResolver<Args, Result, S = object> = ((
  parent: unknown,
  args: Args,
  context: GraphQLContext<S>,
) => Promise<Result>) & {
  [OPERATION]: OperationDeclaration;
};

/**
 * The two declarations for a module whose operations use services `S` (the module's own interface of what it
 * needs, which the composition root's services meet): `const { securedOperation } = operationsOver<S>()`.
 */
export function operationsOver<S>() {
  function declare<Args, Result>(
    declaration: OperationDeclaration,
    run: (parent: unknown, args: Args, context: GraphQLContext<S>) => Promise<Result>,
  ): DeclaredResolver<Args, Result, S> {
    return Object.assign(run, { [OPERATION]: declaration });
  }

  /** Open to anyone, signed in or not (the invitation, registration and reset flows, reference data). */
  function publicOperation<Args, Result>(
    scope: DataScope,
    resolve: (args: Args, context: GraphQLContext<S>) => Promise<Result>,
  ): DeclaredResolver<Args, Result, S> {
    return declare({ requirement: "public", scope }, (_parent, args, context) => resolve(args, context));
  }

  /**
   * Needs a live session, and the permission unless it is "session" (any signed-in user). The resolver gets
   * the caller's Access to check the scope of what it reads.
   */
  function securedOperation<Args, Result>(
    requirement: "session" | PermissionPair,
    scope: DataScope,
    resolve: (args: Args, context: GraphQLContext<S>, access: Access) => Promise<Result>,
  ): DeclaredResolver<Args, Result, S> {
    return declare({ requirement, scope }, async (_parent, args, context) => {
      const access = requireAccess(context);
      if (requirement !== "session") access.require(requirement);
      return resolve(args, context, access);
    });
  }

  return { publicOperation, securedOperation };
}

/** For operations that use no services beyond their context's request and caller. */
export const { publicOperation, securedOperation } = operationsOver<object>();

/** The caller's access, or UNAUTHENTICATED: a resolver's context and a route's request both carry `auth`. */
export function requireAccess({ auth }: Pick<GraphQLContext, "auth">): Access {
  if (auth.status === "authenticated") return auth.access;
  if (auth.status === "invalid") throw unauthenticated(auth.reason);
  throw unauthenticated();
}

export function declarationOf(resolver: unknown): OperationDeclaration | undefined {
  return typeof resolver === "function"
    ? (resolver as Partial<DeclaredResolver<unknown, unknown>>)[OPERATION]
    : undefined;
}
