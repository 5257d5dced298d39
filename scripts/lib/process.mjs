// Child-process helpers shared by the start, test and database scripts. Node built-ins only.
import { spawn } from "node:child_process";

/**
 * Runs a command with inherited output and resolves when it exits 0.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 * @returns {Promise<string>} captured stdout when quiet, otherwise ""
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
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
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
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
