import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import {
  AFRICA,
  ASIA,
  COUNTRIES,
  LATAM,
  errorCode,
  gql,
  login,
  seedClient,
  seedReference,
  seedUser,
} from "../../../test/fixtures";
import type { UserDoc } from "../../model/users";
import type { ClientDoc } from "../../model/clients";

const database = useTestDatabase("clients");
const app = useTestApp(database);

const CLIENT_FIELDS = `_id key name officialName clientType clientConfigType status worldRegion address { country countryName city } settings { currency reportingScale financialPeriodEnd { day month } } contacts { name role email } financialPeriods { financialYear financialYearId start end months }`;
const CREATE = `mutation ($client: ClientInput!) { createClient(client: $client) { success error { code message fields { field message } } client { ${CLIENT_FIELDS} } } }`;
const UPDATE = `mutation ($clientId: ID!, $client: ClientInput!) { updateClient(clientId: $clientId, client: $client) { success error { code message fields { field message } } client { ${CLIENT_FIELDS} } } }`;
const REMOVE = `mutation ($clientId: ID!, $clientName: String!) { removeClient(clientId: $clientId, clientName: $clientName) { success error { code message } } }`;
const PERIODS = `mutation ($clientId: ID!, $periods: [FinancialPeriodInput!]!) { updateFinancialPeriods(clientId: $clientId, financialPeriods: $periods) { success error { code message fields { field message } } financialPeriods { financialYear financialYearId start end months } } }`;
const LIST = `query ($skip: Int, $limit: Int, $filter: String, $status: [String!], $clientType: String) { clients(skip: $skip, limit: $limit, filter: $filter, status: $status, clientType: $clientType) { results { name status } pageInfo { total limit offset } } }`;

let adminToken: string;

const form = {
  name: "Banco Ñandú",
  officialName: "Banco Ñandú S.A.",
  clientType: "BANK",
  institutionalForm: "Bank",
  profitProfile: "profit",
  status: "active",
  worldRegion: LATAM,
  yearOfOperationalStart: 1998,
  address: {
    country: COUNTRIES[0]!._id,
    city: "Lima",
    postalcode: "15001",
    street: "Jr. de la Unión",
    nr: "5",
  },
  settings: { currency: "pen", reportingScale: 1000 },
  contacts: [{ name: "Luis Paz", role: "CEO", email: "luis@nandu.test" }],
};

beforeAll(async () => {
  const db = database.db();
  await seedReference(db);
  const admin = await seedUser(db, "ada.admin@provider.test", ["investor-admin"]);
  adminToken = await login(app(), admin.email, admin.password);
});

describe("createClient and updateClient", () => {
  it("creates a client with a key from its name and the defaults of the spec", async () => {
    const answer = await gql(app(), CREATE, { client: form }, { token: adminToken });
    expect(answer.data?.createClient).toMatchObject({
      success: true,
      client: {
        key: "banco-nandu",
        clientConfigType: "MFI",
        address: { country: COUNTRIES[0]!._id, countryName: "Peru" },
        settings: { currency: "PEN", reportingScale: 1000, financialPeriodEnd: { day: 31, month: 12 } },
        financialPeriods: [],
      },
    });
    const second = await gql(
      app(),
      CREATE,
      { client: { ...form, clientType: "AGRO" } },
      { token: adminToken },
    );
    expect(second.data?.createClient.client).toMatchObject({
      key: "banco-nandu-2",
      clientConfigType: "AGRO",
    });
  });

  it("refuses an incomplete form with every field named, and stores nothing", async () => {
    const before = await database.db().collection("clients").countDocuments();
    const answer = await gql(
      app(),
      CREATE,
      {
        client: {
          name: "Half",
          clientType: "SHOP",
          worldRegion: "64c000000000000000000999",
          settings: { reportingScale: 7 },
          contacts: [{ name: "X", email: "nope" }],
        },
      },
      { token: adminToken },
    );
    expect(answer.data?.createClient).toMatchObject({
      success: false,
      client: null,
      error: { code: "BAD_USER_INPUT", message: "Invalid form, please review" },
    });
    const fields = answer.data?.createClient.error.fields.map((field: { field: string }) => field.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        "officialName",
        "clientType",
        "institutionalForm",
        "profitProfile",
        "status",
        "worldRegion",
        "yearOfOperationalStart",
        "address.country",
        "address.city",
        "settings.currency",
        "settings.reportingScale",
        "contacts.0.role",
        "contacts.0.email",
      ]),
    );
    expect(await database.db().collection("clients").countDocuments()).toBe(before);
  });

  it("updates every field but the key, and refuses bad input leaving the client as it was", async () => {
    const created = (
      await gql(app(), CREATE, { client: { ...form, name: "Update Me" } }, { token: adminToken })
    ).data?.createClient.client;
    const updated = await gql(
      app(),
      UPDATE,
      { clientId: created._id, client: { ...form, name: "Updated", status: "workout", worldRegion: AFRICA } },
      { token: adminToken },
    );
    expect(updated.data?.updateClient.client).toMatchObject({
      key: "update-me",
      name: "Updated",
      status: "workout",
      worldRegion: AFRICA,
    });
    const refused = await gql(
      app(),
      UPDATE,
      { clientId: created._id, client: { ...form, name: "" } },
      { token: adminToken },
    );
    expect(refused.data?.updateClient.success).toBe(false);
    expect((await database.db().collection<ClientDoc>("clients").findOne({ _id: created._id }))?.name).toBe(
      "Updated",
    );
    const missing = await gql(
      app(),
      UPDATE,
      { clientId: "64a000000000000000000999", client: form },
      { token: adminToken },
    );
    expect(missing.data?.updateClient.error.code).toBe("NOT_FOUND");
  });
});

