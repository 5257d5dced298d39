// `npm start`: install what is missing, build, start the database and the API (which serves the portal and
// the studio), seed an empty database, and print where to go. Ctrl-C, or SIGINT or SIGTERM to npm or to this
// process, stops everything it started, at any stage (see lib/shutdown.mjs).
// Runs before dependencies are installed: Node built-ins only until ensureDependencies has run.
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDependencies } from "./lib/deps.mjs";
import { run, startChild } from "./lib/process.mjs";
import { stopChildrenWithProcess } from "./lib/shutdown.mjs";

const root = resolve(fileURLToPath(import.meta.url), "..", "..");
const log = (/** @type {string} */ line) => console.log(`[ledgerline] ${line}`);
const port = Number(process.env.PORT ?? 3000);
const shutdown = stopChildrenWithProcess(log);

main().catch((error) => {
  // A stop signal makes the step under way fail (its process was terminated); the shutdown then ends the run.
  if (shutdown.stopping) return;
  console.error(error);
  process.exit(1);
});

async function main() {
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
