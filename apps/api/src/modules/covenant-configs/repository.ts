// The central covenant catalogue in `covenantConfigs`, and the copies of its covenants embedded in
// `investments` (investment covenants and REPLACE waivers), which a change of the catalogue refreshes.
import type { ClientConfigType, CovenantRef, Investment } from "@ledgerline/schemas";
import type { Db, Filter } from "mongodb";
import { searchPattern } from "../../platform/input";
import type { CovenantConfigDoc } from "../investments/model";
import { covenantRefOf } from "../investments/model";
import type { InvestmentsRepository } from "../investments/repository";

export type CovenantConfigSortPath =
  | "internalName"
  | "name.en"
  | "fieldType"
  | "alertThreshold"
  | "clientType"
  | "archived"
  | "statistics.count";

/** Sort fields the API accepts, by the names the portal uses. */
export const COVENANT_CONFIG_SORT_FIELDS: Record<string, CovenantConfigSortPath> = {
  internalName: "internalName",
  name: "name.en",
  fieldType: "fieldType",
  alertThreshold: "alertThreshold",
  clientType: "clientType",
  archived: "archived",
  count: "statistics.count",
  "statistics.count": "statistics.count",
};

export interface CovenantConfigQuery {
  clientType?: ClientConfigType;
  /**
   * true: with an archive date, past or scheduled (the Archived tab); false: not archived by `today`, so still
   * selectable (the Active tab); undefined: all. A covenant archived as from next month is in both tabs until then.
   */
  archived?: boolean;
  today: number;
  filter?: string;
  language: string;
  sort: Array<{ path: CovenantConfigSortPath; direction: 1 | -1 }>;
  skip: number;
  limit: number;
}

export class CovenantConfigsRepository {
  constructor(
    private readonly db: Db,
    /** The investments kept in the process, whose embedded copies a catalogue change refreshes. */
    private readonly investments: Pick<InvestmentsRepository, "ofClients" | "saveCovenants">,
  ) {}

  private get configs() {
    return this.db.collection<CovenantConfigDoc>("covenantConfigs");
  }

  byId(id: string): Promise<CovenantConfigDoc | null> {
    return this.configs.findOne({ _id: id });
  }

  byInternalName(internalName: string): Promise<CovenantConfigDoc | null> {
    return this.configs.findOne({ internalName });
  }

  async page(query: CovenantConfigQuery): Promise<{ results: CovenantConfigDoc[]; total: number }> {
    const and: Filter<CovenantConfigDoc>[] = [];
    if (query.clientType) and.push({ clientType: query.clientType });
    if (query.archived === true) and.push({ archived: { $ne: null } });
    if (query.archived === false) and.push({ $or: [{ archived: null }, { archived: { $gt: query.today } }] });
    if (query.filter) {
      const pattern = searchPattern(query.filter);
      and.push({
        $or: [
          { internalName: pattern },
          { "name.en": pattern },
          { [`name.${query.language}`]: pattern } as Filter<CovenantConfigDoc>,
        ],
      });
    }
    const filter: Filter<CovenantConfigDoc> = and.length > 0 ? { $and: and } : {};
    const sort: Record<string, 1 | -1> = {};
    for (const entry of query.sort) sort[entry.path] = entry.direction;
    sort._id = 1;
    const [results, total] = await Promise.all([
      this.configs.find(filter).sort(sort).skip(query.skip).limit(query.limit).toArray(),
      this.configs.countDocuments(filter),
    ]);
    return { results, total };
  }

  async insert(config: CovenantConfigDoc): Promise<void> {
    await this.configs.insertOne(config);
  }

  async replace(config: CovenantConfigDoc): Promise<void> {
    await this.configs.replaceOne({ _id: config._id }, config);
  }

  async setArchived(id: string, archived: number | null): Promise<void> {
    await this.configs.updateOne({ _id: id }, { $set: { archived } });
  }

  /**
   * Rewrites the copies of this covenant embedded in investments (covenants and REPLACE waivers) from the
   * catalogue entry: the investments that hold one are found among those the process keeps (a search of
   * nested paths reads every investment on FerretDB), each changed in memory and written back by `_id`.
   * Returns how many investments changed.
   */
  async refreshCopies(config: CovenantConfigDoc): Promise<number> {
    const holds = (investment: Investment) =>
      investment.covenants.some(
        (covenant) =>
          covenant.centralCovenantId._id === config._id ||
          covenant.waivers.some((waiver) => waiver.centralCovenant?._id === config._id),
      );
    const found = (await this.investments.ofClients("all")).filter(holds);
    const ref: CovenantRef = covenantRefOf(config);
    for (const investment of found) {
      const covenants = investment.covenants.map((covenant) => ({
        ...covenant,
        centralCovenantId: covenant.centralCovenantId._id === config._id ? ref : covenant.centralCovenantId,
        waivers: covenant.waivers.map((waiver) =>
          waiver.centralCovenant?._id === config._id ? { ...waiver, centralCovenant: ref } : waiver,
        ),
      }));
      await this.investments.saveCovenants({ ...investment, covenants });
    }
    return found.length;
  }
}
