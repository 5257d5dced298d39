import { addDays } from "@ledgerline/schemas";
import type { CovenantConfig, Investment } from "@ledgerline/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import {
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
import { demoData } from "../../../test/reporting";
import type { AuditDoc } from "../audits/repository";
import { todayNumber } from "../reports/model";

const database = useTestDatabase("covenant-configs");
const app = useTestApp(database);

type Config = CovenantConfig & { _id: string };

const today = todayNumber();
const CONFIG = `_id internalName name { en fr es pt ru } guide { en fr } label links { uri name guide } fieldType range { min max } alertThreshold clientType formula archived statistics { count }`;
const ERROR = `success error { code message fields { field message } }`;
const Q = {
  one: `query ($id: ID!, $language: String) { covenantConfig(id: $id, language: $language) { ${CONFIG} } }`,
  page: `query ($archived: Boolean, $clientType: String, $skip: Int, $limit: Int, $filter: String, $sorting: [SortInput!], $language: String) { covenantsConfig(archived: $archived, clientType: $clientType, skip: $skip, limit: $limit, filter: $filter, sorting: $sorting, language: $language) { results { _id internalName label archived statistics { count } } pageInfo { total limit offset } } }`,
  create: `mutation ($c: CovenantConfigInput!) { createCovenantConfig(covenant: $c) { ${ERROR} covenant { ${CONFIG} } } }`,
  update: `mutation ($id: ID!, $c: CovenantConfigInput!) { updateCovenantConfig(covenantId: $id, covenant: $c) { ${ERROR} covenant { ${CONFIG} } } }`,
  archive: `mutation ($id: ID!, $d: Int) { archiveCovenantConfig(covenantId: $id, asFrom: $d) { ${ERROR} _id archived } }`,
};

const tokens = { admin: "", provider: "", client: "" };
const configs = {} as Record<"par" | "agro" | "archived" | "leaving", Config>;

function db() {
  return database.db();
}

function input(overrides: Record<string, unknown> = {}) {
  return {
    internalName: "covNew",
    name: { en: "New covenant", fr: "Nouveau covenant", es: "" },
    guide: { en: "Read it" },
    links: [{ uri: "https://example.org/guide", name: "Guide" }],
    fieldType: "percentual",
    range: { min: 0, max: 1000 },
    alertThreshold: 800,
    clientType: "MFI",
    formula: "performanceIndicators.par30Ratio",
    ...overrides,
  };
}

function fieldsOf(answer: { error: { fields: Array<{ field: string }> } }): string[] {
  return answer.error.fields.map((field) => field.field).sort();
}

async function stored(id: string): Promise<Config | null> {
  return db().collection<Config>("covenantConfigs").findOne({ _id: id });
}

beforeAll(async () => {
  await seedReference(db());
  const data = demoData();
  await db()
    .collection("formConfigs")
    .insertMany(data.formConfigs.map((form) => ({ ...form })) as never[]);
  configs.par = await seedCovenantConfig(db(), "covPar30", {
    formula: "performanceIndicators.par30Ratio",
    statistics: { count: 3 },
  });
  configs.agro = await seedCovenantConfig(db(), "covDscr", { clientType: "AGRO", fieldType: "numeric" });
  configs.archived = await seedCovenantConfig(db(), "covOld", { archived: addDays(today, -3) });
  configs.leaving = await seedCovenantConfig(db(), "covLeaving", { archived: addDays(today, 5) });
  const client = await seedClient(db(), "Andes Credit");
  const users = {
    admin: await seedUser(db(), "ada.admin@investor.test", ["investor-admin"]),
    provider: await seedUser(db(), "paul.provider@investor.test", ["investor"]),
    client: await seedUser(db(), "carla.client@andes.test", ["CLIENT"], { ids: [client._id] }),
  };
  for (const [name, user] of Object.entries(users))
    tokens[name as keyof typeof tokens] = await login(app(), user.email, user.password);
});

