// The scope suite: for every query and mutation of the API, a client user of client A (and a client admin of
// A) using client B's ids is refused with FORBIDDEN or learns nothing, B's data stays exactly as it was after
// each call, and the whole database stays as it was after the group (but for what the public flows write by
// design). The calls are those of operation-cases.ts; a new operation without a case fails the coverage test.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "./app";
import { describeCalls } from "./call-groups";
import { useTestDatabase } from "./database";
import { login, seedUser } from "./fixtures";
import { cases, operationsWithoutCase, schemaOperations, seedWorld, world } from "./operation-cases";

const database = useTestDatabase("scope");
const app = useTestApp(database);

const callers = {
  client: { roles: ["CLIENT"], id: "", token: "" },
  clientAdmin: { roles: ["CLIENT", "CLIENT-ADMIN"], id: "", token: "" },
};

async function snapshotOfB() {
  const db = database.db();
  const b = world.b;
  return {
    client: await db.collection("clients").findOne({ _id: b.client as never }),
    users: await db.collection("users").find({ "clients.ids": b.client }).sort({ _id: 1 }).toArray(),
    accounts: await db
      .collection("accounts")
      .find({ userId: { $in: [b.user, b.invited] } })
      .sort({ _id: 1 })
      .toArray(),
    reports: await db.collection("reportInstances").find({ "client._id": b.client }).toArray(),
    formData: await db.collection("formData").find({ clientId: b.client }).toArray(),
    notes: await db.collection("reportNotes").find({ reportId: b.report }).toArray(),
    investments: await db.collection("investments").find({ "client._id": b.client }).toArray(),
    covenantConfig: await db.collection("covenantConfigs").findOne({ _id: b.config as never }),
    covenantConfigCount: await db.collection("covenantConfigs").countDocuments(),
  };
}

beforeAll(async () => {
  const db = database.db();
  await seedWorld(db);
  for (const [email, caller] of [
    ["abe.a@a.test", callers.client],
    ["ada.a@a.test", callers.clientAdmin],
  ] as const) {
    const seeded = await seedUser(db, email, caller.roles, { ids: [world.a.client] });
    caller.id = seeded.user._id;
    caller.token = await login(app(), seeded.email, seeded.password);
  }
});

describe("a client user of client A using client B's ids", () => {
  for (const caller of ["client", "clientAdmin"] as const) {
    describeCalls(caller, {
      app,
      db: () => database.db(),
      cases: cases.filter((testCase) => (testCase.callers ?? [caller]).includes(caller)),
      token: () => callers[caller].token,
      callerId: () => callers[caller].id,
      roles: callers[caller].roles,
      target: () => world.b,
      home: () => world.a,
      expected: (testCase) => testCase.check,
      snapshotPerCall: snapshotOfB,
    });
  }
});

describe("coverage", () => {
  it("has a scope case for every query and mutation", () => {
    expect(operationsWithoutCase()).toEqual([]);
  });

  it("declares the requirement and data scope of every query and mutation resolver", () => {
    const undeclared = schemaOperations().filter(({ declaration }) => declaration === undefined);
    expect(undeclared.map(({ root, field }) => ({ root, field }))).toEqual([]);
  });
});
