import { describe, expect, it } from "vitest";
import { clientUser, providerAdmin } from "../../../test/fixtures";
import { can, reducePermissions } from "./permissions";
import {
  decryptPermissions,
  encryptPermissions,
  loadPermissions,
  permissionsStorageKey,
  storePermissions,
} from "./secureStorage";
import { homePath, toSession } from "./session";

describe("reducePermissions", () => {
  it("lets a deny win over an allow, in either order", () => {
    const reduced = reducePermissions([
      { context: "reports", action: "approve", value: 1 },
      { context: "reports", action: "approve", value: -1 },
      { context: "users", action: "manage", value: -1 },
      { context: "users", action: "manage", value: 1 },
      { context: "level", action: "investor", value: 1 },
    ]);
    expect(can(reduced, "reports", "approve")).toBe(false);
    expect(can(reduced, "users", "manage")).toBe(false);
    expect(can(reduced, "level", "investor")).toBe(true);
    expect(can(reduced, "level", "CLIENT")).toBe(false);
  });
});

describe("toSession", () => {
  it("takes the level flags, home and name from whoAmI", () => {
    const session = toSession(providerAdmin, "investor");
    expect(session.user).toMatchObject({
      id: "u-admin",
      fullName: "Portal Administrator",
      isProvider: true,
      isAdmin: true,
      home: "/investor/",
    });
    expect(can(session.permissions, "level", "investor")).toBe(true);
  });

  it("gives a client user their default client", () => {
    const session = toSession(clientUser, "investor");
    expect(session.user).toMatchObject({
      isClient: true,
      isProvider: false,
      defaultClient: "andes",
      home: "/client/andes/",
    });
    expect(session.clients.map((client) => client.key)).toEqual(["andes"]);
  });
});

describe("homePath", () => {
  it("is /{product}/ for provider users, /client/{defaultClient}/ for client users, /login otherwise", () => {
    expect(homePath({ isProvider: true, isClient: false, defaultClient: null }, "investor")).toBe(
      "/investor/",
    );
    expect(homePath({ isProvider: false, isClient: true, defaultClient: "andes" }, "investor")).toBe(
      "/client/andes/",
    );
    expect(homePath({ isProvider: false, isClient: true, defaultClient: null }, "investor")).toBe("/login");
    expect(homePath({ isProvider: false, isClient: false, defaultClient: null }, "investor")).toBe("/login");
  });
});

describe("encrypted permissions", () => {
  const permissions = reducePermissions([{ context: "level", action: "investor", value: 1 }]);

  it("round-trips through local storage without the permissions readable in it", async () => {
    await storePermissions("u1", permissions);
    const stored = localStorage.getItem(permissionsStorageKey("u1"))!;
    expect(stored).not.toContain("investor");
    await expect(loadPermissions("u1")).resolves.toEqual(permissions);
  });

  it("refuses an altered copy and another user's copy", async () => {
    const stored = await encryptPermissions("u1", permissions);
    const [iv, data] = stored.split(".");
    const flipped = `${iv}.${data!.slice(0, -4)}${data!.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    await expect(decryptPermissions("u1", flipped)).resolves.toBeNull();
    await expect(decryptPermissions("u2", stored)).resolves.toBeNull();
    await expect(loadPermissions("nobody")).resolves.toBeNull();
  });
});
