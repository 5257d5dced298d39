import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DatabaseSetupError,
  buildFerretDB,
  ensureFerretDB,
  openDatabase,
  startFerretDB,
  superviseFerretDB,
} from "./ferretdb.mjs";

function isRunning(pid: number | undefined) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function withClient<T>(uri: string, work: (client: MongoClient) => Promise<T>) {
  const client = new MongoClient(uri);
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

describe("ensureFerretDB", () => {
  it("explains how to go on when FerretDB is missing and there is no Go toolchain", async () => {
    const emptyRoot = mkdtempSync(join(tmpdir(), "ledgerline-nogo-"));
    try {
      const attempt = ensureFerretDB({ root: emptyRoot, env: { PATH: emptyRoot } });
      await expect(attempt).rejects.toBeInstanceOf(DatabaseSetupError);
      await expect(attempt).rejects.toThrow(/set MONGODB_URI to use your own MongoDB/);
    } finally {
      rmSync(emptyRoot, { recursive: true, force: true });
    }
  });
});

/** SQLite's plan for `find({ _id })`, from FerretDB's explain (one line per plan node). */
async function idLookupPlan(uri: string, collection: string): Promise<string> {
  const explained = await withClient(uri, (client) =>
    client.db("plans").command({ explain: { find: collection, filter: { _id: "key-7" } } }),
  );
  return (explained.queryPlanner as { Plan: string[] }).Plan.join("\n");
}

async function insertKeyed(uri: string, collection: string) {
  await withClient(uri, (client) =>
    client
      .db("plans")
      .collection<{ _id: string; n: number }>(collection)
      .insertMany(Array.from({ length: 50 }, (_, n) => ({ _id: `key-${n}`, n }))),
  );
}

describe("FerretDB's _id reads (Ledgerline's patch, ferretdb-patch.mjs)", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "ledgerline-ferretdb-plan-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("finds a document by _id through an index the SQL uses, not by scanning the table", async () => {
    const database = await startFerretDB({ dataDir, binary: await ensureFerretDB() });
    try {
      await insertKeyed(database.uri, "fresh");
      const plan = await idLookupPlan(database.uri, "fresh");
      expect(plan).toMatch(/SEARCH \S+ USING INDEX \S+_ledgerline_id/);
      const found = await withClient(database.uri, (client) =>
        client.db("plans").collection<{ _id: string; n: number }>("fresh").findOne({ _id: "key-7" }),
      );
      expect(found).toEqual({ _id: "key-7", n: 7 });
    } finally {
      await database.stop();
    }
  }, 300_000);

  it("indexes the collections of a database made by the release without the patch when it opens it", async () => {
    const releaseBinary = join(dataDir, "ferretdb-release");
    await buildFerretDB(releaseBinary, { patch: false });
    const before = await startFerretDB({ dataDir, binary: releaseBinary });
    try {
      await insertKeyed(before.uri, "older");
      expect(await idLookupPlan(before.uri, "older")).toMatch(/SCAN \S+/);
    } finally {
      await before.stop();
    }
    const after = await startFerretDB({ dataDir, binary: await ensureFerretDB() });
    try {
      expect(await idLookupPlan(after.uri, "older")).toMatch(/SEARCH \S+ USING INDEX \S+_ledgerline_id/);
      const count = await withClient(after.uri, (client) =>
        client.db("plans").collection("older").countDocuments(),
      );
      expect(count).toBe(50);
    } finally {
      await after.stop();
    }
  }, 600_000);
});

/** Runs SQL on the local PostgreSQL (127.0.0.1:5432, trust authentication: the development and CI machines). */
function psql(sql: string, database = "postgres"): string {
  return execFileSync(
    "psql",
    ["-h", "127.0.0.1", "-p", "5432", "-U", "postgres", "-d", database, "-v", "ON_ERROR_STOP=1", "-tAc", sql],
    { encoding: "utf8" },
  ).trim();
}

describe("FerretDB's _id reads on PostgreSQL (Ledgerline's patch, ferretdb-patch.mjs)", () => {
  const database = `ledgerline_plan_${process.pid}`;
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "ledgerline-ferretdb-pg-"));
    psql(`CREATE DATABASE ${database}`);
  });
  afterAll(() => {
    psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const start = async () =>
    startFerretDB({
      dataDir,
      binary: await ensureFerretDB(),
      postgresqlUrl: `postgres://postgres@127.0.0.1:5432/${database}`,
    });
  interface PlanNode {
    "Node Type"?: string;
    "Index Name"?: string;
    Plans?: PlanNode[];
  }
  /** The indexes PostgreSQL's plan for `find({ _id })` scans, from FerretDB's explain. */
  const indexesScanned = (uri: string) =>
    withClient(uri, async (client) => {
      const explained = await client
        .db("plans")
        .command({ explain: { find: "keyed", filter: { _id: "key-7" } } });
      const scanned: string[] = [];
      const visit = (node: PlanNode) => {
        if (node["Node Type"]?.includes("Index Scan") && node["Index Name"]) scanned.push(node["Index Name"]);
        node.Plans?.forEach(visit);
      };
      visit((explained.queryPlanner as { Plan: PlanNode }).Plan);
      return scanned;
    });

  it("finds a document by _id through a GIN index, also in a database made before the patch", async () => {
    const first = await start();
    try {
      await withClient(first.uri, (client) =>
        client
          .db("plans")
          .collection<{ _id: string; n: number }>("keyed")
          .insertMany(Array.from({ length: 5000 }, (_, n) => ({ _id: `key-${n}`, n }))),
      );
      expect(await indexesScanned(first.uri)).toEqual([expect.stringMatching(/^keyed_\w+_ledgerline_id$/)]);
    } finally {
      await first.stop();
    }
    // A database made before: its tables have no such index until FerretDB opens it again.
    const index = psql(
      `SELECT indexname FROM pg_indexes WHERE indexname LIKE 'keyed%_ledgerline_id'`,
      database,
    );
    expect(index).not.toBe("");
    psql(`DROP INDEX plans."${index}"`, database);
    const second = await start();
    try {
      expect(await indexesScanned(second.uri)).toEqual([index]);
      const found = await withClient(second.uri, (client) =>
        client.db("plans").collection<{ _id: string; n: number }>("keyed").findOne({ _id: "key-7" }),
      );
      expect(found).toEqual({ _id: "key-7", n: 7 });
    } finally {
      await second.stop();
    }
  }, 300_000);
});

