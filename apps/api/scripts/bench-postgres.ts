// FerretDB 1.24 on its PostgreSQL backend for the benchmark (BENCH_BACKEND=pg): creates a fresh database on
// the local PostgreSQL (127.0.0.1:5432, trust authentication, user postgres; override with BENCH_PG_HOST,
// BENCH_PG_PORT, BENCH_PG_USER), starts the FerretDB binary of .tools/bin on a free loopback port with a
// temporary state directory, and on stop ends that process (by its PID) and drops the database and the
// directory. The SQLite backend scans a collection for every filter but _id; the PostgreSQL backend pushes
// top-level scalar equality down to SQL (docs/operations.md), which is what the API's hot queries use.
import { execFile, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { MongoClient } from "mongodb";

const HOST = process.env.BENCH_PG_HOST ?? "127.0.0.1";
const PORT = process.env.BENCH_PG_PORT ?? "5432";
const USER = process.env.BENCH_PG_USER ?? "postgres";

export interface PostgresFerret {
  uri: string;
  description: string;
  /**
   * Adds PostgreSQL GIN indexes on `_jsonb->'<key>'` of the collections' tables (BENCH_PG_GIN=1). FerretDB
   * pushes `{ key: value }` down as `_jsonb->'key' @> value`, which its own btree indexes cannot serve (every
   * pushed-down query is a sequential scan); a GIN index on the same expression can. An experiment outside
   * FerretDB's API: FerretDB neither knows nor maintains these indexes beyond what PostgreSQL does itself.
   */
  addGinIndexes(keys: Record<string, readonly string[]>, mongoDatabase: string): Promise<string[]>;
  stop(): Promise<void>;
}

function psql(sql: string, database = "postgres"): Promise<string> {
  return new Promise((done, fail) => {
    execFile(
      "psql",
      ["-h", HOST, "-p", PORT, "-U", USER, "-d", database, "-v", "ON_ERROR_STOP=1", "-tAc", sql],
      (error, stdout, stderr) => {
        if (error) fail(new Error(`psql ${sql}: ${stderr.trim() || error.message}`));
        else done(stdout.trim());
      },
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => done(port));
    });
  });
}

async function waitForPing(uri: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`FerretDB exited with ${child.exitCode}: ${output()}`);
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1000 });
    try {
      await client.connect();
      await client.db("admin").command({ ping: 1 });
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`FerretDB did not answer within 60 s: ${output()}`, { cause: error });
      await new Promise((wait) => setTimeout(wait, 250));
    } finally {
      await client.close().catch(() => {});
    }
  }
}

/** Starts FerretDB (pg handler) on a new PostgreSQL database named ledgerline_bench_<pid>_<time>. */
export async function startPostgresFerret(
  binary = process.env.LEDGERLINE_FERRETDB_BIN ??
    resolve(import.meta.dirname, "..", "..", "..", ".tools", "bin", "ferretdb"),
): Promise<PostgresFerret> {
  const database = `ledgerline_bench_${process.pid}_${Date.now()}`;
  await psql(`CREATE DATABASE ${database}`);
  const stateDir = mkdtempSync(join(tmpdir(), "ledgerline-bench-ferretdb-pg-"));
  const dropAll = async () => {
    rmSync(stateDir, { recursive: true, force: true });
    await psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  let child: ChildProcess | null = null;
  try {
    const port = await freePort();
    child = spawn(
      binary,
      [
        "--handler=pg",
        `--postgresql-url=postgres://${USER}@${HOST}:${PORT}/${database}`,
        `--listen-addr=127.0.0.1:${port}`,
        `--state-dir=${stateDir}`,
        "--debug-addr=-",
        "--telemetry=disable",
        "--log-level=error",
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout?.on("data", (chunk) => (output = (output + String(chunk)).slice(-2000)));
    child.stderr?.on("data", (chunk) => (output = (output + String(chunk)).slice(-2000)));
    const uri = `mongodb://127.0.0.1:${port}/`;
    await waitForPing(uri, child, () => output);
    const version = await psql("SHOW server_version");
    const running = child;
    return {
      uri,
      description: `FerretDB 1.24 (PostgreSQL ${version} backend, database ${database}, pid ${running.pid})`,
      addGinIndexes: async (keys, mongoDatabase) => {
        const created: string[] = [];
        const schema = mongoDatabase.toLowerCase().replace(/[^a-z0-9_]/g, "_");
        for (const [collection, fields] of Object.entries(keys)) {
          const prefix = collection.toLowerCase().replace(/[^a-z0-9_]/g, "_");
          const table = (
            await psql(
              `SELECT tablename FROM pg_tables WHERE schemaname = '${schema}' AND tablename LIKE '${prefix}\\_%' ORDER BY tablename LIMIT 1`,
              database,
            )
          ).split("\n")[0];
          if (!table) continue;
          for (const field of fields) {
            if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) throw new Error(`not a plain field name: ${field}`);
            await psql(
              `CREATE INDEX ${table}_${field.toLowerCase()}_gin ON "${schema}"."${table}" USING gin ((_jsonb->'${field}'))`,
              database,
            );
            created.push(`${collection}.${field}`);
          }
        }
        await psql(`ANALYZE`, database);
        return created;
      },
      stop: async () => {
        if (running.exitCode === null) {
          const exited = new Promise((done) => running.once("exit", done));
          running.kill("SIGTERM");
          await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
          if (running.exitCode === null) running.kill("SIGKILL");
        }
        await dropAll();
      },
    };
  } catch (error) {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    await dropAll().catch(() => {});
    throw error;
  }
}
