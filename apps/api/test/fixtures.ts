// Test data written straight into a test database, and small request helpers.
import type { CovenantConfig, Investment, InvestmentCovenant } from "@ledgerline/schemas";
import type { FastifyInstance } from "fastify";
import type { Db } from "mongodb";
import { expect } from "vitest";
import { hashPassword } from "../src/modules/accounts/password";
import { CLIENT_CHANGES } from "../src/modules/clients/client-catalog";
import type { ClientDoc } from "../src/model/clients";
import type { OutboxDoc } from "../src/modules/mail/repository";
import type { CountryDoc, RegionDoc } from "../src/model/reference";
import type { AccountDoc, UserDoc } from "../src/model/users";
import { INVESTMENT_CHANGES } from "../src/modules/investments/repository";
import { nameAccount } from "../src/modules/users/repository";
import { recordChange } from "../src/platform/change-feed";
import { newId } from "../src/platform/ids";
import { TEST_SCRYPT } from "./app";

export const COUNTRIES: CountryDoc[] = [
  { _id: "64b000000000000000000001", name: "Peru", code: "PE" },
  { _id: "64b000000000000000000002", name: "Kenya", code: "KE" },
  { _id: "64b000000000000000000003", name: "Cambodia", code: "KH" },
];

export const REGIONS: RegionDoc[] = [
  { _id: "64c000000000000000000001", region: "Latin America", countries: ["64b000000000000000000001"] },
  { _id: "64c000000000000000000002", region: "Africa", countries: ["64b000000000000000000002"] },
  { _id: "64c000000000000000000003", region: "Asia", countries: ["64b000000000000000000003"] },
];
export const [LATAM, AFRICA, ASIA] = REGIONS.map((region) => region._id) as [string, string, string];

export async function seedReference(db: Db): Promise<void> {
  await db.collection<CountryDoc>("countries").insertMany(COUNTRIES.map((country) => ({ ...country })));
  await db.collection<RegionDoc>("regions").insertMany(REGIONS.map((region) => ({ ...region })));
}

export function clientFixture(name: string, overrides: Partial<ClientDoc> = {}): ClientDoc {
  return {
    _id: newId(),
    key: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    name,
    officialName: `${name} S.A.`,
    clientType: "MFI",
    clientConfigType: "MFI",
    institutionalForm: "NBFI",
    profitProfile: "profit",
    status: "active",
    worldRegion: LATAM,
    yearOfOperationalStart: 2001,
    address: {
      country: COUNTRIES[0]!._id,
      countryName: "Peru",
      city: "Lima",
      postalcode: "15001",
      street: "Av. Arequipa",
      nr: "100",
    },
    settings: { financialPeriodEnd: { day: 31, month: 12 }, currency: "PEN", reportingScale: 1000 },
    contacts: [{ name: "Ana Quispe", role: "CFO", email: "ana@example.test" }],
    financialPeriods: [
      { financialYear: 2023, financialYearId: 202300, start: 20230101, end: 20231231, months: 12 },
    ],
    ...overrides,
  };
}

export async function seedClient(
  db: Db,
  name: string,
  overrides: Partial<ClientDoc> = {},
): Promise<ClientDoc> {
  const client = clientFixture(name, overrides);
  await db.collection<ClientDoc>("clients").insertOne(client);
  // As a script would: recorded, so that API processes already running list it.
  await recordChange(db, CLIENT_CHANGES, client._id);
  return client;
}

export interface SeededUser {
  user: UserDoc;
  email: string;
  password: string;
}

/** An active user with a password account. */
export async function seedUser(
  db: Db,
  email: string,
  roles: string[],
  scope: { ids?: string[]; regions?: string[] } = {},
  extra: Partial<UserDoc> = {},
): Promise<SeededUser> {
  const password = "Secret-pass-1";
  const userId = newId();
  const accountId = newId();
  const [firstName = "Test", lastName = "User"] = email
    .split("@")[0]!
    .split(".")
    .map((part) => part[0]!.toUpperCase() + part.slice(1));
  const user: UserDoc = {
    _id: userId,
    created: new Date().toISOString(),
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email,
    emailKey: email.toLowerCase(),
    lastLogin: null,
    communication: [],
    userAccountId: accountId,
    language: "en",
    status: "ACTIVE",
    changeLog: [],
    roles,
    clients: { ids: scope.ids ?? [], regions: scope.regions ?? [], nameList: [] },
    ...extra,
  };
  const account: AccountDoc = {
    _id: accountId,
    userId,
    username: email.toLowerCase(),
    passwordHash: await hashPassword(password, TEST_SCRYPT),
    status: "ACTIVE",
    created: user.created,
  };
  await db.collection<UserDoc>("users").insertOne(user);
  await db.collection<AccountDoc>("accounts").insertOne(account);
  await nameAccount(db, account.username, account._id);
  return { user, email, password };
}

