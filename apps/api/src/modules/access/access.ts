// What one signed-in user may do and see. Built per request from the user's roles (their permission entries,
// read from `rolePermissions`) and the scope stored on the user: client ids for client users, region ids for
// Regional Directors and Investment Managers; provider admins and plain provider users see every client.
import type { Db, Filter } from "mongodb";
import { forbidden } from "../../platform/errors";
import type { ClientDoc } from "../../model/clients";
import type { UserDoc } from "../../model/users";
import { permissionKey, reducePermissions } from "./permissions";
import type { PermissionPair } from "./permissions";
import type { PermissionEntry } from "../../model/permissions";
import { clientById } from "./repository";
import { isClientRole, roleProfile } from "@ledgerline/schemas";
import type { RoleProfile } from "@ledgerline/schemas";

export type Scope =
  { kind: "all" } | { kind: "limited"; clientIds: readonly string[]; regionIds: readonly string[] };

export function scopeOf(user: Pick<UserDoc, "roles" | "clients">, profile: RoleProfile): Scope {
  if (profile.isAdmin || (profile.isProvider && !profile.isRegional)) return { kind: "all" };
  return {
    kind: "limited",
    clientIds: profile.isClient ? [...(user.clients?.ids ?? [])] : [],
    regionIds: profile.isRegional ? [...(user.clients?.regions ?? [])] : [],
  };
}

export class Access {
  readonly profile: RoleProfile;
  readonly permissions: readonly PermissionEntry[];
  readonly scope: Scope;
  private readonly values: Map<string, 1 | -1>;

  constructor(
    readonly user: UserDoc,
    rolePermissions: ReadonlyMap<string, readonly PermissionEntry[]>,
    readonly providerKey: string,
    private readonly db: Db,
  ) {
    this.profile = roleProfile(user.roles, providerKey);
    const entries = user.roles.flatMap((role) => rolePermissions.get(role) ?? []);
    this.permissions = reducePermissions([...entries, ...(user.permissions ?? [])]);
    this.values = new Map(
      this.permissions.map((entry) => [permissionKey(entry.context, entry.action), entry.value]),
    );
    this.scope = scopeOf(user, this.profile);
  }

  /** True when the reduced entries allow (context, action); a deny or no entry means no. */
  can([context, action]: PermissionPair): boolean {
    return this.values.get(permissionKey(context, action)) === 1;
  }

  require(permission: PermissionPair): void {
    if (!this.can(permission)) throw forbidden();
  }

  /** A MongoDB filter on `clients` that keeps only the clients this user may see. */
  clientFilter(): Filter<ClientDoc> {
    if (this.scope.kind === "all") return {};
    const { clientIds, regionIds } = this.scope;
    const branches: Filter<ClientDoc>[] = [];
    if (clientIds.length > 0) branches.push({ _id: { $in: [...clientIds] } });
    if (regionIds.length > 0) branches.push({ worldRegion: { $in: [...regionIds] } });
    if (branches.length === 0) return { _id: { $in: [] } };
    return branches.length === 1 ? branches[0]! : { $or: branches };
  }

  /**
   * The client, when it exists and lies in this user's scope; otherwise FORBIDDEN for a limited user (who
   * learns nothing about ids outside their scope) and null for a user who sees everything.
   */
  async clientInScope(clientId: string): Promise<ClientDoc | null> {
    const client = await clientById(this.db, clientId);
    if (this.scope.kind === "all") return client;
    if (!client || !this.clientVisible(client)) throw forbidden();
    return client;
  }

  clientVisible(client: Pick<ClientDoc, "_id" | "worldRegion">): boolean {
    if (this.scope.kind === "all") return true;
    return this.scope.clientIds.includes(client._id) || this.scope.regionIds.includes(client.worldRegion);
  }

  /**
   * Whether this user may administer `target`: provider admins anyone; a client admin only client users
   * whose every client is one of their own.
   */
  manages(target: Pick<UserDoc, "roles" | "clients">): boolean {
    if (this.profile.isAdmin) return true;
    if (!this.profile.isClientAdmin || this.scope.kind === "all") return false;
    const own = this.scope.clientIds;
    const ids = target.clients?.ids ?? [];
    return target.roles.every(isClientRole) && ids.length > 0 && ids.every((id) => own.includes(id));
  }
}
