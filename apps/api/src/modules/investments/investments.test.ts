import { addDays } from "@ledgerline/schemas";
import type { CovenantConfig, Investment } from "@ledgerline/schemas";
import type { CommandStartedEvent } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import {
  AFRICA,
  ASIA,
  LATAM,
  covenantOf,
  errorCode,
  gql,
  login,
  seedClient,
  seedCovenantConfig,
  seedInvestment,
  seedReference,
  seedUser,
} from "../../../test/fixtures";
import type { Loose } from "../../../test/fixtures";
import type { AuditDoc } from "../audits/repository";
import type { ClientDoc } from "../../model/clients";
import { todayNumber } from "../reports/model";

const database = useTestDatabase("investments");
const app = useTestApp(database, {}, { monitorCommands: true });

const today = todayNumber();
const yesterday = addDays(today, -1);
const tomorrow = addDays(today, 1);

type Config = CovenantConfig & { _id: string };

const REF = `_id internalName name guide archived fieldType`;
const WAIVER = `_id waiverType startDate endDate centralCovenant { ${REF} } range { min max } alertThreshold`;
const COVENANT = `_id centralCovenantId { ${REF} } range { min max } alertThreshold waivers { ${WAIVER} } waiverInEffect { _id waiverType }`;
const FLAGS = `flags { canReadCovenants canAddCovenants canEditCovenants canDeleteCovenants canReadWaivers canAddWaivers canEditWaivers canDeleteWaivers canUpdatePeriodicity }`;
const INVESTMENT = `_id importedId client { _id name } clientKey clientType fund { _id name reportingPeriodicity } product { _id name } currency country outstandingAmount firstDisbursementDate finalMaturityDate endedAt lastReportedMonth reportingPeriodicity investmentManagers { _id name startAt endedAt } covenants { ${COVENANT} } covenantsCount timeState ${FLAGS}`;
const ERROR = `success error { code message fields { field message } }`;

const Q = {
  investment: `query ($id: ID!, $language: String) { investment(id: $id, language: $language) { ${INVESTMENT} } }`,
  paged: `query ($filter: String, $state: String, $clientId: ID, $clientType: String, $sorting: [SortInput!], $skip: Int, $limit: Int) { investmentsPaged(filter: $filter, state: $state, clientId: $clientId, clientType: $clientType, sorting: $sorting, skip: $skip, limit: $limit) { results { _id importedId client { name } clientType clientKey covenantsCount } pageInfo { total limit offset } } }`,
  ofClient: `query ($clientId: ID!) { investments(clientId: $clientId) { _id importedId endedAt } }`,
  covenantList: `query ($clientId: ID!, $filter: String, $limit: Int, $language: String) { covenantList(clientId: $clientId, filter: $filter, limit: $limit, language: $language) { value label } }`,
  periodicity: `mutation ($id: ID!, $p: String!) { updateInvestmentPeriodicity(investmentId: $id, periodicity: $p) { ${ERROR} investment { _id reportingPeriodicity } } }`,
  createCovenant: `mutation ($id: ID!, $c: ID!) { createCovenant(investmentId: $id, covenantId: $c) { ${ERROR} covenants { ${COVENANT} } covenant { ${COVENANT} } } }`,
  updateCovenant: `mutation ($id: ID!, $c: ID!, $covenant: InvestmentCovenantInput!) { updateCovenant(investmentId: $id, covenantId: $c, covenant: $covenant) { ${ERROR} covenants { _id } covenant { ${COVENANT} } } }`,
  deleteCovenant: `mutation ($id: ID!, $c: ID!, $central: ID) { deleteCovenant(investmentId: $id, covenantId: $c, centralCovenantId: $central) { ${ERROR} covenants { _id } } }`,
  validateCovenant: `mutation ($id: ID!, $c: ID!, $covenant: InvestmentCovenantInput) { validateCovenant(investmentId: $id, covenantId: $c, covenant: $covenant) { ${ERROR} } }`,
  createWaiver: `mutation ($id: ID!, $c: ID!, $w: WaiverInput!) { createWaiver(investmentId: $id, covenantId: $c, waiver: $w) { ${ERROR} waivers { ${WAIVER} } waiver { ${WAIVER} } centralCovenant { ${REF} } } }`,
  updateWaiver: `mutation ($id: ID!, $c: ID!, $wid: ID!, $w: WaiverInput!) { updateWaiver(investmentId: $id, covenantId: $c, waiverId: $wid, waiver: $w) { ${ERROR} waivers { ${WAIVER} } waiver { ${WAIVER} } centralCovenant { ${REF} } } }`,
  deleteWaiver: `mutation ($id: ID!, $c: ID!, $wid: ID!) { deleteWaiver(investmentId: $id, covenantId: $c, waiverId: $wid) { ${ERROR} waivers { _id } } }`,
  validateWaiver: `mutation ($id: ID!, $c: ID!, $w: WaiverInput!) { validateWaiver(investmentId: $id, covenantId: $c, waiver: $w) { ${ERROR} } }`,
};

const tokens = { admin: "", rd: "", im: "", provider: "", client: "" };
const clients = {} as Record<"a" | "b" | "c" | "d", ClientDoc>;
const configs = {} as Record<
  "par" | "car" | "openMin" | "archived" | "archivesTomorrow" | "agro" | "replacement",
  Config
>;
const inv = {} as Record<"a" | "after" | "before" | "closed" | "b" | "c" | "d", Investment>;

function db() {
  return database.db();
}

async function stored(id: string): Promise<Investment> {
  return (await db().collection<Investment>("investments").findOne({ _id: id }))!;
}

async function countOf(configId: string): Promise<number | undefined> {
  const config = await db().collection<Config>("covenantConfigs").findOne({ _id: configId });
  return config?.statistics?.count;
}

async function auditsOf(action: string, target: string): Promise<AuditDoc[]> {
  return db().collection<AuditDoc>("audits").find({ action, targets: target }).toArray();
}

function fieldsOf(answer: { error: { fields: Array<{ field: string }> } }): string[] {
  return answer.error.fields.map((field) => field.field).sort();
}

