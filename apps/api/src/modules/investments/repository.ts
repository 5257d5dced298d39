// Every read and write of the investments area behind one interface: the resolvers never touch a collection.
// Investments embed their covenants and waivers, so a change to a covenant or a waiver is one write of the
// investment's `covenants` array by `_id` (last writer wins; docs/api.md, "Investments, covenants and waivers").
import type { ClientConfigType } from "@ledgerline/schemas";
import type { Db, Filter, Sort } from "mongodb";
import { searchPattern } from "../../platform/input";
import type { AuditDoc } from "../audits/audit-log";
import type { ClientDoc } from "../clients/model";
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
  /** The clients of a list of investments, in one read. */
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
}

export class MongoInvestmentsRepository implements InvestmentsRepository {
  constructor(private readonly db: Db) {}

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

  byId(id: string): Promise<InvestmentDoc | null> {
    return this.investments.findOne({ _id: id });
  }

  async page(query: InvestmentQuery): Promise<{ results: InvestmentDoc[]; total: number }> {
    if (query.clientIds !== "all" && query.clientIds.length === 0) return { results: [], total: 0 };
    const conditions: Filter<InvestmentDoc>[] = [
      query.state === "open" ? { endedAt: null } : { endedAt: { $ne: null } },
    ];
    if (query.clientIds !== "all") {
      conditions.push(
        query.clientIds.length === 1
          ? { "client._id": query.clientIds[0]! }
          : { "client._id": { $in: [...query.clientIds] } },
      );
    }
    if (query.clientTypes)
      conditions.push({ clientType: { $in: [...query.clientTypes] as InvestmentDoc["clientType"][] } });
    if (query.text) {
      const pattern = searchPattern(query.text);
      conditions.push({
        $or: [
          { importedId: pattern },
          { "client.name": pattern },
          { country: pattern },
          { "fund.name": pattern },
          { "product.name": pattern },
        ],
      });
    }
    const filter: Filter<InvestmentDoc> = { $and: conditions };
    const sort: Sort = Object.fromEntries([
      ...query.sort.map((entry) => [entry.path, entry.direction] as const),
      ["_id", 1] as const,
    ]);
    const [results, total] = await Promise.all([
      this.investments.find(filter).sort(sort).skip(query.skip).limit(query.limit).toArray(),
      this.investments.countDocuments(filter),
    ]);
    return { results, total };
  }

  ofClient(clientId: string): Promise<InvestmentDoc[]> {
    return this.investments.find({ "client._id": clientId }).sort({ importedId: 1, _id: 1 }).toArray();
  }

  ofClients(clientIds: readonly string[] | "all"): Promise<InvestmentDoc[]> {
    if (clientIds === "all") return this.investments.find().toArray();
    if (clientIds.length === 0) return Promise.resolve([]);
    // One command either way: FerretDB answers `client._id` from a scan, not the index, so one read with $in
    // costs what one client's read does (the whole portfolio is a few thousand investments).
    return this.investments.find({ "client._id": { $in: [...clientIds] } }).toArray();
  }

  async clientsByIds(ids: readonly string[]): Promise<ClientDoc[]> {
    const distinct = [...new Set(ids)];
    if (distinct.length === 0) return [];
    const clients = this.db.collection<ClientDoc>("clients");
    if (distinct.length === 1) {
      const client = await clients.findOne({ _id: distinct[0]! });
      return client ? [client] : [];
    }
    return clients.find({ _id: { $in: distinct } }).toArray();
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
  }

  async setPeriodicity(
    investmentId: string,
    periodicity: InvestmentDoc["reportingPeriodicity"],
  ): Promise<void> {
    await this.investments.updateOne({ _id: investmentId }, { $set: { reportingPeriodicity: periodicity } });
  }

  async refreshStatistics(configIds: readonly string[]): Promise<void> {
    for (const id of new Set(configIds)) {
      const count = await this.investments.countDocuments({
        endedAt: null,
        "covenants.centralCovenantId._id": id,
      });
      await this.configs.updateOne({ _id: id }, { $set: { "statistics.count": count } });
    }
  }
}
