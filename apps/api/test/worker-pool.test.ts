// What a caller gets when the worker pool cannot take the job (a full queue: TOO_MANY_REQUESTS with a retry
// hint) or when the job fails on its thread (an error), through each route that hands work off: an export,
// a rate file's preview, an Excel upload. Nothing is stored either way.
import { beforeAll, describe, expect, it } from "vitest";
import type { ClientDoc } from "../src/model/clients";
import { multipartBody } from "../src/modules/excel/fixtures";
import { WorkerPoolBusy, defaultJobQueues } from "../src/platform/worker-pool";
import type { JobRunner } from "../src/platform/worker-pool";
import { useTestApp } from "./app";
import { useTestDatabase } from "./database";
import { gql, login, seedUser } from "./fixtures";
import { DEMO_CLIENTS, insertReport, seedReporting } from "./reporting";

const database = useTestDatabase("worker-pool");

/** The pool as the app sees it: `answer` decides each job's fate. */
let answer: JobRunner["run"] = () => Promise.reject(new Error("no job expected"));
const app = useTestApp(
  database,
  {},
  { workers: { run: (job, input) => answer(job, input), close: async () => undefined } },
);

const refuseAll: JobRunner["run"] = (job) =>
  Promise.reject(new WorkerPoolBusy(job.kind, defaultJobQueues[job.kind].retryAfterSeconds));
const failAll: JobRunner["run"] = () => Promise.reject(new Error("the thread ran out of memory"));

const tokens = { admin: "", client: "" };
let andes: ClientDoc;

beforeAll(async () => {
  const db = database.db();
  const { clients } = await seedReporting(db, [DEMO_CLIENTS.andes]);
  andes = clients[DEMO_CLIENTS.andes] as unknown as ClientDoc;
  const admin = await seedUser(db, "ada.admin@investor.test", ["investor-admin"]);
  const client = await seedUser(db, "carla.client@andes.test", ["CLIENT"], { ids: [andes._id] });
  tokens.admin = await login(app(), admin.email, admin.password);
  tokens.client = await login(app(), client.email, client.password);
});

const EXPORT = `mutation { createExportExchange(currency: "EUR", periods: [202401, 202402]) { success fileId } }`;
const PREVIEW = `mutation ($file: ExchangeRateFileInput!) { previewExchangeRates(month: "2024-01", file: $file) { success } }`;
const rateFile = { name: "rates.csv", content: Buffer.from("currency,rate\nEUR,0.9\n").toString("base64") };

async function stored() {
  const db = database.db();
  return {
    files: await db.collection("exports.files").countDocuments(),
    exportAudits: await db.collection("audits").countDocuments({ action: "createExportExchange" }),
  };
}

async function uploadAnyFile() {
  const report = await insertReport(database.db(), andes, "created");
  const { payload, headers } = multipartBody(
    {
      reportId: report._id,
      clientId: andes._id,
      numeric: String(report.context.numeric),
      settings: JSON.stringify({ currency: "PEN", reportingScale: 1 }),
    },
    { name: "filled.xlsx", content: Buffer.from("PK\u0003\u0004 whatever the file holds") },
  );
  return app().inject({
    method: "POST",
    url: "/api/upload",
    payload,
    headers: { ...headers, authorization: `Bearer ${tokens.client}`, language: "fr" },
  });
}

describe("a full queue of the worker pool", () => {
  beforeAll(() => {
    answer = refuseAll;
  });

  it("refuses an export with TOO_MANY_REQUESTS and a retry hint, storing and auditing nothing", async () => {
    const before = await stored();
    const result = await gql(app(), EXPORT, {}, { token: tokens.admin });
    expect(result.errors?.[0]).toMatchObject({
      message: "The server is busy with other exports: try again in 10 s",
      extensions: { code: "TOO_MANY_REQUESTS", retryAfter: 10 },
    });
    expect(await stored()).toEqual(before);
  });

  it("refuses a rate file's preview with TOO_MANY_REQUESTS and a retry hint", async () => {
    const result = await gql(app(), PREVIEW, { file: rateFile }, { token: tokens.admin });
    expect(result.errors?.[0]).toMatchObject({
      extensions: { code: "TOO_MANY_REQUESTS", retryAfter: 2 },
    });
  });

  it("answers an upload 429 with retry-after, in the request's language", async () => {
    const response = await uploadAnyFile();
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBe("2");
    expect(response.json()).toEqual({
      success: 0,
      message:
        "Le serveur est occupé à lire d'autres fichiers. Veuillez envoyer le fichier à nouveau dans 2 s.",
    });
  });
});

describe("a job that fails on its thread", () => {
  beforeAll(() => {
    answer = failAll;
  });

  it("fails the export cleanly: an internal error, no file, no audit entry", async () => {
    const before = await stored();
    const result = await gql(app(), EXPORT, {}, { token: tokens.admin });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: "INTERNAL_SERVER_ERROR" });
    expect(await stored()).toEqual(before);
  });

  it("fails the upload with a 500 and nothing else said", async () => {
    const response = await uploadAnyFile();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: 0, message: "Internal server error" });
  });
});
