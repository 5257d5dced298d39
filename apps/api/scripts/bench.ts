// The reporting benchmark (`npm run bench -w @ledgerline/api`): the API on the 500-client demo portfolio,
// measured with autocannon over HTTP. Two anchors in the same run: `{ __typename }` on the same server (the
// framework's ceiling: authentication included) and the same resolvers over in-memory repositories
// (isolating the database). Also counts database commands per request (driver command monitoring): they
// must not grow with the page size. Then restarts: the API stopped and started again on the same database (a
// process of its own), and the first request of each screen timed, at once and after the warm-up. Not a
// test: it prints figures and ratios.
//
// Settings (environment): BENCH_CLIENTS (500), BENCH_SECONDS (10), BENCH_CONNECTIONS (100),
// BENCH_WIZARD_CONNECTIONS (20), BENCH_MONITOR_CONNECTIONS (2: the covenant monitor reads and computes the
// whole portfolio per request), BENCH_BACKEND (`pg`, the default: FerretDB on a fresh database of the local
// PostgreSQL, dropped afterwards, see bench-postgres.ts; `sqlite`: FerretDB's SQLite backend in BENCH_DATA_DIR,
// a data dir kept between runs so that the portfolio is seeded once), BENCH_PG_GIN=1 (with pg: GIN indexes in
// PostgreSQL on the expressions FerretDB's pushdown queries, see bench-postgres.ts), MONGODB_URI (measure
// against that server instead of FerretDB). After the restarts, fair admission on the last API process
// (bench-admission.ts): BENCH_ADMISSION_SIZE (40) dashboards of one user at once, BENCH_ADMISSION_BURSTS (4)
// times, beside another user's requests. BENCH_ONLY=admission measures that alone, on an API process of its
// own started for it (nothing else is run).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { generateDemo } from "@ledgerline/schemas";
import autocannon from "autocannon";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app";
import { readConfig } from "../src/config";
import type { Config } from "../src/config";
import {
  MemoryCovenantMonitorRepository,
  useMonitorRepository,
} from "../src/modules/covenant-monitor/repository";
import type { MonitorMemoryData } from "../src/modules/covenant-monitor/repository";
import { MemoryReportingRepository } from "../src/modules/reports/repository/memory-repository";
import type { MemoryData } from "../src/modules/reports/repository/memory-repository";
import { KEPT_SNAPSHOTS } from "../src/platform/kept-snapshots";
import { RATE_LIMIT_RULES } from "../src/platform/rate-limit";
import type { RateLimitRules } from "../src/platform/rate-limit";
import { measureAdmission } from "./bench-admission";
import type { AdmissionFigures } from "./bench-admission";
import { startBenchApi } from "./bench-api-process";
import {
  BENCH_DATABASE,
  benchBackend,
  inputFieldOf,
  openBenchDatabase,
  seedPortfolio,
  signIn,
} from "./bench-setup";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** Connection counts each hot query is measured at, side by side (BENCH_LEVELS, e.g. "1,10,100"). */
const LEVELS = (process.env.BENCH_LEVELS ?? "1,10,100").split(",").map(Number);
/** Where to write the figures as JSON for bench-matrix.ts (BENCH_JSON); none when unset. */
const JSON_OUT = process.env.BENCH_JSON ?? "";
/** BENCH_MONITOR_RUNS=0 measures the covenant monitor alone only (a request takes a minute at 500 clients). */
const MONITOR_RUNS = process.env.BENCH_MONITOR_RUNS !== "0";
const WIZARD_CONNECTIONS = Number(process.env.BENCH_WIZARD_CONNECTIONS ?? 20);
const MONITOR_CONNECTIONS = Number(process.env.BENCH_MONITOR_CONNECTIONS ?? 2);
/** Connections of the runs against the database (FerretDB answers queries that scan thousands of documents slowly). */
const DB_CONNECTIONS = Number(process.env.BENCH_DB_CONNECTIONS ?? CONNECTIONS);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? join(tmpdir(), `ledgerline-bench-${CLIENTS}`);
const BACKEND = benchBackend("pg");
const DATABASE = BENCH_DATABASE;
const JWT_SECRET = "bench-secret-of-at-least-thirty-two-characters";
/** BENCH_ONLY=admission: fair admission alone (bench-admission.ts); unset: everything. */
const ONLY = process.env.BENCH_ONLY ?? "";
if (ONLY !== "" && ONLY !== "admission") throw new Error(`BENCH_ONLY must be admission, not ${ONLY}`);

