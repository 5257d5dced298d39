// The upload benchmark (`npm run bench:upload -w @ledgerline/api`, also run by `npm run bench`): parse and
// validate a ~3 MB filled template (src/modules/excel/upload-check.ts, no database: the forms and the stored
// history are in memory) against a bare `new ExcelJS.Workbook().xlsx.load` of the same buffer, in the same run.
//
// The file: a synthetic report of BENCH_FORMS forms (48) of BENCH_GROUPS groups (150) of 10 currency inputs
// and a subtotal formula, plus a grand total and one step validation per form, every input filled (72,000
// inputs, 79,000 rows), built by the app's own template builder with the three comparison columns filled too.
// That is about 3 MB of .xlsx (BENCH_KEEP=path keeps the file).
//
// Each measurement runs BENCH_RUNS times (5) in a fresh child process, so that its peak memory is its own:
// peak memory is the child's maximum resident set size (process.resourceUsage().maxRSS: the whole process,
// Node and the loaded modules included), with a child that only loads the modules as the baseline. Time is
// the median wall time of the runs after one warm-up, measured inside the child. Targets: under 1.5 s,
// under 300 MB, at most 1.3× the bare load.
//
// Last, what a large exchange-rate file does to everyone else: the app on a FerretDB of its own (a temporary
// data dir), previewExchangeRates of the largest file the upload takes (MAX_RATE_FILE_BYTES), as .xlsx and as
// CSV, rows of a currency code and a rate; after a warm-up preview, `/health` is asked over HTTP every 50 ms
// from another thread while the file is read once more (bench-health.ts), against `/health` idle. The file
// has far more rows than a month quotes, so the preview reads it whole and then refuses it (MAX_RATE_ROWS):
// the reading is what is measured.
import { execFileSync } from "node:child_process";
import { openDatabase } from "@ledgerline/devtools/ferretdb";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ExcelJS from "exceljs";
import { MongoClient } from "mongodb";
import type { Document } from "mongodb";
import { buildApp } from "../src/app";
import { readConfig } from "../src/config";
import type { ClientDoc } from "../src/model/clients";
import { MAX_RATE_FILE_BYTES } from "../src/modules/exchange-rates/rate-file";
import { checkUpload } from "../src/modules/excel/upload-check";
import { blockingFailures, mergeUploaded } from "../src/modules/excel/step-checks";
import { buildTemplate } from "../src/modules/excel/template-builder";
import type { FilledForm, TemplateModel } from "../src/modules/excel/template-data";
import { templateForm } from "../src/modules/excel/template-rows";
import type { FormConfigDoc, ReportInstanceDoc } from "../src/modules/reports/model";
import { buildTemplates } from "../src/modules/reports/repository";
import { newId } from "../src/platform/ids";
import { healthLine, idleHealth, watchHealth } from "./bench-health";
import { BENCH_PASSWORD, benchPasswordHash, benchUser } from "./bench-setup";

const FORMS = Number(process.env.BENCH_FORMS ?? 48);
const GROUPS = Number(process.env.BENCH_GROUPS ?? 150);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const NUMERIC = 20240331;

export function syntheticForms(): FormConfigDoc[] {
  return Array.from({ length: FORMS }, (_, f) => {
    const key = `benchForm${f}`;
    const groups = Array.from({ length: GROUPS }, (_, g) => ({
      internalName: `g${g}`,
      name: { en: `Group ${g}`, fr: `Groupe ${g}` },
      type: "currency" as const,
      formula: `add(${Array.from({ length: 10 }, (_, i) => `g${g}i${i}`).join(", ")})`,
      children: Array.from({ length: 10 }, (_, i) => ({
        internalName: `g${g}i${i}`,
        name: { en: `Line ${g}.${i} of form ${f}`, fr: `Ligne ${g}.${i} du formulaire ${f}` },
        type: "currency" as const,
        validations: { allowNegative: false },
        editable: true,
      })),
    }));
    return {
      _id: `bench${String(f).padStart(19, "0")}`,
      key,
      version: "1.0.0",
      status: "published",
      name: { en: `Form ${f}`, fr: `Formulaire ${f}` },
      context: { category: "financial", periodType: "month", target: "client" },
      type: "form",
      clientTypes: ["MFI"],
      grid: { comparisonColumns: ["1FY", "1M", "1Y"] },
      settings: { currencyScaled: true, uploadable: true },
      fields: [
        ...groups,
        {
          internalName: "total",
          name: { en: "Total", fr: "Total" },
          type: "currency",
          formula: `add(${groups.map((group) => group.internalName).join(", ")})`,
        },
      ],
      validations: [
        {
          key: "totalPositive",
          validationType: "error",
          validationMessage: "The total cannot be negative.",
          formula: "total >= 0",
          dependencies: ["total"],
        },
      ],
    } as unknown as FormConfigDoc;
  });
}