describe("covenantConfig and covenantsConfig", () => {
  it("gives a provider user one covenant with every translation and the label in the asked language", async () => {
    const answer = await gql(
      app(),
      Q.one,
      { id: configs.par._id, language: "fr" },
      { token: tokens.provider },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.covenantConfig).toMatchObject({
      internalName: "covPar30",
      name: { en: "Covenant covPar30", fr: "Covenant covPar30 (fr)", es: null },
      label: "Covenant covPar30 (fr)",
      range: { min: 0, max: 500 },
      statistics: { count: 3 },
    });
  });

  it("refuses client users", async () => {
    expect(errorCode(await gql(app(), Q.one, { id: configs.par._id }, { token: tokens.client }))).toBe(
      "FORBIDDEN",
    );
    expect(errorCode(await gql(app(), Q.page, {}, { token: tokens.client }))).toBe("FORBIDDEN");
  });

  it("lists active and archived covenants per client type; one archived as from a later date is in both", async () => {
    const active = await gql(app(), Q.page, { archived: false, clientType: "mfi" }, { token: tokens.admin });
    const names = active.data?.covenantsConfig.results.map((c: Config) => c.internalName);
    expect(names).toContain("covPar30");
    expect(names).toContain("covLeaving");
    expect(names).not.toContain("covOld");
    expect(names).not.toContain("covDscr");
    const archived = await gql(app(), Q.page, { archived: true, clientType: "MFI" }, { token: tokens.admin });
    expect(archived.data?.covenantsConfig.results.map((c: Config) => c.internalName).sort()).toEqual([
      "covLeaving",
      "covOld",
    ]);
    const agro = await gql(app(), Q.page, { clientType: "agro" }, { token: tokens.provider });
    expect(agro.data?.covenantsConfig.results.map((c: Config) => c.internalName)).toEqual(["covDscr"]);
  });

  it("pages with a default of 25, filters by name and sorts", async () => {
    const first = await gql(app(), Q.page, { limit: 1, skip: 1, clientType: "mfi" }, { token: tokens.admin });
    expect(first.data?.covenantsConfig.pageInfo).toMatchObject({ limit: 1, offset: 1 });
    expect(first.data?.covenantsConfig.results).toHaveLength(1);
    const all = await gql(app(), Q.page, {}, { token: tokens.admin });
    expect(all.data?.covenantsConfig.pageInfo.limit).toBe(25);
    const filtered = await gql(app(), Q.page, { filter: "leav" }, { token: tokens.admin });
    expect(filtered.data?.covenantsConfig.results.map((c: Config) => c.internalName)).toEqual(["covLeaving"]);
    const sorted = await gql(
      app(),
      Q.page,
      { clientType: "mfi", sorting: [{ field: "internalName", direction: "desc" }] },
      { token: tokens.admin },
    );
    const order = sorted.data?.covenantsConfig.results.map((c: Config) => c.internalName) as string[];
    expect(order).toEqual([...order].sort().reverse());
    for (const field of ["constructor", "__proto__", "toString", "hasOwnProperty", "nextDue"]) {
      const refused = await gql(app(), Q.page, { sorting: [{ field }] }, { token: tokens.admin });
      expect(errorCode(refused), field).toBe("BAD_USER_INPUT");
      expect(refused.errors?.[0]?.message).toContain(`sorting: cannot sort by "${field}"`);
      expect(refused.errors?.[0]?.message).toContain("internalName, name, fieldType");
    }
  });
});

