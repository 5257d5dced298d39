// `npm test`: install what is missing (npm packages, Debian's Chromium, the FerretDB binary), then lint, the
// Prettier check, the import and dependency rules, typecheck, build, the portal's bundle budget, every
// workspace's Vitest suite (with its coverage thresholds) and the Playwright end-to-end suite (with the
// accessibility and keyboard checks). Ends with one line, `N passed, N failed[, N skipped]`, and a non-zero
// exit on any failure.
// Runs before dependencies are installed: Node built-ins only until ensureDependencies has run.
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDependencies } from "./lib/deps.mjs";
import { run } from "./lib/process.mjs";
import {
  addCounts,
  countPlaywright,
  countVitest,
  failedVitestTests,
  summaryLine,
  vitestReports,
} from "./lib/summary.mjs";

const root = resolve(fileURLToPath(import.meta.url), "..", "..");
const startedAt = Date.now();
const log = (/** @type {string} */ line) => console.log(`\n[ledgerline test] ${line}`);
/** @type {NodeJS.ProcessEnv} */
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  STORYBOOK_DISABLE_TELEMETRY: "1",
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
};
const workspaces = ["packages", "apps"]
  .flatMap((group) => readdirSync(join(root, group)).map((name) => `${group}/${name}`))
  .concat(["scripts"]);

/** @type {string[]} */
const failedStages = [];

/**
 * Runs a stage: its commands side by side (most stages have one), each `[command, args, cwd?]`.
 * @param {string} name
 * @param {Array<[string, string[], string?]>} commands
 */
async function stage(name, ...commands) {
  log(name);
  const started = Date.now();
  const cpuBefore = machineCpuSeconds();
  try {
    const results = await Promise.allSettled(
      commands.map(([command, args, cwd = root]) => run(command, args, { cwd, env })),
    );
    const failures = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    for (const error of failures) console.error(String(error instanceof Error ? error.message : error));
    if (failures.length > 0) failedStages.push(name);
    return failures.length === 0;
  } finally {
    // Where a run's time goes, stage by stage (CI must stay well under an hour), and how much CPU the machine
    // spent meanwhile: a stage that keeps every core busy is shortened by doing less, not by running beside another.
    const seconds = Math.round((Date.now() - started) / 1000);
    const cpuAfter = machineCpuSeconds();
    const cpu =
      cpuBefore === null || cpuAfter === null ? "" : ` (machine CPU ${Math.round(cpuAfter - cpuBefore)} s)`;
    log(`${name}: ${seconds} s${cpu}`);
  }
}

/**
 * The workspaces' Vitest suites in two lanes run side by side, each lane one suite at a time. Left to Turbo's
 * own order (two at a time), the portal's suite, the longest, started last and ran alone on one core for
 * six minutes. Balanced by the suites' times beside the journeys (2026-12-07: the portal 585 s, the API 487,
 * the studio 302, the others 194 together): the API's and the studio's in the first lane, the portal's and
 * every other (a new workspace too) in the second. `--only`: the builds the suites use ran in the build
 * stage, so a lane never restores a build while the other tests against it.
 */
function testLanes() {
  const first = ["@ledgerline/api", "@ledgerline/config-studio"];
  const tested = workspaces.flatMap((dir) => {
    const manifest = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
    return manifest.scripts?.test ? [/** @type {string} */ (manifest.name)] : [];
  });
  return [first, tested.filter((name) => !first.includes(name))];
}

/** The CPU time the whole machine has spent busy since it started (Linux's /proc/stat), or null elsewhere. */
function machineCpuSeconds() {
  try {
    const [cpuLine = ""] = readFileSync("/proc/stat", "utf8").split("\n", 1);
    const [, user, nice, system, , , irq, softirq, steal] = cpuLine.trim().split(/\s+/).map(Number);
    // /proc/stat counts in USER_HZ, 100 a second on Linux.
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
  } catch {
    return null;
  }
}

await ensureDependencies(root, (line) => log(line));
await ensureChromium();
await ensurePostgreSQL();
if (!env.MONGODB_URI) {
  const { ensureFerretDB } = await import("./lib/ferretdb.mjs");
  await ensureFerretDB({ log: (line) => log(line) });
}
const installedAt = Date.now();

for (const dir of [...workspaces, "e2e"])
  rmSync(join(root, dir, "test-results"), { recursive: true, force: true });

