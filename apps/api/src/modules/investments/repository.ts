// Every read and write of the investments area behind one interface: the resolvers never touch a collection.
// Investments embed their covenants and waivers, so a change to a covenant or a waiver is one write of the
// investment's `covenants` array by `_id` (last writer wins; docs/api.md, "Investments, covenants and waivers").
import type { ClientConfigType } from "@ledgerline/schemas";
import type { Db } from "mongodb";
import { searchPattern } from "../../platform/input";
import { KeptCollection } from "../../platform/kept-collection";
import { sortByPaths } from "../../platform/sort-by-paths";
import type { AuditDoc } from "../audits/repository";
import type { ClientCatalog } from "../clients/client-catalog";
import type { ClientDoc } from "../../model/clients";
import type { CovenantConfigDoc, InvestmentDoc } from "./model";

/** Sortable columns of the investments grid → stored paths. */
export const INVESTMENT_SORT_FIELDS = {
  importedId: "importedId",
  client: "client.name",
  "client.name": "client.name",
  country: "country",
  fund: "fund.name",
  "fund.name": "fund.name",
  product: "product.name",
  "product.name": "product.name",
  currency: "currency",
  outstandingAmount: "outstandingAmount",
  firstDisbursementDate: "firstDisbursementDate",
  lastReportedMonth: "lastReportedMonth",
  finalMaturityDate: "finalMaturityDate",
  endedAt: "endedAt",
  reportingPeriodicity: "reportingPeriodicity",
} as const;
export type InvestmentSortPath = (typeof INVESTMENT_SORT_FIELDS)[keyof typeof INVESTMENT_SORT_FIELDS];

export const DEFAULT_INVESTMENT_SORT: ReadonlyArray<{ path: InvestmentSortPath; direction: 1 | -1 }> = [
  { path: "importedId", direction: 1 },
];

export interface InvestmentQuery {
  /** The clients whose investments may be listed; "all" for users who see every client. */
  clientIds: readonly string[] | "all";
  /** open: not ended (endedAt null); closed: ended. */
  state: "open" | "closed";
  /** Stored client types to keep (mfi → MFI and BANK); all when absent. */
  clientTypes?: readonly string[];
  /** Searched in importedId, client name, country, fund and product. */
  text?: string;
  sort: ReadonlyArray<{ path: InvestmentSortPath; direction: 1 | -1 }>;
  skip: number;
  limit: number;
}

export interface InvestmentsRepository {
  /** Indexes (idempotent). */
  init(): Promise<void>;
  byId(id: string): Promise<InvestmentDoc | null>;
  page(query: InvestmentQuery): Promise<{ results: InvestmentDoc[]; total: number }>;
  /** Every investment of one client, by importedId. */
  ofClient(clientId: string): Promise<InvestmentDoc[]>;
  /** Every investment of the clients ("all": of every client), open and closed, in no order. */
  ofClients(clientIds: readonly string[] | "all"): Promise<InvestmentDoc[]>;
  /** The clients of a list of investments, each once. */
  clientsByIds(ids: readonly string[]): Promise<ClientDoc[]>;
  covenantConfig(id: string): Promise<CovenantConfigDoc | null>;
  /** The central covenants of one catalogue (MFI or AGRO), archived ones included. */
  covenantConfigsOfType(clientType: ClientConfigType): Promise<CovenantConfigDoc[]>;
  /** The audit entries that name a covenant of an investment, oldest first. */
  historyOf(covenantId: string): Promise<AuditDoc[]>;
  /** Writes the investment's covenants (with their waivers) back, by `_id`. */
  saveCovenants(investment: InvestmentDoc): Promise<void>;
  setPeriodicity(investmentId: string, periodicity: InvestmentDoc["reportingPeriodicity"]): Promise<void>;
  /**
   * Recounts `statistics.count` of central covenants: the open investments (endedAt null) that apply them.
   * Counted and `$set`, never `$inc`: FerretDB's updates are not atomic, a recount heals any earlier race.
   */
  refreshStatistics(configIds: readonly string[]): Promise<void>;
  /** Reads now what the process keeps (every investment), instead of at the first request that needs it. */
  warm(): Promise<void>;
}

/** The investment change feed's collection: every writer of an investment records it there. */
export const INVESTMENT_CHANGES = "investmentChanges";

export class MongoInvestmentsRepository implements InvestmentsRepository {
  /** Every investment, kept in the process and followed through INVESTMENT_CHANGES. */
  private readonly kept: KeptCollection<InvestmentDoc>;

