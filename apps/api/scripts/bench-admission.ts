// Fair admission (part of bench.ts; `BENCH_ONLY=admission` runs it alone): the API's bound on each caller's
// work in flight (src/platform/in-flight.ts: 4 running, 32 waiting, more refused at once with HTTP 429)
// against one user's burst of heavy requests, on an API process of its own with the production limits. One
// user sends BENCH_ADMISSION_SIZE (40) queries at once; meanwhile another user sends its own query one
// request after another until the last of the burst is settled. The other user's times alone, just before,
// are the anchor. The burst is repeated BENCH_ADMISSION_BURSTS times (4): the first after a start reads and
// computes what the later ones find kept. Not a test: it prints figures and ratios.
import { defaultInFlightLimits } from "../src/platform/in-flight";
import { percentile } from "./bench-health";

export const ADMISSION_SIZE = Number(process.env.BENCH_ADMISSION_SIZE ?? 40);
export const ADMISSION_BURSTS = Number(process.env.BENCH_ADMISSION_BURSTS ?? 4);
/** Requests of the other user alone (after one untimed first), the anchor. */
const ANCHOR_REQUESTS = 10;
/** Between bursts: the refusals' `retry-after` (1 s), so each burst finds the caller with nothing in flight. */
const PAUSE_MS = 1_000;
/** A request with no answer by then counts as "other". */
const TIMEOUT_MS = 60_000;
/** The goal: each request of the burst answered or refused within this. */
const GOAL_MS = 1_000;

/** A signed-in user and the query it sends. */
export interface AdmissionCaller {
  /** For the printout, e.g. "client user, dashboard of its client". */
  label: string;
  token: string;
  query: string;
}

type Outcome = "answered" | "refused" | "other";

interface Sent {
  outcome: Outcome;
  ms: number;
  /** For "other": the status and the start of the body (or the error). */
  detail: string;
}

export interface BurstFigures {
  answered: number;
  refused: number;
  other: number;
  /** Time to an answer or a refusal, every request of the burst. */
  p50: number;
  slowest: number;
  /** The refusals' slowest (NaN when none). */
  slowestRefusal: number;
  /** The other user's requests sent while the burst was in flight. */
  others: { count: number; notAnswered: number; p50: number; slowest: number };
}

export interface AdmissionFigures {
  size: number;
  anchor: { first: number; p50: number; slowest: number };
  bursts: BurstFigures[];
}

const ms = (value: number) => (Number.isNaN(value) ? "—" : `${Math.round(value).toLocaleString("en")} ms`);
const times = (value: number, anchor: number) => `×${(value / anchor).toFixed(1)}`;

