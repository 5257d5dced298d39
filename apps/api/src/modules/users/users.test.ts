import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import {
  AFRICA,
  LATAM,
  errorCode,
  gql,
  linkIn,
  login,
  seedClient,
  seedReference,
  seedUser,
} from "../../../test/fixtures";
import type { SeededUser } from "../../../test/fixtures";
import type { ClientDoc } from "../../model/clients";
import type { UserDoc } from "../../model/users";

const database = useTestDatabase("users");
const app = useTestApp(database);

const RESULT = `success error { code message fields { field message } } user { _id email status roles clients { ids regions nameList } changeLog { action actionBy { fullName } } invitation { fulfilled sents { date } creator { fullName } } }`;
const CREATE = `mutation ($user: UserInput!) { createUser(user: $user) { ${RESULT} } }`;
const UPDATE = `mutation ($userId: ID!, $user: UserInput!) { updateUserAsAdmin(userId: $userId, user: $user) { ${RESULT} } }`;
const REINVITE = `mutation ($userId: ID!) { reinviteUser(userId: $userId) { success error { code message } } }`;
const DELETE = `mutation ($userToDelete: ID!) { deleteUser(userToDelete: $userToDelete) { success error { code message } } }`;
const LIST = `query ($skip: Int, $limit: Int, $filter: String) { users(skip: $skip, limit: $limit, filter: $filter) { results { email fullName } pageInfo { total limit offset } } }`;

let admin: SeededUser;
let adminToken: string;
let alpha: ClientDoc;
let beta: ClientDoc;

const base = { firstName: "Nina", lastName: "New", language: "en" };

beforeAll(async () => {
  const db = database.db();
  await seedReference(db);
  alpha = await seedClient(db, "Alpha Bank");
  beta = await seedClient(db, "Beta Agro", {
    clientType: "AGRO",
    clientConfigType: "AGRO",
    worldRegion: AFRICA,
  });
  admin = await seedUser(db, "ada.admin@provider.test", ["investor-admin"]);
  adminToken = await login(app(), admin.email, admin.password);
});