const client = {
  _id: "bench00000000000000000c1",
  clientType: "MFI",
  clientConfigType: "MFI",
  financialPeriods: [],
} as unknown as ClientDoc;
const report = {
  _id: "bench00000000000000000r1",
  client: { _id: client._id, key: "bench", name: "Bench Microfinance", officialName: "Bench Microfinance" },
  context: {
    numeric: NUMERIC,
    text: "2024-03",
    period: { month: 3, quarter: 1, year: 2024, financialYear: 2024 },
  },
  versions: {},
} as unknown as ReportInstanceDoc;

async function buildFile(forms: FormConfigDoc[]): Promise<Buffer> {
  const value = (f: number, g: number, i: number) => (f * 7919 + g * 104729 + i * 1299709) % 100_000_000;
  const model: TemplateModel = {
    language: "en",
    reportId: report._id,
    clientId: client._id,
    clientName: "Bench Microfinance",
    numeric: NUMERIC,
    period: "2024-03",
    currency: "USD",
    scale: 1,
    forms: forms.map((form, f): FilledForm => {
      const values: Record<string, number> = {};
      for (let g = 0; g < GROUPS; g++) for (let i = 0; i < 10; i++) values[`g${g}i${i}`] = value(f, g, i);
      const scope = { values, computed: {} };
      return {
        ...templateForm(form, "en", false),
        current: scope,
        comparisonData: { "1FY": scope, "1M": scope, "1Y": scope },
      };
    }),
  };
  return buildTemplate(model);
}

type Phase = "baseline" | "bare" | "check";

async function runPhase(phase: Phase, file: Buffer): Promise<number> {
  if (phase === "baseline") return 0;
  if (phase === "bare") {
    const started = performance.now();
    await new ExcelJS.Workbook().xlsx.load(file as unknown as ArrayBuffer);
    return performance.now() - started;
  }
  const forms = syntheticForms();
  const templates = buildTemplates(forms, []);
  const started = performance.now();
  const plan = await checkUpload(file, {
    formsIn: (language) => forms.map((form) => templateForm(form, language, false)),
    language: "en",
    scale: 1,
    acceptOutdated: false,
    validate: async (uploaded) =>
      blockingFailures(templates, report, client, forms, mergeUploaded([], report, forms, uploaded), "en"),
  });
  const elapsed = performance.now() - started;
  const changes = plan.forms.reduce((sum, entry) => sum + entry.changes.length, 0);
  if (changes !== FORMS * GROUPS * 10) throw new Error(`expected every input read, got ${changes}`);
  return elapsed;
}

/** In a child: RUNS measured runs after a warm-up; prints JSON { times, maxRssMb }. */
async function child(phase: Phase, path: string): Promise<void> {
  const file = readFileSync(path);
  const times: number[] = [];
  for (let run = 0; run <= (phase === "baseline" ? 0 : RUNS); run++) {
    const elapsed = await runPhase(phase, file);
    if (run > 0) times.push(elapsed);
  }
  process.stdout.write(JSON.stringify({ times, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
}

function measure(phase: Phase, path: string): { median: number; maxRssMb: number } {
  const output = execFileSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), "--phase", phase, path],
    { encoding: "utf8", maxBuffer: 1 << 20 },
  );
  const { times, maxRssMb } = JSON.parse(output.slice(output.indexOf("{"))) as {
    times: number[];
    maxRssMb: number;
  };
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, maxRssMb };
}

/** A currency code and a rate for row `n`, different on every row. */
function rateRow(n: number): [string, number] {
  const letter = (k: number) => String.fromCharCode(65 + (Math.floor(n / 26 ** k) % 26));
  return [`${letter(2)}${letter(1)}${letter(0)}`, 1 + ((n * 7919) % 1_000_000) / 1000];
}

