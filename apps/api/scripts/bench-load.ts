// The load test (`npm run bench:load -w @ledgerline/api`): the demo as `npm start` runs it (the demo portfolio,
// FerretDB on SQLite, the API in its own process with the production limits) under the mixed traffic of 100
// signed-in users for 5 minutes — client users opening their dashboard, reports, a report in the wizard and
// their investments; provider staff their clients, the reports list, the investments grid and the covenant
// monitor — each request the portal's own GraphQL document. Then a hostile client sends over-budget queries
// while /health is watched. Prints requests, errors (HTTP and GraphQL), latency, and /health's latency
// throughout. Not a test: figures for docs/operations.md ("Load test").
//
// Settings (environment): LOAD_SECONDS (300), LOAD_USERS (100), LOAD_HOSTILE_SECONDS (30), MONGODB_URI (a server
// to use instead of a fresh FerretDB).
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@ledgerline/devtools/ferretdb";
import autocannon from "autocannon";
import { MongoClient } from "mongodb";
import { DASHBOARD, DASHBOARD_CLIENTS } from "../../portal/src/api/dashboard";
import { REPORTS, WHO_AM_I, WIZARD } from "../../portal/src/api/documents";
import { COVENANT_MONITOR } from "../../portal/src/features/covenant-monitor/api";
import { INVESTMENTS_PAGED } from "../../portal/src/features/investments/documents";
import { seedDemo } from "../src/modules/seed/demo-seed";
import { startApiProcess } from "../test/api-process";
import { percentile } from "./bench-health";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const USERS = Number(process.env.LOAD_USERS ?? 100);
const HOSTILE_SECONDS = Number(process.env.LOAD_HOSTILE_SECONDS ?? 30);
const DATABASE = "ledgerline_load";

const log = (line: string) => console.log(line);

interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
}

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

async function graphql(url: string, token: string, request: GraphQLRequest): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(request),
  });
  return (await response.json()) as Answer;
}

interface WhoAmI {
  roles: string[];
  context: { isProvider: boolean; isAdmin: boolean };
  clients: Array<{ _id: string; key: string }>;
  permissions: Array<{ context: string; action: string; value: boolean }>;
}

/** What one user's screens ask for, in the order the portal asks. */
async function trafficOf(url: string, token: string): Promise<{ label: string; requests: GraphQLRequest[] }> {
  const language = "en";
  const me = (await graphql(url, token, { query: WHO_AM_I })).data?.whoAmI as WhoAmI;
  const whoAmI = { query: WHO_AM_I };
  if (!me.context.isProvider) {
    const client = me.clients[0]!;
    const reports = { query: REPORTS, variables: { clientId: client._id, language, skip: 0, limit: 10 } };
    const listed = (await graphql(url, token, reports)).data?.reports as {
      results: Array<{ _id: string; config: { key: string } }>;
    };
    const report = listed.results[0]!;
    return {
      label: "client user",
      requests: [
        whoAmI,
        { query: DASHBOARD, variables: { clientId: client._id, language } },
        reports,
        {
          query: WIZARD,
          variables: {
            clientId: client.key,
            reportConfigKey: report.config.key,
            reportInstanceKey: report._id,
            language,
          },
        },
        {
          query: INVESTMENTS_PAGED,
          variables: { clientId: client._id, state: "open", skip: 0, limit: 20, language },
        },
      ],
    };
  }
  const requests: GraphQLRequest[] = [
    whoAmI,
    { query: DASHBOARD_CLIENTS, variables: { skip: 0, limit: 20 } },
    { query: REPORTS, variables: { language, skip: 0, limit: 25 } },
    { query: INVESTMENTS_PAGED, variables: { state: "open", skip: 0, limit: 20, language } },
  ];
  const monitor = { query: COVENANT_MONITOR, variables: { language } };
  if (!(await graphql(url, token, monitor)).errors) requests.push(monitor);
  return { label: me.context.isAdmin ? "provider admin" : "provider staff", requests };
}

/** Asks /health every 200 ms until stopped; its latencies and failures. */
function watchHealth(url: string) {
  const latencies: number[] = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - started);
        else failures += 1;
      } catch {
        failures += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      probes: latencies.length + failures,
      failures,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? NaN,
    };
  };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

function operationName(query: string): string {
  return /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? "anonymous";
}

async function run(
  url: string,
  options: { seconds: number; connections: number; cycles: GraphQLRequest[][]; tokens: string[] },
) {
  let connection = 0;
  let graphqlErrors = 0;
  const errorSamples = new Map<string, number>();
  const result = await autocannon({
    url: `${url}/graphql`,
    method: "POST",
    connections: options.connections,
    duration: options.seconds,
    timeout: 60,
    setupClient: (client) => {
      const index = connection++ % options.cycles.length;
      const headers = {
        "content-type": "application/json",
        authorization: `Bearer ${options.tokens[index]!}`,
      };
      client.setRequests(
        options.cycles[index]!.map((request) => ({ method: "POST", headers, body: JSON.stringify(request) })),
      );
      client.on("body", (body: Buffer) => {
        const text = body.toString();
        if (!text.includes('"errors"')) return;
        graphqlErrors += 1;
        const code = /"code":"([A-Z_]+)"/.exec(text)?.[1] ?? text.slice(0, 120);
        errorSamples.set(code, (errorSamples.get(code) ?? 0) + 1);
      });
    },
  });
  return { result, graphqlErrors, errorSamples };
}