beforeAll(async () => {
  await seedReference(db());
  clients.a = await seedClient(db(), "Andes Credit");
  clients.d = await seedClient(db(), "Lima Finance");
  clients.b = await seedClient(db(), "Nairobi Bank", { clientType: "BANK", worldRegion: AFRICA });
  clients.c = await seedClient(db(), "Mekong Farms", {
    clientType: "AGRO",
    clientConfigType: "AGRO",
    worldRegion: ASIA,
  });
  configs.par = await seedCovenantConfig(db(), "covPar30", {
    name: { en: "PAR 30", fr: "PAR 30 jours" },
    guide: { en: "Portfolio at risk", fr: "Portefeuille à risque" },
  });
  configs.car = await seedCovenantConfig(db(), "covCar", { name: { en: "Capital adequacy" } });
  configs.openMin = await seedCovenantConfig(db(), "covOss", {
    name: { en: "Operational self-sufficiency" },
    range: { min: null, max: 12000 },
    alertThreshold: 11000,
  });
  configs.archived = await seedCovenantConfig(db(), "covOldRule", {
    name: { en: "Old rule" },
    archived: yesterday,
  });
  configs.archivesTomorrow = await seedCovenantConfig(db(), "covLeaving", {
    name: { en: "Leaving rule" },
    archived: tomorrow,
  });
  configs.replacement = await seedCovenantConfig(db(), "covEquityToAssets", {
    name: { en: "Equity to assets" },
  });
  configs.agro = await seedCovenantConfig(db(), "covDscr", {
    name: { en: "Debt service coverage" },
    clientType: "AGRO",
  });

  const parCovenant = covenantOf(configs.par, {
    waivers: [
      {
        _id: "6f0000000000000000000002",
        waiverType: "DISABLE",
        startDate: tomorrow,
        endDate: addDays(today, 30),
      },
      {
        _id: "6f0000000000000000000001",
        waiverType: "ALTER",
        startDate: addDays(today, -10),
        endDate: addDays(today, 10),
        range: { min: 0, max: 800 },
        alertThreshold: 700,
      },
    ],
  });
  inv.a = await seedInvestment(db(), clients.a, {
    importedId: "TM1-A1",
    outstandingAmount: 123456789,
    covenants: [parCovenant],
    investmentManagers: [
      { _id: "64f000000000000000000001", name: "Ivo Manager", startAt: 20200115, endedAt: null },
    ],
  });
  inv.after = await seedInvestment(db(), clients.a, {
    importedId: "TM1-A2",
    firstDisbursementDate: 20180101,
    finalMaturityDate: yesterday,
    covenants: [covenantOf(configs.par)],
  });
  inv.before = await seedInvestment(db(), clients.a, {
    importedId: "TM1-A3",
    firstDisbursementDate: tomorrow,
    covenants: [covenantOf(configs.par)],
  });
  inv.closed = await seedInvestment(db(), clients.a, {
    importedId: "TM1-A4",
    firstDisbursementDate: 20150101,
    finalMaturityDate: 20200101,
    endedAt: 20200101,
    fund: { _id: "64d000000000000000000002", name: "Green Fund", reportingPeriodicity: "quarterly" },
    covenants: [covenantOf(configs.par)],
  });
  inv.b = await seedInvestment(db(), clients.b, { importedId: "TM1-B1", country: "Kenya" });
  inv.c = await seedInvestment(db(), clients.c, {
    importedId: "TM1-C1",
    country: "Cambodia",
    product: { _id: "64e000000000000000000002", name: "Pre-export finance" },
  });
  inv.d = await seedInvestment(db(), clients.d, { importedId: "TM1-D1" });

  const users = {
    admin: await seedUser(db(), "ada.admin@investor.test", ["investor-admin"]),
    rd: await seedUser(db(), "rita.director@investor.test", ["investor-RD"], { regions: [LATAM] }),
    im: await seedUser(db(), "ivo.manager@investor.test", ["investor-IM"], { regions: [LATAM] }),
    provider: await seedUser(db(), "paul.provider@investor.test", ["investor"]),
    client: await seedUser(db(), "carla.client@andes.test", ["CLIENT"], { ids: [clients.a._id] }),
  };
  for (const [name, user] of Object.entries(users))
    tokens[name as keyof typeof tokens] = await login(app(), user.email, user.password);
});