describe("createUser", () => {
  it("creates an invited user, mails the invitation and writes the change log", async () => {
    const answer = await gql(
      app(),
      CREATE,
      { user: { ...base, email: "nina.new@alpha.test", roles: ["CLIENT"], clients: { ids: [alpha._id] } } },
      { token: adminToken },
    );
    expect(answer.data?.createUser).toMatchObject({
      success: true,
      error: null,
      user: {
        status: "INVITED",
        roles: ["CLIENT"],
        clients: { ids: [alpha._id], regions: [], nameList: ["Alpha Bank"] },
        changeLog: [{ action: "created", actionBy: { fullName: "Ada Admin" } }],
        invitation: {
          fulfilled: false,
          sents: [{ date: expect.any(String) }],
          creator: { fullName: "Ada Admin" },
        },
      },
    });
    expect(await linkIn(database.db(), "nina.new@alpha.test", "/registration/")).toMatch(
      /^http:\/\/portal\.test\/registration\//,
    );
  });

  it("adds CLIENT to CLIENT-ADMIN", async () => {
    const answer = await gql(
      app(),
      CREATE,
      {
        user: {
          ...base,
          email: "carla.cadmin@alpha.test",
          roles: ["CLIENT-ADMIN"],
          clients: { ids: [alpha._id] },
        },
      },
      { token: adminToken },
    );
    expect(answer.data?.createUser.user.roles).toEqual(["CLIENT", "CLIENT-ADMIN"]);
  });

  it("asks for clients for CLIENT, regions for RD and IM, and drops a scope the roles do not use", async () => {
    const client = await gql(
      app(),
      CREATE,
      { user: { ...base, email: "no.clients@alpha.test", roles: ["CLIENT"] } },
      { token: adminToken },
    );
    expect(client.data?.createUser.error.fields).toEqual([
      { field: "clients.ids", message: "Select the clients of this user" },
    ]);
    for (const role of ["investor-RD", "investor-IM"]) {
      const regional = await gql(
        app(),
        CREATE,
        { user: { ...base, email: `no.regions.${role}@provider.test`, roles: [role] } },
        { token: adminToken },
      );
      expect(regional.data?.createUser.error.fields).toEqual([
        { field: "clients.regions", message: "Select the regions of this user" },
      ]);
    }
    const rd = await gql(
      app(),
      CREATE,
      {
        user: {
          ...base,
          email: "rory.rd@provider.test",
          roles: ["investor-RD"],
          clients: { ids: [alpha._id], regions: [LATAM] },
        },
      },
      { token: adminToken },
    );
    expect(rd.data?.createUser.user.clients).toEqual({ ids: [], regions: [LATAM], nameList: [] });
  });

  it("refuses bad input with every problem named, and creates nothing", async () => {
    const before = await database.db().collection("users").countDocuments();
    const answer = await gql(
      app(),
      CREATE,
      {
        user: {
          firstName: " ",
          email: "not-an-email",
          roles: ["CLIENT", "investor-admin", "boss"],
          language: "xx",
          clients: { ids: ["64a000000000000000000999"] },
          communication: [{ type: "phone" }],
        },
      },
      { token: adminToken },
    );
    expect(answer.data?.createUser).toMatchObject({
      success: false,
      user: null,
      error: { code: "BAD_USER_INPUT", message: "Invalid form, please review" },
    });
    expect(answer.data?.createUser.error.fields).toEqual(
      expect.arrayContaining([
        { field: "firstName", message: "field is required" },
        { field: "lastName", message: "field is required" },
        { field: "email", message: "Not a valid e-mail address" },
        { field: "language", message: "Unknown language" },
        { field: "roles", message: "Unknown role boss" },
        { field: "roles", message: "A user has either client roles or provider roles, not both" },
        { field: "clients.ids", message: "Unknown client" },
        { field: "communication.0.value", message: "field is required" },
      ]),
    );
    expect(await database.db().collection("users").countDocuments()).toBe(before);
  });

  it("refuses a second user with the same e-mail address", async () => {
    const user = { ...base, email: "Twin@Alpha.test", roles: ["CLIENT"], clients: { ids: [alpha._id] } };
    expect((await gql(app(), CREATE, { user }, { token: adminToken })).data?.createUser.success).toBe(true);
    const twin = await gql(
      app(),
      CREATE,
      { user: { ...user, email: "twin@alpha.test" } },
      { token: adminToken },
    );
    expect(twin.data?.createUser.error.code).toBe("CONFLICT");
  });
});

describe("updateUserAsAdmin", () => {
  it("clears clients and regions when the roles change", async () => {
    const created = await gql(
      app(),
      CREATE,
      {
        user: {
          ...base,
          email: "ivy.im@provider.test",
          roles: ["investor-IM"],
          clients: { regions: [LATAM, AFRICA] },
        },
      },
      { token: adminToken },
    );
    const userId = created.data?.createUser.user._id;
    // Same roles, no scope sent: the regions stay.
    const kept = await gql(
      app(),
      UPDATE,
      { userId, user: { ...base, email: "ivy.im@provider.test", roles: ["investor-IM"] } },
      { token: adminToken },
    );
    expect(kept.data?.updateUserAsAdmin.user.clients.regions).toEqual([LATAM, AFRICA]);
    // New roles, no scope sent: cleared, so RD asks for regions again.
    const cleared = await gql(
      app(),
      UPDATE,
      { userId, user: { ...base, email: "ivy.im@provider.test", roles: ["investor-RD"] } },
      { token: adminToken },
    );
    expect(cleared.data?.updateUserAsAdmin.error.fields).toEqual([
      { field: "clients.regions", message: "Select the regions of this user" },
    ]);
    const admin2 = await gql(
      app(),
      UPDATE,
      { userId, user: { ...base, email: "ivy.im@provider.test", roles: ["investor-admin"] } },
      { token: adminToken },
    );
    expect(admin2.data?.updateUserAsAdmin.user).toMatchObject({
      roles: ["investor-admin"],
      clients: { ids: [], regions: [] },
    });
    const log = admin2.data?.updateUserAsAdmin.user.changeLog.map(
      (entry: { action: string }) => entry.action,
    );
    expect(log).toEqual(["created", "updated", "updated"]);
  });

  it("changes the login name with the e-mail address", async () => {
    const person = await seedUser(database.db(), "old.name@alpha.test", ["CLIENT"], { ids: [alpha._id] });
    const answer = await gql(
      app(),
      UPDATE,
      { userId: person.user._id, user: { ...base, email: "new.name@alpha.test", roles: ["CLIENT"] } },
      { token: adminToken },
    );
    expect(answer.data?.updateUserAsAdmin.success).toBe(true);
    await login(app(), "new.name@alpha.test", person.password);
  });

  it("does not let admins change their own roles", async () => {
    const answer = await gql(
      app(),
      UPDATE,
      { userId: admin.user._id, user: { ...base, email: admin.email, roles: ["investor"] } },
      { token: adminToken },
    );
    expect(answer.data?.updateUserAsAdmin.error.message).toBe("You cannot change your own roles");
  });
});

