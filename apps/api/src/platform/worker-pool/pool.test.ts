// The worker pool on real threads, running the TypeScript entry testing/test-entry.ts the way the API's tests
// run src/worker.ts: what runs where, in which order, what is refused when a queue is full, and what a failing
// or dying job leaves behind.
import { threadId } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../errors";
import { WorkerPoolBusy } from "./busy";
import { WorkerPool } from "./pool";
import type { JobQueues } from "./pool";
import { threadStart } from "./source-entry";
import { GATE, exitingJob, failingJob, heldJob, whichThread } from "./testing/test-entry";

const entry = new URL("./testing/test-entry.ts", import.meta.url);
const smallQueues: JobQueues = {
  export: { waiting: 1, retryAfterSeconds: 7 },
  parse: { waiting: 2, retryAfterSeconds: 3 },
};

const pools: WorkerPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

function pool(threads = 1, queues = smallQueues): WorkerPool {
  const created = new WorkerPool({ entry, threads, queues });
  pools.push(created);
  return created;
}

/** A gate for heldJob: the job marks it started, and finishes once it is opened. */
function gate() {
  const slots = new Int32Array(new SharedArrayBuffer(8));
  return {
    slots,
    started: () => Atomics.load(slots, GATE.started) === 1,
    open: () => {
      Atomics.store(slots, GATE.open, 1);
      Atomics.notify(slots, GATE.open);
    },
  };
}

/** Waits, turn of the event loop after turn, until `condition` holds (it must, soon). */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 1_000_000 && !condition(); turn++)
    await new Promise((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
}

/** Whether a promise has settled, after everything already queued has run (no clock involved). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe(WorkerPool, () => {
  it("runs a job on a worker thread while the request thread goes on answering", async () => {
    const workers = pool();
    const held = gate();
    const order: string[] = [];
    const job = workers.run(heldJob, { gate: held.slots, label: "export" }).then((answer) => {
      order.push("job finished");
      return answer;
    });
    await until(held.started);
    // The job holds its thread; this thread still turns and answers.
    await new Promise((resolve) => setImmediate(resolve));
    order.push("request thread answered");
    held.open();
    const answer = await job;
    expect(order).toEqual(["request thread answered", "job finished"]);
    expect(answer).toMatchObject({ isMainThread: false, label: "export" });
    expect(answer.threadId).not.toBe(threadId);
  });

  it("queues jobs beyond the threads up to their kind's bound and refuses the next at once with a retry hint", async () => {
    const workers = pool();
    const held = gate();
    const running = workers.run(heldJob, { gate: held.slots, label: "first" });
    await until(held.started);
    const queued = workers.run(heldJob, { gate: held.slots, label: "second" });
    const refused = workers.run(heldJob, { gate: held.slots, label: "third" });
    // Another kind has a queue of its own: a full export queue does not refuse a file.
    const parse = workers.run(whichThread, { label: "file" });

    const refusal = await refused.catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(WorkerPoolBusy);
    expect(refusal).toMatchObject({
      kind: "export",
      retryAfterSeconds: 7,
      code: ERROR_CODES.TOO_MANY_REQUESTS,
      extensions: { code: ERROR_CODES.TOO_MANY_REQUESTS, retryAfter: 7 },
    });
    expect([workers.runningJobs, workers.waitingJobs("export"), workers.waitingJobs("parse")]).toEqual([
      1, 1, 1,
    ]);
    expect(await settled(queued)).toBe(false);
    expect(await settled(parse)).toBe(false);

    held.open();
    expect((await running).label).toBe("first");
    expect((await queued).label).toBe("second");
    expect((await parse).label).toBe("file");
    expect([workers.runningJobs, workers.waitingJobs("export"), workers.waitingJobs("parse")]).toEqual([
      0, 0, 0,
    ]);
  });

  it("gives a freed thread to the oldest waiting job of each kind in turn", async () => {
    const workers = pool(1, {
      export: { waiting: 4, retryAfterSeconds: 1 },
      parse: { waiting: 4, retryAfterSeconds: 1 },
    });
    const held = gate();
    const finished: string[] = [];
    const track = (label: string, job: Promise<unknown>) => job.then(() => finished.push(label));
    const jobs = [track("held export", workers.run(heldJob, { gate: held.slots, label: "held" }))];
    await until(held.started);
    jobs.push(
      track("export 1", workers.run(heldJob, { gate: held.slots, label: "1" })),
      track("export 2", workers.run(heldJob, { gate: held.slots, label: "2" })),
      track("file 1", workers.run(whichThread, { label: "1" })),
      track("file 2", workers.run(whichThread, { label: "2" })),
    );
    held.open();
    await Promise.all(jobs);
    expect(finished).toEqual(["held export", "export 1", "file 1", "export 2", "file 2"]);
  });

  it("answers a job's error to its caller and goes on with the next job", async () => {
    const workers = pool();
    await expect(workers.run(failingJob, { reason: "the sheet is damaged" })).rejects.toThrow(
      "the sheet is damaged",
    );
    expect(await workers.run(whichThread, { label: "after" })).toMatchObject({
      isMainThread: false,
      label: "after",
    });
  });

  it("fails the job of a thread that dies and starts another thread for the next", async () => {
    const workers = pool();
    const before = await workers.run(whichThread, { label: "before" });
    await expect(workers.run(exitingJob, { code: 3 })).rejects.toThrow();
    const after = await workers.run(whichThread, { label: "after" });
    expect(after.isMainThread).toBe(false);
    expect(after.threadId).not.toBe(before.threadId);
  });

  it("fails the jobs of an entry that cannot load, instead of leaving them waiting", async () => {
    const broken = new WorkerPool({
      entry: new URL("./testing/broken-entry.ts", import.meta.url),
      threads: 1,
    });
    pools.push(broken);
    await expect(broken.run(whichThread, { label: "first" })).rejects.toThrow("the entry cannot load");
    await expect(broken.run(whichThread, { label: "second" })).rejects.toThrow("the entry cannot load");
  });

  it("refuses new jobs once closed, and closing lets the running job finish", async () => {
    const workers = pool();
    const held = gate();
    const running = workers.run(heldJob, { gate: held.slots, label: "running" });
    await until(held.started);
    const waiting = workers.run(whichThread, { label: "waiting" });
    const closing = workers.close();
    await expect(waiting).rejects.toThrow("The worker pool is closed");
    await expect(workers.run(whichThread, { label: "late" })).rejects.toThrow("The worker pool is closed");
    held.open();
    expect((await running).label).toBe("running");
    await closing;
  });
});

describe(threadStart, () => {
  it("starts a thread on a built entry with the process's flags", () => {
    expect(threadStart(new URL("file:///srv/api/dist/worker.js"), ["--enable-source-maps"])).toEqual({
      filename: "/srv/api/dist/worker.js",
      execArgv: ["--enable-source-maps"],
      workerData: undefined,
    });
  });

  it("starts a thread on a TypeScript entry through tsx, with the source condition once", () => {
    const entry = new URL("file:///srv/api/src/worker.ts");
    const start = threadStart(entry, []);
    expect(start).toEqual({
      filename: expect.stringMatching(/[\\/]worker-pool[\\/]source-thread\.mjs$/),
      execArgv: ["--conditions=@ledgerline/source"],
      workerData: { sourceEntry: "file:///srv/api/src/worker.ts" },
    });
    const underTsx = [
      "--import",
      "file:///repo/node_modules/tsx/dist/loader.mjs",
      "--conditions=@ledgerline/source",
    ];
    expect(threadStart(entry, underTsx).execArgv).toEqual(underTsx);
  });
});
