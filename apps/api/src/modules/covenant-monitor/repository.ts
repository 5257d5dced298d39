// The covenant monitor's reads. The monitor tests every open covenant of the scope at once, so nothing it reads
// may cost a search per client: clients, investments and reports come from what the process keeps of them,
// form data from a copy of the values its formulas read, kept in step through the form-data change feed
// (docs/architecture.md, "Kept in the process"). The same interface runs over arrays in memory (the
// benchmark's anchor).
import type { Investment } from "@ledgerline/schemas";
import type { FastifyInstance } from "fastify";
import type { Db, Document } from "mongodb";
import type { Access } from "../access/access";
import type { ClientDoc } from "../../model/clients";
import type { RegionDoc } from "../../model/reference";
import type { FormDataDoc, ReportInstanceDoc } from "../reports/model";
import { KeptCollection } from "../../platform/kept-collection";
import { FORM_DATA_CHANGES } from "../reports/repository/form-data-cache";
import { buildTemplates } from "../reports/repository";
import type { InvestmentsRepository } from "../investments/repository";
import type { ReportingRepository, Templates } from "../reports/repository";

/** What the monitor needs of a client. */
export type MonitorClient = Pick<
  ClientDoc,
  "_id" | "key" | "name" | "clientType" | "clientConfigType" | "worldRegion" | "financialPeriods"
>;

/** A report's period and status (no content). */
export interface ReportPeriod {
  clientId: string;
  configKey: string;
  numeric: number;
  status: ReportInstanceDoc["status"];
  versions?: Record<string, string>;
}

/** The central catalogue's formula of a covenant. */
export interface CovenantFormula {
  _id: string;
  internalName: string;
  formula: string;
}

/** One form's documents to read: its periods [from, to] (yyyymmdd) and the value names the formulas need. */
export interface FormWindow {
  key: string;
  from: number;
  to: number;
  fields: readonly string[];
}

export interface CovenantMonitorRepository {
  templates(): Promise<Templates>;
  clientsInScope(access: Access): Promise<MonitorClient[]>;
  regions(): Promise<RegionDoc[]>;
  /** Open investments: not ended (`endedAt` null), as the investments grid's Open tab. */
  openInvestments(): Promise<Investment[]>;
  investment(id: string): Promise<Investment | null>;
  covenantFormulas(): Promise<CovenantFormula[]>;
  /** The reports of these clients and templates (config keys) with periods from `from` on. */
  reportPeriods(
    clientIds: readonly string[],
    configKeys: readonly string[],
    from: number,
  ): Promise<ReportPeriod[]>;
  /** Form data of these clients in each form's window, values limited to the fields named. */
  formData(clientIds: readonly string[], windows: readonly FormWindow[]): Promise<FormDataDoc[]>;
  /**
   * Reads now what the monitor keeps, instead of at its first request after a start: false when it keeps
   * nothing (the monitor was never opened).
   */
  warm(): Promise<boolean>;
}

/** Keeps the documents of the listed clients that lie in their form's window. */
function inWindows(
  documents: readonly FormDataDoc[],
  clientIds: ReadonlySet<string>,
  windows: readonly FormWindow[],
): FormDataDoc[] {
  const byKey = new Map(windows.map((window) => [window.key, window]));
  return documents.filter((document) => {
    const window = byKey.get(document.configKey);
    const numeric = document.context.numeric;
    return (
      window !== undefined &&
      clientIds.has(document.clientId) &&
      numeric >= window.from &&
      numeric <= window.to
    );
  });
}

/** Up to this many clients, form data is read by `_id`; beyond, from the monitor's kept copy. */
const FEW_CLIENTS = 5;

export class MongoCovenantMonitorRepository implements CovenantMonitorRepository {
  constructor(
    private readonly db: Db,
    /**
     * The reporting area's reads: its templates (cached there for 30 s), its report catalog and the scope
     * it reads from the app's kept clients.
     */
    private readonly reporting: Pick<
      ReportingRepository,
      "templates" | "reportsSince" | "clientsInScope" | "formDataOfForms"
    >,
    /** The investments kept in the process. */
    private readonly investments: Pick<InvestmentsRepository, "ofClients">,
    private readonly fewClients = FEW_CLIENTS,
  ) {}