describe("investment", () => {
  it("maps the stored investment: currency units, translated names, sorted waivers, the one in effect", async () => {
    const answer = await gql(app(), Q.investment, { id: inv.a._id, language: "fr" }, { token: tokens.admin });
    expect(answer.errors).toBeUndefined();
    const investment = answer.data?.investment;
    expect(investment).toMatchObject({
      importedId: "TM1-A1",
      client: { _id: clients.a._id, name: "Andes Credit" },
      clientKey: clients.a.key,
      clientType: "MFI",
      outstandingAmount: 1234567.89,
      endedAt: null,
      lastReportedMonth: 202509,
      investmentManagers: [{ name: "Ivo Manager", startAt: 20200115, endedAt: null }],
      covenantsCount: 1,
      timeState: "ordinary",
    });
    const [covenant] = investment.covenants;
    expect(covenant.centralCovenantId).toMatchObject({
      _id: configs.par._id,
      name: "PAR 30 jours",
      guide: "Portefeuille à risque",
      fieldType: "percentual",
      archived: null,
    });
    expect(covenant.range).toEqual({ min: 0, max: 500 });
    expect(covenant.waivers.map((waiver: { waiverType: string }) => waiver.waiverType)).toEqual([
      "ALTER",
      "DISABLE",
    ]);
    expect(covenant.waivers[0]).toMatchObject({
      range: { min: 0, max: 800 },
      alertThreshold: 700,
      centralCovenant: null,
    });
    expect(covenant.waiverInEffect).toEqual({ _id: "6f0000000000000000000001", waiverType: "ALTER" });
    const english = await gql(app(), Q.investment, { id: inv.a._id }, { token: tokens.admin });
    expect(english.data?.investment.covenants[0].centralCovenantId.name).toBe("PAR 30");
  });

  it("gives the time state and the flags of its resources per role", async () => {
    const flags = async (token: string, id: string) =>
      (await gql(app(), Q.investment, { id }, { token })).data?.investment as {
        timeState: string;
        flags: Record<string, boolean>;
      };
    expect((await flags(tokens.admin, inv.before._id)).timeState).toBe("before");
    expect((await flags(tokens.admin, inv.after._id)).timeState).toBe("after");

    const rdAfter = await flags(tokens.rd, inv.after._id);
    expect(rdAfter.flags).toMatchObject({
      canReadCovenants: true,
      canAddCovenants: false,
      canEditCovenants: false,
      canDeleteCovenants: false,
      canEditWaivers: false,
      canUpdatePeriodicity: true,
    });
    expect((await flags(tokens.admin, inv.after._id)).flags).toMatchObject({
      canEditCovenants: true,
      canDeleteWaivers: true,
    });
    expect((await flags(tokens.rd, inv.before._id)).flags).toMatchObject({
      canAddCovenants: true,
      canDeleteCovenants: true,
    });
    expect((await flags(tokens.im, inv.a._id)).flags).toMatchObject({
      canAddCovenants: true,
      canEditCovenants: true,
      canDeleteCovenants: false,
      canDeleteWaivers: false,
    });
    const client = await flags(tokens.client, inv.a._id);
    expect(client.flags).toEqual({
      canReadCovenants: true,
      canAddCovenants: false,
      canEditCovenants: false,
      canDeleteCovenants: false,
      canReadWaivers: true,
      canAddWaivers: false,
      canEditWaivers: false,
      canDeleteWaivers: false,
      canUpdatePeriodicity: false,
    });
    expect((await flags(tokens.provider, inv.a._id)).flags.canUpdatePeriodicity).toBe(false);
  });

  it("refuses an investment outside the scope with FORBIDDEN; an unknown id is null for admins only", async () => {
    const other = await gql(app(), Q.investment, { id: inv.b._id }, { token: tokens.client });
    expect(errorCode(other)).toBe("FORBIDDEN");
    expect(JSON.stringify(other.data)).not.toContain("Nairobi");
    expect(errorCode(await gql(app(), Q.investment, { id: inv.b._id }, { token: tokens.rd }))).toBe(
      "FORBIDDEN",
    );
    expect(
      errorCode(await gql(app(), Q.investment, { id: "6f00000000000000000000ff" }, { token: tokens.client })),
    ).toBe("FORBIDDEN");
    const unknown = await gql(
      app(),
      Q.investment,
      { id: "6f00000000000000000000ff" },
      { token: tokens.admin },
    );
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data?.investment).toBeNull();
    expect(errorCode(await gql(app(), Q.investment, { id: inv.a._id }))).toBe("UNAUTHENTICATED");
  });
});

describe("investmentsPaged and investments", () => {
  const ids = (answer: { data: unknown }) =>
    (
      answer.data as { investmentsPaged: { results: Array<{ importedId: string }> } }
    ).investmentsPaged.results.map((row) => row.importedId);

  it("lists open investments by default, closed ones on request, with the total and paging", async () => {
    const open = await gql(app(), Q.paged, {}, { token: tokens.admin });
    expect(ids(open)).toEqual(["TM1-A1", "TM1-A2", "TM1-A3", "TM1-B1", "TM1-C1", "TM1-D1"]);
    expect(open.data?.investmentsPaged.pageInfo).toEqual({ total: 6, limit: 20, offset: 0 });
    const page = await gql(app(), Q.paged, { skip: 2, limit: 2 }, { token: tokens.admin });
    expect(ids(page)).toEqual(["TM1-A3", "TM1-B1"]);
    expect(page.data?.investmentsPaged.pageInfo).toEqual({ total: 6, limit: 2, offset: 2 });
    expect(ids(await gql(app(), Q.paged, { state: "closed" }, { token: tokens.admin }))).toEqual(["TM1-A4"]);
    const capped = await gql(app(), Q.paged, { limit: 1000 }, { token: tokens.admin });
    expect(capped.data?.investmentsPaged.pageInfo.limit).toBe(100);
    expect(errorCode(await gql(app(), Q.paged, { state: "sleeping" }, { token: tokens.admin }))).toBe(
      "BAD_USER_INPUT",
    );
  });

  it("filters by client type (mfi includes BANK), text and client, and sorts", async () => {
    expect(ids(await gql(app(), Q.paged, { clientType: "mfi" }, { token: tokens.admin }))).toEqual([
      "TM1-A1",
      "TM1-A2",
      "TM1-A3",
      "TM1-B1",
      "TM1-D1",
    ]);
    expect(ids(await gql(app(), Q.paged, { clientType: "agro" }, { token: tokens.admin }))).toEqual([
      "TM1-C1",
    ]);
    expect(ids(await gql(app(), Q.paged, { filter: "nairobi" }, { token: tokens.admin }))).toEqual([
      "TM1-B1",
    ]);
    expect(ids(await gql(app(), Q.paged, { filter: "cambodia" }, { token: tokens.admin }))).toEqual([
      "TM1-C1",
    ]);
    expect(ids(await gql(app(), Q.paged, { filter: "pre-export" }, { token: tokens.admin }))).toEqual([
      "TM1-C1",
    ]);
    expect(
      ids(await gql(app(), Q.paged, { filter: "green", state: "closed" }, { token: tokens.admin })),
    ).toEqual(["TM1-A4"]);
    expect(ids(await gql(app(), Q.paged, { filter: "tm1-d" }, { token: tokens.admin }))).toEqual(["TM1-D1"]);
    expect(ids(await gql(app(), Q.paged, { clientId: clients.d._id }, { token: tokens.admin }))).toEqual([
      "TM1-D1",
    ]);
    const sorted = await gql(
      app(),
      Q.paged,
      { sorting: [{ field: "client", direction: "desc" }, { field: "importedId" }] },
      { token: tokens.admin },
    );
    expect(ids(sorted)).toEqual(["TM1-B1", "TM1-C1", "TM1-D1", "TM1-A1", "TM1-A2", "TM1-A3"]);
    for (const field of ["constructor", "__proto__", "toString", "hasOwnProperty", "nextDue"]) {
      const refused = await gql(app(), Q.paged, { sorting: [{ field }] }, { token: tokens.admin });
      expect(errorCode(refused), field).toBe("BAD_USER_INPUT");
      expect(refused.errors?.[0]?.message).toContain(`sorting: cannot sort by "${field}"`);
      expect(refused.errors?.[0]?.message).toContain("importedId, client");
    }
    const sideways = await gql(
      app(),
      Q.paged,
      { sorting: [{ field: "client", direction: "up" }] },
      { token: tokens.admin },
    );
    expect(errorCode(sideways)).toBe("BAD_USER_INPUT");
    const rows = (await gql(app(), Q.paged, { filter: "TM1-A1" }, { token: tokens.admin })).data
      ?.investmentsPaged.results;
    expect(rows).toEqual([
      {
        _id: inv.a._id,
        importedId: "TM1-A1",
        client: { name: "Andes Credit" },
        clientType: "MFI",
        clientKey: clients.a.key,
        covenantsCount: 1,
      },
    ]);
  });

  it("reads a page from the investments and clients kept in the process: each feed's next number only", async () => {
    const commands: Array<{ name: string; filter: unknown }> = [];
    const listener = (event: CommandStartedEvent) => {
      const collection = event.command[event.commandName];
      if (["find", "aggregate", "count"].includes(event.commandName) && typeof collection === "string")
        commands.push({ name: `${event.commandName} ${collection}`, filter: event.command.filter });
    };
    await gql(app(), Q.paged, { limit: 100 }, { token: tokens.admin }); // the first read keeps them
    app().mongo.client.on("commandStarted", listener);
    try {
      const answer = await gql(app(), Q.paged, { limit: 100 }, { token: tokens.admin });
      expect(ids(answer)).toHaveLength(6);
      const clientKeys = (answer.data?.investmentsPaged.results as Loose[]).map((row) => row.clientKey);
      expect(clientKeys.every((key) => typeof key === "string")).toBe(true);
    } finally {
      app().mongo.client.off("commandStarted", listener);
    }
    const named = (name: string) => commands.filter((command) => command.name === name);
    expect(named("find investments")).toHaveLength(0);
    expect(named("find investmentChanges")).toHaveLength(1);
    expect(named("find clients")).toHaveLength(0);
    expect(named("find clientChanges")).toHaveLength(1);
  });

  it("keeps each caller to their scope", async () => {
    expect(ids(await gql(app(), Q.paged, {}, { token: tokens.rd }))).toEqual([
      "TM1-A1",
      "TM1-A2",
      "TM1-A3",
      "TM1-D1",
    ]);
    expect(ids(await gql(app(), Q.paged, {}, { token: tokens.client }))).toEqual([
      "TM1-A1",
      "TM1-A2",
      "TM1-A3",
    ]);
    expect(errorCode(await gql(app(), Q.paged, { clientId: clients.b._id }, { token: tokens.rd }))).toBe(
      "FORBIDDEN",
    );
    expect(errorCode(await gql(app(), Q.paged, { clientId: clients.d._id }, { token: tokens.client }))).toBe(
      "FORBIDDEN",
    );
  });

  it("investments(clientId) lists every investment of one client in scope", async () => {
    const own = await gql(app(), Q.ofClient, { clientId: clients.a._id }, { token: tokens.client });
    expect(own.data?.investments.map((row: { importedId: string }) => row.importedId)).toEqual([
      "TM1-A1",
      "TM1-A2",
      "TM1-A3",
      "TM1-A4",
    ]);
    const other = await gql(app(), Q.ofClient, { clientId: clients.b._id }, { token: tokens.client });
    expect(errorCode(other)).toBe("FORBIDDEN");
    expect(JSON.stringify(other.data)).not.toContain("TM1-B1");
  });
});

