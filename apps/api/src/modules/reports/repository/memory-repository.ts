// The reporting repository over arrays in memory: the benchmark's anchor that runs the same services without
// the database (and a reference implementation of the query rules of the MongoDB repository). Its writes
// change its arrays under the same rules (a period holds one report, a revision moves on once), so the
// services behave the same over it; it has no other process to tell, so no change feed.
import { addMonths, monthEnd, monthOf } from "@ledgerline/schemas";
import type { Access } from "../../access/access";
import type { ClientDoc } from "../../../model/clients";
import type {
  ExchangeRateDoc,
  FormConfigDoc,
  FormDataDoc,
  ReportConfigDoc,
  ReportInstanceDoc,
  ReportNoteDoc,
  ReportStatus,
  TransitionDoc,
} from "../model";
import { formDataId } from "../model";
import { sortByPaths } from "../../../platform/sort-by-paths";
import { withSet } from "./form-data-writes";
import { pageIn, reportFilter } from "../report-page";
import { buildTemplates, formDataOfClient, openReportsAmong } from "./index";
import type { ReportQuery } from "../report-query";
import type { FormDataOwner, FormDataWrite, ReportUpdate, ReportingRepository, Templates } from "./index";

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
  private readonly transitions = new Map<string, TransitionDoc>();
  private notes: ReportNoteDoc[] = [];

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
    return openReportsAmong(
      this.data.reportInstances.filter((report) => report.client._id === clientId),
      configKey,
      numeric,
    );
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

  async notesOf(reportId: string): Promise<ReportNoteDoc[]> {
    return this.notes.filter((note) => note.reportId === reportId);
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

  async storedFormData(id: string): Promise<FormDataDoc | null> {
    return this.data.formData.find((document) => document._id === id) ?? null;
  }

  keptFormData(id: string): FormDataDoc | null {
    return this.data.formData.find((document) => document._id === id) ?? null;
  }

  async transitionClaim(id: string): Promise<TransitionDoc | null> {
    return this.transitions.get(id) ?? null;
  }

  async noteById(noteId: string): Promise<ReportNoteDoc | null> {
    return this.notes.find((note) => note._id === noteId) ?? null;
  }

  async createReport(report: ReportInstanceDoc): Promise<boolean> {
    const taken = await this.reportOf(report.client._id, report.config.key, report.context.numeric);
    if (taken || this.reportById_.has(report._id)) return false;
    this.data.reportInstances.push(report);
    this.reportById_.set(report._id, report);
    this.sorted.clear();
    return true;
  }

  async deleteReport(report: ReportInstanceDoc, formKeys: readonly string[]): Promise<string[]> {
    this.data.reportInstances = this.data.reportInstances.filter((stored) => stored._id !== report._id);
    this.reportById_.delete(report._id);
    this.sorted.clear();
    const ids = formKeys.map((key) => formDataId(report.client._id, key, report.context.numeric));
    const removed = ids.filter((id) => this.data.formData.some((document) => document._id === id));
    for (const id of removed) await this.deleteFormData(id);
    return removed;
  }

  async updateReportAtRevision(reportId: string, revision: number, update: ReportUpdate): Promise<boolean> {
    const report = this.reportById_.get(reportId);
    if (!report || (report.revision ?? 0) !== revision) return false;
    const changed = { ...report } as Record<string, unknown>;
    Object.assign(changed, update.$set);
    for (const [key, value] of Object.entries(update.$push ?? {}))
      changed[key] = [...((changed[key] as unknown[] | undefined) ?? []), value];
    this.replaceReport(changed as ReportInstanceDoc);
    return true;
  }

  async touchReport(reportId: string, at: string): Promise<void> {
    const report = this.reportById_.get(reportId);
    if (report) this.replaceReport({ ...report, lastUpdated: at });
  }

  async createFormData(document: FormDataDoc): Promise<boolean> {
    if (await this.storedFormData(document._id)) return false;
    this.data.formData.push(document);
    this.formDataByClient.set(document.clientId, [
      ...(this.formDataByClient.get(document.clientId) ?? []),
      document,
    ]);
    return true;
  }

  async updateFormDataAtRevision(current: FormDataDoc, set: Record<string, unknown>): Promise<FormDataWrite> {
    const revision = current.revision ?? 0;
    const document = await this.storedFormData(current._id);
    if (!document || (document.revision ?? 0) !== revision) return { written: null, current: document };
    const changed = withSet(document, { ...set, revision: revision + 1 });
    await this.deleteFormData(current._id);
    await this.createFormData(changed);
    return { written: changed };
  }

  async deleteFormData(id: string): Promise<void> {
    const document = await this.storedFormData(id);
    if (!document) return;
    this.data.formData = this.data.formData.filter((stored) => stored._id !== id);
    this.formDataByClient.set(
      document.clientId,
      (this.formDataByClient.get(document.clientId) ?? []).filter((stored) => stored._id !== id),
    );
  }

  async claimTransition(claim: TransitionDoc): Promise<boolean> {
    if (this.transitions.has(claim._id)) return false;
    this.transitions.set(claim._id, claim);
    return true;
  }

  async markRolledForward(
    claimId: string,
    rolledForward: NonNullable<TransitionDoc["rolledForward"]>,
  ): Promise<void> {
    const claim = this.transitions.get(claimId);
    if (claim) this.transitions.set(claimId, { ...claim, rolledForward });
  }

  async addNotes(notes: readonly ReportNoteDoc[]): Promise<void> {
    this.notes.push(...notes);
  }

  async resolveNote(noteId: string, resolved: NonNullable<ReportNoteDoc["resolved"]>): Promise<void> {
    this.notes = this.notes.map((note) => (note._id === noteId ? { ...note, resolved } : note));
  }

  private replaceReport(report: ReportInstanceDoc): void {
    this.data.reportInstances = this.data.reportInstances.map((stored) =>
      stored._id === report._id ? report : stored,
    );
    this.reportById_.set(report._id, report);
    this.sorted.clear();
  }

  async warm(): Promise<void> {}
}