/** One GraphQL POST: answered (200, no errors), refused (429) or other, and the time to its whole answer. */
async function send(graphqlUrl: string, caller: AdmissionCaller): Promise<Sent> {
  const started = performance.now();
  try {
    const response = await fetch(graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${caller.token}` },
      body: JSON.stringify({ query: caller.query }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status === 429) return { outcome: "refused", ms: elapsed, detail: "" };
    if (response.status === 200 && !body.includes('"errors"'))
      return { outcome: "answered", ms: elapsed, detail: "" };
    return { outcome: "other", ms: elapsed, detail: `HTTP ${response.status}: ${body.slice(0, 200)}` };
  } catch (error) {
    return { outcome: "other", ms: performance.now() - started, detail: String(error) };
  }
}

/**
 * The anchor, then each burst, printed as it is measured. `baseUrl` is the API's (http://host:port), run with
 * its production limits of work in flight; the two callers are different users.
 */
export async function measureAdmission(
  baseUrl: string,
  burst: AdmissionCaller,
  other: AdmissionCaller,
  log: (line: string) => void,
): Promise<AdmissionFigures> {
  const { active, queued } = defaultInFlightLimits;
  log(
    `\nfair admission (an API process with the production limits of work in flight: ${active} running and ${queued} waiting per user, more refused with 429): ${burst.label} ×${ADMISSION_SIZE} at once, ${ADMISSION_BURSTS} times ${PAUSE_MS / 1000} s apart; meanwhile ${other.label} one after another:`,
  );
  const url = `${baseUrl}/graphql`;
  const otherDetails = new Set<string>();
  const timedAlone: number[] = [];
  const first = await send(url, other);
  if (first.outcome !== "answered") otherDetails.add(first.detail);
  for (let i = 0; i < ANCHOR_REQUESTS; i++) {
    const sent = await send(url, other);
    if (sent.outcome !== "answered") otherDetails.add(sent.detail);
    timedAlone.push(sent.ms);
  }
  timedAlone.sort((a, b) => a - b);
  const anchor = { first: first.ms, p50: percentile(timedAlone, 50), slowest: timedAlone.at(-1)! };
  log(
    `  ${other.label}, alone: first ${ms(anchor.first)}, then ${ANCHOR_REQUESTS} one after another p50 ${ms(anchor.p50)}, slowest ${ms(anchor.slowest)}`,
  );

  const bursts: BurstFigures[] = [];
  const burstDetails = new Set<string>();
  for (let round = 1; round <= ADMISSION_BURSTS; round++) {
    if (round > 1) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    let settled = false;
    const all = Promise.all(Array.from({ length: ADMISSION_SIZE }, () => send(url, burst))).finally(
      () => (settled = true),
    );
    // The other user: one request after another from the burst's start until its last request is settled
    // (the one in flight then is timed too).
    const otherTimes: number[] = [];
    let notAnswered = 0;
    const loop = (async () => {
      do {
        const sent = await send(url, other);
        otherTimes.push(sent.ms);
        if (sent.outcome !== "answered") {
          notAnswered += 1;
          otherDetails.add(sent.detail || sent.outcome);
        }
      } while (!settled);
    })();
    const results = await all;
    await loop;
    for (const result of results) if (result.outcome === "other") burstDetails.add(result.detail);
    const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
    const refusals = results.filter((result) => result.outcome === "refused").map((result) => result.ms);
    otherTimes.sort((a, b) => a - b);
    const figures: BurstFigures = {
      answered: results.filter((result) => result.outcome === "answered").length,
      refused: refusals.length,
      other: results.filter((result) => result.outcome === "other").length,
      p50: percentile(sorted, 50),
      slowest: sorted.at(-1)!,
      slowestRefusal: refusals.length ? Math.max(...refusals) : NaN,
      others: {
        count: otherTimes.length,
        notAnswered,
        p50: percentile(otherTimes, 50),
        slowest: otherTimes.at(-1)!,
      },
    };
    bursts.push(figures);
    log(
      `  burst ${round}${round === 1 ? " (the first)" : ""}: ${figures.answered} answered, ${figures.refused} refused (429), ${figures.other} other of ${ADMISSION_SIZE}; to an answer or refusal p50 ${ms(figures.p50)}, slowest ${ms(figures.slowest)} (slowest refusal ${ms(figures.slowestRefusal)}); the other user meanwhile: ${figures.others.count} requests${figures.others.notAnswered ? ` (${figures.others.notAnswered} not answered)` : ""}, p50 ${ms(figures.others.p50)} (${times(figures.others.p50, anchor.p50)} alone), slowest ${ms(figures.others.slowest)} (${times(figures.others.slowest, anchor.slowest)} alone)`,
    );
  }
  for (const detail of burstDetails) log(`  (burst, other: ${detail})`);
  for (const detail of otherDetails) log(`  (the other user, not answered: ${detail})`);

  const later = bursts.slice(1);
  const slowestOf = (list: BurstFigures[]) => Math.max(...list.map((entry) => entry.slowest));
  const verdict = (list: BurstFigures[]) =>
    list.every((entry) => entry.other === 0 && entry.slowest <= GOAL_MS) ? "met" : "NOT met";
  const othersP50 = later.length ? Math.max(...later.map((entry) => entry.others.p50)) : NaN;
  log(
    `goal: one user's ${ADMISSION_SIZE} at once each answered or refused within ${GOAL_MS / 1000} s: the first burst ${(bursts[0]!.slowest / 1000).toFixed(2)} s (${verdict(bursts.slice(0, 1))})${later.length ? `, the ${later.length} after it ${(slowestOf(later) / 1000).toFixed(2)} s at the slowest (${verdict(later)})` : ""}; the other user's p50 meanwhile at most ${ms(othersP50)}, ${times(othersP50, anchor.p50)} its p50 alone`,
  );
  return { size: ADMISSION_SIZE, anchor, bursts };
}
