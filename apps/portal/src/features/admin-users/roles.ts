// The roles the user form offers (spec 3 §6), from the one role table the API enforces
// (@ledgerline/schemas), and the form rules that follow from them (spec 3 §5).
import { assignableRoles as rolesOf, isClientRole, isRegionalRole, roleNames } from "@ledgerline/schemas";

export { CLIENT_ADMIN_ROLE, CLIENT_ROLE, withImpliedRoles } from "@ledgerline/schemas";

/** The kinds of role, each with its label in the dictionaries (`users-role-{kind}`). */
export type RoleKind = "client" | "client-admin" | "rd" | "admin" | "im" | "provider";

export interface AssignableRole {
  role: string;
  kind: RoleKind;
}

function kindsOf(providerKey: string): Map<string, RoleKind> {
  const names = roleNames(providerKey);
  return new Map<string, RoleKind>([
    [names.client, "client"],
    [names.clientAdmin, "client-admin"],
    [names.regionalDirector, "rd"],
    [names.admin, "admin"],
    [names.investmentManager, "im"],
    [names.provider, "provider"],
  ]);
}

/** Every role the user form offers, in the API's order. */
export function assignableRoles(providerKey: string): AssignableRole[] {
  const kinds = kindsOf(providerKey);
  return rolesOf(providerKey).map((role) => ({ role, kind: kinds.get(role)! }));
}

export function roleKind(role: string, providerKey: string): RoleKind | undefined {
  return kindsOf(providerKey).get(role);
}

/** Client users are scoped by clients, so they need at least one. */
export function needsClients(roles: readonly string[]): boolean {
  return roles.some(isClientRole);
}

/** Regional Directors and Investment Managers are scoped by regions, so they need at least one. */
export function needsRegions(roles: readonly string[], providerKey: string): boolean {
  return roles.some((role) => isRegionalRole(role, providerKey));
}
