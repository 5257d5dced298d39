// npm run bench -w @ledgerline/portal: how fast the built portal's screens load in Debian's Chromium, and what
// each of them downloads, measured unthrottled and on a slow network with a slow CPU side by side in one run.
// It starts FerretDB on a temporary directory and the built API (apps/api/dist/server.js, which serves
// apps/portal/dist) with the demo seed on a free port, as the end-to-end setup does, then drives Chromium with
// Playwright's library API through two journeys, each in a fresh browser context (empty cache, no session):
// - a client user: /login until the username field is usable (from navigation start); the password submitted
//   until the dashboard's summary blocks and reports grid are shown; on the report list (the dashboard's More),
//   a created report's row clicked until the wizard's start screen is usable;
// - the provider admin, signed in on the provider dashboard: its More (a navigation to /investor/reports)
//   clicked until the list's rows are shown.
// Times are read in the page (performance.now(), polled every animation frame; a step starts at the click
// event). Bytes are the bodies of the JS and CSS responses as transferred (compressed when served so; CDP
// Network.loadingFinished encodedDataLength less the response's headers, which are printed apart) to requests
// made from a step's start until the network has been quiet for a second after its screen was ready: what the
// step adds to what the journey had already loaded.
// The anchor is the unthrottled run of the same step; the table prints throttled/unthrottled.
//
// Settings (environment): BENCH_RUNS (3; the median is printed; at most 4, see LOGINS_PER_ACCOUNT),
// BENCH_WARMUP=0 (skip the unrecorded first journey of each kind), BENCH_VERBOSE=1 (every response of each step).
// Not a test: the goals print PASS or FAIL; the exit code is non-zero only when the bench itself fails.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { chromiumLaunchOptions } from "@ledgerline/devtools/chromium";
import { freePort, openDatabase, repoRoot } from "@ledgerline/devtools/ferretdb";
import { terminate, waitForHealth } from "@ledgerline/devtools/process";
import { generateDemo } from "@ledgerline/schemas";
import { chromium } from "@playwright/test";
import type { Browser, CDPSession, Page } from "@playwright/test";

declare global {
  interface Window {
    /** performance.now() of the click that starts a step (set by a capturing listener). */
    __benchClick?: number;
  }
}

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARMUP = process.env.BENCH_WARMUP !== "0";
const VERBOSE = process.env.BENCH_VERBOSE === "1";
/** The API lets an account log in 10 times in 15 minutes (rate limit login:account); each journey logs in once. */
const LOGINS_PER_ACCOUNT = 10;
/** How long the network must stay idle after a screen is ready before its step's bytes are counted. */
const QUIET_MS = 1000;

/** The goals of the login screen on the throttled profile. */
const GOALS = { loginMs: 5000, loginJsKiB: 350 };

/** The throttled profile: Lighthouse's slow 4G over CDP (bytes per second) and a 4× slower CPU. */
const NETWORK = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const CPU_RATE = 4;

interface Profile {
  name: "unthrottled" | "throttled";
  throttled: boolean;
  /** Longest wait for one screen. */
  timeoutMs: number;
}
const PROFILES: Profile[] = [
  { name: "unthrottled", throttled: false, timeoutMs: 60_000 },
  { name: "throttled", throttled: true, timeoutMs: 180_000 },
];

type StepId = "login" | "dashboard" | "wizard" | "providerList";
const STEPS: { id: StepId; label: string }[] = [
  { id: "login", label: "/login, form usable" },
  { id: "dashboard", label: "client dashboard after sign-in" },
  { id: "wizard", label: "wizard from the report list" },
  { id: "providerList", label: "provider reports list" },
];

interface FileRecord {
  url: string;
  kind: "js" | "css" | "other";
  /** The body as transferred (compressed when it was). */
  bytes: number;
  /** The response's status line and headers. */
  headerBytes: number;
  encoding: string;
  /** When it was requested, from the step's first request. */
  atMs: number;
  /** From the request until its last byte. */
  ms: number;
  /** A GraphQL request's operation name. */
  operation: string;
}
interface Sample {
  ms: number;
  jsBytes: number;
  cssBytes: number;
  /** The response headers of those JS and CSS files. */
  headerBytes: number;
  jsFiles: number;
  files: FileRecord[];
}

