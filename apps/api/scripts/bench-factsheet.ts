// The factsheet export benchmark (`npm run bench:factsheet -w @ledgerline/api`, also run by `npm run bench`):
// createExport of BENCH_FACTSHEET_CLIENTS MFI/BANK clients (50 and 500) × the twelve months of 2024 with every
// MFI export form, against a bare exceljs streaming write of the same cells, in the same run.
//
// The whole request: POST /graphql createExport through the app (authentication, validation, scope, the
// formula engine, conversion, the streamed workbook stored in FerretDB as GridFS chunks). The portfolio is
// generated in memory (the same generator as the demo) and read through the in-memory reporting repository,
// so the figures are the export's own and not the database's reads; users and the stored file live in
// FerretDB (SQLite backend, a temporary data dir). The bare writer writes the same sheets, rows and number
// cells (with a number format) into a stream that discards them.
//
// Each measurement runs in a fresh child process, so that its peak memory is its own: peak memory is the
// child's maximum resident set size (process.resourceUsage().maxRSS), with a child that only generates the
// portfolio and builds the app as the baseline; both sides are given above that baseline too. Time is the
// median wall time of BENCH_RUNS runs (3) after one warm-up, measured inside the child. Goal (issue 16): at
// most 2× the bare writer, peak memory above the baseline flat from 50 to 500 clients.
//
// Last, what the largest export does to everyone else: in a child of its own, the app listening on a port,
// after a warm-up export (the worker thread started, the caches filled), `/health` is asked over HTTP every
// 50 ms from another thread while the export runs once more (bench-health.ts), against `/health` idle.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { openDatabase } from "@ledgerline/devtools/ferretdb";
import { FACTSHEET_EXPORT_FORMS, flattenFields, generateDemo } from "@ledgerline/schemas";
import ExcelJS from "exceljs";
import { MongoClient } from "mongodb";
import { buildApp } from "../src/app";
import { readConfig } from "../src/config";
import { hashPassword } from "../src/modules/accounts/password";
import { MemoryReportingRepository } from "../src/modules/reports/repository/memory-repository";
import type { MemoryData } from "../src/modules/reports/repository/memory-repository";
import { newId } from "../src/platform/ids";
import { healthLine, idleHealth, watchHealth } from "./bench-health";
import type { HealthSpread } from "./bench-health";

const SIZES = (process.env.BENCH_FACTSHEET_CLIENTS ?? "50,500").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PERIODS = Array.from({ length: 12 }, (_, index) => 202401 + index);
const DATABASE = "ledgerline_bench_factsheet";
const ADMIN = "bench.admin@investor.test";
const PASSWORD = "Bench-passw0rd";
const JWT_SECRET = "bench-secret-of-at-least-thirty-two-characters";

type Phase = "baseline" | "bare" | "export" | "health";

/** A portfolio with at least `count` MFI/BANK clients and the 25 months of history 2024's formulas read. */
function portfolio(count: number) {
  const data = generateDemo({ clients: Math.ceil(count * 1.6) + 4, months: 26, asOf: "2025-01-20" });
  const chosen = data.clients.filter((client) => client.clientType !== "AGRO").slice(0, count);
  if (chosen.length < count) throw new Error(`only ${chosen.length} MFI/BANK clients generated`);
  return { data, clientIds: chosen.map((client) => client._id) };
}

function memoryData(data: ReturnType<typeof generateDemo>): MemoryData {
  return {
    clients: data.clients as unknown as MemoryData["clients"],
    formConfigs: data.formConfigs as unknown as MemoryData["formConfigs"],
    reportConfigs: data.reportConfigs as unknown as MemoryData["reportConfigs"],
    reportInstances: data.reportInstances as unknown as MemoryData["reportInstances"],
    formData: data.formData as unknown as MemoryData["formData"],
    exchangeRates: data.exchangeRates as unknown as MemoryData["exchangeRates"],
  };
}