await stage("lint", ["npx", ["turbo", "run", "lint", "--output-logs=errors-only", "--continue"]]);
await stage("format", ["npx", ["prettier", "--check", "--log-level=warn", "."]]);
await stage("dependency rules", ["npm", ["run", "check:deps", "--silent"]]);
await stage("typecheck", ["npx", ["turbo", "run", "typecheck", "--output-logs=errors-only", "--continue"]]);
const built = await stage("build", ["npx", ["turbo", "run", "build", "--output-logs=errors-only"]]);
if (built) await stage("bundle budget", ["npm", ["run", "budget", "--silent", "-w", "@ledgerline/portal"]]);
// The build stage has just built what the journeys run: their set-up need not ask Turbo again.
if (built) env.E2E_SKIP_BUILD = "1";
// The Vitest lanes and the end-to-end journeys run side by side: the journeys keep about one core busy (the
// browser waits on the API, the API on the database), so one after the other left a core idle for their
// whole stage. Each stage's time is its own; their machine CPU figures overlap.
const [unitsPassed, e2ePassed] = await Promise.all([
  stage(
    "unit and integration tests",
    ...testLanes().map(
      (lane) =>
        /** @type {[string, string[]]} */ ([
          "npx",
          [
            "turbo",
            "run",
            "test",
            "--only",
            "--continue",
            "--concurrency=1",
            ...lane.map((name) => `--filter=${name}`),
          ],
        ]),
    ),
  ),
  built
    ? stage("end-to-end tests", ["npx", ["playwright", "test"], join(root, "e2e")])
    : (failedStages.push("end-to-end tests (not run: the build failed)"), false),
]);

const unitCounts = addCounts(vitestReports(root, workspaces).map(countVitest));
const playwrightReport = join(root, "e2e", "test-results", "playwright.json");
const e2eCounts = existsSync(playwrightReport) ? countPlaywright(playwrightReport) : addCounts([]);
const counts = addCounts([unitCounts, e2eCounts]);
// A stage that failed without a failing test in its reports (lint, typecheck, build, a runner that crashed)
// still counts as one failure, so the summary never reads "0 failed" on a red run.
if (!unitsPassed && unitCounts.failed === 0) counts.failed += 1;
if (!e2ePassed && e2eCounts.failed === 0) counts.failed += 1;
counts.failed += failedStages.filter((name) =>
  ["lint", "format", "dependency rules", "typecheck", "build", "bundle budget"].includes(name),
).length;

const failedUnits = vitestReports(root, workspaces).flatMap((report) => failedVitestTests(report, root));
if (failedUnits.length > 0)
  console.log(`\nFailed unit and integration tests:\n  ${failedUnits.join("\n  ")}`);
if (failedStages.length > 0) console.log(`\nFailed: ${failedStages.join("; ")}`);
// The suite's own time (the stages) apart from what a fresh machine spends installing before it.
const seconds = (/** @type {number} */ from, /** @type {number} */ to) => Math.round((to - from) / 1000);
log(
  `npm test: ${seconds(startedAt, Date.now())} s in all, the stages ${seconds(installedAt, Date.now())} s ` +
    `(installing ${seconds(startedAt, installedAt)} s)`,
);
console.log(`\n${summaryLine(counts)}`);
process.exit(failedStages.length > 0 || counts.failed > 0 ? 1 : 0);

/**
 * The FerretDB tests also run its PostgreSQL backend, on the local server (127.0.0.1:5432, user postgres, trust
 * authentication, as on the development and CI machines): started with Debian's pg_ctlcluster when it is
 * installed but stopped.
 */
async function ensurePostgreSQL() {
  const answers = async () => {
    try {
      await run("psql", ["-h", "127.0.0.1", "-U", "postgres", "-d", "postgres", "-tAc", "SELECT 1"], {
        env,
        quiet: true,
      });
      return true;
    } catch {
      return false;
    }
  };
  if (await answers()) return;
  const [version] = existsSync("/etc/postgresql") ? readdirSync("/etc/postgresql") : [];
  if (version) {
    log(`Starting PostgreSQL ${version} (pg_ctlcluster)…`);
    await run("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"], { env }).catch(
      () => {},
    );
    if (await answers()) return;
  }
  console.error(
    "PostgreSQL does not answer at 127.0.0.1:5432 as user postgres: the FerretDB tests run its PostgreSQL " +
      "backend there. Install and start Debian's postgresql (trust authentication on loopback).",
  );
  process.exit(1);
}

async function ensureChromium() {
  const chromium = env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromium}. Install Debian's package as root (apt-get install -y chromium), ` +
        "or point CHROMIUM_PATH at a Chromium binary.",
    );
    process.exit(1);
  }
  log("Installing Debian's chromium (apt-get)…");
  await run("apt-get", ["update", "-qq"], { env: { ...env, DEBIAN_FRONTEND: "noninteractive" } });
  await run("apt-get", ["install", "-y", "-qq", "chromium"], {
    env: { ...env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
