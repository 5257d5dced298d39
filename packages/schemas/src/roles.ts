// Roles and levels (spec 1 §6, spec 3 §6), one home for the API (which enforces them) and the portal (whose
// user form offers them). `{product}` is the provider key (PROVIDER_KEY, default `investor`).
//   CLIENT, CLIENT-ADMIN                          level CLIENT, scoped by client ids
//   {product}                                     level {product}, the whole portfolio (read)
//   {product}-RD, {product}-IM                    level {product}, scoped by regions
//   {product}-admin                               level {product} and ADMIN, everything

export const CLIENT_ROLE = "CLIENT";
export const CLIENT_ADMIN_ROLE = "CLIENT-ADMIN";

export interface RoleNames {
  provider: string;
  admin: string;
  regionalDirector: string;
  investmentManager: string;
  client: string;
  clientAdmin: string;
}

export function roleNames(providerKey: string): RoleNames {
  return {
    provider: providerKey,
    admin: `${providerKey}-admin`,
    regionalDirector: `${providerKey}-RD`,
    investmentManager: `${providerKey}-IM`,
    client: CLIENT_ROLE,
    clientAdmin: CLIENT_ADMIN_ROLE,
  };
}

/** Every role a user may be given, in the order the user form lists them. */
export function assignableRoles(providerKey: string): string[] {
  const names = roleNames(providerKey);
  return [
    names.client,
    names.clientAdmin,
    names.regionalDirector,
    names.admin,
    names.investmentManager,
    names.provider,
  ];
}

/** A client admin is always a client user too. */
export function withImpliedRoles(roles: readonly string[]): string[] {
  return roles.includes(CLIENT_ADMIN_ROLE) && !roles.includes(CLIENT_ROLE)
    ? [CLIENT_ROLE, ...roles]
    : [...roles];
}

export function isClientRole(role: string): boolean {
  return role === CLIENT_ROLE || role === CLIENT_ADMIN_ROLE;
}

export function isProviderRole(role: string, providerKey: string): boolean {
  return role === providerKey || role.startsWith(`${providerKey}-`);
}

export function isRegionalRole(role: string, providerKey: string): boolean {
  const names = roleNames(providerKey);
  return role === names.regionalDirector || role === names.investmentManager;
}

export type Level = "CLIENT" | string;

/** What a set of roles makes of a user. */
export interface RoleProfile {
  isProvider: boolean;
  isClient: boolean;
  isAdmin: boolean;
  isClientAdmin: boolean;
  isRegional: boolean;
  /** The provider key for provider users, CLIENT for client users, null for a user without roles. */
  level: string | null;
}

export function roleProfile(roles: readonly string[], providerKey: string): RoleProfile {
  const names = roleNames(providerKey);
  const isProvider = roles.some((role) => isProviderRole(role, providerKey));
  const isClient = roles.some(isClientRole);
  const isAdmin = roles.includes(names.admin);
  return {
    isProvider,
    isClient,
    isAdmin,
    isClientAdmin: roles.includes(names.clientAdmin),
    isRegional: roles.some((role) => isRegionalRole(role, providerKey)),
    level: isProvider ? providerKey : isClient ? "CLIENT" : null,
  };
}