  private inputs: { fields: ReadonlySet<string>; kept: KeptCollection<FormDataDoc> } | null = null;

  templates(): Promise<Templates> {
    return this.reporting.templates();
  }

  clientsInScope(access: Access): Promise<MonitorClient[]> {
    return this.reporting.clientsInScope(access);
  }

  regions(): Promise<RegionDoc[]> {
    return this.db.collection<RegionDoc>("regions").find().toArray();
  }

  async openInvestments(): Promise<Investment[]> {
    return (await this.investments.ofClients("all")).filter(
      (investment) => investment.endedAt === null || investment.endedAt === undefined,
    ) as Investment[];
  }

  investment(id: string): Promise<Investment | null> {
    return this.db.collection<Investment>("investments").findOne({ _id: id });
  }

  covenantFormulas(): Promise<CovenantFormula[]> {
    return this.db
      .collection<CovenantFormula>("covenantConfigs")
      .find({}, { projection: { _id: 1, internalName: 1, formula: 1 } })
      .toArray()
      .then((configs) => configs.map((config) => ({ ...config, _id: String(config._id) })));
  }

  async reportPeriods(
    clientIds: readonly string[],
    configKeys: readonly string[],
    from: number,
  ): Promise<ReportPeriod[]> {
    if (clientIds.length === 0 || configKeys.length === 0) return [];
    return (await this.reporting.reportsSince(clientIds, configKeys, from)).map((report) => ({
      clientId: report.client._id,
      configKey: report.config.key,
      numeric: report.context.numeric,
      status: report.status,
      ...(report.versions ? { versions: report.versions } : {}),
    }));
  }

  async formData(clientIds: readonly string[], windows: readonly FormWindow[]): Promise<FormDataDoc[]> {
    if (clientIds.length === 0 || windows.length === 0) return [];
    if (clientIds.length <= this.fewClients) {
      // An explanation, or a small scope: by `_id` through the form-data cache, without reading (and
      // keeping) every client's figures.
      const read = clientIds.flatMap((clientId) =>
        windows.map((window) =>
          this.reporting.formDataOfForms(clientId, [window.key], window.from, window.to),
        ),
      );
      return (await Promise.all(read)).flat();
    }
    const kept = await this.keptInputs(windows.flatMap((window) => window.fields));
    const documents = (await Promise.all(clientIds.map((clientId) => kept.ofGroup(clientId)))).flat();
    // The kept documents themselves, shared by every request: the evaluation only reads them (rows.ts), and
    // the same objects from one request to the next let each client's kept engine state see what changed.
    return inWindows(documents, new Set(clientIds), windows).map((document) =>
      document.values ? document : { ...document, values: {} },
    );
  }

  /**
   * The form data the monitor reads, kept in the process with the values its formulas read and no others
   * (the whole collection would not fit): read whole once, then followed through the form-data change feed,
   * and written as a snapshot (platform/kept-snapshots.ts) that the next start reads instead. A formula
   * needing a value not kept yet (a covenant or template changed) starts a new one with both, and the
   * fields are stored, so that the next start can read the copy before anyone asks (`warm`).
   */
  private async keptInputs(fields: readonly string[]): Promise<KeptCollection<FormDataDoc>> {
    if (this.inputs && fields.every((field) => this.inputs!.fields.has(field))) return this.inputs.kept;
    const union = new Set([...(this.inputs?.fields ?? []), ...fields]);
    const projection: Document = { _id: 1, clientId: 1, configKey: 1, context: 1, reportId: 1 };
    for (const field of union) projection[`values.${field}`] = 1;
    const kept = new KeptCollection<FormDataDoc>(this.db, {
      collection: "formData",
      feed: FORM_DATA_CHANGES,
      projection,
      groupOf: (document) => document.clientId,
      // One snapshot, of the fields kept now: the head names them (its projection), so that a snapshot of
      // other fields is not read.
      snapshot: MONITOR_FORM_DATA,
    });
    this.inputs?.kept.stop();
    this.inputs = { fields: union, kept };
    await this.db
      .collection<KeptFieldsDoc>(MONITOR_STATE)
      .updateOne({ _id: KEPT_FIELDS }, { $set: { fields: [...union].sort() } }, { upsert: true });
    return kept;
  }