/** The same sheets, rows and columns as the export (header rows included), numbers in every value cell. */
async function bareWrite(data: ReturnType<typeof generateDemo>, clients: number): Promise<number> {
  const sink = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true });
  let cells = 0;
  for (const key of FACTSHEET_EXPORT_FORMS.MFI) {
    const form = data.formConfigs.find((candidate) => candidate.key === key)!;
    const sheet = workbook.addWorksheet(key, { views: [{ state: "frozen", xSplit: 1, ySplit: 10 }] });
    const columns = clients * PERIODS.length;
    for (let header = 1; header <= 10; header++) {
      const row = sheet.getRow(header);
      row.getCell(1).value = `Header ${header}`;
      if (header >= 9) for (let column = 2; column <= columns + 1; column++) row.getCell(column).value = "x";
      row.commit();
    }
    flattenFields(form.fields).forEach(({ field }, index) => {
      const row = sheet.getRow(11 + index);
      row.getCell(1).value = field.name.en;
      if (field.type !== "fieldset")
        for (let column = 2; column <= columns + 1; column++) {
          const cell = row.getCell(column);
          cell.value = ((index * 7919 + column * 104729) % 100_000_000) / 100;
          cell.numFmt = "#,##0.00";
          cells++;
        }
      row.commit();
    });
    sheet.commit();
  }
  await workbook.commit();
  return cells;
}

async function child(phase: Phase, clients: number, uri: string): Promise<void> {
  const { data, clientIds } = portfolio(clients);
  const config = {
    ...readConfig({ MONGODB_URI: uri, JWT_SECRET, PUBLIC_URL: "http://bench.test" }),
    databaseName: DATABASE,
  };
  const app = await buildApp(config, {
    logger: false,
    reportingRepository: () => new MemoryReportingRepository(memoryData(data)),
  });
  const login = await app.inject({
    method: "POST",
    url: "/auth/login",
    payload: { username: ADMIN, password: PASSWORD },
  });
  const token = (login.json() as { token: string }).token;
  const query = `mutation ($clients: [ID!]) { createExport(exportType: "CLIENT", clients: $clients, currencies: ["USD"], periods: [${PERIODS.join(", ")}], clientStatus: ["active", "workout", "inactive", "removed"], language: "en") { success error { message } fileId } }`;
  const exportOnce = async () => {
    const response = await app.inject({
      method: "POST",
      url: "/graphql",
      headers: { authorization: `Bearer ${token}` },
      payload: { query, variables: { clients: clientIds } },
    });
    const result = (response.json() as { data?: { createExport?: { success: boolean } } }).data?.createExport;
    if (!result?.success) throw new Error(`export failed: ${response.body.slice(0, 300)}`);
  };
  const times: number[] = [];
  let health: { during: HealthSpread; idle: HealthSpread } | null = null;
  if (phase === "health") {
    const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
    await exportOnce();
    const idle = await idleHealth(baseUrl);
    const stop = watchHealth(baseUrl);
    const started = performance.now();
    await exportOnce();
    times.push(performance.now() - started);
    health = { during: await stop(), idle };
  }
  for (let run = 0; phase !== "health" && run <= (phase === "baseline" ? 0 : RUNS); run++) {
    const started = performance.now();
    if (phase === "bare") await bareWrite(data, clients);
    if (phase === "export") await exportOnce();
    if (run > 0) times.push(performance.now() - started);
  }
  await app.close();
  process.stdout.write(JSON.stringify({ times, maxRssMb: process.resourceUsage().maxRSS / 1024, health }));
}

function measure(
  phase: Phase,
  clients: number,
  uri: string,
): { median: number; maxRssMb: number; health: { during: HealthSpread; idle: HealthSpread } | null } {
  const output = execFileSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), "--phase", phase, String(clients), uri],
    { encoding: "utf8", maxBuffer: 1 << 20 },
  );
  const { times, maxRssMb, health } = JSON.parse(output.slice(output.lastIndexOf('{"times"'))) as {
    times: number[];
    maxRssMb: number;
    health: { during: HealthSpread; idle: HealthSpread } | null;
  };
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, maxRssMb, health };
}

