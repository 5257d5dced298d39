// The filing-rush benchmark (`npm run bench:rush -w @ledgerline/api`): month end, when every client's user
// saves on their own client's report at the same moment. On the bench portfolio (500 clients), the API in its
// own process with the production limits, one client user per client signs in and opens their report in the
// wizard (outside the measured window); then every user's save (the portal's `wizardSaveChanges`) is sent at
// once over HTTP while a separate loop asks `/health` every 50 ms. Each rush size of BENCH_RUSH_LEVELS runs
// in the same process, smallest first, so the single save is the anchor of the others. After each rush every
// saved value is read back through the wizard, as the portal reads it. Not a test: it prints figures.
//
// Settings (environment): BENCH_RUSH_USERS (500: the rush's size), BENCH_RUSH_LEVELS (the sizes measured, by
// default 1, 10, 100 and BENCH_RUSH_USERS; the largest is the rush), BENCH_RUSH_DEADLINE_SECONDS (180: a save not answered by then is
// not answered), BENCH_CLIENTS (500), BENCH_BACKEND (`sqlite`, the default here: FerretDB's SQLite backend in
// BENCH_DATA_DIR, seeded once and kept; `pg`: a fresh PostgreSQL database, seeded each run and dropped),
// MONGODB_URI (another server). The rush changes the portfolio it runs on (reports opened, values saved), so
// its default data dir is its own, not the reporting benchmark's.
//
// Then the steady state of saving: BENCH_RUSH_STEADY users (10) each save again as soon as their last save is
// answered, for BENCH_RUSH_STEADY_SECONDS (10), each on their own report; the same users asking `{ __typename }`
// the same way, just before, are the anchor (the API's ceiling with authentication). Printed: saves per second,
// their ratio to the ceiling, p50 and p99.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { generateDemo } from "@ledgerline/schemas";
import { MongoClient } from "mongodb";
import { WIZARD_SAVE_CHANGES } from "../../portal/src/api/documents";
import { buildApp } from "../src/app";
import { readConfig } from "../src/config";
import { startApiProcess, uriOfDatabase } from "../test/api-process";
import { TEST_JWT_SECRET } from "../test/app";
import {
  BENCH_DATABASE,
  benchBackend,
  openBenchDatabase,
  portfolioSeeded,
  seedPortfolio,
  signIn,
} from "./bench-setup";
import { ensureRushUsers, openWizard, postAs, prepareFiler, valueInWizard } from "./bench-rush-users";
import type { Filer } from "./bench-rush-users";
import { percentile } from "./bench-health";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const USERS = Number(process.env.BENCH_RUSH_USERS ?? 500);
const LEVELS = (
  process.env.BENCH_RUSH_LEVELS?.split(",").map(Number) ??
  [1, 10, 100, USERS].filter((level) => level <= USERS)
)
  .filter((level, index, all) => level >= 1 && all.indexOf(level) === index)
  .sort((a, b) => a - b);
const DEADLINE_MS = Number(process.env.BENCH_RUSH_DEADLINE_SECONDS ?? 180) * 1000;
const STEADY_USERS = Number(process.env.BENCH_RUSH_STEADY ?? 10);
const STEADY_MS = Number(process.env.BENCH_RUSH_STEADY_SECONDS ?? 10) * 1000;
const DATA_DIR = process.env.BENCH_DATA_DIR ?? join(tmpdir(), `ledgerline-bench-rush-${CLIENTS}`);
const BACKEND = benchBackend("sqlite");
/** How often the separate loop asks /health, and how long one answer may take before it counts as failed. */
const HEALTH_PAUSE_MS = 50;
const HEALTH_TIMEOUT_MS = 10_000;
/** Users readied, and saved values read back, at once: setup and checks, outside the measured window. */
const SETUP_CONCURRENCY = 4;

