// The reporting area's one door to its data: every read and every write of reports, form data, transition
// claims and notes, behind one interface, so the same services run over MongoDB (the app) and over arrays in
// memory (the benchmark's anchor that isolates the database). Each write records its change-feed entry itself
// before it answers, so every process's kept copies (the report catalog, report-catalog.ts; the form-data
// cache, form-data-cache.ts; the covenant monitor's inputs) follow it and no caller can forget to say what it
// wrote. The writes use MongoDB's unique `_id`s to stay exclusive on FerretDB (docs/reporting.md,
// "Concurrency"). Scopes and lists of clients come from the kept clients (clients/client-catalog.ts).
import { monthEndsBefore, monthEndsBetween } from "@ledgerline/formula-engine";
import { addMonths, monthEnd, monthOf } from "@ledgerline/schemas";
import type { Db } from "mongodb";
import type { Access } from "../../access/access";
import type { ClientCatalog } from "../../clients/client-catalog";
import { clientsOf } from "../../../model/clients";
import type { ClientDoc } from "../../../model/clients";
import { formDataId, formFitsClient, reportLocatorId } from "../model";
import { FormDataCache } from "./form-data-cache";
import { CATALOG_PROJECTION, ReportCatalog } from "./report-catalog";
import { formDataOf, reportsOf, transitionsOf } from "./collections";
import { withSet, writeNextRevision } from "./form-data-writes";
import { insertReport } from "./report-creation";
import { locatorOf, locatorsOf } from "./report-locators";
import { addNotes, markNoteResolved, noteById, notesOfReport } from "./report-notes";
import { writeAtRevision } from "../../../platform/revisions";
import { pageIn, pageOf, reportFilter } from "../report-page";
import type { ReportQuery } from "../report-query";
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
import { isDuplicateKey } from "../../../platform/errors";

/** What formDataRange needs of a client: whose documents, and which forms its type files. */
export type FormDataOwner = Pick<ClientDoc, "_id" | "clientType" | "clientConfigType">;

export interface Templates {
  forms: readonly FormConfigDoc[];
  reports: readonly ReportConfigDoc[];
  form(key: string, version?: string): FormConfigDoc | undefined;
  report(idOrKey: string): ReportConfigDoc | undefined;
}

export interface ReportingRepository {
  templates(): Promise<Templates>;
  /** Ids of the clients the user may see, or "all". */
  clientIdsInScope(access: Access): Promise<readonly string[] | "all">;
  clientsByIds(ids: readonly string[]): Promise<ClientDoc[]>;
  /** Every client the user may see (exports by region or country, which then filter them). */
  clientsInScope(access: Access): Promise<ClientDoc[]>;
  clientByKey(key: string): Promise<ClientDoc | null>;
  reportPage(query: ReportQuery): Promise<{ results: ReportInstanceDoc[]; total: number }>;
  reportById(id: string): Promise<ReportInstanceDoc | null>;
  reportsByIds(ids: readonly string[]): Promise<ReportInstanceDoc[]>;
  reportOf(clientId: string, configKey: string, numeric: number): Promise<ReportInstanceDoc | null>;
  /**
   * Reports of the client and template that are not approved, in the OPEN_REPORTS_MONTHS months before the
   * month of `numeric`, newest first.
   */
  openReportsBefore(clientId: string, configKey: string, numeric: number): Promise<ReportInstanceDoc[]>;
  /** Form data of a client with periods (month ends, yyyymmdd) in [from, to], of the forms its type files. */
  formDataRange(client: FormDataOwner, from: number, to: number): Promise<FormDataDoc[]>;
  /**
   * The newest month end up to `notAfter` (yyyymmdd) holding form data of the client, looking back at most
   * `months` months; null when there is none.
   */
  latestFormDataPeriod(client: FormDataOwner, notAfter: number, months: number): Promise<number | null>;
  /** The same, of the forms named. */
  formDataOfForms(
    clientId: string,
    keys: readonly string[],
    from: number,
    to: number,
  ): Promise<FormDataDoc[]>;
  exchangeRates(numerics: readonly number[]): Promise<ExchangeRateDoc[]>;
  /** Field notes and rejections of a report, oldest first. */
  notesOf(reportId: string): Promise<ReportNoteDoc[]>;
  /** Every report in one of the stored statuses (the reminder round), in no particular order. */
  reportsInStatus(statuses: readonly ReportStatus[]): Promise<ReportInstanceDoc[]>;
  /** The reports of the clients ("all": every client) on the periods (yyyymmdd month ends), in no order. */
  reportsOnPeriods(
    clientIds: readonly string[] | "all",
    numerics: readonly number[],
  ): Promise<ReportInstanceDoc[]>;
  /** The reports of the clients on the templates (config keys) with periods from `from` (yyyymmdd) on. */
  reportsSince(
    clientIds: readonly string[],
    configKeys: readonly string[],
    from: number,
  ): Promise<ReportInstanceDoc[]>;
  /** The form data as stored now, not as kept (a save checks its revision on it). */
  storedFormData(id: string): Promise<FormDataDoc | null>;
  /**
   * The form data as this process keeps it, without asking the database (undefined when it is not kept): it may
   * be behind another process's write, so it is only the first guess of a write, which checks it.
   */
  keptFormData(id: string): FormDataDoc | null | undefined;
  /** A transition claim by its `_id` (`reportId:revision`). */
  transitionClaim(id: string): Promise<TransitionDoc | null>;
  /** One note by its id, whatever its report (the caller checks that it is the report's). */
  noteById(noteId: string): Promise<ReportNoteDoc | null>;

