// What a running `npm start` tells other commands: `.data/demo.json` holds its process id, its database's
// connection string (the embedded FerretDB listens on a port chosen at each start) and its address. It is
// written once the database is up and removed when the run stops; a file left by a run that was killed names
// a process that no longer exists, and counts as no demo. Node built-ins only.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * @typedef {object} DemoState
 * @property {number} pid the `npm start` process
 * @property {string} mongodbUri its database
 * @property {number} port the API's port
 * @property {string} publicUrl the address its links use
 * @property {string} startedAt ISO time
 */

/** @param {string} root the repository */
export function demoStateFile(root) {
  return join(root, ".data", "demo.json");
}

/**
 * @param {string} root
 * @param {DemoState} state
 */
export function writeDemoState(root, state) {
  const file = demoStateFile(root);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(state, null, 2) + "\n");
}

/**
 * Removes the file, only when it is this process's own (a second `npm start` that refused to start must not
 * remove the file of the one running).
 * @param {string} root
 * @param {number} pid
 */
export function removeDemoState(root, pid) {
  if (readDemoState(root)?.pid === pid) rmSync(demoStateFile(root), { force: true });
}

/** @param {string} root @returns {DemoState | null} */
function readDemoState(root) {
  try {
    const state = JSON.parse(readFileSync(demoStateFile(root), "utf8"));
    return Number.isInteger(state?.pid) && typeof state.mongodbUri === "string" ? state : null;
  } catch {
    return null;
  }
}

/** @param {number} pid */
function processExists(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/**
 * The `npm start` running on this checkout, or null when none is (no file, an unreadable one, or one whose
 * process has gone).
 * @param {string} root
 * @param {{ exists?: (pid: number) => boolean }} [options]
 * @returns {DemoState | null}
 */
export function runningDemo(root, options = {}) {
  const state = readDemoState(root);
  if (!state) return null;
  return (options.exists ?? processExists)(state.pid) ? state : null;
}

/**
 * @typedef {{ kind: "refuse", message: string }
 *   | { kind: "uri", uri: string, demo: DemoState | null }
 *   | { kind: "embedded" }} SeedDatabase
 */

/**
 * Where `npm run seed` works: MONGODB_URI when set, else the running demo's database, else the embedded
 * database it starts itself on `.data/`. A reset of the database a running demo uses is refused: its API keeps
 * roles, clients and investments in memory and would go on serving them over the new data.
 * @param {{ env: NodeJS.ProcessEnv, demo: DemoState | null, reset: boolean }} options
 * @returns {SeedDatabase}
 */
export function chooseSeedDatabase({ env, demo, reset }) {
  const uri = env.MONGODB_URI || demo?.mongodbUri;
  const demoDatabase = demo !== null && uri === demo.mongodbUri;
  if (reset && demoDatabase)
    return {
      kind: "refuse",
      message:
        `The demo is running on this database (npm start, process ${demo.pid}, ${demo.publicUrl}); its API ` +
        `keeps data in memory and would not see a reset. Nothing was changed. Stop it (Ctrl-C, or ` +
        `kill -INT ${demo.pid}), then reset and start it again in one command: npm start -- --reset`,
    };
  if (uri) return { kind: "uri", uri, demo: demoDatabase ? demo : null };
  return { kind: "embedded" };
}
