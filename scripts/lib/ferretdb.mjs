// The embedded development database: FerretDB 1.24 on its SQLite backend, built from source with the Go
// toolchain into the git-ignored .tools/ folder, started on a free loopback port and stopped with its owner.
// Setting MONGODB_URI bypasses all of it and uses that server instead.
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { MongoClient } from "mongodb";
import { FERRETDB_PATCH, patchFerretDB } from "./ferretdb-patch.mjs";
import { commandWorks, run, startChild, terminate } from "./process.mjs";

export const FERRETDB_MODULE = "github.com/FerretDB/FerretDB";
export const FERRETDB_VERSION = "v1.24.0";
// The module's checksum as recorded by the Go checksum database. We check it ourselves because the
// checksum database itself is not reachable from every network that reaches the module proxy.
export const FERRETDB_MODULE_SUM = "h1:7WJmezL48Bj9bYWnhT/bEJgX5gjT5s7LFdHTqkN25rA=";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

export class DatabaseSetupError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "DatabaseSetupError";
  }
}

/**
 * @param {string} [root]
 * @param {NodeJS.ProcessEnv} [env]
 */
export function ferretdbBinary(root = repoRoot, env = process.env) {
  return env.LEDGERLINE_FERRETDB_BIN ?? join(root, ".tools", "bin", "ferretdb");
}

/** What a binary built here is: the version and Ledgerline's patch (ferretdb-patch.mjs). */
const BUILD = `${FERRETDB_VERSION}+${FERRETDB_PATCH}`;

/** @param {string} binary */
const buildStampOf = (binary) => `${binary}.build`;

/**
 * Builds FerretDB into .tools/bin when it is missing, or was built without the current patch.
 *
 * `go install github.com/FerretDB/FerretDB/cmd/ferretdb@v1.24.0` is not usable as is: the binary it builds
 * panics at start-up because build/version/version.txt is generated at release time and is absent from the
 * module, and the install step also asks the proxy for the module's version list, which some proxies refuse.
 * So we download the pinned module, verify its checksum, add version.txt and build it with `go build`.
 *
 * @param {{ root?: string, log?: (line: string) => void, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<string>} the binary's path
 */
export async function ensureFerretDB(options = {}) {
  const root = options.root ?? repoRoot;
  const log = options.log ?? (() => {});
  const env = options.env ?? process.env;
  const binary = ferretdbBinary(root, env);
  // A binary named by LEDGERLINE_FERRETDB_BIN is the caller's: used as it is.
  if (env.LEDGERLINE_FERRETDB_BIN) return binary;
  if (existsSync(binary) && readTextOrNull(buildStampOf(binary)) === BUILD) return binary;

  log(`Building FerretDB ${FERRETDB_VERSION} with the Go toolchain (first run only, about a minute)…`);
  await buildFerretDB(binary, { root, env });
  writeFileSync(buildStampOf(binary), BUILD);
  log(`FerretDB installed at ${binary}`);
  return binary;
}

/**
 * Builds the pinned FerretDB, with Ledgerline's patch unless `patch` is false (the upgrade test builds the
 * release as it is, to make a database the way earlier builds did).
 * @param {string} binary where to write it
 * @param {{ root?: string, env?: NodeJS.ProcessEnv, patch?: boolean }} [options]
 */
