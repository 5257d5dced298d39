// The kept clients: another process's writes seen at the next read, scopes and the clients page answered as
// the MongoDB filters they replace answered them, removed clients left out where those filters left them out,
// and no read of every client once loaded.
import { MongoClient } from "mongodb";
import type { Db, Filter } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../../test/database";
import { AFRICA, ASIA, LATAM, clientFixture } from "../../../test/fixtures";
import { searchPattern } from "../../platform/input";
import { Access } from "../access/access";
import { sessionClients } from "../identity/home";
import type { UserDoc } from "../../model/users";
import { ClientCatalog } from "./client-catalog";
import { clientPage, clientsMatching } from "./client-list";
import type { ClientListFilter } from "./client-list";
import type { ClientDoc } from "../../model/clients";
import { insertClient, markClientRemoved, setFinancialPeriods } from "./repository";

const database = useTestDatabase("client-catalog");
/** A second connection, as another API process has. */
const elsewhere = new MongoClient(database.uri);
beforeAll(() => elsewhere.connect());
afterAll(() => elsewhere.close());

function clientsOf(db: Db = database.db()) {
  return db.collection<ClientDoc>("clients");
}

function accessOf(roles: string[], scope: { ids?: string[]; regions?: string[] } = {}): Access {
  const user = { _id: "u", roles, clients: { ids: scope.ids ?? [], regions: scope.regions ?? [] } };
  return new Access(user as unknown as UserDoc, new Map(), "investor", database.db());
}

const ids = (clients: readonly ClientDoc[]) => clients.map((client) => client._id);

const andes = clientFixture("Andes Microcrédito", { worldRegion: LATAM, importedId: "IMP-0042" });
const nandu = clientFixture("Banco Ñandú", { clientType: "BANK", worldRegion: LATAM });
const lower = clientFixture("banco andino", { worldRegion: LATAM });
const caja = clientFixture("Caja (Sur)", { worldRegion: AFRICA, status: "workout" });
const jamii = clientFixture("Jamii Finance", {
  clientType: "AGRO",
  clientConfigType: "AGRO",
  worldRegion: AFRICA,
});
const gone = clientFixture("Andes Viejo", { worldRegion: LATAM, status: "removed" });
const mekong = clientFixture("Mekong Credit", { worldRegion: ASIA, status: "inactive" });
// The same name twice: the order falls back to `_id`.
const twinA = clientFixture("Twin", { _id: "64a00000000000000000000a", key: "twin-a", worldRegion: ASIA });
const twinB = clientFixture("Twin", { _id: "64a00000000000000000000b", key: "twin-b", worldRegion: ASIA });
const portfolio = [andes, nandu, lower, caja, jamii, gone, mekong, twinB, twinA];

beforeEach(async () => {
  await database.db().dropDatabase();
  await clientsOf().insertMany(portfolio.map((client) => ({ ...client })));
});