describe("the client form's field messages", () => {
  // One bad value per rule: the Client schema's (required, lists, currency code, ranges, e-mail) and those a
  // schema cannot say (the region looked up, the year not after this one, the day within its month, a month
  // yyyymm, bottom not after top, "removed" set only by removeClient).
  const thisYear = new Date().getUTCFullYear();
  const settings = { currency: "PEN", reportingScale: 1000 };
  const cases: Array<[string, Record<string, unknown>, { field: string; message: string }]> = [
    ["an empty name", { name: " " }, { field: "name", message: "field is required" }],
    ["no official name", { officialName: null }, { field: "officialName", message: "field is required" }],
    [
      "an unknown client type",
      { clientType: "SHOP" },
      { field: "clientType", message: "One of: MFI, BANK, AGRO" },
    ],
    [
      "a client type as template family",
      { clientConfigType: "BANK" },
      { field: "clientConfigType", message: "One of: MFI, AGRO" },
    ],
    [
      "an unknown institutional form",
      { institutionalForm: "Club" },
      { field: "institutionalForm", message: "One of: Bank, NBFI, NGO, Credit Union / SACCO, Other" },
    ],
    [
      "an unknown profit profile",
      { profitProfile: "charity" },
      { field: "profitProfile", message: "One of: profit, nonprofit" },
    ],
    [
      "an unknown status",
      { status: "paused" },
      { field: "status", message: "One of: active, workout, inactive" },
    ],
    [
      "the status removed",
      { status: "removed" },
      { field: "status", message: "One of: active, workout, inactive" },
    ],
    ["a region that is no id", { worldRegion: "latam" }, { field: "worldRegion", message: "Unknown region" }],
    [
      "an unknown region",
      { worldRegion: "64c000000000000000000999" },
      { field: "worldRegion", message: "Unknown region" },
    ],
    [
      "a year before 1800",
      { yearOfOperationalStart: 1799 },
      { field: "yearOfOperationalStart", message: `A year from 1800 to ${thisYear}` },
    ],
    [
      "a year after this one",
      { yearOfOperationalStart: thisYear + 1 },
      { field: "yearOfOperationalStart", message: `A year from 1800 to ${thisYear}` },
    ],
    [
      "a currency that is no code",
      { settings: { ...settings, currency: "EURO" } },
      { field: "settings.currency", message: "A three-letter currency code, e.g. USD" },
    ],
    [
      "the reporting scale 10, a report's only",
      { settings: { ...settings, reportingScale: 10 } },
      { field: "settings.reportingScale", message: "One of: 1, 100, 1000, 10000, 100000, 1000000, 10000000" },
    ],
    [
      "a financial year ending in month 13",
      { settings: { ...settings, financialPeriodEnd: { day: 31, month: 13 } } },
      { field: "settings.financialPeriodEnd", message: "Not a day of the year" },
    ],
    [
      "a financial year ending on 31 April",
      { settings: { ...settings, financialPeriodEnd: { day: 31, month: 4 } } },
      { field: "settings.financialPeriodEnd", message: "Not a day of the year" },
    ],
    [
      "a contact's e-mail the schema refuses",
      { contacts: [{ name: "Luis Paz", role: "CEO", email: "luis@nandu_bank.test" }] },
      { field: "contacts.0.email", message: "Not a valid e-mail address" },
    ],
    [
      "a contact without a role",
      { contacts: [{ name: "Luis Paz", email: "luis@nandu.test" }] },
      { field: "contacts.0.role", message: "field is required" },
    ],
    [
      "a month before 1900",
      { bottomDate: 189912 },
      { field: "bottomDate", message: "A month as yyyymm, e.g. 202401" },
    ],
    ["month 13", { topDate: 202413 }, { field: "topDate", message: "A month as yyyymm, e.g. 202401" }],
    [
      "a bottom date after the top date",
      { bottomDate: 202402, topDate: 202401 },
      { field: "topDate", message: "The top date comes after the bottom date" },
    ],
  ];

  let clientId = "";
  beforeAll(async () => {
    const created = await gql(
      app(),
      CREATE,
      { client: { ...form, name: "Rule Bank" } },
      { token: adminToken },
    );
    clientId = created.data?.createClient.client._id;
  });

  it.each(cases)("%s: its field message, and the client stays as it was", async (_case, change, problem) => {
    const clients = database.db().collection<ClientDoc>("clients");
    const before = await clients.findOne({ _id: clientId });
    const answer = await gql(
      app(),
      UPDATE,
      { clientId, client: { ...form, ...change } },
      { token: adminToken },
    );
    expect(answer.data?.updateClient).toMatchObject({
      success: false,
      client: null,
      error: { code: "BAD_USER_INPUT", message: "Invalid form, please review" },
    });
    expect(answer.data?.updateClient.error.fields).toEqual([problem]);
    expect(await clients.findOne({ _id: clientId })).toEqual(before);
  });
});

