// Requests built to stall the server, sent to the whole app: a query over its cost is refused before anything
// runs (QUERY_TOO_EXPENSIVE), and one caller's requests beyond a few at once wait their turn or are refused
// (TOO_MANY_REQUESTS, 429), while everyone else, and /health, are answered.
import type { CommandStartedEvent, Db } from "mongodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormDataDoc } from "../src/modules/reports/model";
import { MongoReportingRepository } from "../src/modules/reports/repository";
import { ClientCatalog } from "../src/modules/clients/client-catalog";
import { ExchangeRatesRepository } from "../src/modules/exchange-rates/repository";
import { defaultInFlightLimits } from "../src/platform/in-flight";
import { MAX_QUERY_COST, QUERY_TOO_EXPENSIVE } from "../src/platform/query-cost";
import { useTestApp } from "./app";
import { useTestDatabase } from "./database";
import { errorCode, gql, login, seedUser } from "./fixtures";
import { DEMO_CLIENTS, seedReporting } from "./reporting";

/** Form-data reads wait while `closed`; `held` resolves once that many are waiting. */
const gate = {
  closed: false,
  waiting: 0,
  opened: Promise.resolve(),
  open: () => {},
  watchers: [] as Array<{ count: number; resolve: () => void }>,
  close() {
    this.closed = true;
    this.opened = new Promise<void>((resolve) => (this.open = resolve));
  },
  release() {
    this.closed = false;
    this.open();
  },
  held(count: number): Promise<void> {
    if (this.waiting >= count) return Promise.resolve();
    return new Promise((resolve) => this.watchers.push({ count, resolve }));
  },
};

class GatedRepository extends MongoReportingRepository {
  override async formDataOfForms(
    clientId: string,
    keys: readonly string[],
    from: number,
    to: number,
  ): Promise<FormDataDoc[]> {
    if (gate.closed) {
      gate.waiting += 1;
      for (const watcher of gate.watchers.filter((candidate) => gate.waiting >= candidate.count))
        watcher.resolve();
      await gate.opened;
      gate.waiting -= 1;
    }
    return super.formDataOfForms(clientId, keys, from, to);
  }
}

const database = useTestDatabase("expensive");
// The driver reports every command it sends: what a request read is what it sent.
const app = useTestApp(database, {}, { monitorCommands: true });
const gated = useTestApp(
  database,
  {},
  {
    reportingRepository: (db: Db) =>
      new GatedRepository(db, new ClientCatalog(db), new ExchangeRatesRepository(db)),
  },
);

/** The collections the wizard reads (reports/wizard.ts `loadWizard`). */
const WIZARD_READS = [
  "clients",
  "reportInstances",
  "formData",
  "reportNotes",
  "formConfigs",
  "reportConfigs",
];

let andes: { _id: string; key: string };
let reportId: string;
const tokens = { client: "", other: "" };

beforeAll(async () => {
  const db = database.db();
  const { data, clients } = await seedReporting(db, [DEMO_CLIENTS.andes]);
  andes = clients[DEMO_CLIENTS.andes]!;
  reportId = data.reportInstances.find(
    (report) => report.client._id === andes._id && report.config.key === "mfiFinancialMonthly",
  )!._id;
  const client = await seedUser(db, "wanda.wizard@andes.test", ["CLIENT"], { ids: [andes._id] });
  const other = await seedUser(db, "otis.other@andes.test", ["CLIENT"], { ids: [andes._id] });
  tokens.client = await login(app(), client.email, client.password);
  tokens.other = await login(app(), other.email, other.password);
});

const wizardCall = () =>
  `wizard(clientId: "${andes._id}", reportConfigKey: "mfiFinancialMonthly", reportInstanceKey: "${reportId}") { _id status scopedData { scope computed } }`;

/** Executions GraphQL has started on `app` (a preExecution hook, added once the app is built). */
let executions = 0;
beforeAll(() => {
  app().graphql.addHook("preExecution", async () => {
    executions += 1;
  });
});