describe("createCovenantConfig", () => {
  it("stores a valid covenant with a zero count, not archived, and audits it", async () => {
    const answer = await gql(app(), Q.create, { c: input() }, { token: tokens.admin });
    const result = answer.data?.createCovenantConfig;
    expect(result.error).toBeNull();
    expect(result.covenant).toMatchObject({
      internalName: "covNew",
      archived: null,
      statistics: { count: 0 },
    });
    const doc = await stored(result.covenant._id);
    expect(doc?.name).toEqual({ en: "New covenant", fr: "Nouveau covenant" });
    const audits = await db()
      .collection<AuditDoc>("audits")
      .find({ action: "createCovenantConfig", targets: result.covenant._id })
      .toArray();
    expect(audits).toHaveLength(1);
  });

  it("refuses invalid values field by field with 'Invalid values, review form'", async () => {
    const before = await db().collection("covenantConfigs").countDocuments();
    const answer = await gql(
      app(),
      Q.create,
      {
        c: input({
          internalName: "covBad",
          name: { fr: "Sans anglais" },
          links: [{ uri: "not a url", name: "Guide" }],
          fieldType: "weird",
          alertThreshold: -1,
          clientType: "BANK",
        }),
      },
      { token: tokens.admin },
    );
    const result = answer.data?.createCovenantConfig;
    expect(result.success).toBe(false);
    expect(result.error.message).toBe("Invalid values, review form");
    expect(fieldsOf(result)).toEqual(
      expect.arrayContaining(["alertThreshold", "clientType", "fieldType", "links.0.uri", "name.en"]),
    );
    expect(await db().collection("covenantConfigs").countDocuments()).toBe(before);
  });

  it("refuses min above max and a duplicate internal name", async () => {
    const answer = await gql(
      app(),
      Q.create,
      { c: input({ internalName: "covPar30", range: { min: 900, max: 100 }, alertThreshold: 500 }) },
      { token: tokens.admin },
    );
    expect(fieldsOf(answer.data?.createCovenantConfig)).toEqual(
      expect.arrayContaining(["internalName", "range.min"]),
    );
  });

  it("checks the formula against the client type's forms and gives the error's position", async () => {
    const unknown = await gql(
      app(),
      Q.create,
      { c: input({ internalName: "covF1", formula: "performanceIndicators.noSuchField" }) },
      { token: tokens.admin },
    );
    const error = unknown.data?.createCovenantConfig.error;
    expect(error.fields[0]).toMatchObject({ field: "formula" });
    expect(error.fields[0].message).toMatch(/line 1, column \d+/);
    const syntax = await gql(
      app(),
      Q.create,
      { c: input({ internalName: "covF2", formula: "performanceIndicators.par30Ratio +" }) },
      { token: tokens.admin },
    );
    expect(syntax.data?.createCovenantConfig.error.fields[0].message).toMatch(/line 1, column \d+/);
    // an MFI field is no field of the agro forms
    const wrongType = await gql(
      app(),
      Q.create,
      { c: input({ internalName: "covF3", clientType: "AGRO" }) },
      { token: tokens.admin },
    );
    expect(fieldsOf(wrongType.data?.createCovenantConfig)).toEqual(["formula"]);
  });

  it("refuses provider users who are not admins, changing nothing", async () => {
    const before = await db().collection("covenantConfigs").countDocuments();
    const answer = await gql(
      app(),
      Q.create,
      { c: input({ internalName: "covNope" }) },
      { token: tokens.provider },
    );
    expect(errorCode(answer)).toBe("FORBIDDEN");
    expect(await db().collection("covenantConfigs").countDocuments()).toBe(before);
  });
});

