// What a process shows of the data it keeps in memory (docs/architecture.md, "Kept in the process"), read
// through public operations only: the report lists, every report's wizard values, the clients, the
// investments with their covenants and waivers, the dashboards and the covenant monitor. Two processes that
// followed every change feed show the same view as a process that has just read everything from the database.
import type { ApiProcess } from "./api-process";
import type { Loose } from "./fixtures";

/** A small seeded random generator (mulberry32): the same seed gives the same sequence on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    next,
    int,
    chance: (probability: number) => next() < probability,
    pick: <T>(choices: readonly T[]): T => {
      if (choices.length === 0) throw new Error("nothing to pick from");
      return choices[int(choices.length)]!;
    },
    /** A copy of `items` in a random order (Fisher–Yates). */
    shuffled: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

export type Random = ReturnType<typeof seededRandom>;

export interface GraphQLReply {
  data: Loose | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** One GraphQL call over HTTP, as the portal makes it. */
export async function graphql(
  api: ApiProcess,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLReply> {
  const response = await fetch(`${api.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLReply;
}

/** The answer's data; a GraphQL error (a thrown resolver, a refused query) fails the test with its message. */
export async function dataOf(
  api: ApiProcess,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Loose> {
  const reply = await graphql(api, token, query, variables);
  if (reply.errors?.length || !reply.data)
    throw new Error(`${query.slice(0, 80)}: ${JSON.stringify(reply.errors)}`);
  return reply.data;
}

export async function signIn(api: ApiProcess, email: string, password: string): Promise<string> {
  const response = await fetch(`${api.url}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const PAGE = 40;

const REPORT_FIELDS = `_id configId config { key version } client { _id key name } schedule { due }
  settings { currency reportingScale } context { numeric text period { financialYear financialYearPeriod } }
  status overdue lastUpdated reportedBy { _id fullName } auditedBy { _id fullName } versions revision`;

const ADMIN_REPORTS = `query ($skip: Int, $limit: Int, $status: [String!], $sort: [SortInput!]) {
  adminReports(skip: $skip, limit: $limit, status: $status, sort: $sort) {
    results { ${REPORT_FIELDS} } pageInfo { total } } }`;

const WIZARD = `query ($client: String!, $config: String!, $report: String!) {
  wizard(clientId: $client, reportConfigKey: $config, reportInstanceKey: $report) {
    _id status revision lastUpdated settings { currency reportingScale }
    reportedBy { _id } auditedBy { _id } editable entry actions
    steps { type required config { key version } }
    scopedData { scope numeric configKey formDataId values reportedValues computed covenantStatus revision }
    previousOpenReports { _id status }
    notes { _id configKey field text rejectionId }
    rejections { _id reason } } }`;

const CLIENT_FIELDS = `_id importedId key name officialName clientType clientConfigType institutionalForm
  profitProfile status worldRegion yearOfOperationalStart
  address { country countryName state city postalcode street nr box additional }
  settings { financialPeriodEnd { day month } currency reportingScale }
  contacts { name role email } bottomDate topDate
  financialPeriods { financialYear financialYearId start end months }`;

const CLIENTS = `{ clients(limit: 100) { results { ${CLIENT_FIELDS} } pageInfo { total } } }`;

const CLIENT = `query ($id: ID!) { client(clientId: $id) { ${CLIENT_FIELDS} }
  financialPeriods(clientId: $id) { financialYear financialYearId start end months } }`;

const COVENANT_REF = "_id internalName name archived fieldType";

const INVESTMENT_FIELDS = `_id importedId client { _id name } clientKey clientType fund { _id name reportingPeriodicity }
  product { _id name } currency country outstandingAmount firstDisbursementDate finalMaturityDate endedAt
  lastReportedMonth reportingPeriodicity investmentManagers { _id name startAt endedAt }
  covenants { _id centralCovenantId { ${COVENANT_REF} } range { min max } alertThreshold
    waivers { _id waiverType startDate endDate centralCovenant { ${COVENANT_REF} } range { min max } alertThreshold }
    waiverInEffect { _id } }
  covenantsCount timeState`;

const INVESTMENTS = `query ($id: ID!) { investments(clientId: $id) { ${INVESTMENT_FIELDS} } }`;

const INVESTMENTS_PAGED = `query ($state: String, $skip: Int) {
  investmentsPaged(state: $state, skip: $skip, limit: ${PAGE}) { results { _id importedId covenantsCount } pageInfo { total } } }`;

const DASHBOARD = `query ($id: ID!) { dashboard(clientId: $id) {
  currency lastPeriod
  clientSummaries { id title subtitle value valueIcon type decimals unit }
  clientDashCharts { id title series { period value } legend { chartType typeOfValues label decimals unit } } } }`;

const MONITOR = `{ covenantMonitor {
  rows { investment { _id importedId } client { _id key name clientType region { _id name } } fund { _id name }
    covenant { _id centralCovenantId internalName name fieldType decimals unit }
    period report { configKey period status } value range { min max } alertThreshold status headroom
    waiver { _id waiverType startDate endDate replacement { _id internalName } }
    trend { period value } }
  regions { _id name } funds { _id name } } }`;

/** Every page of a paged list, in the order the server pages it. */
async function allPages(
  read: (skip: number) => Promise<{ results: Loose[]; pageInfo: { total: number } }>,
): Promise<Loose[]> {
  const results: Loose[] = [];
  for (;;) {
    const page = await read(results.length);
    results.push(...page.results);
    if (page.results.length === 0 || results.length >= page.pageInfo.total) return results;
  }
}

const byId = (a: Loose, b: Loose) => String(a._id).localeCompare(String(b._id));

/** What the report catalog lists: every report (every page), and the reports still open, by id. */
async function reportLists(api: ApiProcess, token: string) {
  const page = (status: string[] | null) => (skip: number) =>
    dataOf(api, token, ADMIN_REPORTS, {
      skip,
      limit: PAGE,
      status,
      sort: [{ field: "lastUpdated", direction: "desc" }],
    }).then((data) => data.adminReports);
  const all = await allPages(page(null));
  const open = await allPages(page(["created", "in_progress", "submitted", "in_review", "rejected"]));
  return { all: all.sort(byId), open: open.sort(byId) };
}

export interface ViewScope {
  /** The clients whose details, wizards, investments and dashboards the view holds. */
  clientIds: readonly string[];
}

/**
 * The view of one process, read as the provider admin `token`: the same on two processes means their kept
 * copies agree. Lists are sorted by id, so the view compares what is listed, not the order of equal keys.
 */
export async function viewOf(api: ApiProcess, token: string, scope: ViewScope) {
  const reports = await reportLists(api, token);
  const wizards: Record<string, Loose | null> = {};
  for (const report of reports.all.filter((entry) => scope.clientIds.includes(entry.client._id))) {
    const data = await dataOf(api, token, WIZARD, {
      client: report.client.key,
      config: report.config.key,
      report: report._id,
    });
    wizards[report._id] = data.wizard;
  }
  const clients = (await dataOf(api, token, CLIENTS)).clients;
  const details: Record<string, Loose> = {};
  const investments: Record<string, Loose[]> = {};
  const dashboards: Record<string, Loose> = {};
  for (const id of scope.clientIds) {
    details[id] = await dataOf(api, token, CLIENT, { id });
    investments[id] = (await dataOf(api, token, INVESTMENTS, { id })).investments;
    dashboards[id] = (await dataOf(api, token, DASHBOARD, { id })).dashboard;
  }
  const paged = async (state: string) =>
    (
      await allPages((skip) =>
        dataOf(api, token, INVESTMENTS_PAGED, { state, skip }).then((data) => data.investmentsPaged),
      )
    ).sort(byId);
  const monitor = (await dataOf(api, token, MONITOR)).covenantMonitor;
  return {
    reports,
    wizards,
    clients: { total: clients.pageInfo.total, results: [...clients.results].sort(byId) },
    details,
    investments,
    investmentsPaged: { open: await paged("open"), closed: await paged("closed") },
    dashboards,
    monitor: {
      rows: [...monitor.rows].sort(
        (a: Loose, b: Loose) =>
          String(a.investment._id).localeCompare(String(b.investment._id)) ||
          String(a.covenant._id).localeCompare(String(b.covenant._id)),
      ),
      regions: [...monitor.regions].sort(byId),
      funds: [...monitor.funds].sort(byId),
    },
  };
}

export type View = Awaited<ReturnType<typeof viewOf>>;