describe("covenantList", () => {
  const labels = (answer: { data: unknown }) =>
    (answer.data as { covenantList: Array<{ label: string }> }).covenantList.map((option) => option.label);

  it("offers the active central covenants of the client's type (BANK: MFI), filtered, in the language", async () => {
    const mfi = await gql(app(), Q.covenantList, { clientId: clients.b._id }, { token: tokens.admin });
    expect(labels(mfi)).toEqual([
      "Capital adequacy",
      "Equity to assets",
      "Leaving rule",
      "Operational self-sufficiency",
      "PAR 30",
    ]);
    expect(mfi.data?.covenantList[0]).toEqual({ value: configs.car._id, label: "Capital adequacy" });
    expect(
      labels(await gql(app(), Q.covenantList, { clientId: clients.c._id }, { token: tokens.admin })),
    ).toEqual(["Debt service coverage"]);
    expect(
      labels(
        await gql(
          app(),
          Q.covenantList,
          { clientId: clients.a._id, filter: "jours", language: "fr" },
          { token: tokens.rd },
        ),
      ),
    ).toEqual(["PAR 30 jours"]);
    expect(
      labels(
        await gql(
          app(),
          Q.covenantList,
          { clientId: clients.a._id, filter: "COVEQUITY" },
          { token: tokens.rd },
        ),
      ),
    ).toEqual(["Equity to assets"]);
    expect(
      errorCode(await gql(app(), Q.covenantList, { clientId: clients.b._id }, { token: tokens.client })),
    ).toBe("FORBIDDEN");
  });

  it("answers at most 30, and fewer when asked", async () => {
    const many = Array.from({ length: 35 }, (_, i) => ({
      _id: `6e00000000000000000000${String(i).padStart(2, "0")}`,
      internalName: `covBulk${i}`,
      name: { en: `Bulk ${String(i).padStart(2, "0")}` },
      links: [],
      fieldType: "numeric" as const,
      range: { min: 0, max: 10 },
      alertThreshold: 5,
      clientType: "AGRO" as const,
      formula: "1",
      archived: null,
    }));
    await db().collection<Config>("covenantConfigs").insertMany(many);
    try {
      expect(
        labels(await gql(app(), Q.covenantList, { clientId: clients.c._id }, { token: tokens.admin })),
      ).toHaveLength(30);
      expect(
        labels(
          await gql(app(), Q.covenantList, { clientId: clients.c._id, limit: 100 }, { token: tokens.admin }),
        ),
      ).toHaveLength(30);
      expect(
        labels(
          await gql(app(), Q.covenantList, { clientId: clients.c._id, limit: 3 }, { token: tokens.admin }),
        ),
      ).toEqual(["Bulk 00", "Bulk 01", "Bulk 02"]);
    } finally {
      await db()
        .collection("covenantConfigs")
        .deleteMany({ internalName: /^covBulk/ });
    }
  });
});