  // Writes: each records its change-feed entry before it answers.
  /** Stores a new report and its locator; false, with nothing written, when its period has a report. */
  createReport(report: ReportInstanceDoc): Promise<boolean>;
  /**
   * Deletes the report, its locator and the client's form data of those forms on the report's period; the
   * `_id`s of the form data it deleted.
   */
  deleteReport(report: ReportInstanceDoc, formKeys: readonly string[]): Promise<string[]>;
  /**
   * Applies `update` to the report if it is still at `revision` (the update moves it on; the caller holds the
   * revision's transition claim); false when it moved on or is gone.
   */
  updateReportAtRevision(reportId: string, revision: number, update: ReportUpdate): Promise<boolean>;
  /** Sets when the report's data was last changed (a save). */
  touchReport(reportId: string, at: string): Promise<void>;
  /** Stores new form data; false, with nothing written, when it exists (another save created it first). */
  createFormData(document: FormDataDoc): Promise<boolean>;
  /**
   * Sets `set` on the form data as the caller knows it (`current`, at its revision) and moves it to the next
   * revision. Answers the document as written; or, when it had moved on, the document as it is now (`current`,
   * null when gone) for the caller to retry on; or neither when another write holds that revision (the caller
   * reads it again).
   */
  updateFormDataAtRevision(current: FormDataDoc, set: Record<string, unknown>): Promise<FormDataWrite>;
  deleteFormData(id: string): Promise<void>;
  /** Inserts the claim of a status change; false when another caller claimed that revision first. */
  claimTransition(claim: TransitionDoc): Promise<boolean>;
  /** Records that a later transition completed the claim for a process that died before writing it. */
  markRolledForward(
    claimId: string,
    rolledForward: NonNullable<TransitionDoc["rolledForward"]>,
  ): Promise<void>;
  addNotes(notes: readonly ReportNoteDoc[]): Promise<void>;
  /** Marks the note resolved (the caller holds the note's resolution claim, so only one resolution writes). */
  resolveNote(noteId: string, resolved: NonNullable<ReportNoteDoc["resolved"]>): Promise<void>;

  /** Reads now what the lists keep (the report catalog), instead of at the first request that needs it. */
  warm(): Promise<void>;
}

/** What a write of form data did: see `updateFormDataAtRevision`. */
export type FormDataWrite = { written: FormDataDoc } | { written: null; current?: FormDataDoc | null };

/** A status change of a report: `$set` (status, revision + 1, …) and, for a rejection, `$push`. */
export interface ReportUpdate {
  $set: Record<string, unknown>;
  $push?: Record<string, unknown>;
}