const log = (line: string) => console.log(line);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function memoryData(data: ReturnType<typeof generateDemo>): MemoryData {
  return {
    clients: data.clients as unknown as MemoryData["clients"],
    formConfigs: data.formConfigs as unknown as MemoryData["formConfigs"],
    reportConfigs: data.reportConfigs as unknown as MemoryData["reportConfigs"],
    reportInstances: data.reportInstances as unknown as MemoryData["reportInstances"],
    formData: data.formData as unknown as MemoryData["formData"],
    exchangeRates: data.exchangeRates as unknown as MemoryData["exchangeRates"],
  };
}

function monitorMemoryData(data: ReturnType<typeof generateDemo>): MonitorMemoryData {
  return {
    ...(memoryData(data) as unknown as Pick<
      MonitorMemoryData,
      "clients" | "formConfigs" | "reportConfigs" | "reportInstances" | "formData"
    >),
    regions: data.regions,
    investments: data.investments,
    covenantConfigs: data.covenantConfigs.map((config) => ({
      _id: String(config._id),
      internalName: config.internalName,
      formula: config.formula,
    })),
  };
}

interface Server {
  app: FastifyInstance;
  url: string;
  commands: () => number;
  /** Names of the commands since the last call, e.g. find users, aggregate reportInstances. */
  takeNames: () => string[];
  /** The time the database took for the commands since the last call, summed (overlapping ones each count). */
  takeDatabaseMs: () => number;
}

async function serve(config: Config, memory: MemoryData | null): Promise<Server> {
  const unlimited = Object.fromEntries(
    RATE_LIMIT_RULES.map((rule) => [rule, { max: 1e9, windowMs: 60_000 }]),
  ) as RateLimitRules;
  const app = await buildApp(config, {
    logger: false,
    rateLimits: unlimited,
    // Many connections under one bench user: the server is measured, not its per-caller limit.
    inFlightLimits: { active: 10_000, queued: 10_000, retryAfterSeconds: 1 },
    monitorCommands: true,
    ...(memory ? { reportingRepository: () => new MemoryReportingRepository(memory) } : {}),
  });
  let count = 0;
  let names: string[] = [];
  app.mongo.client.on("commandStarted", (event) => {
    if (["hello", "isMaster", "ping", "endSessions"].includes(event.commandName)) return;
    const command = event.command as Record<string, unknown>;
    const collection = String(command[event.commandName] ?? "");
    // Snapshots of what the process keeps are mostly written in the background, whatever request runs:
    // listed, not counted as the request's.
    if (collection === KEPT_SNAPSHOTS) names.push(`(${event.commandName} ${collection})`);
    else {
      count++;
      names.push(`${event.commandName} ${collection}`);
    }
  });
  let databaseMs = 0;
  app.mongo.client.on("commandSucceeded", (event) => (databaseMs += event.duration));
  app.mongo.client.on("commandFailed", (event) => (databaseMs += event.duration));
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    app,
    url: `${address}/graphql`,
    commands: () => count,
    takeDatabaseMs: () => {
      const taken = databaseMs;
      databaseMs = 0;
      return taken;
    },
    takeNames: () => {
      const taken = names;
      names = [];
      return taken;
    },
  };
}

async function post(url: string, token: string, query: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: await response.text() };
}

