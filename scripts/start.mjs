// `npm start`: install what is missing, build, start the database and the API (which serves the portal and
// the studio), seed an empty database, and print where to go. Ctrl-C stops everything it started.
// Runs before dependencies are installed: Node built-ins only until ensureDependencies has run.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDependencies } from "./lib/deps.mjs";
import { run, terminate } from "./lib/process.mjs";

const root = resolve(fileURLToPath(import.meta.url), "..", "..");
const log = (/** @type {string} */ line) => console.log(`[ledgerline] ${line}`);
const port = Number(process.env.PORT ?? 3000);

if (!(await portIsFree(port))) {
  console.error(
    `Port ${port} is already in use (another Ledgerline?). Stop it, or choose another port: PORT=3001 npm start`,
  );
  process.exit(1);
}
await ensureDependencies(root, log);
log("Building (cached when nothing changed)…");
await run("npx", ["turbo", "run", "build", "--output-logs=errors-only"], {
  cwd: root,
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
});

const { openDatabase, stopWithProcess } = await import("./lib/ferretdb.mjs");
const database = await openDatabase({ dataDir: join(root, ".data", "ferretdb"), log });
if (database.external) log(`Using the database at MONGODB_URI`);

const api = spawn("node", [join(root, "apps/api/dist/server.js")], {
  cwd: root,
  env: {
    LOG_LEVEL: "warn",
    ...process.env,
    MONGODB_URI: database.uri,
    PORT: String(port),
    LEDGERLINE_DEMO: "1",
  },
  stdio: "inherit",
});
stopWithProcess(database, () => terminate(api));
api.on("exit", async (code) => {
  log(`The API stopped (exit ${code}); stopping the database`);
  await database.stop();
  process.exit(code ?? 1);
});

const url = `http://127.0.0.1:${port}`;
for (let attempt = 0; attempt < 150; attempt++) {
  const healthy = await fetch(`${url}/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (healthy) {
    log(`Ledgerline is ready: ${url}/  (config studio: ${url}/studio/)  — Ctrl-C to stop`);
    break;
  }
  await new Promise((r) => setTimeout(r, 200));
}

/** @param {number} candidate */
function portIsFree(candidate) {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.once("error", () => resolvePort(false));
    probe.listen(candidate, "127.0.0.1", () => probe.close(() => resolvePort(true)));
  });
}