describe("the user form's field messages", () => {
  // One bad value per rule: the User schema's (required, e-mail, language, at least one role, ids), the user
  // rules' (client users need clients, regional roles regions) and the communication items'.
  const email = "una.rules@alpha.test";
  const valid = { ...base, email, roles: ["CLIENT"] };
  const cases: Array<[string, Record<string, unknown>, { field: string; message: string }]> = [
    ["an empty first name", { firstName: " " }, { field: "firstName", message: "field is required" }],
    ["no last name", { lastName: null }, { field: "lastName", message: "field is required" }],
    ["no e-mail", { email: "" }, { field: "email", message: "field is required" }],
    [
      "an e-mail the schema refuses",
      { email: "una@alpha_bank.test" },
      { field: "email", message: "Not a valid e-mail address" },
    ],
    ["an unknown language", { language: "xx" }, { field: "language", message: "Unknown language" }],
    ["no role", { roles: [] }, { field: "roles", message: "field is required" }],
    [
      "a client user without clients",
      { clients: { ids: [] } },
      { field: "clients.ids", message: "Select the clients of this user" },
    ],
    [
      "a regional director without regions",
      { roles: ["investor-RD"], clients: { regions: [] } },
      { field: "clients.regions", message: "Select the regions of this user" },
    ],
    [
      "a client that is no id",
      { clients: { ids: ["alpha"] } },
      { field: "clients.ids", message: "Unknown client" },
    ],
    [
      "a region that is no id",
      { roles: ["investor-IM"], clients: { regions: ["latam"] } },
      { field: "clients.regions", message: "Unknown region" },
    ],
    [
      "a communication item without a value",
      { communication: [{ type: "phone", value: " " }] },
      { field: "communication.0.value", message: "field is required" },
    ],
  ];

  let userId = "";
  beforeAll(async () => {
    const created = await gql(
      app(),
      CREATE,
      { user: { ...valid, clients: { ids: [alpha._id] } } },
      { token: adminToken },
    );
    userId = created.data?.createUser.user._id;
  });

  it.each(cases)("%s: its field message, and the user stays as they were", async (_case, change, problem) => {
    const users = database.db().collection<UserDoc>("users");
    const before = await users.findOne({ _id: userId });
    const answer = await gql(app(), UPDATE, { userId, user: { ...valid, ...change } }, { token: adminToken });
    expect(answer.data?.updateUserAsAdmin).toMatchObject({
      success: false,
      user: null,
      error: { code: "BAD_USER_INPUT", message: "Invalid form, please review" },
    });
    expect(answer.data?.updateUserAsAdmin.error.fields).toEqual([problem]);
    expect(await users.findOne({ _id: userId })).toEqual(before);
  });

  it("keeps an address that names only its country, as the portal's form allows", async () => {
    const answer = await gql(
      app(),
      UPDATE,
      { userId, user: { ...valid, address: { country: "Peru" } } },
      { token: adminToken },
    );
    expect(answer.data?.updateUserAsAdmin.success).toBe(true);
  });
});