/** What one request made the database do, and how many executions GraphQL started meanwhile. */
async function observed<T>(send: () => Promise<T>) {
  const commands: CommandStartedEvent[] = [];
  const listen = (event: CommandStartedEvent) => commands.push(event);
  const executionsBefore = executions;
  app().mongo.client.on("commandStarted", listen);
  try {
    const answer = await send();
    const read = commands.map((event) =>
      String(event.commandName === "getMore" ? event.command.collection : event.command[event.commandName]),
    );
    return { answer, read, executions: executions - executionsBefore };
  } finally {
    app().mongo.client.off("commandStarted", listen);
  }
}

describe("a query over its cost", () => {
  it("is refused before anything runs, and the server goes on answering", async () => {
    // The instrument works: one wizard is executed and reads the report's form data.
    const one = await observed(() => gql(app(), `{ ${wizardCall()} }`, {}, { token: tokens.client }));
    expect(one.answer.data?.wizard?._id, JSON.stringify(one.answer.errors)).toBe(reportId);
    expect(one.executions).toBe(1);
    expect(one.read).toEqual(expect.arrayContaining(["formData", "reportInstances"]));

    const aliases = Array.from({ length: 150 }, (_, i) => `w${i}: ${wizardCall()}`).join("\n");
    const [refused, health] = await Promise.all([
      observed(() => gql(app(), `{ ${aliases} }`, {}, { token: tokens.client })),
      app().inject({ method: "GET", url: "/health" }),
    ]);
    expect(refused.answer.status).toBe(400);
    expect(refused.answer.data).toBeNull();
    expect(refused.answer.errors).toHaveLength(1);
    expect(errorCode(refused.answer)).toBe(QUERY_TOO_EXPENSIVE);
    const [error] = refused.answer.errors!;
    expect(error!.message).toMatch(
      new RegExp(
        `^This request costs [\\d,]+, more than the ${MAX_QUERY_COST.toLocaleString("en-US")} one request may cost, ` +
          "and asks for wizard 150 times \\(at most 3 in one request\\): ask for less at a time",
      ),
    );
    expect(error!.extensions).toMatchObject({ fields: [{ field: "wizard", count: 150, max: 3 }] });
    // Nothing ran: GraphQL never started executing it, and it read none of what a wizard reads.
    expect(refused.executions).toBe(0);
    expect(refused.read.filter((collection) => WIZARD_READS.includes(collection))).toEqual([]);
    expect(health.statusCode).toBe(200);
    expect((await app().inject({ method: "GET", url: "/health" })).json().status).toBe("ok");
  });
});

describe("one caller's requests in flight", () => {
  it("run a few at once, queue a few more, refuse the rest with 429, and hold nobody else up", async () => {
    const { active, queued } = defaultInFlightLimits;
    const as = (token: string, query: string) => gql(gated(), query, {}, { token });
    gate.close();
    try {
      // The caller's wizards run, held in their form-data read; then anything more of theirs must wait.
      const running = Array.from({ length: active }, () => as(tokens.client, `{ ${wizardCall()} }`));
      await gate.held(active);
      const more = Array.from({ length: queued + 1 }, () => as(tokens.client, `{ whoAmI { _id } }`));
      // The queue fills, and whichever arrives last is refused at once.
      const refused = await Promise.race(more);
      expect(refused.status).toBe(429);
      expect(refused.headers["retry-after"]).toBe("1");
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]).toMatchObject({
        extensions: { code: "TOO_MANY_REQUESTS", retryAfter: 1 },
      });
      expect(refused.errors?.[0]?.message).toMatch(/^Too many requests at once: .*try again in 1 s$/);
      expect(gate.waiting).toBe(active);

      // Another user, and the health check, are answered while this caller's work waits.
      const other = await as(tokens.other, `{ whoAmI { person { email } } }`);
      expect(other.data?.whoAmI.person.email).toBe("otis.other@andes.test");
      expect((await gated().inject({ method: "GET", url: "/health" })).statusCode).toBe(200);

      gate.release();
      for (const answer of await Promise.all(running)) expect(answer.data?.wizard?._id).toBe(reportId);
      const queuedAnswers = await Promise.all(more);
      expect(queuedAnswers.filter((answer) => answer.status === 429)).toHaveLength(1);
      const served = queuedAnswers.filter((answer) => answer.status === 200);
      expect(served).toHaveLength(queued);
      for (const answer of served) expect(answer.data?.whoAmI?._id).toBeTruthy();
    } finally {
      gate.release();
    }
  });
});
