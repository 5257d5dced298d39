// The session as the portal uses it, made from the API's whoAmI answer: who the user is, their level
// flags (decided by the API), reduced permissions, clients and regions, and where "home" is.
import type { ClientSummary, RegionSummary, WhoAmI } from "../../api/types";
import type { Permissions } from "./permissions";
import { reducePermissions } from "./permissions";

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  language: string | null;
  roles: string[];
  isProvider: boolean;
  isClient: boolean;
  isAdmin: boolean;
  /** The key of the client a client user lands on. */
  defaultClient: string | null;
  /** Where `/` and a successful login lead. */
  home: string;
}

export interface Session {
  user: SessionUser;
  permissions: Permissions;
  /** The clients the session may switch between; empty for users who see every client. */
  clients: ClientSummary[];
  regions: RegionSummary[];
}

export function toSession(who: WhoAmI, providerKey: string): Session {
  const person = who.person ?? {};
  const context = who.context ?? { isProvider: false, isClient: false, isAdmin: false };
  const defaultClient = context.defaultClient ?? who.clientKey ?? null;
  const flags = { isProvider: context.isProvider, isClient: context.isClient, defaultClient };
  return {
    user: {
      id: who._id,
      email: person.email ?? "",
      fullName:
        person.fullName ||
        [person.firstName, person.lastName].filter(Boolean).join(" ") ||
        (person.email ?? ""),
      language: who.language ?? person.language ?? null,
      roles: who.roles ?? [],
      ...flags,
      isAdmin: context.isAdmin,
      home: who.home && who.home !== "/" ? who.home : homePath(flags, providerKey),
    },
    permissions: reducePermissions(who.permissions ?? []),
    clients: who.clients ?? [],
    regions: who.regions ?? [],
  };
}

/**
 * Home after login (spec 1 §2): /{product}/ for provider users, /client/{defaultClient}/ for client users,
 * otherwise /login. The API sends the same path as `home`; this is the fallback when it does not.
 */
export function homePath(
  user: Pick<SessionUser, "isProvider" | "isClient" | "defaultClient">,
  providerKey: string,
): string {
  if (user.isProvider) return `/${providerKey}/`;
  if (user.isClient && user.defaultClient) return `/client/${encodeURIComponent(user.defaultClient)}/`;
  return "/login";
}