describe("updateInvestmentPeriodicity", () => {
  it("lets provider users with the permission change it, with an audit entry", async () => {
    const answer = await gql(app(), Q.periodicity, { id: inv.d._id, p: "quarterly" }, { token: tokens.rd });
    expect(answer.data?.updateInvestmentPeriodicity).toMatchObject({
      success: true,
      investment: { reportingPeriodicity: "quarterly" },
    });
    expect((await stored(inv.d._id)).reportingPeriodicity).toBe("quarterly");
    const [entry] = await auditsOf("updateInvestmentPeriodicity", inv.d._id);
    expect(entry).toMatchObject({ user: { fullName: "Rita Director" } });
    expect(entry?.text).toContain("monthly → quarterly");
    const back = await gql(
      app(),
      Q.periodicity,
      { id: inv.d._id, p: "not required" },
      { token: tokens.admin },
    );
    expect(back.data?.updateInvestmentPeriodicity.success).toBe(true);
  });

  it("refuses other values, client users and plain provider users", async () => {
    const wrong = await gql(app(), Q.periodicity, { id: inv.d._id, p: "yearly" }, { token: tokens.admin });
    expect(wrong.data?.updateInvestmentPeriodicity).toMatchObject({
      success: false,
      error: { code: "BAD_USER_INPUT", fields: [{ field: "periodicity" }] },
    });
    const before = await stored(inv.a._id);
    expect(
      errorCode(await gql(app(), Q.periodicity, { id: inv.a._id, p: "quarterly" }, { token: tokens.client })),
    ).toBe("FORBIDDEN");
    expect(
      errorCode(
        await gql(app(), Q.periodicity, { id: inv.a._id, p: "quarterly" }, { token: tokens.provider }),
      ),
    ).toBe("FORBIDDEN");
    expect(
      errorCode(await gql(app(), Q.periodicity, { id: inv.b._id, p: "quarterly" }, { token: tokens.rd })),
    ).toBe("FORBIDDEN");
    expect(await stored(inv.a._id)).toEqual(before);
  });
});