async function main(): Promise<void> {
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(" ");
  log(`Ledgerline load test: ${USERS} users, ${SECONDS} s; load average ${load()}`);
  const dataDir = mkdtempSync(join(tmpdir(), "ledgerline-load-"));
  const database = await openDatabase({ dataDir });
  const mongo = new MongoClient(database.uri);
  let api: Awaited<ReturnType<typeof startApiProcess>> | null = null;
  try {
    await mongo.connect();
    const db = mongo.db(DATABASE);
    await db.dropDatabase();
    const seeded = await seedDemo(db, {
      providerKey: "investor",
      publicUrl: "http://load.test",
      scrypt: { ln: 10, r: 8, p: 1 },
    });
    log(`demo portfolio: ${JSON.stringify(seeded.counts)}`);
    const uri = new URL(database.uri);
    uri.pathname = `/${DATABASE}`;
    api = await startApiProcess(uri.toString(), { LOG_LEVEL: "warn", PROVIDER_KEY: "investor" });
    log(`API process listening at ${api.url}`);

    const users: Array<{ label: string; token: string; requests: GraphQLRequest[] }> = [];
    for (const login of seeded.logins) {
      const response = await fetch(`${api.url}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: login.username, password: login.password }),
      });
      const { token } = (await response.json()) as { token?: string };
      if (!token) throw new Error(`login failed for ${login.username}`);
      users.push({ token, ...(await trafficOf(api.url, token)) });
    }
    // Every request once, so a document the API refuses stops the test before it measures anything; the
    // slowest answer of each operation on the idle server says what the mixed traffic is made of.
    const idle = new Map<string, number>();
    for (const user of users) {
      for (const request of user.requests) {
        const started = performance.now();
        const answer = await graphql(api.url, user.token, request);
        if (answer.errors) throw new Error(`${user.label}: ${answer.errors[0]!.message}`);
        const operation = operationName(request.query);
        idle.set(operation, Math.max(idle.get(operation) ?? 0, performance.now() - started));
      }
    }
    log(
      `slowest answer of each operation, one at a time: ${[...idle].map(([name, time]) => `${name} ${ms(time)}`).join(", ")}`,
    );
    const kinds = new Map<string, number>();
    for (let i = 0; i < USERS; i++) {
      const label = users[i % users.length]!.label;
      kinds.set(label, (kinds.get(label) ?? 0) + 1);
    }
    log(
      `${USERS} users over ${users.length} demo accounts: ${[...kinds].map(([label, count]) => `${count} ${label}s`).join(", ")}`,
    );

    const health = watchHealth(api.url);
    const mixed = await run(api.url, {
      seconds: SECONDS,
      connections: USERS,
      cycles: users.map((user) => user.requests),
      tokens: users.map((user) => user.token),
    });
    const healthDuring = await health();
    const { result } = mixed;
    log(`\nmixed traffic, ${SECONDS} s (load average after: ${load()}):`);
    log(
      `  requests ${result.requests.total} (${result.requests.average.toFixed(1)} req/s)  latency p50 ${ms(result.latency.p50)}  p99 ${ms(result.latency.p99)}  max ${ms(result.latency.max)}`,
    );
    log(
      `  errors: HTTP ${result.non2xx}, connection ${result.errors}, timeouts ${result.timeouts}, GraphQL ${mixed.graphqlErrors}${mixed.errorSamples.size ? ` (${[...mixed.errorSamples].map(([code, count]) => `${code} ×${count}`).join(", ")})` : ""}`,
    );
    log(
      `  /health meanwhile: ${healthDuring.probes} probes, ${healthDuring.failures} failed, p50 ${ms(healthDuring.p50)}  p99 ${ms(healthDuring.p99)}  max ${ms(healthDuring.max)}`,
    );

    // The requests still being answered when the run ended finish first: the next phase measures the refusals
    // alone.
    await new Promise((resolve) => setTimeout(resolve, 20_000));

    // A client user asks for the wizard under 150 aliases at once, over and over, on 10 connections.
    const hostileUser = users.find((user) => user.label === "client user")!;
    const wizardRequest = hostileUser.requests.find((request) => request.query === WIZARD)!;
    const aliases = Array.from(
      { length: 150 },
      (_, i) =>
        `w${i}: wizard(clientId: $clientId, reportConfigKey: $reportConfigKey, reportInstanceKey: $reportInstanceKey) { _id status }`,
    ).join(" ");
    const hostile = {
      query: `query ($clientId: String!, $reportConfigKey: String!, $reportInstanceKey: String!) { ${aliases} }`,
      variables: wizardRequest.variables,
    };
    const hostileHealth = watchHealth(api.url);
    const attack = await run(api.url, {
      seconds: HOSTILE_SECONDS,
      connections: 10,
      cycles: [[hostile]],
      tokens: [hostileUser.token],
    });
    const healthUnderAttack = await hostileHealth();
    log(`\nhostile client, ${HOSTILE_SECONDS} s: 150 aliases of wizard per request on 10 connections:`);
    log(
      `  requests ${attack.result.requests.total}, refused ${attack.graphqlErrors} (${[...attack.errorSamples].map(([code, count]) => `${code} ×${count}`).join(", ")}), latency p99 ${ms(attack.result.latency.p99)}`,
    );
    log(
      `  /health meanwhile: ${healthUnderAttack.probes} probes, ${healthUnderAttack.failures} failed, p50 ${ms(healthUnderAttack.p50)}  p99 ${ms(healthUnderAttack.p99)}  max ${ms(healthUnderAttack.max)}`,
    );
    const failed =
      result.non2xx + result.errors + result.timeouts + mixed.graphqlErrors > 0 ||
      healthDuring.failures > 0 ||
      healthUnderAttack.failures > 0 ||
      attack.graphqlErrors < attack.result.requests.total;
    log(failed ? "\nLOAD TEST: errors above" : "\nLOAD TEST: no errors; every hostile request refused");
    process.exitCode = failed ? 1 : 0;
  } finally {
    await api?.stop();
    await mongo.close();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
