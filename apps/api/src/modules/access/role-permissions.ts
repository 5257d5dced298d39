// The role → permission table as data: one document per role in `rolePermissions`
// ({ _id: role, permissions: [{context, action, value}] }). Missing roles are seeded at start from
// `defaultRolePermissions`; an edited role is left as it is. Read through a short cache.
import type { Db } from "mongodb";
import { defaultRolePermissions } from "./permissions";
import type { PermissionEntry } from "./permissions";

export interface RolePermissionsDoc {
  _id: string;
  permissions: PermissionEntry[];
}

const CACHE_MS = 5_000;

export class RolePermissions {
  private cache: { at: number; table: Map<string, PermissionEntry[]> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly providerKey: string,
  ) {}

  private get collection() {
    return this.db.collection<RolePermissionsDoc>("rolePermissions");
  }

  /** Inserts the default entries of every role that has no document yet. */
  async seed(): Promise<void> {
    for (const [role, permissions] of Object.entries(defaultRolePermissions(this.providerKey))) {
      await this.collection.updateOne({ _id: role }, { $setOnInsert: { permissions } }, { upsert: true });
    }
    this.cache = null;
  }

  async table(): Promise<ReadonlyMap<string, readonly PermissionEntry[]>> {
    const now = Date.now();
    if (this.cache && now - this.cache.at < CACHE_MS) return this.cache.table;
    const documents = await this.collection.find().toArray();
    const table = new Map(documents.map((document) => [document._id, document.permissions ?? []]));
    this.cache = { at: now, table };
    return table;
  }

  forget(): void {
    this.cache = null;
  }
}