async function seedAdmin(uri: string): Promise<void> {
  const client = new MongoClient(uri);
  await client.connect();
  const db = client.db(DATABASE);
  await db.dropDatabase();
  const userId = newId();
  const accountId = newId();
  const now = new Date().toISOString();
  await db.collection("users").insertOne({
    _id: userId as never,
    created: now,
    firstName: "Bench",
    lastName: "Admin",
    fullName: "Bench Admin",
    email: ADMIN,
    emailKey: ADMIN,
    lastLogin: null,
    communication: [],
    userAccountId: accountId,
    language: "en",
    status: "ACTIVE",
    changeLog: [],
    roles: ["investor-admin"],
    clients: { ids: [], regions: [], nameList: [] },
  });
  await db.collection("accounts").insertOne({
    _id: accountId as never,
    userId,
    username: ADMIN,
    passwordHash: await hashPassword(PASSWORD, { ln: 10, r: 8, p: 1 }),
    status: "ACTIVE",
    created: now,
  });
  await client.close();
}

async function main(): Promise<void> {
  const phaseIndex = process.argv.indexOf("--phase");
  if (phaseIndex > 0)
    return child(
      process.argv[phaseIndex + 1] as Phase,
      Number(process.argv[phaseIndex + 2]),
      process.argv[phaseIndex + 3]!,
    );

  const dataDir = mkdtempSync(join(tmpdir(), "ledgerline-bench-factsheet-"));
  const database = await openDatabase({ dataDir });
  try {
    await seedAdmin(database.uri);
    console.log(
      `factsheet benchmark (load average ${loadavg()[0]!.toFixed(1)}): CLIENT export, USD, 12 months of 2024, forms ${FACTSHEET_EXPORT_FORMS.MFI.join(", ")}; median of ${RUNS} runs after a warm-up`,
    );
    const results: Array<{ clients: number; above: { bare: number; export: number } }> = [];
    for (const clients of SIZES) {
      const baseline = measure("baseline", clients, database.uri);
      const bare = measure("bare", clients, database.uri);
      const exported = measure("export", clients, database.uri);
      const row = (name: string, result: { median: number; maxRssMb: number }) =>
        console.log(
          `  ${String(clients).padStart(4)} clients  ${name.padEnd(40)} ${(result.median / 1000).toFixed(2).padStart(7)} s ${result.maxRssMb.toFixed(0).padStart(6)} MB peak RSS (+${(result.maxRssMb - baseline.maxRssMb).toFixed(0)} MB over baseline)`,
        );
      row("portfolio generated, app built (baseline)", baseline);
      row("bare exceljs streaming write", bare);
      row("createExport (whole request)", exported);
      console.log(
        `  ${String(clients).padStart(4)} clients  ratio export / bare: time ${(exported.median / bare.median).toFixed(2)}×, peak RSS ${(exported.maxRssMb / bare.maxRssMb).toFixed(2)}×`,
      );
      results.push({
        clients,
        above: {
          bare: bare.maxRssMb - baseline.maxRssMb,
          export: exported.maxRssMb - baseline.maxRssMb,
        },
      });
    }
    const largest = Math.max(...SIZES);
    const watched = measure("health", largest, database.uri);
    console.log(
      `/health every 50 ms while createExport of ${largest} clients runs (${(watched.median / 1000).toFixed(2)} s): ${healthLine(watched.health!.during)}`,
    );
    console.log(`/health idle, same process: ${healthLine(watched.health!.idle)}`);
    if (results.length > 1) {
      const first = results[0]!;
      const last = results[results.length - 1]!;
      console.log(
        `peak RSS over baseline from ${first.clients} to ${last.clients} clients: export ${first.above.export.toFixed(0)} → ${last.above.export.toFixed(0)} MB, bare ${first.above.bare.toFixed(0)} → ${last.above.bare.toFixed(0)} MB`,
      );
    }
  } finally {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
