import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../test/database";
import { defaultRolePermissions } from "./permissions";
import { RolePermissions } from "./role-permissions";
import type { RolePermissionsDoc } from "./repository";

const database = useTestDatabase("role-permissions");
const ADMIN = "investor-admin";
const admin = () => database.db().collection<RolePermissionsDoc>("rolePermissions").findOne({ _id: ADMIN });
const has = (doc: RolePermissionsDoc | null, context: string, action: string) =>
  doc?.permissions.some((entry) => entry.context === context && entry.action === action) ?? false;

describe("the stored role table", () => {
  it("gives an existing role a permission a new release adds, once, and never puts back a removed one", async () => {
    const db = database.db();
    const roles = db.collection<RolePermissionsDoc>("rolePermissions");
    const defaults = defaultRolePermissions("investor")[ADMIN]!;
    // A role stored by an earlier release, before exchangeRates.import existed.
    await roles.insertOne({
      _id: ADMIN,
      permissions: defaults.filter((entry) => entry.context !== "exchangeRates" || entry.action !== "import"),
    });
    const table = new RolePermissions(db, "investor");

    await table.seed();
    expect(has(await admin(), "exchangeRates", "import")).toBe(true);

    // Someone takes it away again on purpose: the next start leaves it out.
    const granted = (await admin())!.permissions;
    await roles.updateOne(
      { _id: ADMIN },
      {
        $set: {
          permissions: granted.filter(
            (entry) => entry.context !== "exchangeRates" || entry.action !== "import",
          ),
        },
      },
    );
    await table.seed();
    expect(has(await admin(), "exchangeRates", "import")).toBe(false);
    expect(await roles.countDocuments()).toBe(Object.keys(defaultRolePermissions("investor")).length);
  });

  it("stores printable keys (PostgreSQL refuses a NUL) and reads the NUL-separated ones an earlier release stored", async () => {
    const db = database.db();
    const roles = db.collection<RolePermissionsDoc>("rolePermissions");
    await roles.deleteMany({});
    const defaults = defaultRolePermissions("investor")[ADMIN]!;
    const removed = (entry: { context: string; action: string }) =>
      entry.context === "exchangeRates" && entry.action === "import";
    // Stored by an earlier release: every default applied (keys joined by NUL), one removed on purpose since.
    await roles.insertOne({
      _id: ADMIN,
      permissions: defaults.filter((entry) => !removed(entry)),
      defaultsApplied: defaults.map((entry) => `${entry.context}\u0000${entry.action}`),
    });
    const table = new RolePermissions(db, "investor");
    await table.seed();
    expect(has(await admin(), "exchangeRates", "import")).toBe(false);

    const others = await roles.find({ _id: { $ne: ADMIN } }).toArray();
    const keys = others.flatMap((role) => role.defaultsApplied ?? []);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => [...key].some((character) => character.charCodeAt(0) < 32))).toEqual([]);
  });
});