describe("reinviteUser and deleteUser", () => {
  it("reinvites a user without an account with a new link, and refuses one with an account", async () => {
    const created = await gql(
      app(),
      CREATE,
      {
        user: {
          ...base,
          email: "rita.reinvite@alpha.test",
          roles: ["CLIENT"],
          clients: { ids: [alpha._id] },
        },
      },
      { token: adminToken },
    );
    const firstLink = await linkIn(database.db(), "rita.reinvite@alpha.test", "/registration/");
    expect(
      (await gql(app(), REINVITE, { userId: created.data?.createUser.user._id }, { token: adminToken })).data
        ?.reinviteUser.success,
    ).toBe(true);
    const secondLink = await linkIn(database.db(), "rita.reinvite@alpha.test", "/registration/");
    expect(secondLink).not.toBe(firstLink);
    const oldToken = decodeURIComponent(new URL(firstLink).pathname.split("/")[2]!);
    const stale = await gql(app(), "query ($t: String!) { invitedUser(inviteToken: $t) { _id } }", {
      t: oldToken,
    });
    expect(stale.data?.invitedUser).toBeNull();
    const stored = await database
      .db()
      .collection<UserDoc>("users")
      .findOne({ _id: created.data?.createUser.user._id });
    expect(stored?.invitation?.sents).toHaveLength(2);

    const refused = await gql(app(), REINVITE, { userId: admin.user._id }, { token: adminToken });
    expect(refused.data?.reinviteUser.error.message).toBe("This user already has an account");
  });

  it("deletes: status DELETED, sessions ended, login refused, e-mail free again", async () => {
    const leaving = await seedUser(database.db(), "leo.leaving@alpha.test", ["CLIENT"], { ids: [alpha._id] });
    const session = await login(app(), leaving.email, leaving.password);
    expect(
      (await gql(app(), DELETE, { userToDelete: leaving.user._id }, { token: adminToken })).data?.deleteUser,
    ).toEqual({ success: true, error: null });
    expect(
      (await database.db().collection<UserDoc>("users").findOne({ _id: leaving.user._id }))?.status,
    ).toBe("DELETED");
    expect(errorCode(await gql(app(), "{ whoAmI { _id } }", {}, { token: session }))).toBe("UNAUTHENTICATED");
    const response = await app().inject({
      method: "POST",
      url: "/auth/login",
      payload: { username: leaving.email, password: leaving.password },
    });
    expect(response.statusCode).toBe(401);
    const again = await gql(app(), DELETE, { userToDelete: leaving.user._id }, { token: adminToken });
    expect(again.data?.deleteUser.error.code).toBe("NOT_FOUND");
    const recreated = await gql(
      app(),
      CREATE,
      { user: { ...base, email: leaving.email, roles: ["CLIENT"], clients: { ids: [alpha._id] } } },
      { token: adminToken },
    );
    expect(recreated.data?.createUser.success).toBe(true);
    expect(
      (await gql(app(), DELETE, { userToDelete: admin.user._id }, { token: adminToken })).data?.deleteUser
        .error.message,
    ).toBe("You cannot delete your own user");
  });
});

describe("the users list", () => {
  it("pages 25 at a time by default, searches, and leaves deleted users out", async () => {
    const all = await gql(app(), LIST, {}, { token: adminToken });
    expect(all.data?.users.pageInfo).toMatchObject({ limit: 25, offset: 0 });
    const total = all.data?.users.pageInfo.total;
    const page = await gql(app(), LIST, { skip: 1, limit: 2 }, { token: adminToken });
    expect(page.data?.users.results).toHaveLength(2);
    expect(page.data?.users.pageInfo).toEqual({ total, limit: 2, offset: 1 });
    expect(page.data?.users.results[0]).toEqual(all.data?.users.results[1]);
    const found = await gql(app(), LIST, { filter: "ADA.ADMIN" }, { token: adminToken });
    expect(found.data?.users.results).toEqual([{ email: admin.email, fullName: "Ada Admin" }]);
    const deletedUsers = await database.db().collection("users").countDocuments({ status: "DELETED" });
    expect(deletedUsers).toBeGreaterThan(0);
    expect(total).toBe((await database.db().collection("users").countDocuments()) - deletedUsers);
  });
});