async function rateWorkbook(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Rates");
  sheet.addRow(["Currency", "Rate"]);
  for (let n = 0; n < rows; n++) sheet.addRow(rateRow(n));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The largest rate file of this kind under MAX_RATE_FILE_BYTES: its bytes and how many rows it holds. */
async function largestRateFile(kind: "xlsx" | "csv"): Promise<{ bytes: Buffer; rows: number }> {
  if (kind === "csv") {
    const lines = ["currency,rate"];
    let size = lines[0]!.length + 1;
    for (let n = 0; ; n++) {
      const line = rateRow(n).join(",");
      if (size + line.length + 1 > MAX_RATE_FILE_BYTES) break;
      lines.push(line);
      size += line.length + 1;
    }
    return { bytes: Buffer.from(`${lines.join("\n")}\n`), rows: lines.length - 1 };
  }
  // A workbook's size is nearly proportional to its rows: scale a sample, then step down until it fits.
  const sample = 10_000;
  let rows = Math.floor((MAX_RATE_FILE_BYTES / (await rateWorkbook(sample)).length) * sample);
  for (;;) {
    const bytes = await rateWorkbook(rows);
    if (bytes.length <= MAX_RATE_FILE_BYTES) return { bytes, rows };
    rows = Math.floor(rows * 0.98);
  }
}

const RATES_DATABASE = "ledgerline_bench_upload";
const RATES_ADMIN = "bench.admin@investor.test";

/** /health while previewExchangeRates reads the largest .xlsx and CSV rate files, on the app in this process. */
async function rateFileHealth(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "ledgerline-bench-upload-db-"));
  const database = await openDatabase({ dataDir });
  try {
    const client = new MongoClient(database.uri);
    await client.connect();
    const { user, account } = benchUser(
      { userId: newId(), accountId: newId() },
      RATES_ADMIN,
      ["investor-admin"],
      [],
      await benchPasswordHash(),
    );
    await client
      .db(RATES_DATABASE)
      .collection("users")
      .insertOne(user as Document);
    await client
      .db(RATES_DATABASE)
      .collection("accounts")
      .insertOne(account as Document);
    await client.close();
    const app = await buildApp(
      {
        ...readConfig({
          MONGODB_URI: database.uri,
          JWT_SECRET: "bench-secret-of-at-least-thirty-two-characters",
          PUBLIC_URL: "http://bench.test",
        }),
        databaseName: RATES_DATABASE,
      },
      { logger: false },
    );
    try {
      const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
      const login = await app.inject({
        method: "POST",
        url: "/auth/login",
        payload: { username: RATES_ADMIN, password: BENCH_PASSWORD },
      });
      const token = (login.json() as { token: string }).token;
      for (const kind of ["xlsx", "csv"] as const) {
        const file = await largestRateFile(kind);
        const preview = async () => {
          const response = await app.inject({
            method: "POST",
            url: "/graphql",
            headers: { authorization: `Bearer ${token}` },
            payload: {
              query: `mutation ($file: ExchangeRateFileInput!) { previewExchangeRates(month: "2024-01", file: $file) { success error { message } } }`,
              variables: { file: { name: `rates.${kind}`, content: file.bytes.toString("base64") } },
            },
          });
          const body = response.json() as {
            data?: { previewExchangeRates?: { error: { message: string } | null } };
          };
          const answer = body.data?.previewExchangeRates;
          if (!answer) throw new Error(`preview failed: ${response.body.slice(0, 300)}`);
          return answer.error?.message ?? "accepted";
        };
        await preview();
        const idle = await idleHealth(baseUrl);
        const stop = watchHealth(baseUrl);
        const started = performance.now();
        const outcome = await preview();
        const elapsed = performance.now() - started;
        const during = await stop();
        console.log(
          `rate file .${kind}: ${(file.bytes.length / 1024).toFixed(0)} KB, ${file.rows.toLocaleString("en")} rows; previewExchangeRates ${(elapsed / 1000).toFixed(2)} s (${outcome})`,
        );
        console.log(`  /health every 50 ms meanwhile: ${healthLine(during)}`);
        console.log(`  /health idle, same process:   ${healthLine(idle)}`);
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const phaseIndex = process.argv.indexOf("--phase");
  if (phaseIndex > 0) return child(process.argv[phaseIndex + 1] as Phase, process.argv[phaseIndex + 2]!);

  const directory = mkdtempSync(join(tmpdir(), "ledgerline-bench-upload-"));
  try {
    const file = await buildFile(syntheticForms());
    const path = process.env.BENCH_KEEP ?? join(directory, "filled.xlsx");
    writeFileSync(path, file);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
    console.log(
      `upload benchmark (load average ${loadavg()[0]!.toFixed(1)}): ${mb(file.length)} MB .xlsx, ${FORMS} forms × ${GROUPS * 11 + 1} rows (${FORMS * GROUPS * 10} inputs), median of ${RUNS} runs`,
    );
    const baseline = measure("baseline", path);
    const bare = measure("bare", path);
    const check = measure("check", path);
    const row = (name: string, result: { median: number; maxRssMb: number }) =>
      console.log(
        `${name.padEnd(44)} ${(result.median / 1000).toFixed(3).padStart(7)} s ${result.maxRssMb.toFixed(0).padStart(6)} MB peak RSS`,
      );
    row("modules loaded only (baseline)", baseline);
    row("bare ExcelJS xlsx.load", bare);
    row("checkUpload (file checks, parse, map, validate)", check);
    const ratio = check.median / bare.median;
    console.log(`ratio checkUpload / bare load: ${ratio.toFixed(2)}×`);
    const verdict = (ok: boolean) => (ok ? "ok" : "MISSED");
    console.log(
      `targets: < 1.5 s ${verdict(check.median < 1500)}, < 300 MB ${verdict(check.maxRssMb < 300)}, ≤ 1.3× ${verdict(ratio <= 1.3)}`,
    );
    await rateFileHealth();
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

// Run when executed, not when a profiling script imports syntheticForms.
if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
