// Permissions arrive as lists of (context, action, value) with 1 allowing and -1 denying. They are reduced
// to one value per (context, action) in which a deny always wins, whatever the order of the entries.
import type { PermissionEntry } from "../../api/types";

/** One value per `context:action`: 1 allowed, -1 denied. Absent means not allowed. */
export type Permissions = Readonly<Record<string, 1 | -1>>;

export function permissionKey(context: string, action: string): string {
  return `${context}:${action}`;
}

export function reducePermissions(entries: readonly PermissionEntry[]): Permissions {
  const reduced: Record<string, 1 | -1> = {};
  for (const { context, action, value } of entries) {
    const key = permissionKey(context, action);
    if (value < 0) reduced[key] = -1;
    else if (value > 0 && reduced[key] !== -1) reduced[key] = 1;
  }
  return reduced;
}

export function can(permissions: Permissions, context: string, action: string): boolean {
  return permissions[permissionKey(context, action)] === 1;
}
