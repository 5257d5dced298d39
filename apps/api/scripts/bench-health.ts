// What the benchmarks of heavy requests (bench-factsheet.ts, bench-upload.ts) say about everyone else: `/health`
// asked over HTTP every 50 ms while the heavy work runs in the app of the same process. The asking runs on a
// thread of its own, so a request is sent on time even while the app's thread is busy, and its answer's time
// is how long a caller waits, as for a request from another machine.
import { Worker } from "node:worker_threads";

const HEALTH_PAUSE_MS = 50;
const HEALTH_TIMEOUT_MS = 120_000;

export interface HealthSpread {
  count: number;
  notOk: number;
  p50: number;
  p99: number;
  slowest: number;
}

/** The value at percentile `p` of ascending `sorted` (NaN when empty); the benchmarks' one reading of it. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The asking thread: plain JavaScript, so that it needs no loader. */
const ASKER = `
const { parentPort, workerData } = require("node:worker_threads");
const times = [];
let notOk = 0;
let running = true;
parentPort.on("message", () => (running = false));
(async () => {
  while (running) {
    const started = performance.now();
    try {
      const response = await fetch(workerData.url, { signal: AbortSignal.timeout(${HEALTH_TIMEOUT_MS}) });
      await response.arrayBuffer();
      if (response.status !== 200) notOk += 1;
    } catch {
      notOk += 1;
    }
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, ${HEALTH_PAUSE_MS}));
  }
  parentPort.postMessage({ times, notOk });
})();
`;

/**
 * Asks `${baseUrl}/health` every 50 ms from another thread until the returned function is called, which
 * answers the answers' spread.
 */
export function watchHealth(baseUrl: string): () => Promise<HealthSpread> {
  const asker = new Worker(ASKER, { eval: true, workerData: { url: `${baseUrl}/health` } });
  const answered = new Promise<{ times: number[]; notOk: number }>((resolve, reject) => {
    asker.once("message", resolve);
    asker.once("error", reject);
  });
  return async () => {
    asker.postMessage("stop");
    const { times, notOk } = await answered;
    await asker.terminate();
    const sorted = [...times].sort((a, b) => a - b);
    return {
      count: sorted.length,
      notOk,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      slowest: sorted.at(-1) ?? NaN,
    };
  };
}

/** /health watched while nothing else runs, for comparison. */
export async function idleHealth(baseUrl: string, ms = 2_000): Promise<HealthSpread> {
  const stop = watchHealth(baseUrl);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return stop();
}

export function healthLine(spread: HealthSpread): string {
  const ms = (value: number) =>
    `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString("en")} ms`;
  return `p50 ${ms(spread.p50)}, p99 ${ms(spread.p99)}, slowest ${ms(spread.slowest)} (${spread.count} asked, ${spread.notOk} not 200)`;
}
