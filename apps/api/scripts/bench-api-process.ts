// A restart for the benchmarks: the API as `npm start` runs it (src/server.ts under tsx, in a process of its
// own, warming what it keeps in the background once it listens) on the bench's database. A process of its
// own, not another app in the benchmark's: what a process keeps in its modules (compiled formulas, kept
// engine states) starts empty, as after a real restart. Its JSON log says when it listens and how long each
// warm-up read took.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const tsx = resolve(apiRoot, "../../node_modules/.bin/tsx");

export interface BenchApiProcess {
  /** The base URL (http://127.0.0.1:port). */
  url: string;
  /** From the spawn until the server listened (loading the code, connecting, each module's set-up). */
  startMs: number;
  /** The warm-up's reads as the process logged them (what, ms), once it has read everything. */
  warmed: Promise<Array<{ what: string; ms: number }>>;
  /** SIGTERM, then the time until it exited (its last snapshots written on the way). */
  stop(): Promise<number>;
}

export interface BenchApiOptions {
  /** The database server, and the database on it. */
  uri: string;
  database: string;
  jwtSecret: string;
  /** An empty folder served as the portal and the studio. */
  noDist: string;
  /** Part of the warm-up's last line (`Read …`, or `Could not read …`): the warm-up is over then. */
  lastWarmRead: string;
}

export async function startBenchApi(options: BenchApiOptions): Promise<BenchApiProcess> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(tsx, ["--conditions=@ledgerline/source", "src/server.ts"], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? "",
      MONGODB_URI: options.uri,
      MONGODB_DATABASE: options.database,
      JWT_SECRET: options.jwtSecret,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: "http://bench.test",
      PORTAL_DIST: options.noDist,
      STUDIO_DIST: options.noDist,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const reads: Array<{ what: string; ms: number }> = [];
  let listening: () => void = () => undefined;
  let warmed: () => void = () => undefined;
  const listened = new Promise<void>((resolveListen) => (listening = resolveListen));
  const warmedUp = new Promise<void>((resolveWarm) => (warmed = resolveWarm));
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => (output = (output + chunk).slice(-8000)));
  child.stdout.setEncoding("utf8");
  let pending = "";
  child.stdout.on("data", (chunk: string) => {
    output = (output + chunk).slice(-8000);
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.startsWith("{")) continue;
      const entry = JSON.parse(line) as { msg?: string; ms?: number };
      const message = entry.msg ?? "";
      if (message.startsWith("Server listening at")) listening();
      if (message.startsWith("Read ") || message.startsWith("Could not read ")) {
        reads.push({ what: message, ms: entry.ms ?? NaN });
        if (message.includes(options.lastWarmRead)) warmed();
      }
    }
  });
  const exited = new Promise<void>((resolveExit) => child.once("exit", () => resolveExit()));
  await Promise.race([
    listened,
    exited.then(() => {
      throw new Error(`the API process ended before it listened:\n${output}`);
    }),
  ]);
  return {
    url: `http://127.0.0.1:${port}`,
    startMs: performance.now() - started,
    warmed: warmedUp.then(() => reads),
    stop: async () => {
      const stopping = performance.now();
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      return performance.now() - stopping;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === "object" && address ? address.port : 0));
    });
  });
}
