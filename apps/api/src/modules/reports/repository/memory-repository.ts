// The reporting reads over arrays in memory: the benchmark's anchor that runs the same resolvers without the
// database (and a reference implementation of the query rules of the MongoDB repository).
import { addMonths, monthEnd, monthOf } from "@ledgerline/schemas";
import type { Access } from "../../access/access";
import type { ClientDoc } from "../../clients/model";
import type {
  ExchangeRateDoc,
  FormConfigDoc,
  FormDataDoc,
  ReportConfigDoc,
  ReportInstanceDoc,
  ReportNoteDoc,
  ReportStatus,
} from "../model";
import { sortByPaths } from "../../../platform/sort-by-paths";
import { pageIn, reportFilter } from "../report-page";
import { OPEN_REPORTS_MONTHS, buildTemplates, formDataOfClient, monthEndsBefore } from ".";
import type { ReportQuery } from "../report-query";
import type { FormDataOwner, ReportingRepository, Templates } from ".";

export interface MemoryData {
  clients: ClientDoc[];
  formConfigs: FormConfigDoc[];
  reportConfigs: ReportConfigDoc[];
  reportInstances: ReportInstanceDoc[];
  formData: FormDataDoc[];
  exchangeRates: ExchangeRateDoc[];
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

  async clientsInScope(access: Access): Promise<ClientDoc[]> {
    return this.data.clients.filter((client) => access.clientVisible(client));
  }

  async clientsByIds(ids: readonly string[]): Promise<ClientDoc[]> {
    return ids.flatMap((id) => this.clientById.get(id) ?? []);
  }

  async clientByKey(key: string): Promise<ClientDoc | null> {
    return this.data.clients.find((client) => client.key === key) ?? null;
  }

  async reportPage(query: ReportQuery): Promise<{ results: ReportInstanceDoc[]; total: number }> {
    const sort = [...query.sort, { path: "_id", direction: 1 as const }];
    // Filtered from scratch on every request: the anchor of what the kept lists save (docs/reporting.md).
    const filter = reportFilter(query);
    const sorted = this.sortedBy(sort);
    return pageIn(filter ? sorted.filter(filter.matches) : sorted, query);
  }

  /** The reports in one order, sorted once per order (the data never changes). */
  private sortedBy(sort: ReadonlyArray<{ path: string; direction: 1 | -1 }>): ReportInstanceDoc[] {
    const key = sort.map((entry) => `${entry.path}:${entry.direction}`).join(",");
    let sorted = this.sorted.get(key);
    if (!sorted) {
      sorted = sortByPaths(this.data.reportInstances, sort);
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
        (report) =>
          report.client._id === clientId &&
          report.config.key === configKey &&
          report.context.numeric === numeric,
      ) ?? null
    );
  }

  async openReportsBefore(
    clientId: string,
    configKey: string,
    numeric: number,
  ): Promise<ReportInstanceDoc[]> {
    const months = new Set(monthEndsBefore(numeric, OPEN_REPORTS_MONTHS));
    return this.data.reportInstances
      .filter(
        (report) =>
          report.client._id === clientId &&
          report.config.key === configKey &&
          months.has(report.context.numeric) &&
          report.status !== "approved",
      )
      .sort((a, b) => b.context.numeric - a.context.numeric);
  }

  formDataRange(client: FormDataOwner, from: number, to: number): Promise<FormDataDoc[]> {
    return formDataOfClient(this, client, from, to);
  }

  async latestFormDataPeriod(
    client: FormDataOwner,
    notAfter: number,
    months: number,
  ): Promise<number | null> {
    const from = monthEnd(addMonths(monthOf(notAfter), -(months - 1)));
    const numerics = (await this.formDataRange(client, from, notAfter)).map(
      (document) => document.context.numeric,
    );
    return numerics.length > 0 ? Math.max(...numerics) : null;
  }

  async formDataOfForms(
    clientId: string,
    keys: readonly string[],
    from: number,
    to: number,
  ): Promise<FormDataDoc[]> {
    return (this.formDataByClient.get(clientId) ?? []).filter(
      (document) =>
        document.context.numeric >= from &&
        document.context.numeric <= to &&
        keys.includes(document.configKey),
    );
  }

  async exchangeRates(numerics: readonly number[]): Promise<ExchangeRateDoc[]> {
    return [...new Set(numerics)].flatMap((numeric) => this.rateByDate.get(numeric) ?? []);
  }

  async notesOf(_reportId: string): Promise<ReportNoteDoc[]> {
    return [];
  }

  async reportsInStatus(statuses: readonly ReportStatus[]): Promise<ReportInstanceDoc[]> {
    return this.data.reportInstances.filter((report) => statuses.includes(report.status));
  }

  async reportsOnPeriods(
    clientIds: readonly string[] | "all",
    numerics: readonly number[],
  ): Promise<ReportInstanceDoc[]> {
    return this.data.reportInstances.filter(
      (report) =>
        numerics.includes(report.context.numeric) &&
        (clientIds === "all" || clientIds.includes(report.client._id)),
    );
  }

  async reportsSince(
    clientIds: readonly string[],
    configKeys: readonly string[],
    from: number,
  ): Promise<ReportInstanceDoc[]> {
    return this.data.reportInstances.filter(
      (report) =>
        report.context.numeric >= from &&
        clientIds.includes(report.client._id) &&
        configKeys.includes(report.config.key),
    );
  }

  /** The anchor's reports are the benchmark's fixed data: writes go to the database, not to them. */
  async reportChanged(_reportId: string): Promise<void> {}

  async formDataChanged(_formDataId: string): Promise<void> {}

  async warm(): Promise<void> {}
}
