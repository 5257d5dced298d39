// The benchmark matrix (`npm run bench:matrix -w @ledgerline/api`): bench.ts once per portfolio size and
// database backend, each in its own process (one FerretDB at a time), then one table of every query at every
// connection count side by side, with its ratio to the same run's ceiling and the 500-client figure's ratio to
// the 12-client one. Not a test: it prints figures.
//
// Settings (environment): BENCH_MATRIX_CLIENTS ("12,100,500"), BENCH_MATRIX_BACKENDS ("sqlite,pg"); the
// rest (BENCH_SECONDS, BENCH_LEVELS, BENCH_MONITOR_RUNS…) is passed on to bench.ts.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

interface Run {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Result {
  clients: number;
  backend: string;
  single: Record<string, number>;
  counts: Record<string, number>;
  runs: Run[];
}

const sizes = (process.env.BENCH_MATRIX_CLIENTS ?? "12,100,500").split(",").map(Number);
const backends = (process.env.BENCH_MATRIX_BACKENDS ?? "sqlite,pg").split(",");
const CEILING = "{ __typename } (ceiling)";

function runBench(clients: number, backend: string, out: string): Result | null {
  console.log(`\n=== ${clients} clients, FerretDB on ${backend} ===`);
  const child = spawnSync(
    process.execPath,
    ["--import", "tsx", "--conditions=@ledgerline/source", join(import.meta.dirname, "bench.ts")],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        BENCH_CLIENTS: String(clients),
        BENCH_BACKEND: backend,
        BENCH_JSON: out,
        BENCH_MONITOR_RUNS: process.env.BENCH_MONITOR_RUNS ?? "0",
      },
    },
  );
  if (child.status !== 0) {
    console.log(`(bench failed for ${clients} clients on ${backend}: exit ${child.status})`);
    return null;
  }
  return JSON.parse(readFileSync(out, "utf8")) as Result;
}

function table(results: Result[]): string[] {
  const columns = results.map((result) => `${result.clients} ${result.backend}`);
  const lines = [
    `| query | conn. | ${columns.join(" | ")} |`,
    `|---|---|${columns.map(() => "---").join("|")}|`,
  ];
  const keys = [
    ...new Set(results.flatMap((result) => result.runs.map((run) => `${run.name}@${run.connections}`))),
  ];
  for (const key of keys) {
    const [name, connections] = key.split("@") as [string, string];
    const cells = results.map((result) => {
      const run = result.runs.find(
        (entry) => entry.name === name && entry.connections === Number(connections),
      );
      if (!run) return "–";
      const ceiling = result.runs.find(
        (entry) => entry.name === CEILING && entry.connections === run.connections,
      );
      const share = ceiling && name !== CEILING ? ` (${((run.rps / ceiling.rps) * 100).toFixed(1)} %)` : "";
      return `${run.rps.toFixed(run.rps < 10 ? 1 : 0)} req/s${share}, p50 ${run.p50} / p99 ${run.p99} ms${run.errors ? `, ${run.errors} errors` : ""}`;
    });
    lines.push(`| ${name} | ${connections} | ${cells.join(" | ")} |`);
  }
  lines.push("", `| one request alone: ms (database commands) | ${columns.join(" | ")} |`);
  lines.push(`|---|${columns.map(() => "---").join("|")}|`);
  for (const name of new Set(results.flatMap((result) => Object.keys(result.single)))) {
    const cells = results.map((result) =>
      result.single[name] === undefined ? "–" : `${result.single[name]!.toFixed(0)} (${result.counts[name]})`,
    );
    lines.push(`| ${name} | ${cells.join(" | ")} |`);
  }
  return lines;
}

/** Each figure at the largest portfolio against the same at the smallest, per backend (the goal: within 1.5×). */
function growth(results: Result[]): string[] {
  const lines: string[] = [];
  for (const backend of backends) {
    const own = results.filter((result) => result.backend === backend).sort((a, b) => a.clients - b.clients);
    const small = own[0];
    const large = own[own.length - 1];
    if (!small || !large || small === large) continue;
    lines.push(`\n${backend}: p50 at ${large.clients} clients ÷ p50 at ${small.clients} (goal ≤ 1.5):`);
    for (const run of large.runs) {
      const base = small.runs.find(
        (entry) => entry.name === run.name && entry.connections === run.connections,
      );
      if (!base || base.p50 === 0) continue;
      lines.push(`  ${`${run.name} @${run.connections}`.padEnd(44)} ${(run.p50 / base.p50).toFixed(2)}`);
    }
  }
  return lines;
}

const directory = mkdtempSync(join(tmpdir(), "ledgerline-bench-matrix-"));
try {
  const results: Result[] = [];
  for (const clients of sizes)
    for (const backend of backends) {
      const result = runBench(clients, backend, join(directory, `${clients}-${backend}.json`));
      if (result) results.push(result);
    }
  console.log(`\n=== the matrix ===\n${table(results).join("\n")}${growth(results).join("\n")}`);
} finally {
  rmSync(directory, { recursive: true, force: true });
}