describe("a client admin", () => {
  it("administers the client users of their own clients only", async () => {
    const db = database.db();
    const chief = await seedUser(db, "cora.chief@alpha.test", ["CLIENT", "CLIENT-ADMIN"], {
      ids: [alpha._id],
    });
    const colleague = await seedUser(db, "cole.colleague@alpha.test", ["CLIENT"], { ids: [alpha._id] });
    const outsider = await seedUser(db, "olga.outsider@beta.test", ["CLIENT"], { ids: [beta._id] });
    const both = await seedUser(db, "bo.both@alpha.test", ["CLIENT"], { ids: [alpha._id, beta._id] });
    const token = await login(app(), chief.email, chief.password);

    const list = await gql(
      app(),
      `{ users(limit: 100) { results { email clients { nameList } } } }`,
      {},
      { token },
    );
    const emails = list.data?.users.results.map((user: { email: string }) => user.email);
    expect(emails).toContain(colleague.email);
    expect(emails).not.toContain(outsider.email);
    expect(emails).not.toContain(both.email);
    expect(emails).not.toContain(admin.email);

    const own = await gql(
      app(),
      CREATE,
      { user: { ...base, email: "newbie@alpha.test", roles: ["CLIENT"], clients: { ids: [alpha._id] } } },
      { token },
    );
    expect(own.data?.createUser.success).toBe(true);
    const foreign = await gql(
      app(),
      CREATE,
      { user: { ...base, email: "sneaky@beta.test", roles: ["CLIENT"], clients: { ids: [beta._id] } } },
      { token },
    );
    expect(errorCode(foreign)).toBe("FORBIDDEN");
    const unknown = await gql(
      app(),
      CREATE,
      {
        user: {
          ...base,
          email: "sneaky@beta.test",
          roles: ["CLIENT"],
          clients: { ids: ["64a000000000000000000999"] },
        },
      },
      { token },
    );
    expect(unknown.errors).toEqual(foreign.errors);
    const promoted = await gql(
      app(),
      CREATE,
      { user: { ...base, email: "boss@alpha.test", roles: ["investor-admin"] } },
      { token },
    );
    expect(promoted.data?.createUser.error.fields).toContainEqual({
      field: "roles",
      message: "You may only give client roles",
    });

    expect(
      errorCode(
        await gql(
          app(),
          UPDATE,
          { userId: outsider.user._id, user: { ...base, email: outsider.email, roles: ["CLIENT"] } },
          { token },
        ),
      ),
    ).toBe("FORBIDDEN");
    expect(errorCode(await gql(app(), DELETE, { userToDelete: both.user._id }, { token }))).toBe("FORBIDDEN");
    expect(
      errorCode(
        await gql(
          app(),
          "query ($id: ID!) { user(userId: $id) { email } }",
          { id: admin.user._id },
          { token },
        ),
      ),
    ).toBe("FORBIDDEN");
    expect(
      (await gql(app(), DELETE, { userToDelete: colleague.user._id }, { token })).data?.deleteUser.success,
    ).toBe(true);
  });

  it("provider users who are not admins administer nobody", async () => {
    const rd = await seedUser(database.db(), "rob.rd@provider.test", ["investor-RD"], { regions: [LATAM] });
    const token = await login(app(), rd.email, rd.password);
    expect(errorCode(await gql(app(), LIST, {}, { token }))).toBe("FORBIDDEN");
    expect(
      errorCode(
        await gql(
          app(),
          CREATE,
          { user: { ...base, email: "x@alpha.test", roles: ["CLIENT"], clients: { ids: [alpha._id] } } },
          { token },
        ),
      ),
    ).toBe("FORBIDDEN");
  });
});
