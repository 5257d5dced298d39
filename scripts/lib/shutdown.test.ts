import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { EventEmitter, once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startChild, stopChildren } from "./process.mjs";
import { stopOnSignals, watchParent } from "./shutdown.mjs";

const root = join(import.meta.dirname, "..", "..");

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // A zombie answers signal 0 but has ended; its parent has not collected it yet.
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] !== "Z";
  } catch {
    return true;
  }
}

async function waitUntilGone(pids: number[], timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (pids.some(isAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return pids.filter(isAlive);
}

function fakeProcess() {
  const target = Object.assign(new EventEmitter(), { pid: 4242, kill: vi.fn() });
  return target;
}

describe("stopOnSignals", () => {
  it("stops, then dies of the signal it got, so that npm reports an interrupted run", async () => {
    const target = fakeProcess();
    const lines: string[] = [];
    let finishStop = () => {};
    const stop = vi.fn(() => new Promise<void>((resolve) => (finishStop = resolve)));
    const shutdown = stopOnSignals({ stop, log: (line) => lines.push(line), target });

    target.emit("SIGTERM", "SIGTERM");
    expect(shutdown.stopping).toBe(true);
    expect(target.kill).not.toHaveBeenCalled();
    finishStop();
    await vi.waitFor(() => expect(target.kill).toHaveBeenCalledWith(4242, "SIGTERM"));

    expect(lines).toEqual(["SIGTERM received: stopping everything this run started…", "Stopped"]);
    expect(target.listenerCount("SIGINT") + target.listenerCount("SIGTERM")).toBe(0);
  });

  it("ignores a second signal while stopping, as Ctrl-C under npm delivers two", async () => {
    const target = fakeProcess();
    const stop = vi.fn(async () => {});
    stopOnSignals({ stop, log: () => {}, target });

    target.emit("SIGINT", "SIGINT");
    target.emit("SIGINT", "SIGINT");
    await vi.waitFor(() => expect(target.kill).toHaveBeenCalled());

    expect(stop).toHaveBeenCalledTimes(1);
    expect(target.kill).toHaveBeenCalledTimes(1);
    expect(target.kill).toHaveBeenCalledWith(4242, "SIGINT");
  });
});

describe("watchParent", () => {
  it("reports once when the parent id changes, as it does when the parent dies", async () => {
    let parent = 100;
    const onOrphaned = vi.fn();
    const unwatch = watchParent(onOrphaned, { parentId: () => parent, intervalMs: 5 });
    try {
      await new Promise((r) => setTimeout(r, 30));
      expect(onOrphaned).not.toHaveBeenCalled();
      parent = 1;
      await vi.waitFor(() => expect(onOrphaned).toHaveBeenCalledTimes(1));
      await new Promise((r) => setTimeout(r, 30));
      expect(onOrphaned).toHaveBeenCalledTimes(1);
    } finally {
      unwatch();
    }
  });
});

describe("stopChildren", () => {
  it("terminates every child started through startChild, newest first", async () => {
    const sleeper = ["-e", "setInterval(() => {}, 1000)"];
    const first = startChild(process.execPath, sleeper, { stdio: "ignore" });
    const second = startChild(process.execPath, sleeper, { stdio: "ignore" });
    await Promise.all([once(first, "spawn"), once(second, "spawn")]);
    const exits: string[] = [];
    first.once("exit", () => exits.push("first"));
    second.once("exit", () => exits.push("second"));

    await stopChildren();

    expect(exits).toEqual(["second", "first"]);
  });
});

// The root package.json's start line run by a real npm, without a terminal, with a stand-in for start.mjs that
// is wired up as start.mjs is and starts one long-running child.
describe("npm start", () => {
  let dir = "";
  let npm: ChildProcess | undefined;
  const started: number[] = [];

  afterEach(() => {
    for (const pid of [npm?.pid, ...started]) {
      if (pid && isAlive(pid)) process.kill(pid, "SIGKILL");
    }
    started.length = 0;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function startUnderNpm() {
    const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    dir = mkdtempSync(join(tmpdir(), "ledgerline-start-"));
    mkdirSync(join(dir, "scripts"));
    writeFileSync(
      join(dir, "package.json"),
      JSON.stringify({ name: "start-fixture", private: true, scripts: { start: scripts.start } }),
    );
    const lib = new URL(".", import.meta.url).href;
    writeFileSync(
      join(dir, "scripts", "start.mjs"),
      [
        `import { writeFileSync } from "node:fs";`,
        `import { startChild } from "${lib}process.mjs";`,
        `import { stopChildrenWithProcess } from "${lib}shutdown.mjs";`,
        // start.mjs removes .data/demo.json there: the process then dies of the signal, without an `exit` event.
        `stopChildrenWithProcess(() => {}, { afterStop: () => writeFileSync("stopped", "") });`,
        `const child = startChild(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });`,
        `child.once("spawn", () => console.log(JSON.stringify({ start: process.pid, child: child.pid })));`,
      ].join("\n"),
    );
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
    // detached: a session of its own without a terminal, as `setsid npm start &`.
    npm = spawn("npm", ["start", "--silent"], {
      cwd: dir,
      detached: true,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...env, npm_config_update_notifier: "false" },
    });
    const exited = once(npm, "exit");
    for await (const line of createInterface({ input: npm.stdout! })) {
      if (!line.startsWith("{")) continue;
      const pids: { start: number; child: number } = JSON.parse(line);
      started.push(pids.start, pids.child);
      return { npm: npm.pid!, ...pids, exited };
    }
    throw new Error("The start script printed no process ids");
  }

  it.each(["SIGINT", "SIGTERM"] as const)("stops everything on %s to npm", async (signal) => {
    const run = await startUnderNpm();
    process.kill(run.npm, signal);
    const [, npmSignal] = await run.exited;
    expect(await waitUntilGone([run.start, run.child])).toEqual([]);
    expect(npmSignal).toBe(signal);
  });

  it.each(["SIGINT", "SIGTERM"] as const)("stops everything on %s to the start script", async (signal) => {
    const run = await startUnderNpm();
    process.kill(run.start, signal);
    const [, npmSignal] = await run.exited;
    expect(await waitUntilGone([run.start, run.child])).toEqual([]);
    expect(npmSignal).toBe(signal);
    expect(existsSync(join(dir, "stopped"))).toBe(true);
  });

  it("stops everything when npm is killed outright", async () => {
    const run = await startUnderNpm();
    process.kill(run.npm, "SIGKILL");
    await run.exited;
    expect(await waitUntilGone([run.start, run.child])).toEqual([]);
  });
});
