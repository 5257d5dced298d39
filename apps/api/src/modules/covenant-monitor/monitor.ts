// The covenant monitor over a set of clients: every covenant of their open investments at its period, worst
// first, with the filters' choices. The covenantMonitor query answers it for the caller's scope, and a
// start computes it once for every client (`warmCovenantMonitor`), so that each client's kept engine state
// is there before the first request. A client's rows are computed in one go, the clients a slice at a time
// with a turn of the event loop between slices: the whole portfolio takes a second or more.
import type { Investment } from "@ledgerline/schemas";
import type { FastifyInstance } from "fastify";
import type { CovenantMonitor, CovenantMonitorOption, CovenantMonitorRow } from "../../generated/graphql";
import { todayNumber } from "../reports/model";
import { MONITOR_STATUSES } from "./limits";
import type { MonitorStatus } from "./limits";
import { horizonStart } from "./periods";
import { formWindows, planClient } from "./plan";
import type { ClientPlan } from "./plan";
import { monitorRepositoryOf } from "./repository";
import type { CovenantMonitorRepository, MonitorClient, ReportPeriod } from "./repository";
import { evaluateClient } from "./rows";

/** The filters of the monitor's page (none: every row). */
export interface MonitorFilters {
  status?: MonitorStatus;
  clientType?: string;
  regionId?: string;
  fundId?: string;
}

/**
 * How long the clients' computations run before the event loop gets a turn: a request's, and the warm-up's
 * (shorter: the requests arriving during a start wait out a slice at each of their steps).
 */
const SLICE_MS = 20;
const WARM_UP_SLICE_MS = 5;

const SEVERITY: Record<string, number> = Object.fromEntries(
  MONITOR_STATUSES.map((status, index) => [status, index]),
);

/** Worst first; within a status the least headroom first (none last); then client, investment, covenant. */
export function compareRows(a: CovenantMonitorRow, b: CovenantMonitorRow): number {
  return (
    (SEVERITY[a.status] ?? 99) - (SEVERITY[b.status] ?? 99) ||
    (a.headroom ?? Infinity) - (b.headroom ?? Infinity) ||
    a.client.name.localeCompare(b.client.name) ||
    a.investment.importedId.localeCompare(b.investment.importedId) ||
    a.covenant.name.localeCompare(b.covenant.name)
  );
}

function options(entries: Iterable<CovenantMonitorOption>): CovenantMonitorOption[] {
  const byId = new Map<string, CovenantMonitorOption>();
  for (const entry of entries) byId.set(entry._id, entry);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** `compute` for each item, a slice of `sliceMs` at a time with a turn of the event loop between slices. */
async function inSlices<T, R>(items: readonly T[], sliceMs: number, compute: (item: T) => R): Promise<R[]> {
  const results: R[] = [];
  let sliceStart = performance.now();
  for (const item of items) {
    results.push(compute(item));
    if (performance.now() - sliceStart > sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
  return results;
}

export async function monitorOf(
  repository: CovenantMonitorRepository,
  clients: readonly MonitorClient[],
  filters: MonitorFilters,
  language: string,
  sliceMs = SLICE_MS,
): Promise<CovenantMonitor> {
  const today = todayNumber();
  const [investments, regions, formulas, templates] = await Promise.all([
    repository.openInvestments(),
    repository.regions(),
    repository.covenantFormulas(),
    repository.templates(),
  ]);
  const clientById = new Map<string, MonitorClient>(clients.map((client) => [client._id, client]));
  const regionNames = new Map(regions.map((region) => [region._id, region.region]));
  const regionName = (id: string) => regionNames.get(id) ?? id;
  const open = investments.filter(
    (investment) => clientById.has(investment.client._id) && investment.covenants.length > 0,
  );
  const { status, clientType, regionId, fundId } = filters;
  const chosen = open.filter((investment) => {
    const client = clientById.get(investment.client._id)!;
    return (
      (!clientType || client.clientType === clientType) &&
      (!regionId || client.worldRegion === regionId) &&
      (!fundId || investment.fund._id === fundId)
    );
  });
  const formulaById = new Map(formulas.map((formula) => [formula._id, formula.formula]));
  const plans: ClientPlan[] = await inSlices(
    [...groupBy<Investment>(chosen, (investment) => investment.client._id)],
    sliceMs,
    ([clientId, own]) => planClient(clientById.get(clientId)!, own, templates, formulaById),
  );
  const clientIds = plans.map((plan) => plan.client._id);
  const reportKeys = [
    ...new Set(plans.flatMap((plan) => plan.items.flatMap((item) => (item.report ? [item.report.key] : [])))),
  ];
  const periods = await repository.reportPeriods(clientIds, reportKeys, horizonStart(today));
  const periodsByClient = groupBy<ReportPeriod>(periods, (period) => period.clientId);
  const windows = formWindows(plans, periodsByClient);
  const documents = await repository.formData(clientIds, windows);
  const documentsByClient = groupBy(documents, (document) => document.clientId);
  const window =
    windows.length === 0
      ? { from: 0, to: 0 }
      : {
          from: Math.min(...windows.map((each) => each.from)),
          to: Math.max(...windows.map((each) => each.to)),
        };
  const context = { templates, formulas: formulaById, regionName, language, window };
  const rows = (
    await inSlices(plans, sliceMs, (plan) =>
      evaluateClient(
        plan,
        documentsByClient.get(plan.client._id) ?? [],
        periodsByClient.get(plan.client._id) ?? [],
        context,
      ),
    )
  )
    .flat()
    .filter((row) => !status || row.status === status)
    .sort(compareRows);
  return {
    rows,
    regions: options(
      open.map((investment) => {
        const id = clientById.get(investment.client._id)!.worldRegion;
        return { _id: id, name: regionName(id) };
      }),
    ),
    funds: options(open.map((investment) => ({ _id: investment.fund._id, name: investment.fund.name }))),
  };
}

/** The warm-up of each app's monitor while it runs. */
const warming = new WeakMap<FastifyInstance, Promise<void>>();

/**
 * After a start, if the monitor was ever opened: its form-data copy read (from its snapshot), then every
 * client's rows computed once, so that the first request finds the compiled formulas and each client's
 * kept engine state and recomputes only what changed since.
 */
export function warmCovenantMonitor(app: FastifyInstance): Promise<void> {
  const warm = (async () => {
    const repository = monitorRepositoryOf(app);
    if (!(await repository.warm())) return;
    const clients = [...(await app.services.clients.all()).values()];
    await monitorOf(repository, clients, {}, "en", WARM_UP_SLICE_MS);
  })().finally(() => warming.delete(app));
  warming.set(app, warm);
  return warm;
}

/**
 * Waits for the app's warm-up of the monitor if it runs: a request arriving meanwhile would compute every
 * client's rows a second time beside it, on the same thread, where once it is over each costs little.
 */
export async function monitorWarmedUp(app: FastifyInstance): Promise<void> {
  await warming.get(app)?.catch(() => undefined);
}
