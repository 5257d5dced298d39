// Permission entries (spec 1 §3): {context, action, value}, 1 allows and -1 denies. A role carries a list of
// entries (stored as data in `rolePermissions`, seeded from `defaultRolePermissions`); a user's entries are
// those of all their roles plus any entries on the user document, reduced so that a deny wins over an allow.
// docs/permissions.md is the readable form of the table below.
import { roleNames } from "@ledgerline/schemas";
import type { PermissionEntry } from "../../model/permissions";

export type PermissionPair = readonly [context: string, action: string];

const allow = (context: string, ...actions: string[]): PermissionEntry[] =>
  actions.map((action) => ({ context, action, value: 1 as const }));

/** The covenant and waiver resources of spec 3 §6, per investment time state. */
export const COVENANT_RESOURCES = [
  "investment.covenants",
  "investment.active.covenants",
  "investment.inactive.covenants",
] as const;
export const WAIVER_RESOURCES = [
  "investment.waivers",
  "investment.active.waivers",
  "investment.inactive.waivers",
] as const;

const readCovenants = [...COVENANT_RESOURCES, ...WAIVER_RESOURCES].flatMap((resource) =>
  allow(resource, "read"),
);
const manageCurrentCovenants = [
  ...allow("investment.covenants", "read", "add", "edit", "delete"),
  ...allow("investment.active.covenants", "read", "add", "edit", "delete"),
  ...allow("investment.waivers", "read", "add", "edit", "delete"),
  ...allow("investment.active.waivers", "read", "add", "edit", "delete"),
];

/** The seeded role → permission table. */
export function defaultRolePermissions(providerKey: string): Record<string, PermissionEntry[]> {
  const names = roleNames(providerKey);
  const clientBase = [
    ...allow("level", "CLIENT"),
    ...allow("clients", "read"),
    ...allow("financialPeriods", "read"),
    ...allow("regions", "read"),
    ...allow("reports", "read", "edit", "submit"),
    ...allow("investments", "read"),
    ...readCovenants,
    ...allow("exchangeRates", "read"),
    ...allow("exports", "create"),
  ];
  const providerBase = [
    ...allow("level", providerKey),
    ...allow("clients", "read"),
    ...allow("financialPeriods", "read"),
    ...allow("regions", "read"),
    ...allow("reports", "read"),
    ...allow("investments", "read"),
    ...readCovenants,
    ...allow("covenantConfigs", "read"),
    ...allow("exchangeRates", "read"),
    ...allow("exports", "create"),
    ...allow("covenants", "export"),
  ];
  const portfolioManager = [
    ...providerBase,
    ...allow("reports", "audit"),
    ...allow("investments", "updatePeriodicity"),
    ...manageCurrentCovenants,
  ];
  return {
    [names.client]: clientBase,
    [names.clientAdmin]: [
      ...clientBase,
      ...allow("users", "read", "create", "update", "reinvite", "delete", "password"),
    ],
    [names.provider]: providerBase,
    [names.regionalDirector]: portfolioManager,
    [names.investmentManager]: portfolioManager.filter(
      (entry) => !(entry.action === "delete" && entry.context.startsWith("investment.")),
    ),
    [names.admin]: [
      ...portfolioManager,
      ...allow("level", "ADMIN"),
      ...allow("admin", "area"),
      ...allow("users", "read", "create", "update", "reinvite", "delete", "password"),
      ...allow("clients", "create", "update", "remove"),
      ...allow("financialPeriods", "update"),
      ...allow("audits", "read"),
      ...allow("reports", "reopen", "delete"),
      ...allow("exchangeRates", "export", "import"),
      ...allow("covenantConfigs", "create", "update", "archive"),
      ...allow("templates", "read", "publish"),
      ...allow("investment.inactive.covenants", "add", "edit", "delete"),
      ...allow("investment.inactive.waivers", "add", "edit", "delete"),
    ],
  };
}

export function permissionKey(context: string, action: string): string {
  return `${context}\u0000${action}`;
}

/** Reduces entries to one value per (context, action): any deny wins, otherwise an allow. */
export function reducePermissions(entries: Iterable<PermissionEntry>): PermissionEntry[] {
  const reduced = new Map<string, PermissionEntry>();
  for (const entry of entries) {
    if (entry.value !== 1 && entry.value !== -1) continue;
    const key = permissionKey(entry.context, entry.action);
    const seen = reduced.get(key);
    if (!seen || entry.value === -1)
      reduced.set(key, { context: entry.context, action: entry.action, value: entry.value });
  }
  return [...reduced.values()];
}

/** The covenant and waiver flags of spec 3 §6 for one resource, e.g. `investment.active.covenants`. */
export function covenantFlags(permissions: readonly PermissionEntry[], resource: string) {
  const has = (action: string) =>
    permissions.some((p) => p.context === resource && p.action === action && p.value === 1);
  return { canRead: has("read"), canAdd: has("add"), canEdit: has("edit"), canDelete: has("delete") };
}