/** Asks /health every 50 ms until stopped; the slowest answer. */
function watchHealth(baseUrl: string): () => Promise<number> {
  let slowest = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${baseUrl}/health`)
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return slowest;
  };
}

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  connections: number;
}

async function measure(
  name: string,
  url: string,
  token: string,
  query: string,
  connections: number,
  /** Longer runs for requests that take seconds each (the covenant monitor on the database). */
  timing: { seconds: number; timeout: number } = { seconds: SECONDS, timeout: 60 },
): Promise<Figures> {
  const result = await autocannon({
    url,
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
    connections,
    duration: timing.seconds,
    timeout: timing.timeout,
    workers: 1,
  });
  const figures = {
    name,
    // Requests that take seconds each complete a few times a run: count them over the run's length, since
    // the per-second average rounds their rate to 0.
    rps: result.requests.average >= 1 ? result.requests.average : result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    connections,
  };
  log(
    `  ${name.padEnd(34)} ${figures.rps.toFixed(figures.rps < 1 ? 3 : figures.rps < 10 ? 1 : 0).padStart(6)} req/s  p50 ${String(figures.p50).padStart(5)} ms  p99 ${String(figures.p99).padStart(5)} ms  errors ${figures.errors}  (${connections} conn.)`,
  );
  return figures;
}

/** Command names with repeats folded (`find formData ×338`), so a line stays readable. */
function summarise(names: readonly string[]): string {
  const counted = new Map<string, number>();
  for (const name of names) counted.set(name, (counted.get(name) ?? 0) + 1);
  return [...counted].map(([name, count]) => (count > 1 ? `${name} ×${count}` : name)).join(", ");
}

/** An input field of the form a save can set (a number typed by the client, not computed). */
function savedField(data: ReturnType<typeof generateDemo>, formKey: string): string {
  const form = data.formConfigs.find((config) => config.key === formKey);
  const field = inputFieldOf(form?.fields ?? []);
  if (!field) throw new Error(`no input field in ${formKey} to save`);
  return field.internalName;
}

/** The client dashboard's query, as the portal's landing page asks it. */
const dashboardOf = (clientId: string) =>
  `{ dashboard(clientId: "${clientId}") { currency lastPeriod clientSummaries { id value } clientDashCharts { id series { period } } } }`;

/** A warm-up's reads as its log told them. */
const warmReads = (reads: Array<{ what: string; ms: number }>) =>
  reads.map((read) => `${read.what.replace(/^Read /, "")}: ${read.ms} ms`).join("; ");

/**
 * Fair admission on the API at `baseUrl`: the bench client user's dashboards of its client in bursts, the
 * administrator's dashboard of another client meanwhile.
 */
function admission(
  baseUrl: string,
  tokens: { admin: string; client: string },
  clients: { first: string; other: string },
): Promise<AdmissionFigures> {
  return measureAdmission(
    baseUrl,
    {
      label: "the client user's dashboard of its client",
      token: tokens.client,
      query: dashboardOf(clients.first),
    },
    {
      label: "the administrator's dashboard of another client",
      token: tokens.admin,
      query: dashboardOf(clients.other),
    },
    log,
  );
}

async function main(): Promise<void> {
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(" ");
  log(`Ledgerline API benchmark: ${CLIENTS} clients, ${SECONDS} s per run; load average ${load()}`);
  const database = await openBenchDatabase(BACKEND, DATA_DIR);
  const pg = database.postgres;
  let server = database.description;
  log(`database server: ${server}`);
  const servers: Server[] = [];
  /** The API process of the restarts, stopped at the end if one runs. */
  const restartedApi: { stop: (() => Promise<unknown>) | null } = { stop: null };
  let noDist = "";
  try {
    let started = performance.now();
    const data = generateDemo({ clients: CLIENTS });
    log(
      `portfolio: ${data.clients.length} clients, ${data.reportInstances.length} reports, ${data.formData.length} form data documents (generated in ${seconds(started)})`,
    );
    await seedPortfolio(database.uri, data, CLIENTS, log);
    if (pg && process.env.BENCH_PG_GIN === "1") {
      const started = performance.now();
      const created = await pg.addGinIndexes(
        // `_id` has its GIN index already (the project's FerretDB patch): these are the other pushed-down keys.
        {
          reportInstances: ["clientId"],
          formData: ["clientId"],
          clients: ["key"],
          reportNotes: ["reportId"],
        },
        DATABASE,
      );
      server += `, with PostgreSQL GIN indexes on ${created.join(", ")}`;
      log(`PostgreSQL GIN indexes (BENCH_PG_GIN=1): ${created.join(", ")} (${seconds(started)})`);
    }
    noDist = mkdtempSync(join(tmpdir(), "ledgerline-bench-nodist-"));
    const firstClient = data.clients.find((client) => client.clientType !== "AGRO")!;
    const otherClient = data.clients.find(
      (client) => client.clientType !== "AGRO" && client._id !== firstClient._id,
    )!;
    const admissionClients = { first: firstClient._id, other: otherClient._id };
    // An API process of its own on the benchmark's database, warmed up to the covenant monitor's copy.
    const startWarmedApi = () =>
      startBenchApi({
        uri: database.uri,
        database: DATABASE,
        jwtSecret: JWT_SECRET,
        noDist,
        lastWarmRead: "the covenant monitor's form data",
      });
    if (ONLY === "admission") {
      // An API process of its own, as after a start: warmed first, then the first burst is its first dashboard.
      const api = await startWarmedApi();
      restartedApi.stop = api.stop;
      log(
        `\nAPI process listening ${api.startMs.toFixed(0)} ms after the spawn; warm-up: ${warmReads(await api.warmed)}`,
      );
      const tokens = {
        admin: await signIn(api.url, "bench.admin@investor.test"),
        client: await signIn(api.url, "bench.client@client.test"),
      };
      const figures = await admission(api.url, tokens, admissionClients);
      log(`  stopped in ${(await api.stop()).toFixed(0)} ms`);
      restartedApi.stop = null;
      log(`server: ${server}; load average after: ${load()}`);
      if (JSON_OUT)
        writeFileSync(
          JSON_OUT,
          JSON.stringify({ clients: CLIENTS, backend: BACKEND, admission: figures }, null, 1),
        );
      return;
    }
    const config: Config = {
      ...readConfig({ MONGODB_URI: database.uri, JWT_SECRET, PUBLIC_URL: "http://bench.test" }),
      databaseName: DATABASE,
      portalDist: noDist,
      studioDist: noDist,
    };
    started = performance.now();
    const mongo = await serve(config, null);
    const memory = await serve(config, memoryData(data));
    useMonitorRepository(memory.app, new MemoryCovenantMonitorRepository(monitorMemoryData(data)));
    servers.push(mongo, memory);
    log(`servers ready in ${seconds(started)}`);

    const loginAs = (username: string) => signIn(mongo.url.replace(/\/graphql$/, ""), username);
    const admin = await loginAs("bench.admin@investor.test");
    const clientUser = await loginAs("bench.client@client.test");
    const reports = (limit: number, clientId = "", skip = 0, extra = "") =>
      `{ reports(${clientId ? `clientId: "${clientId}", ` : ""}skip: ${skip}, limit: ${limit}${extra}) { results { _id client { _id name } config { key name } context { numeric text } schedule { due } status overdue reportedBy { fullName } auditedBy { fullName } lastUpdated } pageInfo { total limit offset } } }`;
    // The provider's list as a user narrows it: approved and submitted reports, by client then period, page 20.
    const reportsFiltered = reports(
      25,
      "",
      475,
      ', status: ["approved", "submitted"], sort: [{ field: "client", direction: "asc" }, { field: "context.numeric", direction: "desc" }]',
    );
    const ofFirstClient = data.reportInstances.filter(
      (report) => report.client._id === firstClient._id && report.config.key === "mfiFinancialMonthly",
    );
    const newestFirst = [...ofFirstClient].sort((a, b) => b.context.numeric - a.context.numeric);
    const monthly =
      newestFirst.find(
        (report) => report.context.numeric === Number(`${data.meta.lastMonth.replace("-", "")}00`) + 30,
      ) ?? newestFirst[0]!;
    const wizard = `{ wizard(clientId: "${firstClient.key}", reportConfigKey: "mfiFinancialMonthly", reportInstanceKey: "${monthly._id}") { _id status entry steps { required config { key name fields validations { formula validationMessage } } } scopedData { scope numeric configKey values computed } formulaSet { target formula } previousOpenReports { _id } } }`;
    const dashboard = dashboardOf(firstClient._id);

    // The covenant monitor: every covenant of the open investments (the whole portfolio for the admin).
    const monitor =
      "{ covenantMonitor { rows { investment { importedId } client { name } covenant { name } period value status headroom trend { period value } } } }";

    // The investments grid: the first page of open investments (the whole portfolio for the admin).
    const investments =
      '{ investmentsPaged(state: "open", skip: 0, limit: 20) { results { _id importedId client { name } outstandingAmount covenantsCount flags { canEditCovenants } } pageInfo { total } } }';

    // A save of one value by the client's user: on the newest report not yet filed, opened for filing first.
    const filing = newestFirst.find((report) => report.status !== "approved");
    let save: string | null = null;
    if (filing) {
      await post(
        mongo.url,
        clientUser,
        `mutation { wizardStartSubmission(reportId: "${filing._id}") { success } }`,
      );
      const field = savedField(data, "balanceSheet");
      save = `mutation { wizardSaveChanges(reportId: "${filing._id}", changeSet: { configId: "balanceSheet", changes: [{ path: "${field}", change: 1234.5 }] }) { success applied error { message } } }`;
    } else log("(no report left to file for the first client: the save is not measured)");

    // Templates are cached for 30 s: read them once so that counts show the steady state.
    await post(mongo.url, admin, "{ reportConfigs { key } }");
    log(
      "\none request at a time: database commands (driver command monitoring; the session warmed by a request just before, the role table's 5 s refresh left out), time, and the database's time summed over the commands:",
    );
    const probes: Array<[string, Server, string, string]> = [
      ["{ __typename } (db server)", mongo, admin, "{ __typename }"],
      // What a process keeps (reports, investments) is read once, by the first request after a start.
      ["reports, first list after a start (db)", mongo, admin, reports(25)],
      ["investmentsPaged, first after a start (db)", mongo, admin, investments],
      ["reports, one client, limit 5 (db)", mongo, clientUser, reports(5, firstClient._id)],
      ["reports, one client, limit 25 (db)", mongo, clientUser, reports(25, firstClient._id)],
      ["reports, one client, limit 100 (db)", mongo, clientUser, reports(100, firstClient._id)],
      ["reports, all clients, limit 25 (db)", mongo, admin, reports(25)],
      ["reports, filtered, sorted, page 20 (db)", mongo, admin, reportsFiltered],
      ["wizard monthly, first (db)", mongo, admin, wizard],
      ["wizard monthly (db)", mongo, admin, wizard],
      ["dashboard (db)", mongo, clientUser, dashboard],
      ...(save
        ? ([
            ["save one value (db)", mongo, clientUser, save],
            // The first save of a process finds the feeds' tails; the second shows a save's own commands.
            ["save one value, again (db)", mongo, clientUser, save],
          ] as Array<[string, Server, string, string]>)
        : []),
      ["reports, all clients, limit 25 (memory)", memory, admin, reports(25)],
      ["wizard monthly (memory)", memory, admin, wizard],
      ["investmentsPaged, all clients, page 1 (db)", mongo, admin, investments],
      ["covenantMonitor, all clients (db)", mongo, admin, monitor],
      // Its form data is kept from the first request on: the second shows the steady state.
      ["covenantMonitor, all clients, again (db)", mongo, admin, monitor],
      ["covenantMonitor, all clients (memory)", memory, admin, monitor],
    ];
    const single: Record<string, number> = {};
    const counts: Record<string, number> = {};
    // The database server's /health meanwhile: the first reads of what it keeps (and the snapshots written
    // after them) and the covenant monitor's computation run on its request thread.
    const probesHealth = watchHealth(mongo.url.replace(/\/graphql$/, ""));
    for (const [name, target, token, query] of probes) {
      // The session's principal is cached for 5 s: warm it, so every count is the query's own commands.
      await post(target.url, token, "{ __typename }");
      target.takeNames();
      target.takeDatabaseMs();
      const before = target.commands();
      const started = performance.now();
      const answer = await post(target.url, token, query);
      if (
        answer.status !== 200 ||
        answer.body.includes('"errors"') ||
        answer.body.includes('"success":false')
      )
        throw new Error(`bench query failed: ${answer.body.slice(0, 300)}`);
      single[name] = performance.now() - started;
      counts[name] = target.commands() - before;
      const names = target.takeNames();
      const databaseMs = target.takeDatabaseMs();
      // The role table is re-read every 5 s whatever the request: left out of the per-query count.
      counts[name] -= names.filter((command) => command === "find rolePermissions").length;
      log(
        `  ${name.padEnd(42)} ${String(counts[name]).padStart(3)} commands  ${single[name]!.toFixed(0).padStart(7)} ms  (database Σ ${databaseMs.toFixed(0)} ms)  [${summarise(names)}]`,
      );
    }
    log(
      `  /health of the database server, asked every 50 ms meanwhile: slowest ${(await probesHealth()).toFixed(0)} ms`,
    );
    const pageCounts = [5, 25, 100].map((limit) => counts[`reports, one client, limit ${limit} (db)`]);
    log(
      `  page size 5 → 25 → 100: ${pageCounts.join(" → ")} commands: ${pageCounts.every((count) => count === pageCounts[0]) ? "constant (no N+1)" : "GROWS: N+1!"}`,
    );

    log(
      `\nthroughput and latency (autocannon, ${SECONDS} s each, at ${LEVELS.join(" / ")} connections; load average before: ${load()}):`,
    );
    const runs: Figures[] = [];
    const levels = async (label: string, url: string, token: string, query: string, cap = Infinity) => {
      const measured: Figures[] = [];
      for (const connections of LEVELS.filter((level) => level <= cap))
        measured.push(await measure(label, url, token, query, connections));
      runs.push(...measured);
      return measured;
    };
    const at = (figures: Figures[], connections: number) =>
      figures.find((entry) => entry.connections === connections) ?? figures[figures.length - 1] ?? null;
    const ceiling = await levels("{ __typename } (ceiling)", mongo.url, admin, "{ __typename }");
    const reportsClient = await levels(
      "reports p1, one client (db)",
      mongo.url,
      clientUser,
      reports(25, firstClient._id),
    );
    const reportsDb = await levels("reports p1, all clients (db)", mongo.url, admin, reports(25));
    await levels("reports p20, filtered, sorted (db)", mongo.url, admin, reportsFiltered);
    const reportsMemory = await levels("reports p1, all clients (memory)", memory.url, admin, reports(25));
    await levels("dashboard (db)", mongo.url, clientUser, dashboard);
    const wizardDb = await levels("wizard monthly (db)", mongo.url, admin, wizard);
    const wizardMemory = await levels("wizard monthly (memory)", memory.url, admin, wizard);
    // Concurrent saves of one value of one document queue behind each other's claims: measured up to 10.
    if (save) await levels("save one value (db)", mongo.url, clientUser, save, 10);
    const investmentsDb = await levels("investmentsPaged p1 (db)", mongo.url, admin, investments);

    let monitorMemory: Figures | null = null;
    let monitorDb: Figures | null = null;
    if (MONITOR_RUNS) {
      // The in-memory anchor first: requests of the database run still being computed when it ends would
      // slow it down (both servers run in this process).
      monitorMemory = await measure(
        "covenantMonitor (memory)",
        memory.url,
        admin,
        monitor,
        MONITOR_CONNECTIONS,
      );
      // The monitor is one page of the provider area, opened now and then, not a hot path: measured for long
      // enough that each connection completes a few requests.
      const monitorAlone = single["covenantMonitor, all clients, again (db)"]!;
      const monitorConnections = Math.min(MONITOR_CONNECTIONS, DB_CONNECTIONS);
      monitorDb = await measure("covenantMonitor (db)", mongo.url, admin, monitor, monitorConnections, {
        seconds: Math.max(SECONDS, Math.ceil((monitorAlone * 3) / 1000)),
        timeout: Math.ceil((monitorAlone * (monitorConnections + 1)) / 1000) + 30,
      });
      runs.push(monitorMemory, monitorDb);
    }

    // Restarts: the database app closed and the API started again on the same database as `npm start` starts
    // it (bench-api-process.ts: a process of its own, warming what it keeps in the background once it
    // listens). Each screen's first request is sent as soon as it listens, while the warm-up runs (it is
    // answered from what it needs), after a restart of its own; then all of them once the warm-up is over.
    log(
      "\nfirst request of each screen after a restart (the API stopped and started again on the same database in a process of its own, warming in the background as server.ts does; /health asked every 50 ms meanwhile):",
    );
    type Signed = "admin" | "client";
    const screens: Array<[string, Signed, string]> = [
      ["reports, all clients", "admin", reports(25)],
      ["reports, one client", "client", reports(25, firstClient._id)],
      ["investmentsPaged", "admin", investments],
      ["wizard monthly", "admin", wizard],
      ["dashboard", "client", dashboard],
      ["covenantMonitor", "admin", monitor],
    ];
    const tokens: Record<Signed, string> = { admin, client: clientUser };
    let base = mongo.url.replace(/\/graphql$/, "");
    let stopCurrent = async () => {
      const stopping = performance.now();
      await mongo.app.close();
      servers.splice(servers.indexOf(mongo), 1);
      return performance.now() - stopping;
    };
    const restart = async () => {
      // Signed in again first, on the API still running: the tokens of the start may have expired since.
      tokens.admin = await signIn(base, "bench.admin@investor.test");
      tokens.client = await signIn(base, "bench.client@client.test");
      const closed = await stopCurrent();
      const api = await startWarmedApi();
      base = api.url;
      stopCurrent = restartedApi.stop = api.stop;
      const health = watchHealth(api.url);
      return { closed, started: api.startMs, warmed: api.warmed, health };
    };
    const firstRequest = async (signed: Signed, query: string) => {
      const started = performance.now();
      const answer = await post(`${base}/graphql`, tokens[signed], query);
      if (answer.status !== 200 || answer.body.includes('"errors"'))
        throw new Error(`bench query failed after a restart: ${answer.body.slice(0, 300)}`);
      return performance.now() - started;
    };
    const restarted: Record<string, { atOnce: number; warmed: number }> = {};
    let admitted: AdmissionFigures | null = null;
    for (const [name, signed, query] of screens) {
      const { closed, started, warmed, health } = await restart();
      const atOnce = await firstRequest(signed, query);
      const reads = await warmed;
      const slowest = await health();
      restarted[name] = { atOnce, warmed: 0 };
      single[`${name}, first after a restart`] = atOnce;
      log(
        `  ${`${name}, at once`.padEnd(42)} ${atOnce.toFixed(0).padStart(7)} ms  (stopped in ${closed.toFixed(0)} ms, listening ${started.toFixed(0)} ms after the spawn; /health slowest ${slowest.toFixed(0)} ms; warm-up: ${warmReads(reads)})`,
      );
    }
    {
      const { closed, started, warmed, health } = await restart();
      const reads = await warmed;
      const slowest = await health();
      log(
        `  warm-up alone: stopped in ${closed.toFixed(0)} ms, listening ${started.toFixed(0)} ms after the spawn; /health slowest ${slowest.toFixed(0)} ms; ${warmReads(reads)}`,
      );
      for (const [name, signed, query] of screens) {
        restarted[name]!.warmed = await firstRequest(signed, query);
        log(
          `  ${`${name}, after the warm-up`.padEnd(42)} ${restarted[name]!.warmed.toFixed(0).padStart(7)} ms`,
        );
      }
      admitted = await admission(base, tokens, admissionClients);
      log(`  stopped in ${(await stopCurrent()).toFixed(0)} ms`);
      restartedApi.stop = null;
    }
    const slowestFirst = Math.max(...Object.values(restarted).map((entry) => entry.atOnce));
    log(
      `goal: the first request of every screen after a start ≤ 1 s: ${Object.entries(restarted)
        .map(([name, entry]) => `${name} ${(entry.atOnce / 1000).toFixed(2)} s`)
        .join(
          ", ",
        )} (slowest ${(slowestFirst / 1000).toFixed(2)} s: ${slowestFirst <= 1000 ? "met" : "NOT met"})`,
    );

    const top = Math.max(...LEVELS);
    const ratio = (a: Figures | null, b: Figures | null) => (a && b ? (a.rps / b.rps).toPrecision(2) : "n/a");
    const [ceilingTop, reportsDbTop, reportsMemoryTop] = [ceiling, reportsDb, reportsMemory].map((figures) =>
      at(figures, top),
    );
    const wizardCap = Math.min(WIZARD_CONNECTIONS, top);
    log(
      `\nratios (requests per second, ${top} connections; wizard at ${at(wizardDb, wizardCap)?.connections}): reports memory/ceiling ${ratio(reportsMemoryTop ?? null, ceilingTop ?? null)}, reports db/ceiling ${ratio(reportsDbTop ?? null, ceilingTop ?? null)}, reports db/memory ${ratio(reportsDbTop ?? null, reportsMemoryTop ?? null)}, one-client reports db/memory ${ratio(at(reportsClient, top), reportsMemoryTop ?? null)}; wizard db/ceiling ${ratio(at(wizardDb, wizardCap), at(ceiling, wizardCap))}, wizard db/memory ${ratio(at(wizardDb, wizardCap), at(wizardMemory, wizardCap))}; investmentsPaged db/ceiling ${ratio(at(investmentsDb, top), ceilingTop ?? null)}; covenantMonitor db/memory ${ratio(monitorDb, monitorMemory)}`,
    );
    const alone = (name: string) =>
      single[name] === undefined ? "not measured" : `${single[name]!.toFixed(0)} ms`;
    log(
      `goals (SQLite, 500 clients): reports ≥ 10 % of the ceiling with p99 ≤ 250 ms at 100 connections: ${ratio(reportsDbTop ?? null, ceilingTop ?? null)} of the ceiling, p99 ${reportsDbTop?.p99 ?? "n/a"} ms; wizard ≤ 30 ms alone: ${alone("wizard monthly (db)")} (first for the client: ${alone("wizard monthly, first (db)")}); a save ≤ 30 ms alone: ${alone("save one value, again (db)")} (the process's first: ${alone("save one value (db)")})`,
    );
    log(`server: ${server}; load average after: ${load()}`);
    if (JSON_OUT)
      writeFileSync(
        JSON_OUT,
        JSON.stringify(
          { clients: CLIENTS, backend: BACKEND, seconds: SECONDS, single, counts, runs, admission: admitted },
          null,
          1,
        ),
      );
  } finally {
    await restartedApi.stop?.();
    for (const entry of servers) await entry.app.close();
    await database.stop();
    if (noDist) rmSync(noDist, { recursive: true, force: true });
    if (BACKEND === "sqlite" && !existsSync(DATA_DIR)) log("(data dir gone)");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
