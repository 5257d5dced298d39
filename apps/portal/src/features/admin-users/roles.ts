// The roles a user may be given (spec 3 §6) and the form rules that follow from them (spec 3 §5). `{product}`
// is the provider key: the API offers the same roles, in the same order (apps/api access/roles.ts).

export const CLIENT_ROLE = "CLIENT";
export const CLIENT_ADMIN_ROLE = "CLIENT-ADMIN";

/** The kinds of role, each with its label in the dictionaries (`users-role-{kind}`). */
export type RoleKind = "client" | "client-admin" | "rd" | "admin" | "im" | "provider";

export interface AssignableRole {
  role: string;
  kind: RoleKind;
}

/** Every role the user form offers, in the API's order. */
export function assignableRoles(providerKey: string): AssignableRole[] {
  return [
    { role: CLIENT_ROLE, kind: "client" },
    { role: CLIENT_ADMIN_ROLE, kind: "client-admin" },
    { role: `${providerKey}-RD`, kind: "rd" },
    { role: `${providerKey}-admin`, kind: "admin" },
    { role: `${providerKey}-IM`, kind: "im" },
    { role: providerKey, kind: "provider" },
  ];
}

export function roleKind(role: string, providerKey: string): RoleKind | undefined {
  return assignableRoles(providerKey).find((candidate) => candidate.role === role)?.kind;
}

/** A client admin is always a client user too: the API adds CLIENT as well, so the form shows it at once. */
export function withImpliedRoles(roles: readonly string[]): string[] {
  return roles.includes(CLIENT_ADMIN_ROLE) && !roles.includes(CLIENT_ROLE)
    ? [CLIENT_ROLE, ...roles]
    : [...roles];
}

/** Client users are scoped by clients, so they need at least one. */
export function needsClients(roles: readonly string[]): boolean {
  return roles.includes(CLIENT_ROLE) || roles.includes(CLIENT_ADMIN_ROLE);
}

/** Regional Directors and Investment Managers are scoped by regions, so they need at least one. */
export function needsRegions(roles: readonly string[], providerKey: string): boolean {
  return roles.includes(`${providerKey}-RD`) || roles.includes(`${providerKey}-IM`);
}
