import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DatabaseSetupError,
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