  /** Reads the form-data copy the monitor kept before the last start, if it was ever opened. */
  async warm(): Promise<boolean> {
    const stored = await this.db.collection<KeptFieldsDoc>(MONITOR_STATE).findOne({ _id: KEPT_FIELDS });
    if (!stored || stored.fields.length === 0) return false;
    await (await this.keptInputs(stored.fields)).all();
    return true;
  }
}

/** Where the monitor remembers which form-data values it keeps (one document, `_id` KEPT_FIELDS). */
export const MONITOR_STATE = "covenantMonitorState";
/** The name of the snapshot of the monitor's form data (platform/kept-snapshots.ts). */
export const MONITOR_FORM_DATA = "covenantMonitorFormData";
const KEPT_FIELDS = "kept-fields";

interface KeptFieldsDoc {
  _id: string;
  fields: string[];
}

/** The documents the in-memory anchor answers from (the benchmark's generated portfolio). */
export interface MonitorMemoryData {
  clients: ClientDoc[];
  regions: RegionDoc[];
  investments: Investment[];
  covenantConfigs: CovenantFormula[];
  formConfigs: Parameters<typeof buildTemplates>[0];
  reportConfigs: Parameters<typeof buildTemplates>[1];
  reportInstances: ReportInstanceDoc[];
  formData: FormDataDoc[];
}

/** The same reads over arrays: the benchmark's anchor, which isolates the database's share of the cost. */
export class MemoryCovenantMonitorRepository implements CovenantMonitorRepository {
  private readonly cachedTemplates: Templates;

  constructor(private readonly data: MonitorMemoryData) {
    this.cachedTemplates = buildTemplates(data.formConfigs, data.reportConfigs);
  }

  async warm(): Promise<boolean> {
    return true;
  }

  async templates(): Promise<Templates> {
    return this.cachedTemplates;
  }

  async clientsInScope(access: Access): Promise<MonitorClient[]> {
    return this.data.clients.filter((client) => access.clientVisible(client));
  }

  async regions(): Promise<RegionDoc[]> {
    return this.data.regions;
  }

  async openInvestments(): Promise<Investment[]> {
    return this.data.investments.filter((investment) => investment.endedAt === null);
  }

  async investment(id: string): Promise<Investment | null> {
    return this.data.investments.find((investment) => investment._id === id) ?? null;
  }

  async covenantFormulas(): Promise<CovenantFormula[]> {
    return this.data.covenantConfigs;
  }

  async reportPeriods(
    clientIds: readonly string[],
    configKeys: readonly string[],
    from: number,
  ): Promise<ReportPeriod[]> {
    const wanted = new Set(clientIds);
    return this.data.reportInstances
      .filter(
        (report) =>
          wanted.has(report.client._id) &&
          configKeys.includes(report.config.key) &&
          report.context.numeric >= from,
      )
      .map((report) => ({
        clientId: report.client._id,
        configKey: report.config.key,
        numeric: report.context.numeric,
        status: report.status,
        versions: report.versions,
      }));
  }

  async formData(clientIds: readonly string[], windows: readonly FormWindow[]): Promise<FormDataDoc[]> {
    return inWindows(this.data.formData, new Set(clientIds), windows);
  }
}

const repositories = new WeakMap<FastifyInstance, CovenantMonitorRepository>();

/** The monitor's reads of this app: MongoDB unless the benchmark installed its in-memory anchor. */
export function monitorRepositoryOf(app: FastifyInstance): CovenantMonitorRepository {
  let repository = repositories.get(app);
  if (!repository) {
    repository = new MongoCovenantMonitorRepository(
      app.services.db,
      app.services.reporting,
      app.services.investments,
    );
    repositories.set(app, repository);
  }
  return repository;
}

/** Installs other reads for this app (the benchmark's in-memory anchor). */
export function useMonitorRepository(app: FastifyInstance, repository: CovenantMonitorRepository): void {
  repositories.set(app, repository);
}
