// The role → permission table as data: one document per role in `rolePermissions`
// ({ _id: role, permissions: [{context, action, value}], defaultsApplied: [keys] }). At start, missing roles
// are seeded from `defaultRolePermissions`, and a default entry that a new release adds (a new feature's
// permission) is added to an existing role once: `defaultsApplied` remembers which defaults a role has had,
// so an entry someone removed from a role on purpose is not put back. Read through a short cache.
import type { Db } from "mongodb";
import { defaultRolePermissions } from "./permissions";
import type { PermissionEntry } from "../../model/permissions";
import { allRoles, insertRole, roleById, setRoleEntries } from "./repository";
import { isDuplicateKey } from "../../platform/errors";

// Stored keys are printable: PostgreSQL (FerretDB's other backend) refuses a "\u0000" in a document, which
// the in-memory `permissionKey` uses. Keys stored that way by an earlier release (on SQLite) are read as both.
const keyOf = (entry: PermissionEntry) => `${entry.context}:${entry.action}`;
const storedKey = (key: string) => key.replace("\u0000", ":");

const CACHE_MS = 5_000;

export class RolePermissions {
  private cache: { at: number; table: Map<string, PermissionEntry[]> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly providerKey: string,
  ) {}

  /** Seeds roles that have no document, and gives existing roles the defaults they have never had. */
  async seed(): Promise<void> {
    for (const [role, defaults] of Object.entries(defaultRolePermissions(this.providerKey))) {
      const stored = await roleById(this.db, role);
      if (!stored) {
        try {
          await insertRole(this.db, {
            _id: role,
            permissions: defaults,
            defaultsApplied: defaults.map(keyOf),
          });
        } catch (error) {
          // Another API process starting on the same database seeded the role first: it holds the defaults.
          if (!isDuplicateKey(error)) throw error;
        }
        continue;
      }
      // A role stored before defaultsApplied existed counts what it holds as applied.
      const applied = new Set(stored.defaultsApplied?.map(storedKey) ?? stored.permissions.map(keyOf));
      const added = defaults.filter((entry) => !applied.has(keyOf(entry)));
      if (added.length === 0 && stored.defaultsApplied) continue;
      await setRoleEntries(
        this.db,
        role,
        [...stored.permissions, ...added],
        [...applied, ...added.map(keyOf)],
      );
    }
    this.cache = null;
  }

  async table(): Promise<ReadonlyMap<string, readonly PermissionEntry[]>> {
    const now = Date.now();
    if (this.cache && now - this.cache.at < CACHE_MS) return this.cache.table;
    const documents = await allRoles(this.db);
    const table = new Map(documents.map((document) => [document._id, document.permissions ?? []]));
    this.cache = { at: now, table };
    return table;
  }

  forget(): void {
    this.cache = null;
  }
}
