// `npm start`: install what is missing, build, start the database and the API (which serves the portal and
// the studio), seed an empty database, and print where to go. `npm start -- --reset` first drops the demo
// database and seeds it again (the seed command, before the API starts: an API must never run over a database
// changed behind its back). While it runs, .data/demo.json tells other commands where its database is
// (lib/demo-state.mjs). Ctrl-C, or SIGINT or SIGTERM to npm or to this process, stops everything it started,
// at any stage (see lib/shutdown.mjs).
// Runs before dependencies are installed: Node built-ins only until ensureDependencies has run.
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDependencies } from "./lib/deps.mjs";
import { removeDemoState, runningDemo, writeDemoState } from "./lib/demo-state.mjs";
import { run, startChild } from "./lib/process.mjs";
import { stopChildrenWithProcess } from "./lib/shutdown.mjs";

const root = resolve(fileURLToPath(import.meta.url), "..", "..");
const log = (/** @type {string} */ line) => console.log(`[ledgerline] ${line}`);
const port = Number(process.env.PORT ?? 3000);
const publicUrl = (process.env.PUBLIC_URL || `http://127.0.0.1:${port}`).replace(/\/+$/, "");
const reset = process.argv.slice(2).includes("--reset");
const forgetDemo = () => removeDemoState(root, process.pid);
const shutdown = stopChildrenWithProcess(log, { afterStop: forgetDemo });
process.once("exit", forgetDemo);

main().catch((error) => {
  // A stop signal makes the step under way fail (its process was terminated); the shutdown then ends the run.
  if (shutdown.stopping) return;
  console.error(error);
  process.exit(1);
});

async function main() {
  const running = runningDemo(root);
  if (running) {
    console.error(
      `A demo is running already on this checkout (process ${running.pid}, ${running.publicUrl}); ` +
        `two would share its database. Stop it first (Ctrl-C, or kill -INT ${running.pid}).`,
    );
    process.exit(1);
  }
  if (!(await portIsFree(port))) {
    console.error(
      `Port ${port} is already in use (another Ledgerline?). Stop it, or choose another port: PORT=3001 npm start`,
    );
    process.exit(1);
  }
  await ensureDependencies(root, log);
  await build();
  const { openDatabase } = await import("./lib/ferretdb.mjs");
  const database = await openDatabase({
    dataDir: join(root, ".data", "ferretdb"),
    log,
    // The embedded database is restarted when it dies; this is when restarting no longer helps.
    onGiveUp: (reason) => void shutdown.stopNow(reason, "SIGTERM"),
    stopping: () => shutdown.stopping,
  });
  if (database.external) log(`Using the database at MONGODB_URI`);
  if (reset) await resetDemo(database.uri);
  writeDemoState(root, {
    pid: process.pid,
    mongodbUri: database.uri,
    port,
    publicUrl,
    startedAt: new Date().toISOString(),
  });
  startApi(database.uri).on("exit", async (code) => {
    if (shutdown.stopping) return;
    log(`The API stopped (exit ${code}); stopping the database`);
    await database.stop();
    process.exit(code ?? 1);
  });
  await announceWhenReady(`http://127.0.0.1:${port}`);
}

function build() {
  log("Building (cached when nothing changed)…");
  // turbo itself rather than through npx: npx runs it under `sh -c`, which would not pass our SIGTERM on.
  return run(join(root, "node_modules", ".bin", "turbo"), ["run", "build", "--output-logs=errors-only"], {
    cwd: root,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  });
}

/**
 * Drops the demo database and seeds it again with the seed command (`--quiet`: the API prints the logins when
 * it starts).
 * @param {string} databaseUri
 */
function resetDemo(databaseUri) {
  log("Resetting the demo database (--reset)…");
  return run(
    join(root, "node_modules", ".bin", "tsx"),
    ["--conditions=@ledgerline/source", join(root, "apps/api/src/seed.ts"), "--reset", "--quiet"],
    { cwd: root, env: { ...process.env, MONGODB_URI: databaseUri, PORT: String(port) } },
  );
}

/** @param {string} databaseUri */
function startApi(databaseUri) {
  return startChild("node", [join(root, "apps/api/dist/server.js")], {
    cwd: root,
    env: {
      LOG_LEVEL: "warn",
      ...process.env,
      MONGODB_URI: databaseUri,
      PORT: String(port),
      LEDGERLINE_DEMO: "1",
    },
    stdio: "inherit",
  });
}

/** @param {string} url */
async function announceWhenReady(url) {
  for (let attempt = 0; attempt < 150 && !shutdown.stopping; attempt++) {
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy && !shutdown.stopping) {
      log(`Ledgerline is ready: ${url}/  (config studio: ${url}/studio/)  — Ctrl-C to stop`);
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** @param {number} candidate */
function portIsFree(candidate) {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.once("error", () => resolvePort(false));
    probe.listen(candidate, "127.0.0.1", () => probe.close(() => resolvePort(true)));
  });
}