const log = (line: string) => console.log(line);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
const ms = (value: number) =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString("en")} ms` : "n/a";
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

interface Spread {
  count: number;
  p50: number;
  p99: number;
  slowest: number;
}

function spreadOf(times: readonly number[]): Spread {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    slowest: sorted.at(-1) ?? NaN,
  };
}

/** Runs `work` on every item, `concurrency` at a time, in order of the items. */
async function inTurns<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/** Asks /health every HEALTH_PAUSE_MS until stopped: every answer's time, and how many were not 200. */
function watchHealth(baseUrl: string) {
  const times: number[] = [];
  let notOk = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
        await response.arrayBuffer();
        if (response.status !== 200) notOk += 1;
      } catch {
        notOk += 1;
      }
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_PAUSE_MS));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { ...spreadOf(times), notOk };
  };
}

/**
 * The API's start-up work on the database (indexes, and upgrades that run once per database under a marker:
 * on a freshly seeded portfolio they read every report and form-data document), done here, where it may take
 * minutes, rather than in the API process, which must answer /health within 90 s of its start.
 */
async function runStartupWork(uri: string): Promise<void> {
  const noDist = mkdtempSync(join(tmpdir(), "ledgerline-bench-rush-nodist-"));
  try {
    const config = readConfig({
      MONGODB_URI: uri,
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: "http://bench.test",
    });
    const app = await buildApp({ ...config, portalDist: noDist, studioDist: noDist }, { logger: false });
    await app.ready();
    await app.close();
  } finally {
    rmSync(noDist, { recursive: true, force: true });
  }
}

type SaveOutcome =
  | { kind: "saved"; ms: number; stored: unknown }
  | { kind: "refused"; ms: number; reason: string }
  | { kind: "unanswered"; ms: number; reason: string };

/** One user's save, the portal's document; what came back and when. */
async function save(
  baseUrl: string,
  filer: Filer,
  body: string,
  deadline: AbortSignal,
): Promise<SaveOutcome> {
  const sent = performance.now();
  try {
    const response = await postAs(baseUrl, filer, body, deadline);
    const text = await response.text();
    const answered = performance.now() - sent;
    if (response.status !== 200) {
      const retryAfter = response.headers.get("retry-after");
      return {
        kind: "refused",
        ms: answered,
        reason: `HTTP ${response.status}${retryAfter ? `, Retry-After ${retryAfter}` : ""}`,
      };
    }
    const answer = JSON.parse(text) as {
      data?: {
        wizardSaveChanges?: {
          success: boolean;
          error?: { code?: string } | null;
          values?: Record<string, unknown> | null;
        };
      };
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    };
    if (answer.errors?.length)
      return {
        kind: "refused",
        ms: answered,
        reason: answer.errors[0]!.extensions?.code ?? answer.errors[0]!.message,
      };
    const result = answer.data?.wizardSaveChanges;
    if (!result?.success)
      return { kind: "refused", ms: answered, reason: result?.error?.code ?? "success: false" };
    return { kind: "saved", ms: answered, stored: result.values?.[filer.field] };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      kind: "unanswered",
      ms: performance.now() - sent,
      reason: deadline.aborted
        ? `no answer within ${DEADLINE_MS / 1000} s`
        : `connection ${cause ?? String(error)}`,
    };
  }
}

/** The saved values read back through the wizard: how many are not what the save answered, or not readable. */
async function readBack(baseUrl: string, filers: readonly Filer[], outcomes: readonly SaveOutcome[]) {
  let lost = 0;
  let unreadable = 0;
  const examples: string[] = [];
  await inTurns(filers, SETUP_CONCURRENCY, async (filer, index) => {
    const outcome = outcomes[index]!;
    if (outcome.kind !== "saved") return;
    for (let attempt = 0; ; attempt++) {
      try {
        const value = valueInWizard(await openWizard(baseUrl, filer), filer);
        if (value === undefined || value === null || value !== outcome.stored) {
          lost += 1;
          if (examples.length < 3)
            examples.push(
              `${filer.clientKey} ${filer.form}.${filer.field}: saved ${String(outcome.stored)}, read ${String(value)}`,
            );
        }
        return;
      } catch (error) {
        if (attempt === 2) {
          unreadable += 1;
          if (examples.length < 3)
            examples.push(`${filer.clientKey}: not read (${String(error).slice(0, 120)})`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    }
  });
  return { lost, unreadable, examples };
}

interface LevelFigures {
  users: number;
  saved: number;
  refused: number;
  unanswered: number;
  reasons: Map<string, number>;
  answers: Spread;
  /** From the first save sent to the last answer. */
  wallMs: number;
  health: Spread & { notOk: number };
  lost: number;
  unreadable: number;
}

/** Every filer's save at once; /health watched meanwhile; then every saved value read back. */
async function rush(
  baseUrl: string,
  filers: readonly Filer[],
  valueOf: (index: number) => number,
): Promise<LevelFigures> {
  // The bodies are written before the clock starts, so that the saves leave as close together as they can.
  const bodies = filers.map((filer, index) =>
    JSON.stringify({
      query: WIZARD_SAVE_CHANGES,
      variables: {
        reportId: filer.reportId,
        changeSet: { configId: filer.form, changes: [{ path: filer.field, change: valueOf(index) }] },
      },
    }),
  );
  const stopHealth = watchHealth(baseUrl);
  const deadline = AbortSignal.timeout(DEADLINE_MS);
  const started = performance.now();
  const outcomes = await Promise.all(
    filers.map((filer, index) => save(baseUrl, filer, bodies[index]!, deadline)),
  );
  const wallMs = performance.now() - started;
  const health = await stopHealth();
  const reasons = new Map<string, number>();
  for (const outcome of outcomes)
    if (outcome.kind !== "saved") reasons.set(outcome.reason, (reasons.get(outcome.reason) ?? 0) + 1);
  const checked = await readBack(baseUrl, filers, outcomes);
  const count = (kind: SaveOutcome["kind"]) => outcomes.filter((outcome) => outcome.kind === kind).length;
  const figures: LevelFigures = {
    users: filers.length,
    saved: count("saved"),
    refused: count("refused"),
    unanswered: count("unanswered"),
    reasons,
    answers: spreadOf(
      outcomes.filter((outcome) => outcome.kind !== "unanswered").map((outcome) => outcome.ms),
    ),
    wallMs,
    health,
    lost: checked.lost,
    unreadable: checked.unreadable,
  };
  for (const example of checked.examples) log(`    read back: ${example}`);
  return figures;
}

/**
 * Each caller sends `bodyOf(caller, n)` again as soon as its last answer came, until `durationMs` passed:
 * answers per second and their times; `failed` counts answers that were not a success.
 */
async function steadyLoad(
  baseUrl: string,
  callers: readonly Filer[],
  durationMs: number,
  bodyOf: (caller: Filer, index: number, n: number) => string,
  succeeded: (text: string) => boolean,
): Promise<{ perSecond: number; answers: Spread; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    callers.map(async (caller, index) => {
      for (let n = 0; performance.now() - started < durationMs; n++) {
        const sent = performance.now();
        const response = await postAs(baseUrl, caller, bodyOf(caller, index, n));
        const text = await response.text();
        times.push(performance.now() - sent);
        if (response.status !== 200 || !succeeded(text)) failed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: times.length / elapsed, answers: spreadOf(times), failed };
}

/** The steady state of saving (see the header): saves per second against the same callers' ceiling. */
async function steadySaves(baseUrl: string, filers: readonly Filer[], runSeed: number): Promise<void> {
  const ceiling = await steadyLoad(
    baseUrl,
    filers,
    STEADY_MS,
    () => JSON.stringify({ query: "{ __typename }" }),
    (text) => text.includes("__typename"),
  );
  const saves = await steadyLoad(
    baseUrl,
    filers,
    STEADY_MS,
    (filer, index, n) =>
      JSON.stringify({
        query: WIZARD_SAVE_CHANGES,
        variables: {
          reportId: filer.reportId,
          changeSet: {
            configId: filer.form,
            changes: [{ path: filer.field, change: runSeed * 1_000 + index * 100_000 + n + 1 }],
          },
        },
      }),
    (text) => text.includes('"success":true'),
  );
  const line = (name: string, figures: typeof saves) =>
    `  ${name.padEnd(22)} ${figures.perSecond.toFixed(1).padStart(7)} req/s  p50 ${ms(figures.answers.p50)}  p99 ${ms(figures.answers.p99)}  not a success ${figures.failed}`;
  log(
    `\nsteady saving: ${filers.length} users, each on their own report, ${STEADY_MS / 1000} s (load average ${load()}):`,
  );
  log(line("{ __typename } (ceiling)", ceiling));
  log(line("wizardSaveChanges", saves));
  log(
    `  goal: a save ≥ 100 req/s at 10 connections: ${saves.perSecond.toFixed(1)} req/s, ${(saves.perSecond / ceiling.perSecond).toPrecision(2)} of the ceiling`,
  );
}

function describe(figures: LevelFigures, anchor: LevelFigures | null, idleHealth: Spread): string[] {
  const { answers, health } = figures;
  const ratio = (value: number, base: number | undefined) =>
    base && Number.isFinite(value) && Number.isFinite(base) ? ` (×${(value / base).toPrecision(2)})` : "";
  const answered = figures.saved + figures.refused;
  const lines = [
    `  ${figures.users} at once: answered ${answered} of ${figures.users} within ${DEADLINE_MS / 1000} s (saved ${figures.saved}, refused ${figures.refused}), not answered ${figures.unanswered}, lost ${figures.lost}${figures.unreadable ? `, not read back ${figures.unreadable}` : ""}; ${(figures.saved / (figures.wallMs / 1000)).toFixed(1)} saves/s over ${ms(figures.wallMs)}`,
    `    save answer: p50 ${ms(answers.p50)}${ratio(answers.p50, anchor?.answers.p50)}  p99 ${ms(answers.p99)}${ratio(answers.p99, anchor?.answers.p99)}  slowest ${ms(answers.slowest)}${ratio(answers.slowest, anchor?.answers.slowest)}${figures.unanswered ? `  (the ${figures.unanswered} not answered are not in these)` : ""}`,
    `    /health: ${health.count} asked, ${health.notOk} not 200; p50 ${ms(health.p50)}${ratio(health.p50, idleHealth.p50)}  p99 ${ms(health.p99)}${ratio(health.p99, idleHealth.p99)}  slowest ${ms(health.slowest)}`,
  ];
  if (figures.reasons.size > 0)
    lines.push(
      `    not saved: ${[...figures.reasons].map(([reason, count]) => `${reason} ×${count}`).join(", ")}`,
    );
  return lines;
}

async function main(): Promise<void> {
  const top = LEVELS.at(-1)!;
  if (top > CLIENTS)
    throw new Error(`a rush of ${top} users needs ${top} clients (BENCH_CLIENTS is ${CLIENTS})`);
  log(
    `Ledgerline filing rush: ${LEVELS.join(", ")} users at once on ${CLIENTS} clients; load average ${load()}`,
  );
  const database = await openBenchDatabase(BACKEND, DATA_DIR);
  log(`database server: ${database.description}`);
  const mongo = new MongoClient(database.uri);
  let api: Awaited<ReturnType<typeof startApiProcess>> | null = null;
  try {
    await mongo.connect();
    if (!(await portfolioSeeded(mongo.db(BENCH_DATABASE), CLIENTS))) {
      const started = performance.now();
      const data = generateDemo({ clients: CLIENTS });
      log(
        `portfolio: ${data.clients.length} clients, ${data.reportInstances.length} reports (generated in ${seconds(started)})`,
      );
      await seedPortfolio(database.uri, data, CLIENTS, log);
    }
    const users = await ensureRushUsers(mongo.db(BENCH_DATABASE), top);
    const apiUri = uriOfDatabase(database.uri, BENCH_DATABASE);
    let started = performance.now();
    await runStartupWork(apiUri);
    log(`the API's start-up work on the database: ${seconds(started)} (its upgrades run once per database)`);
    started = performance.now();
    // Its own process, as deployed: the production limits, behind a proxy (each user's address is its own).
    api = await startApiProcess(apiUri, {
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
    });
    log(`API process answering /health after ${seconds(started)}`);

    started = performance.now();
    const adminAddress = "10.255.255.254";
    const admin = {
      token: await signIn(api.url, "bench.admin@investor.test", { "x-forwarded-for": adminAddress }),
      address: adminAddress,
    };
    const baseUrl = api.url;
    const filers = await inTurns(users, SETUP_CONCURRENCY, async (user, index) => {
      const filer = await prepareFiler(baseUrl, user, admin);
      if ((index + 1) % 50 === 0) log(`  ${index + 1} users ready (${seconds(started)})`);
      return filer;
    });
    const forms = new Map<string, number>();
    for (const filer of filers)
      forms.set(`${filer.form}.${filer.field}`, (forms.get(`${filer.form}.${filer.field}`) ?? 0) + 1);
    log(
      `${filers.length} users signed in, each with their report open in the wizard (${seconds(started)}); the fields saved: ${[...forms].map(([field, count]) => `${field} ×${count}`).join(", ")}`,
    );

    const stopIdle = watchHealth(baseUrl);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idleHealth = await stopIdle();
    log(
      `/health idle: p50 ${ms(idleHealth.p50)}  p99 ${ms(idleHealth.p99)}  slowest ${ms(idleHealth.slowest)} (${idleHealth.count} asked, ${idleHealth.notOk} not 200)`,
    );

    // Each run's values differ from an earlier run's on a kept database, so a save lost now cannot be read
    // back as one that landed before.
    const runSeed = 1 + Math.floor(Math.random() * 999);
    const results: LevelFigures[] = [];
    for (const [levelIndex, level] of LEVELS.entries()) {
      log(`\nrush of ${level} (load average ${load()}):`);
      const figures = await rush(
        baseUrl,
        filers.slice(0, level),
        (index) => runSeed * 1_000_000 + levelIndex * 10_000 + index + 1,
      );
      for (const line of describe(figures, results[0] ?? null, idleHealth)) log(line);
      results.push(figures);
    }

    log(`\nsummary (in brackets: save times against the single save, /health against idle):`);
    const anchor = results[0]!;
    const cell = (value: number, base: number) =>
      `${ms(value)}${Number.isFinite(value) && base > 0 ? ` (×${(value / base).toPrecision(2)})` : ""}`;
    const columns: Array<[string, number, (figures: LevelFigures) => string]> = [
      ["users", 5, (figures) => String(figures.users)],
      ["answered", 8, (figures) => String(figures.saved + figures.refused)],
      ["refused", 7, (figures) => String(figures.refused)],
      ["not answered", 12, (figures) => String(figures.unanswered)],
      ["lost", 4, (figures) => String(figures.lost)],
      ["save p50", 18, (figures) => cell(figures.answers.p50, anchor.answers.p50)],
      ["save p99", 18, (figures) => cell(figures.answers.p99, anchor.answers.p99)],
      ["save slowest", 18, (figures) => cell(figures.answers.slowest, anchor.answers.slowest)],
      ["/health p50", 16, (figures) => cell(figures.health.p50, idleHealth.p50)],
      ["/health p99", 16, (figures) => cell(figures.health.p99, idleHealth.p99)],
      ["/health slowest", 16, (figures) => ms(figures.health.slowest)],
      ["not 200", 7, (figures) => String(figures.health.notOk)],
    ];
    log(`  ${columns.map(([title, width]) => title.padStart(width)).join("  ")}`);
    for (const figures of results)
      log(`  ${columns.map(([, width, value]) => value(figures).padStart(width)).join("  ")}`);
    if (STEADY_USERS > 0) await steadySaves(baseUrl, filers.slice(0, STEADY_USERS), runSeed);
    log(`server: ${database.description}; load average after: ${load()}`);
  } finally {
    await api?.stop();
    await mongo.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
