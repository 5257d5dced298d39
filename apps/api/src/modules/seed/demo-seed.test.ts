import { beforeAll, describe, expect, it } from "vitest";
import { TEST_SCRYPT, useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { errorCode, gql, login } from "../../../test/fixtures";
import type { UserDoc } from "../../model/users";
import { describeSeed, keptDemo, seedDemo } from "./demo-seed";
import type { SeedReport } from "./demo-seed";

const database = useTestDatabase("demoseed");
const app = useTestApp(database);
let report: SeedReport;

beforeAll(async () => {
  report = await seedDemo(database.db(), {
    providerKey: "investor",
    publicUrl: "http://portal.test",
    scrypt: TEST_SCRYPT,
  });
});

describe("the demo seed", () => {
  it("loads the portfolio into an empty database, once", async () => {
    expect(report.seeded).toBe(true);
    expect(report.counts).toMatchObject({
      clients: 12,
      regions: expect.any(Number),
      formConfigs: expect.any(Number),
      reportConfigs: expect.any(Number),
    });
    expect(await database.db().collection("clients").countDocuments()).toBe(12);
    expect(
      (
        await seedDemo(database.db(), {
          providerKey: "investor",
          publicUrl: "http://portal.test",
          scrypt: TEST_SCRYPT,
        })
      ).seeded,
    ).toBe(false);
    expect(await database.db().collection("clients").countDocuments()).toBe(12);
  });

  it("stores hashed passwords and hashed invitation tokens only", async () => {
    const accounts = await database.db().collection("accounts").find().toArray();
    const serialised =
      JSON.stringify(accounts) + JSON.stringify(await database.db().collection("users").find().toArray());
    for (const { password } of report.logins) expect(serialised).not.toContain(`"${password}"`);
    for (const { link } of report.invitations) expect(serialised).not.toContain(link.split("/").pop()!);
    expect(describeSeed(report)).toContain("demo-admin");
  });

  it("lets every demo login in, landing where the demo says", async () => {
    const roles = new Set<string>();
    for (const demo of report.logins) {
      if (roles.has(demo.role)) continue;
      roles.add(demo.role);
      const response = await app().inject({
        method: "POST",
        url: "/auth/login",
        payload: { username: demo.username, password: demo.password },
      });
      expect(response.statusCode, demo.username).toBe(200);
      const who = await gql(
        app(),
        "{ whoAmI { home roles context { level } } essentials { formConfigs { key } reportConfigs { key } } }",
        {},
        { token: response.json().token },
      );
      expect(who.errors).toBeUndefined();
      expect(who.data?.whoAmI.home).toBe(response.json().home);
      expect(who.data?.essentials.formConfigs.length).toBeGreaterThan(0);
      expect(who.data?.essentials.reportConfigs.length).toBeGreaterThan(0);
    }
    expect([...roles].sort()).toEqual([
      "CLIENT",
      "CLIENT-ADMIN",
      "investor-IM",
      "investor-RD",
      "investor-admin",
    ]);
  });

  it("scopes the demo's client users to their client", async () => {
    const demo = report.logins.find((entry) => entry.role === "CLIENT")!;
    const token = await login(app(), demo.username, demo.password);
    const clients = await gql(app(), "{ clients(limit: 100) { results { _id key } } }", {}, { token });
    expect(clients.data?.clients.results).toHaveLength(1);
    const other = (await database
      .db()
      .collection("clients")
      .findOne({ _id: { $nin: [clients.data?.clients.results[0]._id] } } as never))!;
    expect(
      errorCode(
        await gql(app(), "query ($id: ID!) { client(clientId: $id) { name } }", { id: other._id }, { token }),
      ),
    ).toBe("FORBIDDEN");
  });

  it("keeps the demo's invitations open, to follow the registration flow", async () => {
    expect(report.invitations.length).toBeGreaterThan(0);
    const [invitation] = report.invitations;
    const inviteToken = invitation!.link.split("/").pop()!;
    const invited = await gql(app(), "query ($t: String!) { invitedUser(inviteToken: $t) { email } }", {
      t: inviteToken,
    });
    expect(invited.data?.invitedUser).toEqual({ email: invitation!.email });
    const user = await database.db().collection<UserDoc>("users").findOne({ email: invitation!.email });
    expect(Date.parse(user!.invitation!.expirationDate)).toBeGreaterThan(Date.now());
  });

  it("lists, on a later start, every login and the invitations the database still has open", async () => {
    const options = { providerKey: "investor", publicUrl: "http://portal.test" };
    const kept = await keptDemo(database.db(), options);
    expect(kept.logins).toEqual(report.logins);
    expect(kept.logins).toHaveLength(32);
    expect(kept.invitations).toEqual(report.invitations);

    const [declined, ...open] = report.invitations;
    const answer = await gql(
      app(),
      'mutation ($t: String!) { updateDeclineReason(inviteId: $t, bounceReason: "not me") { success } }',
      { t: declined!.link.split("/").pop() },
    );
    expect(answer.data?.updateDeclineReason.success).toBe(true);
    const later = await keptDemo(database.db(), options);
    expect(later.invitations).toEqual(open);
    expect(describeSeed(later)).not.toContain(declined!.link);
  });
});
