// What the benchmarks of heavy requests (bench-factsheet.ts, bench-upload.ts) say about everyone else: `/health`
// asked every 50 ms of an app in the same process while the heavy work runs. app.inject goes through the same
// routes on the same thread as a request over HTTP, so an answer's time is how long the request thread kept
// a request waiting.
import type { FastifyInstance } from "fastify";

const HEALTH_PAUSE_MS = 50;

export interface HealthSpread {
  count: number;
  notOk: number;
  p50: number;
  p99: number;
  slowest: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Asks /health every 50 ms until the returned function is called, which answers the answers' spread. */
export function watchHealth(app: FastifyInstance): () => Promise<HealthSpread> {
  const times: number[] = [];
  let notOk = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await app.inject({ method: "GET", url: "/health" });
      if (response.statusCode !== 200) notOk += 1;
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_PAUSE_MS));
    }
  })();
  return async () => {
    running = false;
    await loop;
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

/** /health watched while nothing else runs, for the ratio. */
export async function idleHealth(app: FastifyInstance, ms = 2_000): Promise<HealthSpread> {
  const stop = watchHealth(app);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return stop();
}

export function healthLine(spread: HealthSpread): string {
  const ms = (value: number) =>
    `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString("en")} ms`;
  return `p50 ${ms(spread.p50)}, p99 ${ms(spread.p99)}, slowest ${ms(spread.slowest)} (${spread.count} asked, ${spread.notOk} not 200)`;
}
