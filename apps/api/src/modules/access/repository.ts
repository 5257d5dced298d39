// The reads and writes of the access module: the role table (`rolePermissions`, one document per role) and
// the one client a scope check reads by `_id` (`clients`, written by the clients module).
import type { Db } from "mongodb";
import type { ClientDoc } from "../../model/clients";
import { clientsOf } from "../../model/clients";
import type { PermissionEntry } from "../../model/permissions";

export interface RolePermissionsDoc {
  _id: string;
  permissions: PermissionEntry[];
  /** `context:action` of every default entry this role has been given (absent on roles seeded before it existed). */
  defaultsApplied?: string[];
}

function rolePermissionsOf(db: Db) {
  return db.collection<RolePermissionsDoc>("rolePermissions");
}

export function clientById(db: Db, clientId: string): Promise<ClientDoc | null> {
  return clientsOf(db).findOne({ _id: clientId });
}

export function roleById(db: Db, role: string): Promise<RolePermissionsDoc | null> {
  return rolePermissionsOf(db).findOne({ _id: role });
}

/** Every role's document. */
export function allRoles(db: Db): Promise<RolePermissionsDoc[]> {
  return rolePermissionsOf(db).find().toArray();
}

/** Throws the driver's duplicate key error (code 11000) when the role has a document already. */
export async function insertRole(db: Db, role: RolePermissionsDoc): Promise<void> {
  await rolePermissionsOf(db).insertOne(role);
}

export async function setRoleEntries(
  db: Db,
  role: string,
  permissions: PermissionEntry[],
  defaultsApplied: string[],
): Promise<void> {
  await rolePermissionsOf(db).updateOne({ _id: role }, { $set: { permissions, defaultsApplied } });
}