/** Compares semantic versions ("1.2.0" > "1.10.0" is false). */
export function compareVersion(a: string, b: string): number {
  const left = a.split(".").map((part) => Number(part) || 0);
  const right = b.split(".").map((part) => Number(part) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function buildTemplates(
  forms: readonly FormConfigDoc[],
  reports: readonly ReportConfigDoc[],
): Templates {
  const published = <T extends { status?: string }>(list: readonly T[]) =>
    list.filter((item) => item.status !== "draft");
  const byVersion = new Map(forms.map((form) => [`${form.key}@${form.version}`, form]));
  const latestForm = new Map<string, FormConfigDoc>();
  for (const form of published(forms)) {
    const seen = latestForm.get(form.key);
    if (!seen || compareVersion(form.version, seen.version) > 0) latestForm.set(form.key, form);
  }
  const reportById = new Map(reports.map((report) => [String(report._id), report]));
  const latestReport = new Map<string, ReportConfigDoc>();
  for (const report of published(reports)) {
    const seen = latestReport.get(report.key);
    if (!seen || compareVersion(report.version, seen.version) > 0) latestReport.set(report.key, report);
  }
  return {
    forms: [...latestForm.values()],
    reports: [...latestReport.values()],
    form: (key, version) =>
      version ? (byVersion.get(`${key}@${version}`) ?? latestForm.get(key)) : latestForm.get(key),
    report: (idOrKey) => reportById.get(idOrKey) ?? latestReport.get(idOrKey),
  };
}

/** The forms a client of this type files (formDataRange's forms). */
export function formKeysOf(templates: Templates, client: FormDataOwner): string[] {
  return templates.forms.filter((form) => formFitsClient(form, client)).map((form) => form.key);
}

/** How far back the wizard lists a template's reports still open: the months its history reaches. */
export const OPEN_REPORTS_MONTHS = 36;

/**
 * `openReportsBefore` over a client's reports: those of the template, not approved, in the OPEN_REPORTS_MONTHS
 * months before the month of `numeric`, newest first.
 */
export function openReportsAmong(
  reports: readonly ReportInstanceDoc[],
  configKey: string,
  numeric: number,
): ReportInstanceDoc[] {
  const months = new Set(monthEndsBefore(numeric, OPEN_REPORTS_MONTHS));
  return reports
    .filter(
      (report) =>
        report.config.key === configKey && months.has(report.context.numeric) && report.status !== "approved",
    )
    .sort((a, b) => b.context.numeric - a.context.numeric);
}

/**
 * A client's form data over a span, for the forms its type files: what both repositories answer
 * `formDataRange` with, over their own `templates` and `formDataOfForms`.
 */
export async function formDataOfClient(
  repository: Pick<ReportingRepository, "templates" | "formDataOfForms">,
  client: FormDataOwner,
  from: number,
  to: number,
): Promise<FormDataDoc[]> {
  return repository.formDataOfForms(client._id, formKeysOf(await repository.templates(), client), from, to);
}

/**
 * A client key this process does not know re-reads the key map at most this often: a client created in
 * another process is found by its key within this time (by its `_id` at once).
 */
export const CLIENT_KEYS_REFRESH_MS = 5_000;

/** Templates change only when an admin publishes one: read them at most every 30 s. */
const TEMPLATE_TTL_MS = 30_000;

/** Months looked up at once by `latestFormDataPeriod`. */
const LATEST_PERIOD_BATCH = 3;

export class MongoReportingRepository implements ReportingRepository {
  private cache: { at: number; templates: Templates } | null = null;
  private readonly catalog: ReportCatalog;
  private readonly formDataCache: FormDataCache;

  constructor(
    private readonly db: Db,
    /** The app's kept clients (app.ts shares one). */
    private readonly clients: ClientCatalog,
    /** The app's kept exchange rates (exchange-rates/repository.ts), which money conversions read. */
    private readonly rates: { onDates(numerics: readonly number[]): Promise<ExchangeRateDoc[]> },
  ) {
    this.catalog = new ReportCatalog(db);
    this.formDataCache = new FormDataCache(db);
  }

  get reports() {
    return reportsOf(this.db);
  }

  async warm(): Promise<void> {
    await this.catalog.all();
  }

  /** The report change feed's entry of a write: the lists of every process show it from their next read on. */
  private reportChanged(reportId: string): Promise<void> {
    return this.catalog.changed(reportId);
  }

  /**
   * The form-data change feed's entry of a write (the cache forgets the document as its first step, or keeps
   * the version `written` when the writer knows it whole).
   */
  private formDataChanged(formDataId: string, written?: FormDataDoc): Promise<void> {
    return this.formDataCache.changed(formDataId, written);
  }

  get locators() {
    return locatorsOf(this.db);
  }

  /** Forget the cached templates (after publishing, and in tests). */
  invalidate(): void {
    this.cache = null;
  }

  async templates(): Promise<Templates> {
    const now = Date.now();
    if (this.cache && now - this.cache.at < TEMPLATE_TTL_MS) return this.cache.templates;
    const [forms, reports] = await Promise.all([
      this.db.collection<FormConfigDoc>("formConfigs").find().toArray(),
      this.db.collection<ReportConfigDoc>("reportConfigs").find().toArray(),
    ]);
    const templates = buildTemplates(
      forms.map((form) => ({ ...form, _id: String(form._id) })),
      reports.map((report) => ({ ...report, _id: String(report._id) })),
    );
    this.cache = { at: now, templates };
    return templates;
  }

  async clientIdsInScope(access: Access): Promise<readonly string[] | "all"> {
    if (access.scope.kind === "all") return "all";
    if (access.scope.regionIds.length === 0) return access.scope.clientIds;
    return (await this.clients.visibleTo(access)).map((client) => client._id);
  }

  clientsInScope(access: Access): Promise<ClientDoc[]> {
    return this.clients.visibleTo(access);
  }

  async clientsByIds(ids: readonly string[]): Promise<ClientDoc[]> {
    if (ids.length === 0) return [];
    // One client (the wizard, saves, submits) by _id equality: pushed down by every FerretDB backend.
    if (ids.length === 1) {
      const client = await clientsOf(this.db).findOne({ _id: ids[0]! });
      return client ? [client] : [];
    }
    // More are kept clients: `$in` reads every client on FerretDB.
    return this.clients.byIds(ids);
  }

  async clientByKey(key: string): Promise<ClientDoc | null> {
    // The key → `_id` map, then the client by `_id`, which also checks the key: a renamed or deleted client
    // is never answered for a key it no longer has. Only a key the map lacks or misplaces reads the map
    // again, and not more often than every CLIENT_KEYS_REFRESH_MS, so unknown keys cannot make each request
    // read every client.
    const byId = async (id: string | undefined) => {
      const client = id ? await clientsOf(this.db).findOne({ _id: id }) : null;
      return client?.key === key ? client : null;
    };
    const known = await byId((await this.clientKeyMap(false)).get(key));
    return known ?? byId((await this.clientKeyMap(true)).get(key));
  }

  private clientKeys: { at: number; ids: Map<string, string> } | null = null;

  private async clientKeyMap(refresh: boolean): Promise<Map<string, string>> {
    const now = Date.now();
    const fresh = this.clientKeys && now - this.clientKeys.at < CLIENT_KEYS_REFRESH_MS;
    if (this.clientKeys && (!refresh || fresh)) return this.clientKeys.ids;
    const clients = await clientsOf(this.db)
      .find({}, { projection: { _id: 1, key: 1 } })
      .toArray();
    this.clientKeys = { at: now, ids: new Map(clients.map((client) => [client.key, client._id])) };
    return this.clientKeys.ids;
  }

  async reportPage(query: ReportQuery): Promise<{ results: ReportInstanceDoc[]; total: number }> {
    // From the catalog, sorted once per order: filtering it is a pass in memory, where any filter FerretDB
    // is given reads every report.
    if (query.clientIds !== "all" && query.clientIds.length === 0) return { results: [], total: 0 };
    // One client's list (client users, the client page): its own few hundred reports, sorted for the page.
    if (query.clientIds !== "all" && query.clientIds.length === 1)
      return pageOf(await this.catalog.ofClient(query.clientIds[0]!), query);
    // Every client's: the catalog keeps each order, and each filter's matches in it, placing every change.
    const order = [...query.sort, { path: "_id", direction: 1 as const }];
    const filter = reportFilter(query);
    return pageIn(
      filter
        ? await this.catalog.sortedMatching(order, filter.name, filter.matches)
        : await this.catalog.sorted(order),
      query,
    );
  }

  reportById(id: string): Promise<ReportInstanceDoc | null> {
    return this.reports.findOne({ _id: id });
  }

  async reportsByIds(ids: readonly string[]): Promise<ReportInstanceDoc[]> {
    if (ids.length === 0) return [];
    const reports = await this.catalog.all();
    return ids.flatMap((id) => reports.get(id) ?? []);
  }

  async reportOf(clientId: string, configKey: string, numeric: number): Promise<ReportInstanceDoc | null> {
    // Every report has its locator (written with the report, and at start for older ones: locateAllReports),
    // so a period without one has no report: no search, whatever is asked.
    const locator = await this.locators.findOne({ _id: reportLocatorId(clientId, configKey, numeric) });
    const report = locator ? await this.reports.findOne({ _id: locator.reportId }) : null;
    return report && report.client._id === clientId && report.config.key === configKey ? report : null;
  }

  async openReportsBefore(
    clientId: string,
    configKey: string,
    numeric: number,
  ): Promise<ReportInstanceDoc[]> {
    if (this.catalog.loaded)
      return openReportsAmong(await this.catalog.ofClient(clientId), configKey, numeric);
    // The catalog is being read (the first seconds after a start): the template's months are few, so their
    // reports are found by `_id`, through their locators, rather than after every report is read.
    const months = monthEndsBefore(numeric, OPEN_REPORTS_MONTHS);
    const located = await Promise.all(
      months.map((month) => this.locators.findOne({ _id: reportLocatorId(clientId, configKey, month) })),
    );
    const reports = await Promise.all(
      located.flatMap((locator) =>
        locator ? [this.reports.findOne({ _id: locator.reportId }, { projection: CATALOG_PROJECTION })] : [],
      ),
    );
    return openReportsAmong(
      reports.filter((report): report is ReportInstanceDoc => report?.client._id === clientId),
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
    const keys = formKeysOf(await this.templates(), client);
    const numerics = Array.from({ length: months }, (_, back) =>
      monthEnd(addMonths(monthOf(notAfter), -back)),
    ).filter((numeric) => numeric <= notAfter);
    // Newest first, a lookup by `_id` per form and month, a quarter at a time: usually the first quarter
    // answers, and each batch costs one catch-up with the form-data feed rather than one per month.
    for (let start = 0; start < numerics.length; start += LATEST_PERIOD_BATCH) {
      const batch = numerics.slice(start, start + LATEST_PERIOD_BATCH);
      const found = await this.formDataCache.byIds(
        batch.flatMap((numeric) => keys.map((key) => formDataId(client._id, key, numeric))),
      );
      const first = found.findIndex((document) => document !== null);
      if (first >= 0) return batch[Math.floor(first / keys.length)]!;
    }
    return null;
  }

  async formDataOfForms(
    clientId: string,
    keys: readonly string[],
    from: number,
    to: number,
  ): Promise<FormDataDoc[]> {
    // By `_id`, per form and month: each an index lookup on FerretDB (any other filter reads the whole
    // collection), read once and then kept until written (form-data-cache.ts).
    const ids = monthEndsBetween(from, to).flatMap((numeric) =>
      keys.map((key) => formDataId(clientId, key, numeric)),
    );
    const found = await this.formDataCache.byIds(ids);
    return found.filter((document): document is FormDataDoc => document !== null);
  }

  exchangeRates(numerics: readonly number[]): Promise<ExchangeRateDoc[]> {
    return this.rates.onDates(numerics);
  }

  notesOf(reportId: string): Promise<ReportNoteDoc[]> {
    return notesOfReport(this.db, reportId);
  }

  noteById(noteId: string): Promise<ReportNoteDoc | null> {
    return noteById(this.db, noteId);
  }

  storedFormData(id: string): Promise<FormDataDoc | null> {
    return formDataOf(this.db).findOne({ _id: id });
  }

  keptFormData(id: string): FormDataDoc | null | undefined {
    return this.formDataCache.kept(id);
  }

  transitionClaim(id: string): Promise<TransitionDoc | null> {
    return transitionsOf(this.db).findOne({ _id: id });
  }

  async createReport(report: ReportInstanceDoc): Promise<boolean> {
    if (!(await insertReport(this.db, report))) return false;
    await this.reportChanged(report._id);
    return true;
  }

  async deleteReport(report: ReportInstanceDoc, formKeys: readonly string[]): Promise<string[]> {
    await this.reports.deleteOne({ _id: report._id });
    await this.locators.deleteOne({ _id: locatorOf(report)._id });
    const ids = formKeys.map((key) => formDataId(report.client._id, key, report.context.numeric));
    const deleted = await Promise.all(ids.map((_id) => formDataOf(this.db).deleteOne({ _id })));
    await this.reportChanged(report._id);
    const removed = ids.filter((_, i) => deleted[i]!.deletedCount > 0);
    for (const id of removed) await this.formDataChanged(id);
    return removed;
  }

  async updateReportAtRevision(reportId: string, revision: number, update: ReportUpdate): Promise<boolean> {
    if (!(await writeAtRevision(this.reports, reportId, revision, update))) return false;
    await this.reportChanged(reportId);
    return true;
  }

  async touchReport(reportId: string, at: string): Promise<void> {
    await this.reports.updateOne({ _id: reportId }, { $set: { lastUpdated: at } });
    await this.reportChanged(reportId);
  }

  async createFormData(document: FormDataDoc): Promise<boolean> {
    try {
      await formDataOf(this.db).insertOne(document);
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    await this.formDataChanged(document._id);
    return true;
  }

  async updateFormDataAtRevision(current: FormDataDoc, set: Record<string, unknown>): Promise<FormDataWrite> {
    const revision = current.revision ?? 0;
    const outcome = await writeNextRevision(this.db, current._id, revision, set);
    if (!outcome.written) return { written: null, current: outcome.current };
    // The write was made on `current` at its revision (the claim and the revision check say no other came in
    // between), so the document is now `current` with `set`: kept as such, no process reads it back here.
    const written = withSet(current, { ...set, revision: revision + 1 });
    await this.formDataChanged(current._id, written);
    return { written };
  }

  async deleteFormData(id: string): Promise<void> {
    await formDataOf(this.db).deleteOne({ _id: id });
    await this.formDataChanged(id);
  }

  async claimTransition(claim: TransitionDoc): Promise<boolean> {
    try {
      await transitionsOf(this.db).insertOne(claim);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async markRolledForward(
    claimId: string,
    rolledForward: NonNullable<TransitionDoc["rolledForward"]>,
  ): Promise<void> {
    await transitionsOf(this.db).updateOne({ _id: claimId }, { $set: { rolledForward } });
  }

  addNotes(notes: readonly ReportNoteDoc[]): Promise<void> {
    return addNotes(this.db, notes);
  }

  resolveNote(noteId: string, resolved: NonNullable<ReportNoteDoc["resolved"]>): Promise<void> {
    return markNoteResolved(this.db, noteId, resolved);
  }

  async reportsInStatus(statuses: readonly ReportStatus[]): Promise<ReportInstanceDoc[]> {
    const reports = await this.catalog.all();
    return [...reports.values()].filter((report) => statuses.includes(report.status));
  }

  async reportsOnPeriods(
    clientIds: readonly string[] | "all",
    numerics: readonly number[],
  ): Promise<ReportInstanceDoc[]> {
    const periods = new Set(numerics);
    const reports =
      clientIds === "all"
        ? [...(await this.catalog.all()).values()]
        : (await Promise.all(clientIds.map((clientId) => this.catalog.ofClient(clientId)))).flat();
    return reports.filter((report) => periods.has(report.context.numeric));
  }

  async reportsSince(
    clientIds: readonly string[],
    configKeys: readonly string[],
    from: number,
  ): Promise<ReportInstanceDoc[]> {
    const lists = await Promise.all(clientIds.map((clientId) => this.catalog.ofClient(clientId)));
    return lists
      .flat()
      .filter((report) => report.context.numeric >= from && configKeys.includes(report.config.key));
  }
}
