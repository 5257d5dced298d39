// The reporting reads over arrays in memory: the benchmark's anchor that runs the same resolvers without the
// database (and a reference implementation of the query rules of the MongoDB repository).
import type { Access } from "../access/access";
import type { ClientDoc } from "../clients/model";
import type { ExchangeRateDoc, FormConfigDoc, FormDataDoc, ReportConfigDoc, ReportInstanceDoc, ReportNoteDoc } from "./model";
import { buildTemplates } from "./repository";
import type { ReportQuery, ReportingRepository, Templates } from "./repository";

export interface MemoryData {
  clients: ClientDoc[];
  formConfigs: FormConfigDoc[];
  reportConfigs: ReportConfigDoc[];
  reportInstances: ReportInstanceDoc[];
  formData: FormDataDoc[];
  exchangeRates: ExchangeRateDoc[];
}

function valueAt(document: unknown, path: string): unknown {
  let value: unknown = document;
  for (const part of path.split(".")) value = value === null || value === undefined ? undefined : (value as Record<string, unknown>)[part];
  return value;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  return (a as number | string) < (b as number | string) ? -1 : 1;
}

export class MemoryReportingRepository implements ReportingRepository {
  private readonly cachedTemplates: Templates;
  private readonly clientById: Map<string, ClientDoc>;
  private readonly reportById_: Map<string, ReportInstanceDoc>;
  private readonly formDataByClient = new Map<string, FormDataDoc[]>();
  private readonly rateByDate: Map<number, ExchangeRateDoc>;
  private readonly sorted = new Map<string, ReportInstanceDoc[]>();

  constructor(private readonly data: MemoryData) {
    this.cachedTemplates = buildTemplates(data.formConfigs, data.reportConfigs);
    this.clientById = new Map(data.clients.map((client) => [client._id, client]));
    this.reportById_ = new Map(data.reportInstances.map((report) => [report._id, report]));
    for (const document of data.formData) {
      const list = this.formDataByClient.get(document.clientId) ?? [];
      list.push(document);
      this.formDataByClient.set(document.clientId, list);
    }
    this.rateByDate = new Map(data.exchangeRates.map((rate) => [rate.numericDate, rate]));
  }

  async templates(): Promise<Templates> {
    return this.cachedTemplates;
  }

  async clientIdsInScope(access: Access): Promise<readonly string[] | "all"> {
    if (access.scope.kind === "all") return "all";
    return this.data.clients.filter((client) => access.clientVisible(client)).map((client) => client._id);
  }

  async clientsByIds(ids: readonly string[]): Promise<ClientDoc[]> {
    return ids.flatMap((id) => this.clientById.get(id) ?? []);
  }

  async clientByKey(key: string): Promise<ClientDoc | null> {
    return this.data.clients.find((client) => client.key === key) ?? null;
  }

  async reportPage(query: ReportQuery): Promise<{ results: ReportInstanceDoc[]; total: number }> {
    const clients = query.clientIds === "all" ? null : new Set(query.clientIds);
    const pattern = query.text ? new RegExp(query.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i") : null;
    const sort = [...query.sort, { path: "_id", direction: 1 as const }];
    const matches = this.sortedBy(sort).filter((report) => {
      if (clients && !clients.has(report.client._id)) return false;
      if (query.configKeys && !query.configKeys.includes(report.config.key)) return false;
      if (query.statuses && query.statuses.length > 0) {
        const overdue = report.status === "created" && report.schedule.due < query.today;
        const status = overdue ? "overdue" : report.status;
        if (!query.statuses.includes(status)) return false;
      }
      if (pattern) {
        const texts = [report.client.name, report.client.officialName, report.config.name.en, report.context.text, report.status];
        if (!texts.some((text) => pattern.test(text))) return false;
      }
      return true;
    });
    return { results: matches.slice(query.skip, query.skip + query.limit), total: matches.length };
  }

  /** The reports in one order, sorted once per order (the data never changes). */
  private sortedBy(sort: ReadonlyArray<{ path: string; direction: 1 | -1 }>): ReportInstanceDoc[] {
    const key = sort.map((entry) => `${entry.path}:${entry.direction}`).join(",");
    let sorted = this.sorted.get(key);
    if (!sorted) {
      sorted = [...this.data.reportInstances].sort((a, b) => {
        for (const entry of sort) {
          const order = compare(valueAt(a, entry.path), valueAt(b, entry.path)) * entry.direction;
          if (order !== 0) return order;
        }
        return 0;
      });
      this.sorted.set(key, sorted);
    }
    return sorted;
  }

  async reportById(id: string): Promise<ReportInstanceDoc | null> {
    return this.reportById_.get(id) ?? null;
  }

  async reportsByIds(ids: readonly string[]): Promise<ReportInstanceDoc[]> {
    return ids.flatMap((id) => this.reportById_.get(id) ?? []);
  }

  async reportOf(clientId: string, configKey: string, numeric: number): Promise<ReportInstanceDoc | null> {
    return (
      this.data.reportInstances.find(
        (report) => report.client._id === clientId && report.config.key === configKey && report.context.numeric === numeric,
      ) ?? null
    );
  }

  async openReportsBefore(clientId: string, configKey: string, numeric: number): Promise<ReportInstanceDoc[]> {
    return this.data.reportInstances
      .filter((report) => report.client._id === clientId && report.config.key === configKey && report.context.numeric < numeric && report.status !== "approved")
      .sort((a, b) => b.context.numeric - a.context.numeric)
      .slice(0, 50);
  }

  async formDataRange(clientId: string, from: number, to: number, keys?: readonly string[]): Promise<FormDataDoc[]> {
    return (this.formDataByClient.get(clientId) ?? []).filter(
      (document) => document.context.numeric >= from && document.context.numeric <= to && (!keys || keys.includes(document.configKey)),
    );
  }

  async exchangeRates(numerics: readonly number[]): Promise<ExchangeRateDoc[]> {
    return [...new Set(numerics)].flatMap((numeric) => this.rateByDate.get(numeric) ?? []);
  }

  async notesOf(_reportId: string): Promise<ReportNoteDoc[]> {
    return [];
  }
}
