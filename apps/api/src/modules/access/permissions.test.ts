import { describe, expect, it } from "vitest";
import type { UserDoc } from "../../model/users";
import { scopeOf } from "./access";
import { covenantFlags, defaultRolePermissions, reducePermissions } from "./permissions";
import { roleProfile } from "@ledgerline/schemas";

describe("reducePermissions", () => {
  it("keeps one entry per context and action, and a deny wins over any allow", () => {
    const reduced = reducePermissions([
      { context: "users", action: "read", value: 1 },
      { context: "users", action: "read", value: -1 },
      { context: "users", action: "read", value: 1 },
      { context: "clients", action: "read", value: 1 },
      { context: "clients", action: "read", value: 1 },
    ]);
    expect(reduced).toEqual([
      { context: "users", action: "read", value: -1 },
      { context: "clients", action: "read", value: 1 },
    ]);
  });
});

describe("the default role table", () => {
  const table = defaultRolePermissions("investor");
  const flags = (role: string, resource: string) =>
    covenantFlags(reducePermissions(table[role] ?? []), resource);

  it("gives covenant and waiver flags per investment time state", () => {
    expect(flags("CLIENT", "investment.covenants")).toEqual({
      canRead: true,
      canAdd: false,
      canEdit: false,
      canDelete: false,
    });
    expect(flags("investor-RD", "investment.active.covenants")).toEqual({
      canRead: true,
      canAdd: true,
      canEdit: true,
      canDelete: true,
    });
    expect(flags("investor-IM", "investment.covenants")).toEqual({
      canRead: true,
      canAdd: true,
      canEdit: true,
      canDelete: false,
    });
    expect(flags("investor-RD", "investment.inactive.waivers")).toEqual({
      canRead: true,
      canAdd: false,
      canEdit: false,
      canDelete: false,
    });
    expect(flags("investor-admin", "investment.inactive.covenants")).toEqual({
      canRead: true,
      canAdd: true,
      canEdit: true,
      canDelete: true,
    });
  });

  it("keeps administration to admins, and user administration to admins and client admins", () => {
    const can = (role: string, context: string, action: string) =>
      reducePermissions(table[role] ?? []).some(
        (p) => p.context === context && p.action === action && p.value === 1,
      );
    expect(Object.keys(table).filter((role) => can(role, "admin", "area"))).toEqual(["investor-admin"]);
    expect(Object.keys(table).filter((role) => can(role, "users", "create"))).toEqual([
      "CLIENT-ADMIN",
      "investor-admin",
    ]);
    expect(Object.keys(table).filter((role) => can(role, "audits", "read"))).toEqual(["investor-admin"]);
  });
});

describe("scopeOf", () => {
  const user = (roles: string[]): Pick<UserDoc, "roles" | "clients"> => ({
    roles,
    clients: { ids: ["c1"], regions: ["r1"], nameList: [] },
  });
  const scope = (roles: string[]) => scopeOf(user(roles), roleProfile(roles, "investor"));

  it("limits client users to their clients, RD and IM to their regions, and lets admins see all", () => {
    expect(scope(["CLIENT"])).toEqual({ kind: "limited", clientIds: ["c1"], regionIds: [] });
    expect(scope(["investor-RD"])).toEqual({ kind: "limited", clientIds: [], regionIds: ["r1"] });
    expect(scope(["investor-IM"])).toEqual({ kind: "limited", clientIds: [], regionIds: ["r1"] });
    expect(scope(["investor"])).toEqual({ kind: "all" });
    expect(scope(["investor-RD", "investor-admin"])).toEqual({ kind: "all" });
    expect(scope([])).toEqual({ kind: "limited", clientIds: [], regionIds: [] });
  });
});