describe("startFerretDB", () => {
  let binary: string;
  let dataDir: string;

  beforeAll(async () => {
    binary = await ensureFerretDB();
    dataDir = mkdtempSync(join(tmpdir(), "ledgerline-ferretdb-test-"));
  }, 300_000);

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("serves the MongoDB wire protocol, stops cleanly, and keeps its data for the next start", async () => {
    const first = await startFerretDB({ dataDir, binary });
    expect(first.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
    await withClient(first.uri, (client) =>
      client.db("persist").collection("notes").insertOne({ text: "kept across restarts" }),
    );
    await first.stop();
    expect(isRunning(first.pid)).toBe(false);

    const second = await startFerretDB({ dataDir, binary });
    try {
      expect(second.uri).not.toBe("");
      const note = await withClient(second.uri, (client) =>
        client
          .db("persist")
          .collection("notes")
          .findOne({}, { projection: { _id: 0 } }),
      );
      expect(note).toEqual({ text: "kept across restarts" });
    } finally {
      await second.stop();
    }
  });

  it("supervised, comes back on the same address after being killed, with its data, and stays stopped when stopped", async () => {
    const lines: string[] = [];
    const givenUp: string[] = [];
    const database = await superviseFerretDB({
      dataDir,
      binary,
      log: (line) => lines.push(line),
      onGiveUp: (reason) => givenUp.push(reason),
    });
    const firstPid = database.pid;
    try {
      await withClient(database.uri, (client) =>
        client.db("supervised").collection("notes").insertOne({ text: "kept across a crash" }),
      );
      process.kill(firstPid!, "SIGKILL");
      await expect
        .poll(() => database.pid !== firstPid && isRunning(database.pid), { timeout: 30_000 })
        .toBe(true);
      const note = await withClient(database.uri, (client) =>
        client
          .db("supervised")
          .collection("notes")
          .findOne({}, { projection: { _id: 0 } }),
      );
      expect(note).toEqual({ text: "kept across a crash" });
      expect(lines).toContain("The database stopped (SIGKILL); restarting it");
    } finally {
      await database.stop();
    }
    const stoppedPid = database.pid;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(isRunning(stoppedPid)).toBe(false);
    expect(database.pid).toBe(stoppedPid);
    expect(givenUp).toEqual([]);
  });

  it("supervised, is not restarted when it stops because the whole run is stopping", async () => {
    const lines: string[] = [];
    let runStopping = false;
    const database = await superviseFerretDB({
      dataDir,
      binary,
      log: (line) => lines.push(line),
      stopping: () => runStopping,
    });
    const pid = database.pid;
    // As under Ctrl-C: the signal reaches the database directly, while the run is stopping.
    runStopping = true;
    process.kill(pid!, "SIGTERM");
    await expect.poll(() => isRunning(pid), { timeout: 10_000 }).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(database.pid).toBe(pid);
    expect(lines.filter((line) => line.includes("restarting"))).toEqual([]);
    await database.stop();
  });

  it("uses MONGODB_URI instead of starting anything when it is set", async () => {
    const running = await startFerretDB({ dataDir, binary });
    try {
      const database = await openDatabase({
        dataDir: join(dataDir, "unused"),
        env: { ...process.env, MONGODB_URI: running.uri, LEDGERLINE_FERRETDB_BIN: "/nonexistent/ferretdb" },
      });
      expect(database).toMatchObject({ uri: running.uri, external: true, pid: undefined });
      await database.stop();
      // stopping an external database must leave the server running
      await withClient(running.uri, (client) => client.db("admin").command({ ping: 1 }));
    } finally {
      await running.stop();
    }
  });

  it("reports a server that does not answer at MONGODB_URI", async () => {
    const attempt = openDatabase({
      dataDir,
      env: { ...process.env, MONGODB_URI: "mongodb://127.0.0.1:1/" },
      pingTimeoutMs: 1500,
    });
    await expect(attempt).rejects.toThrow(/did not answer a ping/);
  });
});