describe("updateCovenantConfig", () => {
  it("changes the covenant, keeps its count and archived date, and refreshes the copies in investments", async () => {
    const config = await seedCovenantConfig(db(), "covCopy", { statistics: { count: 1 } });
    const other = await seedCovenantConfig(db(), "covOther");
    const client = await seedClient(db(), "Copy Credit");
    const covenant = covenantOf(config, {
      waivers: [],
    });
    const otherCovenant = covenantOf(other, {
      waivers: [
        {
          _id: "6f00000000000000000000a1",
          waiverType: "REPLACE",
          startDate: 20250101,
          endDate: 20250131,
          centralCovenant: covenant.centralCovenantId,
          range: { min: 0, max: 100 },
          alertThreshold: 50,
        },
      ],
    });
    const investment = await seedInvestment(db(), client, { covenants: [covenant, otherCovenant] });
    const answer = await gql(
      app(),
      Q.update,
      {
        id: config._id,
        c: input({
          internalName: "covCopy",
          name: { en: "Renamed", pt: "Renomeado" },
          guide: null,
          fieldType: "numeric",
          range: { min: 100, max: null },
          alertThreshold: 150,
        }),
      },
      { token: tokens.admin },
    );
    expect(answer.data?.updateCovenantConfig.error).toBeNull();
    const doc = await stored(config._id);
    expect(doc).toMatchObject({
      name: { en: "Renamed", pt: "Renomeado" },
      fieldType: "numeric",
      range: { min: 100, max: null },
      alertThreshold: 150,
      statistics: { count: 1 },
      archived: null,
    });
    expect(doc?.guide).toBeUndefined();
    const after = (await db().collection<Investment>("investments").findOne({ _id: investment._id }))!;
    expect(after.covenants[0]!.centralCovenantId).toMatchObject({
      _id: config._id,
      name: { en: "Renamed", pt: "Renomeado" },
      fieldType: "numeric",
    });
    expect(after.covenants[0]!.centralCovenantId.guide).toBeUndefined();
    // the investment's own limits are untouched
    expect(after.covenants[0]!.range).toEqual(covenant.range);
    expect(after.covenants[1]!.waivers[0]!.centralCovenant).toMatchObject({ name: { en: "Renamed" } });
    expect(after.covenants[1]!.centralCovenantId.name).toEqual(other.name);
    expect(
      await db()
        .collection<AuditDoc>("audits")
        .countDocuments({ action: "updateCovenantConfig", targets: config._id }),
    ).toBe(1);
  });

  it("allows its own internal name but not another's, and answers NOT_FOUND for an unknown id", async () => {
    const answer = await gql(
      app(),
      Q.update,
      { id: configs.leaving._id, c: input({ internalName: "covPar30" }) },
      { token: tokens.admin },
    );
    expect(fieldsOf(answer.data?.updateCovenantConfig)).toEqual(["internalName"]);
    expect((await stored(configs.leaving._id))?.internalName).toBe("covLeaving");
    const missing = await gql(
      app(),
      Q.update,
      { id: "64a000000000000000000999", c: input() },
      { token: tokens.admin },
    );
    expect(missing.data?.updateCovenantConfig.error.code).toBe("NOT_FOUND");
  });
});

describe("archiveCovenantConfig", () => {
  it("archives as from a date (then it moves to the Archived tab), reactivates with null, and audits", async () => {
    const config = await seedCovenantConfig(db(), "covToArchive");
    const answer = await gql(app(), Q.archive, { id: config._id, d: today }, { token: tokens.admin });
    expect(answer.data?.archiveCovenantConfig).toMatchObject({
      success: true,
      _id: config._id,
      archived: today,
    });
    const archived = await gql(app(), Q.page, { archived: true }, { token: tokens.admin });
    expect(archived.data?.covenantsConfig.results.map((c: Config) => c.internalName)).toContain(
      "covToArchive",
    );
    await gql(app(), Q.archive, { id: config._id, d: null }, { token: tokens.admin });
    expect((await stored(config._id))?.archived).toBeNull();
    expect(
      await db()
        .collection<AuditDoc>("audits")
        .countDocuments({ action: "archiveCovenantConfig", targets: config._id }),
    ).toBe(2);
  });

  it("refuses an impossible date and non-admins", async () => {
    const bad = await gql(app(), Q.archive, { id: configs.par._id, d: 20250231 }, { token: tokens.admin });
    expect(fieldsOf(bad.data?.archiveCovenantConfig)).toEqual(["asFrom"]);
    const forbidden = await gql(
      app(),
      Q.archive,
      { id: configs.par._id, d: today },
      { token: tokens.provider },
    );
    expect(errorCode(forbidden)).toBe("FORBIDDEN");
    expect((await stored(configs.par._id))?.archived).toBeNull();
  });
});