// ---------------------------------------------------------------------------------------------------------
// What each screen looks like once it is usable. screenReady runs in the page (serialized by Playwright), so
// it uses no helper functions of this module.

interface ReadySpec {
  /** For error messages. */
  name: string;
  /** A regular expression the page's path must match. */
  path: string;
  /** Selectors that must each match a visible, enabled element outside the previous screen (markStale). */
  visible: string[];
}

const ROW = ".ant-table-tbody tr.clickable-row";
const READY = {
  login: { name: "the login form", path: "^/login$", visible: ['input[autocomplete="username"]'] },
  password: {
    name: "the password field",
    path: "^/login$",
    visible: ['input[autocomplete="current-password"]'],
  },
  // The summary blocks are articles in a labelled section (a region); the reports grid is the card's table.
  clientDashboard: {
    name: "the client dashboard's summary blocks and reports grid",
    path: "^/client/[^/]+/?$",
    visible: ["section[aria-label] > article", `.dashboard-card ${ROW}`],
  },
  clientList: { name: "the client's report list", path: "^/client/[^/]+/reports$", visible: [ROW] },
  wizardStart: {
    name: "the wizard's start screen",
    path: "^/client/[^/]+/reports/[^/]+/\\d{4}-\\d{2}$",
    visible: [".wizard-start h4", ".wizard-start button.ant-btn-primary"],
  },
  providerDashboard: {
    name: "the provider dashboard's latest reports",
    path: "^/[^/]+/?$",
    visible: [`.dashboard-card ${ROW}`],
  },
  providerList: { name: "the provider's report list", path: "^/[^/]+/reports$", visible: [ROW] },
} satisfies Record<string, ReadySpec>;

/** Runs in the page on every animation frame: performance.now() once the screen is ready, else false. */
function screenReady(spec: ReadySpec): number | false {
  if (!new RegExp(spec.path).test(location.pathname)) return false;
  for (const selector of spec.visible) {
    let shown = false;
    for (const element of document.querySelectorAll(selector)) {
      if (element.closest("[data-bench-stale]") || (element as HTMLButtonElement).disabled === true) continue;
      if (element.getClientRects().length > 0 && element.checkVisibility({ visibilityProperty: true })) {
        shown = true;
        break;
      }
    }
    if (!shown) return false;
  }
  return performance.now();
}

async function waitReady(page: Page, spec: ReadySpec, timeoutMs: number): Promise<number> {
  try {
    const handle = await page.waitForFunction(screenReady, spec, { polling: "raf", timeout: timeoutMs });
    return (await handle.jsonValue()) as number;
  } catch (error) {
    throw new Error(`Waited ${timeoutMs} ms for ${spec.name} at ${page.url()}`, { cause: error });
  }
}

/**
 * Marks the screen now shown (its root, `.page`) and its rows, so that the next screen's readiness is not met
 * by the old one, which stays on screen while the next one's chunk loads (React Router's navigations are
 * transitions).
 */
async function markStale(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll(".page, tr"))
      element.setAttribute("data-bench-stale", "");
  });
}

// ---------------------------------------------------------------------------------------------------------
// The network as CDP reports it: each request is attributed to the step under way when it was sent.

interface RequestRecord {
  step: StepId | null;
  url: string;
  type: string;
  mime: string;
  encoding: string;
  cached: boolean;
  /** CDP timestamps, in seconds. */
  sentAt: number;
  finishedAt: number;
  /** Everything received (loadingFinished), and the part that came before the body (responseReceived). */
  bytes: number;
  headerBytes: number;
  operation: string;
}

class NetworkLog {
  private step: StepId | null = null;
  private readonly requests = new Map<string, RequestRecord>();
  private readonly inflight = new Map<string, string>();
  private lastActivity = performance.now();
  private readonly finished: RequestRecord[] = [];
  private readonly failures: string[] = [];

