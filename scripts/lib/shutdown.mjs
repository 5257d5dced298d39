// How `npm start` ends: on SIGINT or SIGTERM, or when the npm that runs it goes away, it stops every child it
// started (the build, the database, the API) and only then exits. Node built-ins only.
//
// Without a terminal, a signal sent to npm reaches only npm. npm relays it to its child, but that child is
// the `sh -c` running the script line, and sh does not relay it further: on SIGINT it waits for its child
// to finish first, on SIGTERM it dies and leaves its child running. So the start script `exec`s node, which
// makes npm's own relay reach this process, and this process relays to its children. Only a SIGKILL to npm
// cannot be relayed; watchParent covers that.
import { killChildren, stopChildren } from "./process.mjs";

/** @typedef {"SIGINT" | "SIGTERM"} StopSignal */

/**
 * What stopOnSignals needs of the process: `process` itself outside the tests.
 * @typedef {{
 *   pid: number,
 *   on: (signal: StopSignal, listener: (signal: StopSignal) => void) => unknown,
 *   removeListener: (signal: StopSignal, listener: (signal: StopSignal) => void) => unknown,
 *   kill: (pid: number, signal: StopSignal) => unknown,
 * }} SignalTarget
 */

/** @type {StopSignal[]} */
const STOP_SIGNALS = ["SIGINT", "SIGTERM"];

/**
 * On the first SIGINT or SIGTERM: logs, awaits `stop`, then dies of that same signal, so that npm or a
 * calling shell sees an interrupted command rather than a failed one. Later signals are ignored: Ctrl-C in a
 * terminal arrives twice, from the terminal and relayed by npm.
 * @param {{ stop: () => Promise<void>, log: (line: string) => void, target?: SignalTarget }} options
 */
export function stopOnSignals({ stop, log, target = process }) {
  let stopping = false;
  const listener = (/** @type {StopSignal} */ signal) => stopNow(`${signal} received`, signal);
  /** @param {string} reason @param {StopSignal} signal */
  async function stopNow(reason, signal) {
    if (stopping) return;
    stopping = true;
    log(`${reason}: stopping everything this run started…`);
    await stop().catch((error) => log(`Could not stop everything: ${error}`));
    log("Stopped");
    for (const name of STOP_SIGNALS) target.removeListener(name, listener);
    target.kill(target.pid, signal);
  }
  for (const name of STOP_SIGNALS) target.on(name, listener);
  return {
    get stopping() {
      return stopping;
    },
    stopNow,
  };
}

/**
 * Calls `onOrphaned` once the parent process has died, which shows as a new parent id.
 * @param {() => void} onOrphaned
 * @param {{ parentId?: () => number, intervalMs?: number }} [options]
 * @returns {() => void} stops watching
 */
export function watchParent(onOrphaned, { parentId = () => process.ppid, intervalMs = 1000 } = {}) {
  const parent = parentId();
  const timer = setInterval(() => {
    if (parentId() === parent) return;
    clearInterval(timer);
    onOrphaned();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Ties every child started through startChild to this process: they stop when it gets SIGINT or SIGTERM,
 * when npm (if npm started it) dies, and are killed if it exits some other way. `afterStop` runs once they
 * have stopped, before the process dies of its signal (which skips the `exit` event).
 * @param {(line: string) => void} log
 * @param {{ afterStop?: () => void }} [options]
 */
export function stopChildrenWithProcess(log, options = {}) {
  const stop = async () => {
    await stopChildren();
    options.afterStop?.();
  };
  const shutdown = stopOnSignals({ stop, log });
  // Only under npm: someone who runs the script directly in the background may well mean it to outlive
  // the shell that started it.
  if (process.env.npm_lifecycle_event) watchParent(() => shutdown.stopNow("npm went away", "SIGTERM"));
  process.once("exit", killChildren);
  return shutdown;
}