describe("removeClient", () => {
  it("needs the client's name, marks it removed, hides it and takes it out of users' scopes", async () => {
    const client = await seedClient(database.db(), "Gone Soon");
    const member = await seedUser(database.db(), "gwen.gone@gone.test", ["CLIENT"], { ids: [client._id] });
    const wrongName = await gql(
      app(),
      REMOVE,
      { clientId: client._id, clientName: "Gone" },
      { token: adminToken },
    );
    expect(wrongName.data?.removeClient.error.code).toBe("BAD_USER_INPUT");
    expect((await database.db().collection<ClientDoc>("clients").findOne({ _id: client._id }))?.status).toBe(
      "active",
    );
    expect(
      (await gql(app(), REMOVE, { clientId: client._id, clientName: "Gone Soon" }, { token: adminToken }))
        .data?.removeClient.success,
    ).toBe(true);
    expect((await database.db().collection<ClientDoc>("clients").findOne({ _id: client._id }))?.status).toBe(
      "removed",
    );
    expect(
      (await database.db().collection<UserDoc>("users").findOne({ _id: member.user._id }))?.clients.ids,
    ).toEqual([]);
    const names = (await gql(app(), LIST, { limit: 100 }, { token: adminToken })).data?.clients.results.map(
      (c: { name: string }) => c.name,
    );
    expect(names).not.toContain("Gone Soon");
    const removed = await gql(app(), LIST, { status: ["removed"] }, { token: adminToken });
    expect(removed.data?.clients.results).toEqual([{ name: "Gone Soon", status: "removed" }]);
  });
});

describe("updateFinancialPeriods", () => {
  it("sorts the periods by end and computes months and the financial year", async () => {
    const client = await seedClient(database.db(), "Period Bank");
    const answer = await gql(
      app(),
      PERIODS,
      {
        clientId: client._id,
        periods: [
          { start: 20230701, end: 20240630 },
          { start: 20220101, end: 20230630, months: 18 },
        ],
      },
      { token: adminToken },
    );
    expect(answer.data?.updateFinancialPeriods).toEqual({
      success: true,
      error: null,
      financialPeriods: [
        { financialYear: 2023, financialYearId: 202300, start: 20220101, end: 20230630, months: 18 },
        { financialYear: 2024, financialYearId: 202400, start: 20230701, end: 20240630, months: 12 },
      ],
    });
  });

  it("refuses an invalid table with the spec's messages and keeps the stored one", async () => {
    const client = await seedClient(database.db(), "Strict Bank");
    const cases: Array<[unknown[], string]> = [
      [[{ end: 20231231 }], "Start of period is required"],
      [[{ start: 20230101 }], "End of period is required"],
      [[{ start: 20240101, end: 20231231 }], "Start of period must come before end"],
      [
        [
          { start: 20220101, end: 20221231 },
          { start: 20230201, end: 20231231 },
        ],
        "Start of period 01/Feb/2023 does not follow on previous end of period 31/Dec/2022",
      ],
      [[{ start: 20230101, end: 20231231, months: 11 }], "01/Jan/2023 to 31/Dec/2023 is 12 months, not 11"],
      [[{ start: 20230115, end: 20231231 }], "A period starts on the first day of a month"],
      [[], "Give at least one financial period; an empty list would remove them all"],
    ];
    for (const [periods, message] of cases) {
      const answer = await gql(app(), PERIODS, { clientId: client._id, periods }, { token: adminToken });
      expect(answer.data?.updateFinancialPeriods.success, message).toBe(false);
      expect(answer.data?.updateFinancialPeriods.error.message).toBe(message);
    }
    const reversed = await gql(
      app(),
      PERIODS,
      { clientId: client._id, periods: [{ start: 20240101, end: 20231231 }] },
      { token: adminToken },
    );
    expect(reversed.data?.updateFinancialPeriods.error.fields).toEqual(
      expect.arrayContaining([
        { field: "financialPeriods.0.end", message: "End of period must come after start" },
      ]),
    );
    expect(
      (await database.db().collection<ClientDoc>("clients").findOne({ _id: client._id }))?.financialPeriods,
    ).toEqual(client.financialPeriods);
  });
});