  constructor(cdp: CDPSession) {
    cdp.on("Network.requestWillBeSent", (event) => {
      if (!event.request.url.startsWith("http")) return;
      if (!this.requests.has(event.requestId)) {
        this.requests.set(event.requestId, {
          step: this.step,
          url: event.request.url,
          type: event.type ?? "Other",
          mime: "",
          encoding: "",
          cached: false,
          sentAt: event.timestamp,
          finishedAt: event.timestamp,
          bytes: 0,
          headerBytes: 0,
          operation: "",
        });
        // Which GraphQL operation (the event does not carry the body): for the verbose listing.
        if (VERBOSE && event.request.hasPostData && event.request.url.endsWith("/graphql")) {
          cdp
            .send("Network.getRequestPostData", { requestId: event.requestId })
            .then(({ postData }) => {
              const request = this.requests.get(event.requestId);
              if (request) request.operation = graphqlOperation(postData);
            })
            .catch(() => {});
        }
      }
      this.inflight.set(event.requestId, event.request.url);
      this.touch();
    });
    cdp.on("Network.requestServedFromCache", (event) => {
      const request = this.requests.get(event.requestId);
      if (request) request.cached = true;
    });
    cdp.on("Network.responseReceived", (event) => {
      const request = this.requests.get(event.requestId);
      if (!request) return;
      request.mime = event.response.mimeType;
      request.headerBytes = event.response.encodedDataLength;
      request.cached ||= Boolean(event.response.fromDiskCache || event.response.fromPrefetchCache);
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      request.encoding = headers["content-encoding"] ?? "identity";
      if (event.response.status >= 400 && kindOf(request) !== "other")
        this.failures.push(`${request.url}: HTTP ${event.response.status}`);
      this.touch();
    });
    cdp.on("Network.loadingFinished", (event) => {
      this.inflight.delete(event.requestId);
      const request = this.requests.get(event.requestId);
      if (request) {
        request.bytes = event.encodedDataLength;
        request.finishedAt = event.timestamp;
        this.finished.push(request);
      }
      this.touch();
    });
    cdp.on("Network.loadingFailed", (event) => {
      this.inflight.delete(event.requestId);
      const request = this.requests.get(event.requestId);
      if (request && !event.canceled && kindOf(request) !== "other")
        this.failures.push(`${request.url}: ${event.errorText}`);
      this.touch();
    });
  }

  private touch() {
    this.lastActivity = performance.now();
  }