describe("covenants", () => {
  it("createCovenant starts from the catalogue's limits, recounts statistics and audits", async () => {
    expect(await countOf(configs.car._id)).toBe(0);
    const answer = await gql(
      app(),
      Q.createCovenant,
      { id: inv.d._id, c: configs.car._id },
      { token: tokens.rd },
    );
    const result = answer.data?.createCovenant;
    expect(result).toMatchObject({
      success: true,
      error: null,
      covenant: {
        centralCovenantId: { _id: configs.car._id, internalName: "covCar", name: "Capital adequacy" },
        range: { min: 0, max: 500 },
        alertThreshold: 400,
        waivers: [],
        waiverInEffect: null,
      },
    });
    expect(result.covenants.map((covenant: { _id: string }) => covenant._id)).toEqual([result.covenant._id]);
    expect((await stored(inv.d._id)).covenants).toHaveLength(1);
    expect(await countOf(configs.car._id)).toBe(1);
    const [entry] = await auditsOf("createCovenant", result.covenant._id);
    expect(entry).toMatchObject({ description: "Added covenant", user: { fullName: "Rita Director" } });
    expect(entry?.text).toContain("TM1-D1");
    expect(entry?.targets).toEqual(expect.arrayContaining([inv.d._id, configs.car._id, clients.d._id]));

    // closed investments do not count
    await gql(app(), Q.createCovenant, { id: inv.closed._id, c: configs.car._id }, { token: tokens.admin });
    expect(await countOf(configs.car._id)).toBe(1);
  });

  it("createCovenant refuses unknown, archived, other-type and already applied covenants", async () => {
    const before = await stored(inv.d._id);
    const create = async (c: string) =>
      (await gql(app(), Q.createCovenant, { id: inv.d._id, c }, { token: tokens.admin })).data
        ?.createCovenant;
    expect(await create("6f00000000000000000000aa")).toMatchObject({
      success: false,
      error: { code: "NOT_FOUND" },
    });
    expect(await create(configs.archived._id)).toMatchObject({
      success: false,
      error: { code: "BAD_USER_INPUT", message: expect.stringContaining("archived") },
    });
    expect(await create(configs.agro._id)).toMatchObject({
      success: false,
      error: { code: "BAD_USER_INPUT", message: expect.stringContaining("AGRO") },
    });
    const again = await create(configs.car._id);
    expect(again).toMatchObject({ success: false, error: { code: "CONFLICT" } });
    expect(again.covenants).toHaveLength(1);
    expect(await stored(inv.d._id)).toEqual(before);
    // archived tomorrow is still active today; BANK clients take MFI covenants
    expect(
      (
        await gql(
          app(),
          Q.createCovenant,
          { id: inv.b._id, c: configs.archivesTomorrow._id },
          { token: tokens.admin },
        )
      ).data?.createCovenant.success,
    ).toBe(true);
  });

  it("updateCovenant needs min, max and the alert threshold, not negative, min not above max", async () => {
    const created = (
      await gql(app(), Q.createCovenant, { id: inv.d._id, c: configs.openMin._id }, { token: tokens.im })
    ).data?.createCovenant;
    expect(created.covenant.range).toEqual({ min: null, max: 12000 });
    const covenantId = created.covenant._id;
    const update = async (covenant: unknown, token = tokens.im) =>
      (await gql(app(), Q.updateCovenant, { id: inv.d._id, c: covenantId, covenant }, { token })).data
        ?.updateCovenant;

    const empty = await update({ range: {} });
    expect(empty).toMatchObject({
      success: false,
      error: {
        code: "BAD_USER_INPUT",
        message: "Invalid covenant form! Please fill in all the required values!",
      },
    });
    expect(fieldsOf(empty)).toEqual(["alertThreshold", "range.max", "range.min"]);
    const disorder = await update({ range: { min: 900, max: 100 }, alertThreshold: -1 });
    expect(fieldsOf(disorder)).toEqual(["alertThreshold", "range.min"]);
    const partly = await update({ range: { min: 900 }, alertThreshold: 5 });
    // A bound left out is required once, by the covenant rules, and no other rule speaks of it.
    expect(partly.error.fields).toEqual([{ field: "range.max", message: "is required" }]);
    expect((await stored(inv.d._id)).covenants.find((c) => c._id === covenantId)?.range).toEqual({
      min: null,
      max: 12000,
    });

    const saved = await update({ range: { min: 10000, max: 12000 }, alertThreshold: 10500 });
    expect(saved).toMatchObject({
      success: true,
      covenant: { range: { min: 10000, max: 12000 }, alertThreshold: 10500 },
    });
    expect((await stored(inv.d._id)).covenants.find((c) => c._id === covenantId)).toMatchObject({
      range: { min: 10000, max: 12000 },
      alertThreshold: 10500,
    });
    expect(await auditsOf("updateCovenant", covenantId)).toHaveLength(1);
    const fractional = await gql(
      app(),
      Q.updateCovenant,
      { id: inv.d._id, c: covenantId, covenant: { range: { min: 1.5, max: 2 }, alertThreshold: 1 } },
      { token: tokens.im },
    );
    expect(fractional.status).toBe(400);
  });

  it("validateCovenant checks the given values, else the stored covenant, and writes nothing", async () => {
    const created = (
      await gql(app(), Q.createCovenant, { id: inv.b._id, c: configs.openMin._id }, { token: tokens.admin })
    ).data?.createCovenant.covenant;
    const before = await stored(inv.b._id);
    const storedCheck = await gql(
      app(),
      Q.validateCovenant,
      { id: inv.b._id, c: created._id },
      { token: tokens.admin },
    );
    expect(storedCheck.data?.validateCovenant).toMatchObject({
      success: false,
      error: { message: "Invalid covenant form! Please fill in all the required values!" },
    });
    expect(fieldsOf(storedCheck.data?.validateCovenant)).toEqual(["range.min"]);
    const given = await gql(
      app(),
      Q.validateCovenant,
      { id: inv.b._id, c: created._id, covenant: { range: { min: 1, max: 2 }, alertThreshold: 1 } },
      { token: tokens.admin },
    );
    expect(given.data?.validateCovenant).toEqual({ success: true, error: null });
    expect(await stored(inv.b._id)).toEqual(before);
    const checks = await auditsOf("validateCovenant", created._id);
    expect(checks.map((entry) => entry.text)).toEqual([
      expect.stringContaining("(stored values invalid)"),
      expect.stringContaining("(form valid)"),
    ]);
  });

  it("follows the flags of the time state: a regional director cannot change covenants after final maturity, the admin can", async () => {
    const [covenant] = inv.after.covenants;
    const input = { range: { min: 1, max: 300 }, alertThreshold: 200 };
    const before = await stored(inv.after._id);
    expect(
      errorCode(
        await gql(
          app(),
          Q.updateCovenant,
          { id: inv.after._id, c: covenant!._id, covenant: input },
          { token: tokens.rd },
        ),
      ),
    ).toBe("FORBIDDEN");
    expect(
      errorCode(
        await gql(app(), Q.createCovenant, { id: inv.after._id, c: configs.car._id }, { token: tokens.rd }),
      ),
    ).toBe("FORBIDDEN");
    expect(await stored(inv.after._id)).toEqual(before);
    const admin = await gql(
      app(),
      Q.updateCovenant,
      { id: inv.after._id, c: covenant!._id, covenant: input },
      { token: tokens.admin },
    );
    expect(admin.data?.updateCovenant.success).toBe(true);
    // before the first disbursement the active resources apply: the regional director may
    const [early] = inv.before.covenants;
    const rd = await gql(
      app(),
      Q.updateCovenant,
      { id: inv.before._id, c: early!._id, covenant: input },
      { token: tokens.rd },
    );
    expect(rd.data?.updateCovenant.success).toBe(true);
  });

  it("deleteCovenant: an investment manager cannot delete, except taking back their own fresh add", async () => {
    const [existing] = inv.a.covenants;
    const before = await stored(inv.a._id);
    expect(
      errorCode(
        await gql(app(), Q.deleteCovenant, { id: inv.a._id, c: existing!._id }, { token: tokens.im }),
      ),
    ).toBe("FORBIDDEN");
    expect(await stored(inv.a._id)).toEqual(before);

    const added = (
      await gql(app(), Q.createCovenant, { id: inv.a._id, c: configs.car._id }, { token: tokens.im })
    ).data?.createCovenant.covenant;
    expect(await countOf(configs.car._id)).toBe(2);
    // another user's fresh add is not the manager's to take back
    const byRd = (
      await gql(app(), Q.createCovenant, { id: inv.a._id, c: configs.replacement._id }, { token: tokens.rd })
    ).data?.createCovenant.covenant;
    expect(
      errorCode(await gql(app(), Q.deleteCovenant, { id: inv.a._id, c: byRd._id }, { token: tokens.im })),
    ).toBe("FORBIDDEN");
    // checking its form, as the portal does, changes nothing
    await gql(app(), Q.validateCovenant, { id: inv.a._id, c: added._id }, { token: tokens.im });
    const undo = await gql(app(), Q.deleteCovenant, { id: inv.a._id, c: added._id }, { token: tokens.im });
    expect(undo.data?.deleteCovenant).toMatchObject({ success: true });
    expect(await countOf(configs.car._id)).toBe(1);
    // once changed, it is no longer a fresh add
    const again = (
      await gql(app(), Q.createCovenant, { id: inv.a._id, c: configs.car._id }, { token: tokens.im })
    ).data?.createCovenant.covenant;
    await gql(
      app(),
      Q.updateCovenant,
      { id: inv.a._id, c: again._id, covenant: { range: { min: 1, max: 2 }, alertThreshold: 1 } },
      { token: tokens.im },
    );
    expect(
      errorCode(await gql(app(), Q.deleteCovenant, { id: inv.a._id, c: again._id }, { token: tokens.im })),
    ).toBe("FORBIDDEN");

    const mismatch = await gql(
      app(),
      Q.deleteCovenant,
      { id: inv.a._id, c: again._id, central: configs.par._id },
      { token: tokens.rd },
    );
    expect(mismatch.data?.deleteCovenant).toMatchObject({
      success: false,
      error: { code: "BAD_USER_INPUT" },
    });
    const deleted = await gql(
      app(),
      Q.deleteCovenant,
      { id: inv.a._id, c: again._id, central: configs.car._id },
      { token: tokens.rd },
    );
    expect(deleted.data?.deleteCovenant.success).toBe(true);
    expect(deleted.data?.deleteCovenant.covenants.map((c: { _id: string }) => c._id)).not.toContain(
      again._id,
    );
    expect(await countOf(configs.car._id)).toBe(1);
    expect(await auditsOf("deleteCovenant", again._id)).toHaveLength(1);
    const missing = await gql(app(), Q.deleteCovenant, { id: inv.a._id, c: again._id }, { token: tokens.rd });
    expect(missing.data?.deleteCovenant).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
  });

  it("a client user changing another client's investment gets FORBIDDEN and nothing changes", async () => {
    const before = await stored(inv.b._id);
    const covenantId = before.covenants[0]!._id;
    const attempts = [
      gql(app(), Q.createCovenant, { id: inv.b._id, c: configs.par._id }, { token: tokens.client }),
      gql(
        app(),
        Q.updateCovenant,
        { id: inv.b._id, c: covenantId, covenant: { range: { min: 1, max: 2 }, alertThreshold: 1 } },
        { token: tokens.client },
      ),
      gql(app(), Q.deleteCovenant, { id: inv.b._id, c: covenantId }, { token: tokens.client }),
      gql(
        app(),
        Q.createWaiver,
        { id: inv.b._id, c: covenantId, w: { waiverType: "DISABLE", startDate: today, endDate: today } },
        { token: tokens.client },
      ),
      gql(
        app(),
        Q.validateWaiver,
        { id: inv.b._id, c: covenantId, w: { waiverType: "DISABLE", startDate: today, endDate: today } },
        { token: tokens.client },
      ),
      gql(app(), Q.validateCovenant, { id: inv.b._id, c: covenantId }, { token: tokens.client }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(errorCode(answer)).toBe("FORBIDDEN");
      expect(JSON.stringify(answer.data)).not.toContain("Nairobi");
    }
    expect(await stored(inv.b._id)).toEqual(before);
    // and on their own investment they may only read
    expect(
      errorCode(
        await gql(
          app(),
          Q.createCovenant,
          { id: inv.a._id, c: configs.openMin._id },
          { token: tokens.client },
        ),
      ),
    ).toBe("FORBIDDEN");
  });
});

describe("waivers", () => {
  let covenantId = "";
  beforeAll(() => {
    covenantId = inv.a.covenants[0]!._id;
  });
  const create = async (w: unknown, token = tokens.rd) =>
    (await gql(app(), Q.createWaiver, { id: inv.a._id, c: covenantId, w }, { token })).data?.createWaiver;

  it("needs type and dates; REPLACE a covenant, range and alert; ALTER range and alert", async () => {
    const before = await stored(inv.a._id);
    const empty = await create({ waiverType: "" });
    expect(empty).toMatchObject({
      success: false,
      error: {
        code: "BAD_USER_INPUT",
        message: "Invalid waiver form! Please fill in all the required values!",
      },
    });
    expect(fieldsOf(empty)).toEqual(["endDate", "startDate", "waiverType"]);
    expect(empty.waivers).toHaveLength(2);
    const replace = await create({ waiverType: "REPLACE", startDate: today, endDate: today });
    expect(fieldsOf(replace)).toEqual(["alertThreshold", "centralCovenantId", "range.max", "range.min"]);
    const alter = await create({
      waiverType: "ALTER",
      startDate: today,
      endDate: yesterday,
      range: { min: 5, max: 1 },
      alertThreshold: -3,
    });
    expect(fieldsOf(alter)).toEqual(["alertThreshold", "range.min", "startDate"]);
    const badDate = await create({ waiverType: "DISABLE", startDate: 20250231, endDate: today });
    expect(fieldsOf(badDate)).toEqual(["startDate"]);
    expect(await stored(inv.a._id)).toEqual(before);
  });

  it.each([
    ["no type", { waiverType: " " }, { field: "waiverType", message: "is required" }],
    [
      "an unknown type",
      { waiverType: "pause" },
      { field: "waiverType", message: "must be one of DISABLE, REPLACE, ALTER" },
    ],
    ["no end date", { endDate: null }, { field: "endDate", message: "is required" }],
    [
      "a start date before the schema's first day",
      { startDate: 18991231 },
      { field: "startDate", message: "must be a date as yyyymmdd, e.g. 20240131" },
    ],
    [
      "a start date that is no day of the calendar",
      { startDate: 20250230 },
      { field: "startDate", message: "must be a date as yyyymmdd, e.g. 20240131" },
    ],
  ])("a waiver with %s gets its field message and changes nothing", async (_case, change, problem) => {
    const before = await stored(inv.a._id);
    const waiver = { waiverType: "DISABLE", startDate: today, endDate: tomorrow, ...change };
    const answer = await create(waiver);
    expect(answer.success).toBe(false);
    expect(answer.error.fields).toEqual([problem]);
    expect(await stored(inv.a._id)).toEqual(before);
  });

  it("REPLACE refuses the covenant itself, an archived one and one of another client type", async () => {
    const base = {
      waiverType: "REPLACE",
      startDate: today,
      endDate: tomorrow,
      range: { min: 0, max: 10 },
      alertThreshold: 5,
    };
    for (const id of [configs.par._id, configs.archived._id, configs.agro._id, "6f00000000000000000000aa"]) {
      const answer = await create({ ...base, centralCovenantId: id });
      expect(answer.success).toBe(false);
      expect(fieldsOf(answer)).toEqual(["centralCovenantId"]);
    }
  });

  it("creates, updates and deletes waivers; DISABLE clears covenant, range and alert; ALTER clears the replacement", async () => {
    const disable = await create({
      waiverType: "DISABLE",
      startDate: addDays(today, 40),
      endDate: addDays(today, 50),
      centralCovenantId: configs.replacement._id,
      range: { min: 1, max: 2 },
      alertThreshold: 1,
    });
    expect(disable).toMatchObject({
      success: true,
      waiver: { waiverType: "DISABLE", centralCovenant: null, range: null, alertThreshold: null },
      centralCovenant: null,
    });
    expect(disable.waivers.map((w: { waiverType: string }) => w.waiverType)).toEqual([
      "ALTER",
      "DISABLE",
      "DISABLE",
    ]);
    const storedDisable = (await stored(inv.a._id)).covenants[0]!.waivers.find(
      (w) => w._id === disable.waiver._id,
    );
    expect(storedDisable).toEqual({
      _id: disable.waiver._id,
      waiverType: "DISABLE",
      startDate: addDays(today, 40),
      endDate: addDays(today, 50),
    });
    expect(await auditsOf("createWaiver", disable.waiver._id)).toHaveLength(1);

    const replace = await gql(
      app(),
      Q.updateWaiver,
      {
        id: inv.a._id,
        c: covenantId,
        wid: disable.waiver._id,
        w: {
          waiverType: "REPLACE",
          startDate: addDays(today, 40),
          endDate: addDays(today, 50),
          centralCovenantId: configs.replacement._id,
          range: { min: 100, max: 900 },
          alertThreshold: 200,
        },
      },
      { token: tokens.im },
    );
    expect(replace.data?.updateWaiver).toMatchObject({
      success: true,
      waiver: {
        _id: disable.waiver._id,
        waiverType: "REPLACE",
        range: { min: 100, max: 900 },
        alertThreshold: 200,
      },
      centralCovenant: {
        _id: configs.replacement._id,
        name: "Equity to assets",
        internalName: "covEquityToAssets",
      },
    });

    const alter = await gql(
      app(),
      Q.updateWaiver,
      {
        id: inv.a._id,
        c: covenantId,
        wid: disable.waiver._id,
        w: {
          waiverType: "ALTER",
          startDate: addDays(today, 40),
          endDate: addDays(today, 50),
          centralCovenantId: configs.replacement._id,
          range: { min: 100, max: 900 },
          alertThreshold: 200,
        },
      },
      { token: tokens.im },
    );
    expect(alter.data?.updateWaiver).toMatchObject({
      success: true,
      waiver: { centralCovenant: null },
      centralCovenant: null,
    });
    const storedAlter = (await stored(inv.a._id)).covenants[0]!.waivers.find(
      (w) => w._id === disable.waiver._id,
    );
    expect(storedAlter).not.toHaveProperty("centralCovenant");
    expect(await auditsOf("updateWaiver", disable.waiver._id)).toHaveLength(2);

    // an investment manager may not delete waivers; a regional director may
    expect(
      errorCode(
        await gql(
          app(),
          Q.deleteWaiver,
          { id: inv.a._id, c: covenantId, wid: disable.waiver._id },
          { token: tokens.im },
        ),
      ),
    ).toBe("FORBIDDEN");
    const deleted = await gql(
      app(),
      Q.deleteWaiver,
      { id: inv.a._id, c: covenantId, wid: disable.waiver._id },
      { token: tokens.rd },
    );
    expect(deleted.data?.deleteWaiver.success).toBe(true);
    expect(deleted.data?.deleteWaiver.waivers).toHaveLength(2);
    expect((await stored(inv.a._id)).covenants[0]!.waivers).toHaveLength(2);
    expect(await auditsOf("deleteWaiver", disable.waiver._id)).toHaveLength(1);
    const missing = await gql(
      app(),
      Q.deleteWaiver,
      { id: inv.a._id, c: covenantId, wid: disable.waiver._id },
      { token: tokens.rd },
    );
    expect(missing.data?.deleteWaiver).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
  });

  it("validateWaiver runs the form's rules and writes nothing", async () => {
    const before = await stored(inv.a._id);
    const bad = await gql(
      app(),
      Q.validateWaiver,
      { id: inv.a._id, c: covenantId, w: { waiverType: "ALTER", startDate: tomorrow, endDate: today } },
      { token: tokens.client },
    );
    expect(bad.data?.validateWaiver).toMatchObject({
      success: false,
      error: { message: "Invalid waiver form! Please fill in all the required values!" },
    });
    expect(fieldsOf(bad.data?.validateWaiver)).toEqual([
      "alertThreshold",
      "range.max",
      "range.min",
      "startDate",
    ]);
    const good = await gql(
      app(),
      Q.validateWaiver,
      { id: inv.a._id, c: covenantId, w: { waiverType: "DISABLE", startDate: today, endDate: today } },
      { token: tokens.im },
    );
    expect(good.data?.validateWaiver).toEqual({ success: true, error: null });
    const negative = await gql(
      app(),
      Q.validateWaiver,
      {
        id: inv.a._id,
        c: covenantId,
        w: {
          waiverType: "ALTER",
          startDate: today,
          endDate: today,
          range: { min: 0, max: 500 },
          alertThreshold: -1,
        },
      },
      { token: tokens.im },
    );
    expect(negative.data?.validateWaiver.error.fields).toEqual([
      { field: "alertThreshold", message: "must not be negative" },
    ]);
    expect(await stored(inv.a._id)).toEqual(before);
    expect(await auditsOf("validateWaiver", covenantId)).toHaveLength(3);
  });

  it("after final maturity only the admin changes waivers", async () => {
    const covenant = inv.after.covenants[0]!;
    const waiver = { waiverType: "DISABLE", startDate: yesterday, endDate: today };
    expect(
      errorCode(
        await gql(
          app(),
          Q.createWaiver,
          { id: inv.after._id, c: covenant._id, w: waiver },
          { token: tokens.rd },
        ),
      ),
    ).toBe("FORBIDDEN");
    const admin = await gql(
      app(),
      Q.createWaiver,
      { id: inv.after._id, c: covenant._id, w: waiver },
      { token: tokens.admin },
    );
    expect(admin.data?.createWaiver.success).toBe(true);
    const detail = await gql(app(), Q.investment, { id: inv.after._id }, { token: tokens.rd });
    expect(detail.data?.investment.covenants[0].waiverInEffect).toMatchObject({ waiverType: "DISABLE" });
  });
});