  constructor(
    private readonly db: Db,
    /** The app's kept clients: the clients of a page come from there. */
    private readonly clients: Pick<ClientCatalog, "byIds">,
  ) {
    this.kept = new KeptCollection<InvestmentDoc>(db, {
      collection: "investments",
      feed: INVESTMENT_CHANGES,
      groupOf: (investment) => investment.client._id,
    });
  }

  get investments() {
    return this.db.collection<InvestmentDoc>("investments");
  }

  get configs() {
    return this.db.collection<CovenantConfigDoc>("covenantConfigs");
  }

  async init(): Promise<void> {
    await this.investments.createIndex({ "client._id": 1 });
    await this.investments.createIndex({ importedId: 1 });
    await this.configs.createIndex({ clientType: 1 });
  }

  async warm(): Promise<void> {
    await this.kept.all();
  }

  byId(id: string): Promise<InvestmentDoc | null> {
    return this.investments.findOne({ _id: id });
  }

  async page(query: InvestmentQuery): Promise<{ results: InvestmentDoc[]; total: number }> {
    if (query.clientIds !== "all" && query.clientIds.length === 0) return { results: [], total: 0 };
    // From the kept investments, sorted once per order: a pass in memory, where any filter FerretDB is
    // given reads every investment.
    const order = [...query.sort, { path: "_id", direction: 1 as const }];
    const listed =
      query.clientIds === "all"
        ? await this.kept.sorted(order)
        : sortByPaths((await Promise.all(query.clientIds.map((id) => this.kept.ofGroup(id)))).flat(), order);
    const pattern = query.text ? searchPattern(query.text) : null;
    const matches = listed.filter(
      (investment) =>
        (query.state === "open") === (investment.endedAt === null || investment.endedAt === undefined) &&
        (!query.clientTypes || query.clientTypes.includes(investment.clientType)) &&
        (!pattern ||
          [
            investment.importedId,
            investment.client.name,
            investment.country,
            investment.fund?.name,
            investment.product?.name,
          ].some((text) => typeof text === "string" && pattern.test(text))),
    );
    return { results: matches.slice(query.skip, query.skip + query.limit), total: matches.length };
  }

  async ofClient(clientId: string): Promise<InvestmentDoc[]> {
    return sortByPaths(await this.kept.ofGroup(clientId), [
      { path: "importedId", direction: 1 },
      { path: "_id", direction: 1 },
    ]);
  }

  async ofClients(clientIds: readonly string[] | "all"): Promise<InvestmentDoc[]> {
    if (clientIds === "all") return [...(await this.kept.all()).values()];
    return (await Promise.all(clientIds.map((id) => this.kept.ofGroup(id)))).flat();
  }

  clientsByIds(ids: readonly string[]): Promise<ClientDoc[]> {
    return this.clients.byIds(ids);
  }

  covenantConfig(id: string): Promise<CovenantConfigDoc | null> {
    return this.configs.findOne({ _id: id });
  }

  covenantConfigsOfType(clientType: ClientConfigType): Promise<CovenantConfigDoc[]> {
    return this.configs.find({ clientType }).sort({ internalName: 1 }).toArray();
  }

  historyOf(covenantId: string): Promise<AuditDoc[]> {
    return this.db
      .collection<AuditDoc>("audits")
      .find({ targets: covenantId })
      .sort({ date: 1, _id: 1 })
      .limit(20)
      .toArray();
  }

  async saveCovenants(investment: InvestmentDoc): Promise<void> {
    await this.investments.updateOne({ _id: investment._id }, { $set: { covenants: investment.covenants } });
    await this.kept.changed(investment._id);
  }

  async setPeriodicity(
    investmentId: string,
    periodicity: InvestmentDoc["reportingPeriodicity"],
  ): Promise<void> {
    await this.investments.updateOne({ _id: investmentId }, { $set: { reportingPeriodicity: periodicity } });
    await this.kept.changed(investmentId);
  }

  async refreshStatistics(configIds: readonly string[]): Promise<void> {
    const open = [...(await this.kept.all()).values()].filter(
      (investment) => investment.endedAt === null || investment.endedAt === undefined,
    );
    for (const id of new Set(configIds)) {
      const count = open.filter((investment) =>
        investment.covenants.some((covenant) => covenant.centralCovenantId._id === id),
      ).length;
      await this.configs.updateOne({ _id: id }, { $set: { "statistics.count": count } });
    }
  }
}