  /** Waits until nothing has been in flight for QUIET_MS. */
  async settle(timeoutMs: number) {
    const deadline = performance.now() + timeoutMs;
    while (this.inflight.size > 0 || performance.now() - this.lastActivity < QUIET_MS) {
      if (performance.now() > deadline)
        throw new Error(`The network did not go quiet; in flight: ${[...this.inflight.values()].join(", ")}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Requests sent from now on belong to `step` (after the previous screen's have settled). */
  async begin(step: StepId, timeoutMs: number) {
    await this.settle(timeoutMs);
    this.step = step;
  }

  /** Once the network has settled: the step's figures, with its time. */
  async end(step: StepId, ms: number, timeoutMs: number): Promise<Sample> {
    await this.settle(timeoutMs);
    this.step = null;
    if (this.failures.length > 0)
      throw new Error(`Scripts or stylesheets failed to load:\n  ${this.failures.join("\n  ")}`);
    const requests = this.finished
      .filter((request) => request.step === step && !request.cached)
      .sort((a, b) => a.sentAt - b.sentAt);
    const files: FileRecord[] = requests.map((request) => ({
      url: request.url,
      kind: kindOf(request),
      bytes: Math.max(0, request.bytes - request.headerBytes),
      headerBytes: Math.min(request.bytes, request.headerBytes),
      encoding: request.encoding,
      atMs: (request.sentAt - requests[0]!.sentAt) * 1000,
      ms: (request.finishedAt - request.sentAt) * 1000,
      operation: request.operation,
    }));
    const sum = (kind: FileRecord["kind"]) =>
      files.filter((file) => file.kind === kind).reduce((total, file) => total + file.bytes, 0);
    return {
      ms,
      jsBytes: sum("js"),
      cssBytes: sum("css"),
      headerBytes: files
        .filter((file) => file.kind !== "other")
        .reduce((total, file) => total + file.headerBytes, 0),
      jsFiles: files.filter((file) => file.kind === "js").length,
      files,
    };
  }
}

/** The operation name of a GraphQL request's body. */
function graphqlOperation(body: string): string {
  try {
    const query = (JSON.parse(body) as { query?: unknown }).query;
    return typeof query === "string" ? (/^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? "") : "";
  } catch {
    return "";
  }
}

function kindOf(request: { type: string; mime: string }): FileRecord["kind"] {
  if (request.mime.includes("javascript") || (request.mime === "" && request.type === "Script")) return "js";
  if (request.mime === "text/css" || (request.mime === "" && request.type === "Stylesheet")) return "css";
  return "other";
}

// ---------------------------------------------------------------------------------------------------------
// The journeys.

interface Login {
  username: string;
  password: string;
}

const demo = generateDemo({ providerKey: "investor" });
function demoLogin(role: string): Login {
  const found = demo.demoLogins.find((login) => login.role === role);
  if (!found) throw new Error(`The demo has no ${role} login`);
  return found;
}
const CLIENT = demoLogin("CLIENT");
const ADMIN = demoLogin("investor-admin");

const SUBMIT = 'form button[type="submit"]';
const pageErrors: string[] = [];

async function openJourney(browser: Browser, profile: Profile) {
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(profile.timeoutMs);
  page.on("pageerror", (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  const cdp = await context.newCDPSession(page);
  const net = new NetworkLog(cdp);
  await cdp.send("Network.enable");
  if (profile.throttled) {
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...NETWORK });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_RATE });
  }
  return { page, net, close: () => context.close() };
}

/**
 * A step started by a click, once the previous screen has settled: from the click event until `ready`, with
 * what it fetched.
 */
async function clickStep(
  page: Page,
  net: NetworkLog,
  step: StepId,
  click: () => Promise<void>,
  ready: ReadySpec,
  timeoutMs: number,
): Promise<Sample> {
  await net.begin(step, timeoutMs);
  await markStale(page);
  await page.evaluate(() => {
    window.__benchClick = undefined;
    document.addEventListener(
      "click",
      () => {
        window.__benchClick ??= performance.now();
      },
      { capture: true, once: true },
    );
  });
  await click();
  const readyAt = await waitReady(page, ready, timeoutMs);
  const clickedAt = await page.evaluate(() => window.__benchClick);
  if (clickedAt === undefined) throw new Error(`${step}: the click was not seen (did the page reload?)`);
  return net.end(step, readyAt - clickedAt, timeoutMs);
}

/** Opens /login (the login step), fills in the username, Next, the password; the caller submits it. */
async function openLogin(page: Page, net: NetworkLog, login: Login, profile: Profile) {
  await net.begin("login", profile.timeoutMs);
  await page.goto(`${baseUrl}/login`, { waitUntil: "commit" });
  // performance.now() of a new document counts from its navigation's start.
  const loginSample = await net.end(
    "login",
    await waitReady(page, READY.login, profile.timeoutMs),
    profile.timeoutMs,
  );
  await page.locator(READY.login.visible[0]!).fill(login.username);
  await page.locator(SUBMIT).click();
  await waitReady(page, READY.password, profile.timeoutMs);
  await page.locator(READY.password.visible[0]!).fill(login.password);
  return loginSample;
}

async function clientJourney(browser: Browser, profile: Profile): Promise<Partial<Record<StepId, Sample>>> {
  const { page, net, close } = await openJourney(browser, profile);
  try {
    const login = await openLogin(page, net, CLIENT, profile);
    const dashboard = await clickStep(
      page,
      net,
      "dashboard",
      () => page.locator(SUBMIT).click(),
      READY.clientDashboard,
      profile.timeoutMs,
    );
    // The report list through the dashboard's More (not measured), then a created report's row.
    await net.settle(profile.timeoutMs);
    await markStale(page);
    await page.locator(".dashboard-card .ant-card-extra button").first().click();
    await waitReady(page, READY.clientList, profile.timeoutMs);
    const row = page
      .locator(ROW)
      .filter({ has: page.locator('[data-status="created"], [data-status="overdue"]') })
      .first();
    if ((await row.count()) === 0)
      throw new Error("The client's report list shows no created or overdue report");
    const wizard = await clickStep(
      page,
      net,
      "wizard",
      () => row.click(),
      READY.wizardStart,
      profile.timeoutMs,
    );
    return { login, dashboard, wizard };
  } finally {
    await close();
  }
}

async function adminJourney(browser: Browser, profile: Profile): Promise<Partial<Record<StepId, Sample>>> {
  const { page, net, close } = await openJourney(browser, profile);
  try {
    await openLogin(page, net, ADMIN, profile);
    await page.locator(SUBMIT).click();
    await waitReady(page, READY.providerDashboard, profile.timeoutMs);
    const more = page.locator(".dashboard-card .ant-card-extra button").first();
    const providerList = await clickStep(
      page,
      net,
      "providerList",
      () => more.click(),
      READY.providerList,
      profile.timeoutMs,
    );
    return { providerList };
  } finally {
    await close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Set-up and tear-down.

const serverJs = join(repoRoot, "apps/api/dist/server.js");
const portalIndex = join(repoRoot, "apps/portal/dist/index.html");
let baseUrl = "";

/** The newest modification time of the files under `dir` that go into a build (not tests nor stories). */
function newest(dir: string): { file: string; mtimeMs: number } {
  let found = { file: dir, mtimeMs: 0 };
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (/\.(test|stories)\.tsx?$/.test(name)) continue;
    const file = join(dir, name);
    const stat = statSync(file);
    if (stat.isFile() && stat.mtimeMs > found.mtimeMs) found = { file, mtimeMs: stat.mtimeMs };
  }
  return found;
}

function git(args: string[]): string {
  return execFileSync("git", args, {
    cwd: repoRoot,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  }).trim();
}

function describeCommit(): string {
  try {
    const commit = git(["rev-parse", "--short", "HEAD"]);
    return git(["status", "--porcelain"]) ? `${commit}, with uncommitted changes` : commit;
  } catch {
    return "unknown commit";
  }
}

/** Undone in reverse order at the end, on an error and on Ctrl-C. */
const teardown: (() => Promise<unknown>)[] = [];
/** What is left if the process ends without the teardown (an uncaught error): killed and removed at exit. */
const leftovers = { pids: [] as number[], dirs: [] as string[] };
async function tearDown() {
  while (teardown.length > 0) {
    await teardown.pop()!().catch((error: unknown) => console.error(`teardown: ${String(error)}`));
  }
  leftovers.pids = [];
  leftovers.dirs = [];
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    void tearDown().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}
process.once("exit", () => {
  for (const pid of leftovers.pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  for (const dir of leftovers.dirs) rmSync(dir, { recursive: true, force: true });
});
// Output piped into a command that stops reading (| head) must not end the run before its teardown.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
});

// ---------------------------------------------------------------------------------------------------------
// The report.

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function report(samples: Record<Profile["name"], Record<StepId, Sample[]>>, browserVersion: string) {
  const [load1] = loadavg();
  console.log(
    `\nPortal load benchmark, ${new Date().toISOString().slice(0, 10)}, commit ${describeCommit()}; Chromium ${browserVersion}, ` +
      `${cpus().length} CPUs, load ${load1!.toFixed(1)}; median of ${RUNS} run${RUNS > 1 ? "s" : ""}, each journey in a fresh context.`,
  );
  console.log(
    `Throttled: ${(NETWORK.downloadThroughput * 8) / 1e6} Mbit/s down, ${(NETWORK.uploadThroughput * 8) / 1e3} kbit/s up, ` +
      `${NETWORK.latency} ms latency (CDP Network.emulateNetworkConditions), CPU ${CPU_RATE}× slower (Emulation.setCPUThrottlingRate).`,
  );
  console.log(
    "Bytes: JS and CSS bodies as transferred (compressed), fetched by each step on top of the earlier steps.\n",
  );
  const header = [
    "step".padEnd(32),
    "unthrottled".padStart(12),
    "throttled".padStart(12),
    "ratio".padStart(7),
    "JS KiB".padStart(8),
    "CSS KiB".padStart(8),
    "JS files".padStart(9),
  ].join(" ");
  console.log(header);
  console.log("-".repeat(header.length));
  const notes: string[] = [];
  for (const step of STEPS) {
    const fast = samples.unthrottled[step.id];
    const slow = samples.throttled[step.id];
    const all = [...fast, ...slow];
    const js = median(all.map((sample) => sample.jsBytes));
    const fastMs = median(fast.map((sample) => sample.ms));
    const slowMs = median(slow.map((sample) => sample.ms));
    console.log(
      [
        step.label.padEnd(32),
        ms(fastMs).padStart(12),
        ms(slowMs).padStart(12),
        `${(slowMs / fastMs).toFixed(1)}×`.padStart(7),
        kib(js).padStart(8),
        kib(median(all.map((sample) => sample.cssBytes))).padStart(8),
        String(median(all.map((sample) => sample.jsFiles))).padStart(9),
      ].join(" "),
    );
    const files = new Set(all.map((sample) => sample.jsFiles));
    const spread =
      Math.max(...all.map((sample) => sample.jsBytes)) - Math.min(...all.map((sample) => sample.jsBytes));
    if (files.size > 1 || spread > 1024)
      notes.push(
        `${step.label}: the runs fetched ${[...files].join(" or ")} JS files, ${kib(Math.min(...all.map((sample) => sample.jsBytes)))}–${kib(Math.max(...all.map((sample) => sample.jsBytes)))} KiB`,
      );
  }
  const headers = STEPS.map((step) =>
    kib(median([...samples.unthrottled[step.id], ...samples.throttled[step.id]].map((s) => s.headerBytes))),
  );
  console.log(`Response headers of those files, on the wire besides: ${headers.join(", ")} KiB.`);
  for (const note of notes) console.log(`note: ${note}`);

  const loginMs = median(samples.throttled.login.map((sample) => sample.ms));
  const loginJs =
    median([...samples.unthrottled.login, ...samples.throttled.login].map((s) => s.jsBytes)) / 1024;
  const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
  console.log("\nGoals (informational):");
  console.log(
    `  ${verdict(loginMs <= GOALS.loginMs)}  /login throttled ≤ ${ms(GOALS.loginMs)}: ${ms(loginMs)}`,
  );
  console.log(
    `  ${verdict(loginJs <= GOALS.loginJsKiB)}  /login JS ≤ ${GOALS.loginJsKiB} KiB compressed: ${loginJs.toFixed(1)} KiB`,
  );

  if (VERBOSE) {
    console.log(
      "\nEvery response of each step's last run: size, encoding, when requested (from the step's first",
    );
    console.log("request) and for how long; GraphQL requests with their operation.");
    for (const step of STEPS) {
      for (const profile of PROFILES) {
        console.log(`\n${step.label}, ${profile.name}:`);
        for (const file of samples[profile.name][step.id].at(-1)!.files)
          console.log(
            `  ${file.kind.padEnd(5)} ${kib(file.bytes).padStart(7)} KiB ${file.encoding.padEnd(8)} at ${ms(file.atMs).padStart(9)} for ${ms(file.ms).padStart(9)}  ${new URL(file.url).pathname} ${file.operation}`,
          );
      }
    }
  }
  if (pageErrors.length > 0) {
    console.log(`\nwarning: ${pageErrors.length} uncaught errors in the page, the first:`);
    for (const error of [...new Set(pageErrors)].slice(0, 5)) console.log(`  ${error}`);
  }
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1 || (WARMUP ? 1 : 0) + 2 * RUNS > LOGINS_PER_ACCOUNT) {
    throw new Error(
      `BENCH_RUNS must be a whole number from 1 to ${Math.floor((LOGINS_PER_ACCOUNT - (WARMUP ? 1 : 0)) / 2)}: ` +
        `each run logs each account in twice, and the API allows ${LOGINS_PER_ACCOUNT} logins per account in 15 minutes`,
    );
  }
  for (const [file, what] of [
    [serverJs, "API"],
    [portalIndex, "portal"],
  ] as const) {
    if (!existsSync(file))
      throw new Error(
        `The ${what} is not built (${relative(repoRoot, file)} is missing): run npm run build first`,
      );
  }
  for (const [src, built] of [
    [join(repoRoot, "apps/portal/src"), portalIndex],
    [join(repoRoot, "apps/api/src"), serverJs],
  ] as const) {
    const changed = newest(src);
    if (changed.mtimeMs > statSync(built).mtimeMs)
      console.log(
        `warning: ${relative(repoRoot, changed.file)} is newer than ${relative(repoRoot, built)}: ` +
          "the figures are of the last build (npm run build to measure the current code)",
      );
  }

  const dataDir = mkdtempSync(join(tmpdir(), "ledgerline-portal-bench-"));
  teardown.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  leftovers.dirs.push(dataDir);
  const database = await openDatabase({ dataDir, log: (line) => console.log(line) });
  teardown.push(() => database.stop());
  if (database.pid) leftovers.pids.push(database.pid);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, [serverJs], {
    env: {
      ...process.env,
      MONGODB_URI: database.uri,
      MONGODB_DATABASE: "ledgerline_portal_bench",
      PORT: String(port),
      LOG_LEVEL: "warn",
      LEDGERLINE_DEMO: "1",
      PUBLIC_URL: baseUrl,
    },
    // Its start-up lists the demo logins: shown only when it fails to start.
    stdio: ["ignore", "pipe", "inherit"],
  });
  let apiOutput = "";
  api.stdout.on("data", (chunk: Buffer) => (apiOutput = (apiOutput + chunk.toString()).slice(-4000)));
  teardown.push(() => terminate(api));
  if (api.pid) leftovers.pids.push(api.pid);
  const started = performance.now();
  await waitForHealth(
    `${baseUrl}/health`,
    () => api.exitCode === null && api.signalCode === null,
    180_000,
  ).catch((error: unknown) => {
    console.error(apiOutput);
    throw error;
  });
  console.log(
    `API with the demo seed at ${baseUrl} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const browser = await chromium.launch(chromiumLaunchOptions);
  teardown.push(() => browser.close());

  if (WARMUP) {
    const profile = PROFILES[0]!;
    await clientJourney(browser, profile);
    await adminJourney(browser, profile);
    console.log("warm-up journeys done (not counted)");
  }
  const empty = () =>
    ({ login: [], dashboard: [], wizard: [], providerList: [] }) as Record<StepId, Sample[]>;
  const samples = { unthrottled: empty(), throttled: empty() };
  for (let run = 1; run <= RUNS; run += 1) {
    for (const profile of PROFILES) {
      const taken = { ...(await clientJourney(browser, profile)), ...(await adminJourney(browser, profile)) };
      for (const step of STEPS) samples[profile.name][step.id].push(taken[step.id]!);
      console.log(
        `run ${run}/${RUNS} ${profile.name.padEnd(11)} ` +
          STEPS.map((step) => `${step.id} ${ms(taken[step.id]!.ms)}`).join(" · "),
      );
    }
  }
  report(samples, browser.version());
}

try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.cause) console.error(`  cause: ${String(error.cause)}`);
  process.exitCode = 1;
} finally {
  await tearDown();
}