export interface Caller {
  token?: string;
  ip?: string;
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  ip = "127.0.0.1",
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/auth/login",
    payload: { username: email, password },
    remoteAddress: ip,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors: Array<{ message: string; extensions?: { code?: string } }> | undefined;
  headers: Record<string, unknown>;
}

/** GraphQL answers are read loosely in tests: the assertions say what shape is expected. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = Record<string, any>;

export async function gql<T = Loose>(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  caller: Caller = {},
): Promise<GraphQLAnswer<T>> {
  const response = await app.inject({
    method: "POST",
    url: "/graphql",
    payload: { query, variables },
    headers: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
    remoteAddress: caller.ip ?? "127.0.0.1",
  });
  const body = response.json();
  return {
    status: response.statusCode,
    data: body.data ?? null,
    errors: body.errors,
    headers: response.headers,
  };
}

/** The code of the first GraphQL error, e.g. FORBIDDEN. */
export function errorCode(answer: GraphQLAnswer<unknown>): string | undefined {
  return answer.errors?.[0]?.extensions?.code;
}

export async function mailTo(db: Db, email: string): Promise<OutboxDoc[]> {
  return db.collection<OutboxDoc>("mailOutbox").find({ to: email }).sort({ created: -1, _id: -1 }).toArray();
}

/** The first link in the newest mail to `email` whose path starts with `prefix`. */
export async function linkIn(db: Db, email: string, prefix: string): Promise<string> {
  const [mail] = await mailTo(db, email);
  const link = mail?.links.find((candidate) => new URL(candidate).pathname.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link mailed to ${email}`);
  return link;
}

/** A central covenant of the catalogue (`covenantConfigs`); limits in hundredths. */
export async function seedCovenantConfig(
  db: Db,
  internalName: string,
  overrides: Partial<CovenantConfig> = {},
): Promise<CovenantConfig & { _id: string }> {
  const config: CovenantConfig & { _id: string } = {
    _id: newId(),
    internalName,
    name: { en: `Covenant ${internalName}`, fr: `Covenant ${internalName} (fr)` },
    guide: { en: `How to read ${internalName}` },
    links: [],
    fieldType: "percentual",
    range: { min: 0, max: 500 },
    alertThreshold: 400,
    clientType: "MFI",
    formula: "1",
    archived: null,
    statistics: { count: 0 },
    ...overrides,
  };
  await db.collection<CovenantConfig & { _id: string }>("covenantConfigs").insertOne(config);
  return config;
}

/** An open investment of `client` (ordinary time state unless dates are given), without covenants by default. */
export async function seedInvestment(
  db: Db,
  client: Pick<ClientDoc, "_id" | "name" | "clientType">,
  overrides: Partial<Investment> = {},
): Promise<Investment> {
  const investment: Investment = {
    _id: newId(),
    importedId: `TM1-${Math.floor(Math.random() * 1e6)}`,
    client: { _id: client._id, name: client.name },
    clientType: client.clientType,
    fund: { _id: "64d000000000000000000001", name: "Impact Fund I", reportingPeriodicity: "monthly" },
    product: { _id: "64e000000000000000000001", name: "Senior loan" },
    currency: "USD",
    country: "Peru",
    outstandingAmount: 123456789,
    firstDisbursementDate: 20200115,
    finalMaturityDate: 29991231,
    endedAt: null,
    lastReportedMonth: 202509,
    reportingPeriodicity: "monthly",
    investmentManagers: [],
    covenants: [],
    ...overrides,
  };
  await db.collection<Investment>("investments").insertOne(investment);
  // As a script would: recorded, so that API processes already running list it.
  await recordChange(db, INVESTMENT_CHANGES, investment._id);
  return investment;
}

/** An investment covenant applying `config`, as createCovenant makes it. */
export function covenantOf(
  config: CovenantConfig & { _id: string },
  overrides: Partial<InvestmentCovenant> = {},
): InvestmentCovenant {
  return {
    _id: newId(),
    centralCovenantId: {
      _id: config._id,
      internalName: config.internalName,
      name: config.name,
      ...(config.guide ? { guide: config.guide } : {}),
      archived: config.archived,
      fieldType: config.fieldType,
    },
    range: { min: config.range.min ?? 0, max: config.range.max ?? 0 },
    alertThreshold: config.alertThreshold,
    waivers: [],
    ...overrides,
  };
}
