// A real API process (src/server.ts under tsx) on a test database, for tests of what several processes behind
// a load balancer share. Its JSON log lines are kept for the test to read.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
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
  const child = spawn(tsx, ["--conditions=@ledgerline/source", "src/server.ts"], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? "",
      MONGODB_URI: mongodbUri,
      JWT_SECRET: TEST_JWT_SECRET,
      HOST: "127.0.0.1",
      PORT: "0",
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
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API process did not start:\n${output}`)), 90_000);
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => (output += chunk));
    let pending = "";
    child.stdout.on("data", (chunk: string) => {
      output += chunk;
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (!line.startsWith("{")) continue;
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        const listening = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(String(entry.msg));
        if (listening) {
          clearTimeout(timer);
          resolveUrl(listening[1]!);
        }
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the API process ended (${code}) before it listened:\n${output}`));
    });
  });
  return { url, logs, stop: () => stopProcess(child) };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    child.once("exit", () => resolveStop());
    child.kill("SIGTERM");
  });
}