describe(ClientCatalog, () => {
  it("shows in one process the clients another one creates and changes, once written through the feed", async () => {
    const here = new ClientCatalog(database.db());
    const there = {
      db: elsewhere.db(database.name),
      clients: new ClientCatalog(elsewhere.db(database.name)),
    };
    expect((await here.all()).size).toBe(portfolio.length);

    const created = clientFixture("Nuevo Banco", { worldRegion: ASIA });
    await insertClient(there, created);
    expect((await there.clients.byIds([created._id]))[0]?.name).toBe("Nuevo Banco");
    expect((await here.byKey(created.key))?._id).toBe(created._id);

    const periods = [
      { financialYear: 2024, financialYearId: 202400, start: 20240101, end: 20241231, months: 12 },
    ];
    await setFinancialPeriods(there, andes._id, periods);
    expect((await here.byIds([andes._id]))[0]?.financialPeriods).toEqual(periods);

    await markClientRemoved(there, jamii._id);
    expect((await here.byIds([jamii._id]))[0]?.status).toBe("removed");
  });

  it("gives each user the clients Access.clientFilter() selects, by name then `_id`", async () => {
    const catalog = new ClientCatalog(database.db());
    const users = {
      admin: accessOf(["investor-admin"]),
      provider: accessOf(["investor"]),
      client: accessOf(["CLIENT"], { ids: [jamii._id] }),
      regional: accessOf(["investor-RD"], { regions: [LATAM, ASIA] }),
      regionalAndClient: accessOf(["investor-IM", "CLIENT"], { ids: [caja._id], regions: [ASIA] }),
      nobody: accessOf([]),
    };
    for (const [who, access] of Object.entries(users)) {
      const queried = await clientsOf().find(access.clientFilter()).sort({ name: 1, _id: 1 }).toArray();
      expect(ids(await catalog.visibleTo(access)), who).toEqual(ids(queried));
    }
    // Byte order, as MongoDB sorts: upper case before lower case.
    expect(ids(await catalog.visibleTo(users.regional))).toEqual(
      ids([andes, gone, nandu, mekong, twinA, twinB, lower]),
    );
  });

  it("leaves removed clients out of the session's clients, the client search and the clients page", async () => {
    const catalog = new ClientCatalog(database.db());
    const regional = accessOf(["investor-RD"], { regions: [LATAM] });
    // The scope itself keeps them, as `clientFilter()` did: exports choose by status themselves.
    expect(ids(await catalog.visibleTo(regional))).toContain(gone._id);
    expect(ids(await sessionClients(catalog, regional))).toEqual(ids([andes, nandu, lower]));
    expect(ids(await clientsMatching(catalog, regional, searchPattern("andes")))).toEqual([andes._id]);
    const page = (statuses: ClientDoc["status"][]) =>
      clientPage(catalog, regional, { statuses, clientType: "", pattern: null }, 0, 25);
    expect(ids((await page([])).results)).toEqual(ids([andes, nandu, lower]));
    expect(ids((await page(["removed"])).results)).toEqual([gone._id]);
  });

  it("answers the clients page as its MongoDB filter did", async () => {
    const catalog = new ClientCatalog(database.db());
    const filters: Array<ClientListFilter & { search?: string }> = [
      { statuses: [], clientType: "", pattern: null },
      { statuses: ["active", "workout"], clientType: "", pattern: null },
      { statuses: ["removed", "inactive"], clientType: "", pattern: null },
      { statuses: [], clientType: "BANK", pattern: null },
      { statuses: [], clientType: "AGRO", pattern: null },
      ...[
        "banco",
        "BANCO",
        "ñandú",
        "s.a.",
        "(sur)",
        "imp-0042",
        "twin-b",
        "jamii finance s.a.",
        "zzz",
        ".",
      ].map((search) => ({ statuses: [], clientType: "", pattern: searchPattern(search), search })),
      { statuses: ["active"], clientType: "MFI", pattern: searchPattern("andes"), search: "andes" },
    ];
    const access = accessOf(["investor"]);
    for (const filter of filters) {
      const conditions: Filter<ClientDoc>[] = [access.clientFilter()];
      conditions.push(
        filter.statuses.length > 0
          ? { status: { $in: [...filter.statuses] } }
          : { status: { $ne: "removed" } },
      );
      if (filter.clientType !== "")
        conditions.push({ clientType: filter.clientType as ClientDoc["clientType"] });
      if (filter.pattern) {
        const pattern = filter.pattern;
        conditions.push({
          $or: [{ name: pattern }, { officialName: pattern }, { key: pattern }, { importedId: pattern }],
        });
      }
      const query = { $and: conditions };
      for (const [skip, limit] of [
        [0, 25],
        [1, 2],
      ] as const) {
        const expected = await clientsOf()
          .find(query)
          .sort({ name: 1, _id: 1 })
          .skip(skip)
          .limit(limit)
          .toArray();
        const answered = await clientPage(catalog, access, filter, skip, limit);
        const label = JSON.stringify({ ...filter, pattern: filter.search, skip, limit });
        expect(ids(answered.results), label).toEqual(ids(expected));
        expect(answered.total, label).toBe(await clientsOf().countDocuments(query));
      }
    }
  });

  it("once loaded, reads clients by `_id` only", async () => {
    const catalog = new ClientCatalog(database.db());
    const access = accessOf(["investor-RD"], { regions: [AFRICA] });
    await catalog.visibleTo(access);
    // findOne is a find of one document: every read is a find, and each must be by `_id` alone.
    const find = vi.spyOn(clientsOf().constructor.prototype as { find: () => unknown }, "find");
    try {
      await catalog.visibleTo(access);
      await clientsOf().updateOne({ _id: caja._id }, { $set: { status: "active" } });
      await catalog.changed(caja._id);
      expect((await catalog.visibleTo(access)).find((client) => client._id === caja._id)?.status).toBe(
        "active",
      );
      expect(await catalog.byKey(jamii.key)).toMatchObject({ _id: jamii._id });
      const notById = find.mock.calls.filter((call) => {
        const keys = Object.keys(((call as unknown[])[0] ?? {}) as object);
        return keys.length !== 1 || keys[0] !== "_id";
      });
      expect(find).toHaveBeenCalled();
      expect(notById).toEqual([]);
    } finally {
      find.mockRestore();
    }
  });
});
