// A real API process (src/server.ts under tsx) on a test database, for tests of what several processes behind
// a load balancer share. Its JSON log lines are kept for the test to read.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { TEST_JWT_SECRET } from "./app";

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const tsx = resolve(apiRoot, "../../node_modules/.bin/tsx");

export interface ApiProcess {
  url: string;
  logs: Array<Record<string, unknown>>;
  stop: () => Promise<void>;
}

/** The database URI with the database's name as its path, the way MONGODB_URI names it. */
export function uriOfDatabase(serverUri: string, name: string): string {
  const url = new URL(serverUri);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startApiProcess(
  mongodbUri: string,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const noDist = mkdtempSync(join(tmpdir(), "ledgerline-nodist-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(tsx, ["--conditions=@ledgerline/source", "src/server.ts"], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? "",
      MONGODB_URI: mongodbUri,
      JWT_SECRET: TEST_JWT_SECRET,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: "http://portal.test",
      PORTAL_DIST: noDist,
      STUDIO_DIST: noDist,
      LOG_LEVEL: "debug",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Array<Record<string, unknown>> = [];
  let output = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => (output = (output + chunk).slice(-8000)));
  child.stdout.setEncoding("utf8");
  let pending = "";
  child.stdout.on("data", (chunk: string) => {
    output = (output + chunk).slice(-8000);
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines)
      if (line.startsWith("{")) logs.push(JSON.parse(line) as Record<string, unknown>);
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process ended (${child.exitCode}):\n${output}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stopProcess(child);
      throw new Error(`the API process did not answer /health:\n${output}`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  return { url, logs, stop: () => stopProcess(child) };
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

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    child.once("exit", () => resolveStop());
    child.kill("SIGTERM");
  });
}
