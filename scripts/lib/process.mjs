// Child-process helpers shared by the start, test and database scripts. Node built-ins only.
import { spawn } from "node:child_process";

/**
 * Every child started through startChild that has not exited yet, oldest first.
 * @type {Set<import("node:child_process").ChildProcess>}
 */
const children = new Set();

/**
 * Runs a command with inherited output and resolves when it exits 0.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 * @returns {Promise<string>} captured stdout when quiet, otherwise ""
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = startChild(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: options.quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk) => (stdout += chunk));
    child.stderr?.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve(stdout);
      else
        reject(
          new CommandError(
            `${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})${stderr ? `:\n${stderr.trim()}` : ""}`,
            code,
          ),
        );
    });
  });
}

/**
 * `spawn`, and remembered until the child exits so that stopChildren can end it.
 * @param {string} command
 * @param {string[]} args
 * @param {import("node:child_process").SpawnOptions} options
 * @returns {import("node:child_process").ChildProcess}
 */
export function startChild(command, args, options) {
  const child = spawn(command, args, options);
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

/**
 * A child that could not be spawned has no pid and never emits `exit`: there is nothing to wait for.
 * @param {import("node:child_process").ChildProcess} child
 */
function isRunning(child) {
  return child.pid !== undefined && child.exitCode === null && child.signalCode === null;
}

/**
 * Terminates every child started through startChild, newest first: a server stops before the database it
 * uses. Children started while it runs are stopped too.
 * @param {number} [graceMs]
 */
export async function stopChildren(graceMs) {
  for (let newest = newestRunningChild(); newest; newest = newestRunningChild()) {
    await terminate(newest, graceMs);
  }
}

function newestRunningChild() {
  return [...children].reverse().find(isRunning);
}

/** SIGKILLs every child still running; for the `exit` event, where nothing can be awaited. */
export function killChildren() {
  for (const child of children) if (isRunning(child)) child.kill("SIGKILL");
}

export class CommandError extends Error {
  /** @param {string} message @param {number | null} exitCode */
  constructor(message, exitCode) {
    super(message);
    this.name = "CommandError";
    this.exitCode = exitCode;
  }
}

/**
 * Whether an executable answers on PATH.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function commandWorks(command, args, env) {
  try {
    await run(command, args, { quiet: true, env });
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends SIGTERM, then SIGKILL after `graceMs`, and resolves once the child has exited.
 * @param {import("node:child_process").ChildProcess} child
 * @param {number} [graceMs]
 */
export function terminate(child, graceMs = 5000) {
  if (!isRunning(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(undefined);
    });
    child.kill("SIGTERM");
  });
}

/**
 * Resolves once `url` answers 200 (an API's /health), polling every 200 ms; rejects after `timeoutMs`, or as
 * soon as `isAlive()` says the server process has exited.
 * @param {string} url
 * @param {() => boolean} isAlive
 * @param {number} [timeoutMs]
 */
export async function waitForHealth(url, isAlive, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && isAlive()) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API did not become healthy at ${url}${isAlive() ? "" : " (it exited)"}`);
}