export async function buildFerretDB(binary, options = {}) {
  const root = options.root ?? repoRoot;
  const env = options.env ?? process.env;
  if (!(await commandWorks("go", ["version"], env))) {
    throw new DatabaseSetupError(
      "FerretDB is not installed and no Go toolchain was found to build it. " +
        "Install Go (1.22 or newer), or set MONGODB_URI to use your own MongoDB.",
    );
  }
  // Only the FerretDB module skips the checksum database (we verify it below); its dependencies are
  // verified against FerretDB's own go.sum.
  const goEnv = { ...env, GONOSUMDB: FERRETDB_MODULE, GOFLAGS: "-buildvcs=false" };
  const downloaded = JSON.parse(
    await run("go", ["mod", "download", "-json", `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], {
      quiet: true,
      env: goEnv,
      cwd: root,
    }),
  );
  if (downloaded.Sum !== FERRETDB_MODULE_SUM) {
    throw new DatabaseSetupError(
      `FerretDB module checksum mismatch: expected ${FERRETDB_MODULE_SUM}, got ${downloaded.Sum}`,
    );
  }
  const source = mkdtempSync(join(tmpdir(), "ferretdb-src-"));
  try {
    cpSync(downloaded.Dir, source, { recursive: true });
    makeWritable(source);
    writeFileSync(join(source, "build", "version", "version.txt"), FERRETDB_VERSION + "\n");
    if (options.patch !== false) patchFerretDB(source);
    mkdirSync(dirname(binary), { recursive: true });
    await run("go", ["build", "-trimpath", "-o", binary, "./cmd/ferretdb"], { cwd: source, env: goEnv });
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}

/** @param {string} path */
function readTextOrNull(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/**
 * The Go module cache is read-only and cpSync keeps those modes; the copy must be writable so that a file
 * can be added and the tree deleted afterwards.
 * @param {string} dir
 */
function makeWritable(dir) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) chmodSync(join(entry.parentPath, entry.name), 0o755);
  }
}

/** @returns {Promise<number>} a TCP port that was free on 127.0.0.1 a moment ago */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Answers once a MongoDB `ping` succeeds, or throws after `timeoutMs`.
 * @param {string} uri
 * @param {{ timeoutMs?: number, isAlive?: () => boolean }} [options]
 */
export async function waitForPing(uri, options = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  let lastError;
  while (Date.now() < deadline) {
    if (options.isAlive && !options.isAlive()) break;
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1000, connectTimeoutMS: 1000 });
    try {
      await client.connect();
      await client.db("admin").command({ ping: 1 });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 150));
    } finally {
      await client.close().catch(() => {});
    }
  }
  throw new DatabaseSetupError(
    `The database at ${uri} did not answer a ping: ${lastError ?? "process exited"}`,
  );
}

/**
 * @typedef {object} RunningDatabase
 * @property {string} uri MongoDB connection string
 * @property {boolean} external true when MONGODB_URI pointed at a server we did not start
 * @property {number | undefined} pid the FerretDB process id, when we started it
 * @property {() => Promise<void>} stop stops what we started (nothing for an external server)
 * @property {Promise<{ code: number | null, signal: string | null }>} [exited] resolves when the process we
 *   started ends, whether stopped or not
 */

/**
 * Starts FerretDB on a free loopback port with its SQLite files in `dataDir` (or, given `postgresqlUrl`, on that
 * PostgreSQL database, keeping only its state in `dataDir`), and waits for a ping.
 * @param {{ dataDir: string, binary?: string, port?: number, log?: (line: string) => void,
 *   postgresqlUrl?: string }} options
 * @returns {Promise<RunningDatabase>}
 */
export async function startFerretDB(options) {
  const binary = options.binary ?? ferretdbBinary();
  const port = options.port ?? (await freePort());
  mkdirSync(options.dataDir, { recursive: true });
  const dataDir = resolve(options.dataDir);
  const child = startChild(
    binary,
    [
      ...(options.postgresqlUrl
        ? ["--handler=pg", `--postgresql-url=${options.postgresqlUrl}`]
        : ["--handler=sqlite", `--sqlite-url=file:${dataDir}/`]),
      `--state-dir=${dataDir}`,
      `--listen-addr=127.0.0.1:${port}`,
      "--debug-addr=-",
      "--telemetry=disable",
      "--log-level=error",
    ],
    // GOGC=400: Go collects garbage a quarter as often; FerretDB decodes every document it reads into
    // garbage, and spent ~40% less CPU on the same find with it (docs/operations.md).
    { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, GOGC: process.env.GOGC ?? "400" } },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const spawned = new Promise((resolveSpawn, reject) => {
    child.once("spawn", resolveSpawn);
    child.once("error", reject);
  });
  await spawned;
  const uri = `mongodb://127.0.0.1:${port}/`;
  try {
    await waitForPing(uri, { isAlive: () => child.exitCode === null && child.signalCode === null });
  } catch (error) {
    await terminate(child);
    throw new DatabaseSetupError(`FerretDB did not start: ${stderr.trim() || String(error)}`);
  }
  options.log?.(`FerretDB ${FERRETDB_VERSION} listening on 127.0.0.1:${port} (data in ${dataDir})`);
  /** @type {Promise<{ code: number | null, signal: string | null }>} */
  const exited = new Promise((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolveExit({ code: child.exitCode, signal: child.signalCode });
    else child.once("exit", (code, signal) => resolveExit({ code, signal }));
  });
  return { uri, external: false, pid: child.pid, stop: () => terminate(child), exited };
}

/** More unexpected stops than this within a minute means something is wrong that a restart will not mend. */
export const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * startFerretDB, restarted on the same port whenever it stops without being asked to (killed, crashed), so
 * the API's connection string stays valid and its driver reconnects. Gives up, calling `onGiveUp`, when it
 * cannot start again or has stopped more than MAX_RESTARTS_PER_MINUTE times in a minute. `stopping` tells it
 * that the whole run is stopping (its signal reaches the database too), so that stop is not a crash.
 * @param {{ dataDir: string, binary?: string, port?: number, log?: (line: string) => void,
 *   onGiveUp?: (reason: string) => void, stopping?: () => boolean }} options
 * @returns {Promise<RunningDatabase>}
 */
export async function superviseFerretDB(options) {
  const log = options.log ?? (() => {});
  const port = options.port ?? (await freePort());
  let current = await startFerretDB({ ...options, port });
  let stopping = false;
  /** @type {number[]} */
  const recentStops = [];

  /** @param {RunningDatabase} database */
  const watch = async (database) => {
    const { code, signal } = await /** @type {NonNullable<RunningDatabase["exited"]>} */ (database.exited);
    if (stopping || options.stopping?.()) return;
    const now = Date.now();
    recentStops.push(now);
    while ((recentStops[0] ?? now) < now - 60_000) recentStops.shift();
    const how = signal ?? `exit ${code}`;
    if (recentStops.length > MAX_RESTARTS_PER_MINUTE) {
      options.onGiveUp?.(`The database stopped ${recentStops.length} times within a minute (last: ${how})`);
      return;
    }
    log(`The database stopped (${how}); restarting it`);
    try {
      current = await startFerretDB({ ...options, port });
    } catch (error) {
      options.onGiveUp?.(`The database could not be restarted: ${String(error)}`);
      return;
    }
    void watch(current);
  };
  void watch(current);

  return {
    uri: current.uri,
    external: false,
    get pid() {
      return current.pid;
    },
    stop: async () => {
      stopping = true;
      await current.stop();
    },
  };
}

/**
 * The database for a dev, demo or test run: MONGODB_URI when set (nothing is started), otherwise an
 * embedded FerretDB, built first if needed.
 * With `onGiveUp`, the embedded FerretDB is restarted when it stops unexpectedly (superviseFerretDB).
 * @param {{ dataDir: string, root?: string, log?: (line: string) => void, env?: NodeJS.ProcessEnv,
 *   pingTimeoutMs?: number, onGiveUp?: (reason: string) => void, stopping?: () => boolean }} options
 * @returns {Promise<RunningDatabase>}
 */
export async function openDatabase(options) {
  const env = options.env ?? process.env;
  if (env.MONGODB_URI) {
    await waitForPing(env.MONGODB_URI, { timeoutMs: options.pingTimeoutMs ?? 10_000 });
    return { uri: env.MONGODB_URI, external: true, pid: undefined, stop: async () => {} };
  }
  const binary = await ensureFerretDB({ root: options.root, log: options.log, env });
  if (options.onGiveUp)
    return superviseFerretDB({
      dataDir: options.dataDir,
      binary,
      log: options.log,
      onGiveUp: options.onGiveUp,
      stopping: options.stopping,
    });
  return startFerretDB({ dataDir: options.dataDir, binary, log: options.log });
}