describe("reading clients in scope", () => {
  it("gives a Regional Director the clients of their regions only", async () => {
    const db = database.db();
    const african = await seedClient(db, "Savanna Credit", { worldRegion: AFRICA });
    const asian = await seedClient(db, "Mekong Loans", { worldRegion: ASIA });
    const rd = await seedUser(db, "rhea.rd@provider.test", ["investor-RD"], { regions: [AFRICA] });
    const token = await login(app(), rd.email, rd.password);
    const list = await gql(app(), LIST, { limit: 100 }, { token });
    const names = list.data?.clients.results.map((client: { name: string }) => client.name);
    expect(names).toContain("Savanna Credit");
    expect(names).not.toContain("Mekong Loans");
    expect(names.every((name: string) => name !== "Period Bank")).toBe(true);
    expect(
      (
        await gql(
          app(),
          `query ($id: ID!) { client(clientId: $id) { name } }`,
          { id: african._id },
          { token },
        )
      ).data?.client,
    ).toEqual({ name: "Savanna Credit" });
    expect(
      errorCode(
        await gql(app(), `query ($id: ID!) { client(clientId: $id) { name } }`, { id: asian._id }, { token }),
      ),
    ).toBe("FORBIDDEN");
    expect(
      errorCode(
        await gql(
          app(),
          `query ($key: String!) { client(key: $key) { name } }`,
          { key: asian.key },
          { token },
        ),
      ),
    ).toBe("FORBIDDEN");
    expect(
      errorCode(
        await gql(
          app(),
          `query ($id: ID!) { financialPeriods(clientId: $id) { end } }`,
          { id: asian._id },
          { token },
        ),
      ),
    ).toBe("FORBIDDEN");
    expect(errorCode(await gql(app(), UPDATE, { clientId: african._id, client: form }, { token }))).toBe(
      "FORBIDDEN",
    );
    const who = await gql(app(), "{ whoAmI { home regions { region } clients { name } } }", {}, { token });
    expect(who.data?.whoAmI).toMatchObject({ home: "/investor/", regions: [{ region: "Africa" }] });
    expect(who.data?.whoAmI.clients.map((client: { name: string }) => client.name)).toContain(
      "Savanna Credit",
    );
  });

  it("pages, filters by type and searches", async () => {
    const page = await gql(app(), LIST, { skip: 0, limit: 2, filter: "bank" }, { token: adminToken });
    expect(page.data?.clients.results.length).toBeLessThanOrEqual(2);
    expect(page.data?.clients.pageInfo.limit).toBe(2);
    for (const client of page.data?.clients.results ?? [])
      expect(client.name.toLowerCase()).toContain("bank");
    const agro = await gql(
      app(),
      '{ clients(clientType: "AGRO", limit: 100) { results { name } } }',
      {},
      { token: adminToken },
    );
    expect(agro.data?.clients.results).toEqual([{ name: "Banco Ñandú" }]);
    const byKey = await gql(app(), `{ client(key: "banco-nandu") { name } }`, {}, { token: adminToken });
    expect(byKey.data?.client).toEqual({ name: "Banco Ñandú" });
    expect(
      (await gql(app(), `{ client(key: "nope") { name } }`, {}, { token: adminToken })).data?.client,
    ).toBeNull();
    expect(errorCode(await gql(app(), `{ client { name } }`, {}, { token: adminToken }))).toBe(
      "BAD_USER_INPUT",
    );
  });
});
