// What the benchmarks share (bench.ts, bench-rush.ts): the database server they run on, the demo portfolio
// seeded into it once, the bench's own users and their sign-in, and the field of a form a save can set.
import { mkdirSync } from "node:fs";
import { openDatabase } from "@ledgerline/devtools/ferretdb";
import { flattenFields } from "@ledgerline/schemas";
import type { DemoData, FieldDefinition } from "@ledgerline/schemas";
import { MongoClient } from "mongodb";
import type { Db, Document } from "mongodb";
import type { AccountDoc, UserDoc } from "../src/model/users";
import { hashPassword } from "../src/modules/accounts/password";
import { QUERY_KEYS_MIGRATION } from "../src/modules/reports/repository/setup";
import { PLAIN_COLLECTIONS, withQueryKeys } from "../src/modules/seed/demo-seed";
import { newId } from "../src/platform/ids";
import { startPostgresFerret } from "./bench-postgres";
import type { PostgresFerret } from "./bench-postgres";

/** The benchmarks' database on the server (the path of the URI does not name it: the bench does). */
export const BENCH_DATABASE = "ledgerline_bench";
/** The password of every bench user (hashed with a cheap scrypt: sign-in is not what is measured). */
export const BENCH_PASSWORD = "Bench-passw0rd";
/** Sign-in's cost parameters for the bench users' hash. */
export const BENCH_SCRYPT = { ln: 10, r: 8, p: 1 };

export type BenchBackend = "pg" | "sqlite" | "external";

/** BENCH_BACKEND, or `external` when MONGODB_URI names a server; `fallback` when neither is set. */
export function benchBackend(fallback: "pg" | "sqlite"): BenchBackend {
  const backend = process.env.MONGODB_URI ? "external" : (process.env.BENCH_BACKEND ?? fallback);
  if (backend !== "pg" && backend !== "sqlite" && backend !== "external")
    throw new Error(`BENCH_BACKEND must be pg or sqlite, not ${backend}`);
  return backend;
}

export interface BenchDatabase {
  uri: string;
  /** What the figures were measured on, for the printout. */
  description: string;
  /** The PostgreSQL backend's handle (GIN indexes), null on the others. */
  postgres: PostgresFerret | null;
  stop(): Promise<void>;
}

/**
 * The database server: FerretDB on a fresh PostgreSQL database (`pg`, dropped by stop), FerretDB on SQLite
 * in `dataDir` (kept between runs, so the portfolio is seeded once), or the server MONGODB_URI names.
 */
export async function openBenchDatabase(backend: BenchBackend, dataDir: string): Promise<BenchDatabase> {
  if (backend === "pg") {
    const postgres = await startPostgresFerret();
    return { uri: postgres.uri, description: postgres.description, postgres, stop: () => postgres.stop() };
  }
  mkdirSync(dataDir, { recursive: true });
  const opened = await openDatabase({ dataDir });
  return {
    uri: opened.uri,
    description: opened.external
      ? `MongoDB-compatible server at MONGODB_URI`
      : `FerretDB 1.24 (SQLite) in ${dataDir}`,
    postgres: null,
    stop: () => opened.stop(),
  };
}

/** BENCH_PASSWORD's hash, as stored on a bench user's account. */
export function benchPasswordHash(): Promise<string> {
  return hashPassword(BENCH_PASSWORD, BENCH_SCRYPT);
}

const seededMarker = (clients: number) => `clients:${clients}`;

/** Whether the bench database holds the portfolio of this many clients (seeded by seedPortfolio). */
export async function portfolioSeeded(db: Db, clients: number): Promise<boolean> {
  return (await db.collection("benchMeta").findOne({ _id: seededMarker(clients) as never })) !== null;
}

/** A bench user able to sign in with BENCH_PASSWORD: the user and its account, not yet stored. */
export function benchUser(
  ids: { userId: string; accountId: string },
  email: string,
  roles: readonly string[],
  clientIds: readonly string[],
  passwordHash: string,
): { user: UserDoc; account: AccountDoc } {
  const now = new Date().toISOString();
  return {
    user: {
      _id: ids.userId,
      created: now,
      firstName: "Bench",
      lastName: roles[0]!,
      fullName: `Bench ${roles[0]!}`,
      email,
      emailKey: email,
      lastLogin: null,
      communication: [],
      userAccountId: ids.accountId,
      language: "en",
      status: "ACTIVE",
      changeLog: [],
      roles: [...roles],
      clients: { ids: [...clientIds], regions: [], nameList: [] },
    },
    account: {
      _id: ids.accountId,
      userId: ids.userId,
      username: email,
      passwordHash,
      status: "ACTIVE",
      created: now,
    },
  };
}

/**
 * Seeds the demo portfolio into the bench database (dropped first) with two bench users, the investor's
 * administrator `bench.admin@investor.test` and `bench.client@client.test`, a user of the first client.
 * Does nothing when the database holds this portfolio already.
 */
export async function seedPortfolio(
  uri: string,
  data: DemoData,
  clients: number,
  log: (line: string) => void,
): Promise<void> {
  const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
  const client = new MongoClient(uri);
  await client.connect();
  const db = client.db(BENCH_DATABASE);
  if (await portfolioSeeded(db, clients)) {
    log(`database: already seeded`);
    await client.close();
    return;
  }
  const started = performance.now();
  await db.dropDatabase();
  for (const name of PLAIN_COLLECTIONS) {
    const documents = withQueryKeys(data, name);
    for (let i = 0; i < documents.length; i += 2000) {
      await db.collection(name).insertMany(
        documents.slice(i, i + 2000).map((document) => ({ ...document }) as Document),
        { ordered: false },
      );
    }
    log(`  seeded ${name}: ${documents.length} (${seconds(started)})`);
  }
  const passwordHash = await benchPasswordHash();
  const firstClient = data.clients[0]!;
  for (const [email, roles, clientIds] of [
    ["bench.admin@investor.test", ["investor-admin"], []],
    ["bench.client@client.test", ["CLIENT"], [firstClient._id]],
  ] as const) {
    const ids = { userId: newId(), accountId: newId() };
    const { user, account } = benchUser(ids, email, roles, clientIds, passwordHash);
    await db.collection("users").insertOne(user as Document);
    await db.collection("accounts").insertOne(account as Document);
  }
  // The documents carry the flat query keys: the API's start need not look for ones without them.
  await db
    .collection("migrations")
    .insertOne({ _id: QUERY_KEYS_MIGRATION as never, at: new Date().toISOString(), updated: 0 });
  await db
    .collection("benchMeta")
    .insertOne({ _id: seededMarker(clients) as never, at: new Date().toISOString() });
  log(`database: seeded in ${seconds(started)}`);
  await client.close();
}

/** Signs in with BENCH_PASSWORD at the API's base URL (http://host:port); the session's token. */
export async function signIn(
  baseUrl: string,
  username: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`login failed for ${username}`);
  return body.token;
}

/**
 * The first field of a form a client's save can set (a number typed by the client, not computed) that
 * `accept` takes too.
 */
export function inputFieldOf(
  fields: readonly FieldDefinition[],
  accept: (field: FieldDefinition) => boolean = () => true,
): FieldDefinition | undefined {
  return flattenFields(fields)
    .map((entry) => entry.field)
    .find(
      (candidate) =>
        (candidate.type === "currency" || candidate.type === "numeric") &&
        !candidate.formula &&
        candidate.editable !== false &&
        !candidate.adminOnly &&
        accept(candidate),
    );
}
