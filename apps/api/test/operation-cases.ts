// The call of every GraphQL query and mutation, written once for the authorization suites (scope.test.ts,
// authorization.test.ts): the query, its variables against a target client's data, how a caller who may not
// reach that data is answered, and what the call changes by design whoever makes it. Also the world the calls
// run against: two clients, A (the callers' own, Latin America) and B (Africa), each with a user, an
// invitation, a report with form data, an investment with a covenant and a waiver, and a covenant config.
import { buildSchema, isObjectType } from "graphql";
import type { Db, Document } from "mongodb";
import { expect } from "vitest";
import { modules, schemaSource } from "../src/app";
import { readConfig } from "../src/config";
import { declarationOf } from "../src/graphql/operation";
import type { OperationDeclaration, Requirement } from "../src/graphql/operation";
import { defaultRolePermissions, reducePermissions } from "../src/modules/access/permissions";
import { newId } from "../src/platform/ids";
import { TEST_JWT_SECRET } from "./app";
import { describeChange } from "./database-snapshot";
import type { DatabaseChange } from "./database-snapshot";
import {
  AFRICA,
  LATAM,
  covenantOf,
  errorCode,
  seedClient,
  seedCovenantConfig,
  seedInvestment,
  seedReference,
  seedUser,
} from "./fixtures";
import type { GraphQLAnswer, Loose } from "./fixtures";
import { demoData, insertReport } from "./reporting";

/** The ids and names of one client's data, which a call reaches for. */
export interface Side {
  client: string;
  key: string;
  name: string;
  /** An active client user of this client (not one of the suites' callers). */
  user: string;
  email: string;
  /** A client user invited, without an account yet. */
  invited: string;
  invitedEmail: string;
  report: string;
  investment: string;
  covenant: string;
  waiver: string;
  /** A covenant config of the client's type. */
  config: string;
}

const emptySide = (): Side => ({
  client: "",
  key: "",
  name: "",
  user: "",
  email: "",
  invited: "",
  invitedEmail: "",
  report: "",
  investment: "",
  covenant: "",
  waiver: "",
  config: "",
});

/** Filled by seedWorld: `a` is the callers' own client, `b` the other one. */
export const world = { a: emptySide(), b: emptySide() };

async function seedSide(
  db: Db,
  name: string,
  options: {
    clientType: "MFI" | "AGRO";
    region: string;
    formKey: string;
    config: string;
    user: string;
    invited: string;
  },
): Promise<Side> {
  const client = await seedClient(db, name, {
    clientType: options.clientType,
    clientConfigType: options.clientType,
    worldRegion: options.region,
  });
  const config = await seedCovenantConfig(db, options.config, { clientType: options.clientType });
  const waiver = newId();
  const covenant = covenantOf(config, {
    waivers: [{ _id: waiver, waiverType: "DISABLE", startDate: 20240101, endDate: 20240131 }],
  });
  const investment = await seedInvestment(db, client, { covenants: [covenant] });
  const report = await insertReport(db, client, "in_progress");
  const sample = demoData().formData.find((document) => document.configKey === options.formKey)!;
  await db.collection("formData").insertOne({
    ...sample,
    _id: newId(),
    clientId: client._id,
    reportId: report._id,
    context: { ...sample.context, numeric: report.context.numeric },
  } as never);
  const user = await seedUser(db, options.user, ["CLIENT"], { ids: [client._id] });
  const invited = await seedUser(
    db,
    options.invited,
    ["CLIENT"],
    { ids: [client._id] },
    {
      status: "INVITED",
      invitation: { expirationDate: "2999-01-01T00:00:00.000Z", fulfilled: false, tokenHash: "0".repeat(64) },
    },
  );
  await db.collection("accounts").deleteOne({ userId: invited.user._id });
  await db
    .collection("users")
    .updateOne({ _id: invited.user._id as never }, { $unset: { userAccountId: "" } });
  return {
    client: client._id,
    key: client.key,
    name: client.name,
    user: user.user._id,
    email: user.email,
    invited: invited.user._id,
    invitedEmail: invited.email,
    report: report._id,
    investment: investment._id,
    covenant: covenant._id,
    waiver,
    config: config._id,
  };
}

/** Reference data, the template catalogue, and clients A and B with their data (no callers: each suite adds its own). */
export async function seedWorld(db: Db): Promise<void> {
  await seedReference(db);
  const data = demoData();
  await db.collection("formConfigs").insertMany(data.formConfigs.map((form) => ({ ...form })) as never[]);
  await db
    .collection("reportConfigs")
    .insertMany(data.reportConfigs.map((report) => ({ ...report })) as never[]);
  world.a = await seedSide(db, "Client A", {
    clientType: "MFI",
    region: LATAM,
    formKey: "balanceSheet",
    config: "covAlpha",
    user: "ali.a@a.test",
    invited: "ina.invited@a.test",
  });
  world.b = await seedSide(db, "Client B", {
    clientType: "AGRO",
    region: AFRICA,
    formKey: "agroBalanceSheet",
    config: "covDscr",
    user: "bea.b@b.test",
    invited: "ivo.invited@b.test",
  });
}

// ---------------------------------------------------------------------------------------------------------
// How a call is answered.

export interface CheckContext {
  /** The client whose data the call reached for. */
  target: Side;
  /** Every cell of an export the caller made, as text (the file as its owner downloads it). */
  exportedText: (fileId: string) => Promise<string>;
}

export type Check = (answer: GraphQLAnswer<Loose>, context: CheckContext) => void | Promise<void>;

/**
 * What would give the target client away: its names, its ids and its users' addresses, and the ids of its
 * report, investment, covenant and waiver (not its covenant config's: the catalogue belongs to no client).
 */
function secretsOf(side: Side): string[] {
  return [
    side.name,
    side.key,
    side.client,
    side.user,
    side.email,
    side.invited,
    side.invitedEmail,
    side.report,
    side.investment,
    side.covenant,
    side.waiver,
  ];
}

function containsNoSecret(value: unknown, target: Side): void {
  const text = JSON.stringify(value ?? null);
  for (const secret of secretsOf(target)) expect(text).not.toContain(secret);
}

export const FORBIDDEN: Check = (answer, { target }) => {
  expect(errorCode(answer), JSON.stringify(answer.errors)).toBe("FORBIDDEN");
  containsNoSecret(answer.data, target);
};

export const UNAUTHENTICATED: Check = (answer, { target }) => {
  expect(errorCode(answer), JSON.stringify(answer.errors)).toBe("UNAUTHENTICATED");
  containsNoSecret(answer.data, target);
};

/** Answered, with nothing of the target client in the answer. */
const revealsNothing: Check = (answer, { target }) => {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  containsNoSecret(answer.data, target);
};

const refusedAsData =
  (field: string, code: string): Check =>
  (answer) => {
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data?.[field]).toMatchObject({ success: false, error: { code } });
  };

const nullAnswer =
  (field: string): Check =>
  (answer) => {
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data?.[field]).toBeNull();
  };

/** An export made, whose file holds nothing of the target client. */
const exportsNothing =
  (field: string): Check =>
  async (answer, context) => {
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const result = answer.data?.[field] as { success: boolean; fileId: string | null } | undefined;
    expect(result?.success, JSON.stringify(result)).toBe(true);
    containsNoSecret(await context.exportedText(result!.fileId!), context.target);
  };

// ---------------------------------------------------------------------------------------------------------
// What a call may change by design.

export interface WriteContext {
  /** The signed-in caller, none without a valid session. */
  callerId: string | null;
  target: Side;
}

/** Documents of one collection a call may add, change or remove, whoever makes it, and why. */
export interface Write {
  collection: string;
  /** Which documents (every one when absent). */
  documents?: (document: Document, context: WriteContext) => boolean;
  why: string;
}

/** The rate limiter's counters: every attempt at a public secret-checking flow is counted, whoever makes it. */
const COUNTED: Write = {
  collection: "attemptSlots",
  why: "the rate limiter counts every attempt at a public flow that checks a secret (attempt-slots.ts)",
};

const audited = (action: string, why: string): Write => ({
  collection: "audits",
  documents: (document) => document.action === action,
  why,
});

/** The changes not covered by `writes`, one line each (empty when the calls changed only what they may). */
export function unexpectedChanges(
  changes: readonly DatabaseChange[],
  writes: readonly Write[],
  context: WriteContext,
): string[] {
  return changes
    .filter(
      (change) =>
        !writes.some(
          (write) =>
            write.collection === change.collection && (write.documents?.(change.document, context) ?? true),
        ),
    )
    .map(describeChange);
}

// ---------------------------------------------------------------------------------------------------------
// The calls.

export interface OperationCase {
  operation: string;
  query: string;
  /** The variables against `target` (the data reached for) and `home` (the caller's own client, A). */
  variables?: (target: Side, home: Side) => Record<string, unknown>;
  /** How a client user (and a client admin) of A is answered when the target is B (scope.test.ts). */
  check: Check;
  /** How provider staff whose regions leave B out are answered, when not as `check` (they may read more). */
  provider?: Check;
  /** The callers of the scope suite (default: the client user and the client admin). */
  callers?: Array<"client" | "clientAdmin">;
  /** What the call changes by design, whoever makes it; any other change fails the suites. */
  writes?: Write[];
}

const clientForm = () => ({
  name: "Hijacked",
  officialName: "Hijacked",
  clientType: "MFI",
  institutionalForm: "NGO",
  profitProfile: "nonprofit",
  status: "active",
  worldRegion: AFRICA,
  yearOfOperationalStart: 2000,
  address: { country: "Kenya", city: "Nairobi", postalcode: "00100", street: "Moi Avenue", nr: "1" },
  settings: { currency: "KES", reportingScale: 1 },
});
const userForm = (target: Side) => ({
  firstName: "Bea",
  lastName: "Hijacked",
  email: target.email,
  roles: ["CLIENT"],
  language: "en",
  clients: { ids: [target.client] },
});
const covenantForm = (internalName: string, name: string) =>
  `{ internalName: "${internalName}", name: { en: "${name}" }, links: [], fieldType: "numeric", range: { min: 0, max: 10 }, alertThreshold: 5, clientType: "AGRO", formula: "1" }`;

export const cases: OperationCase[] = [
  { operation: "health", query: "{ health { status } }", check: revealsNothing },
  { operation: "version", query: "{ version }", check: revealsNothing },
  {
    operation: "whoAmI",
    query: "{ whoAmI { _id clients { _id name } regions { _id } home clientKey } }",
    check: revealsNothing,
  },
  {
    operation: "essentials",
    query: "{ essentials { formConfigs { key } reportConfigs { key } } }",
    check: revealsNothing,
  },
  {
    operation: "users",
    query: "{ users(limit: 100) { results { _id email clients { ids nameList } } } }",
    check: revealsNothing,
    callers: ["clientAdmin"],
  },
  { operation: "users", query: "{ users { results { _id } } }", check: FORBIDDEN, callers: ["client"] },
  {
    operation: "user",
    query: "query ($id: ID!) { user(userId: $id) { email } }",
    variables: (target) => ({ id: target.user }),
    check: FORBIDDEN,
  },
  {
    operation: "clients",
    query:
      '{ clients(limit: 100, status: ["active", "removed"]) { results { _id name } pageInfo { total } } }',
    check: revealsNothing,
  },
  {
    operation: "client",
    query: "query ($id: ID!) { client(clientId: $id) { name } }",
    variables: (target) => ({ id: target.client }),
    check: FORBIDDEN,
  },
  {
    operation: "client",
    query: "query ($key: String!) { client(key: $key) { name } }",
    variables: (target) => ({ key: target.key }),
    check: FORBIDDEN,
  },
  {
    operation: "client",
    query: '{ client(clientId: "64a000000000000000000999") { name } }',
    check: FORBIDDEN,
  },
  {
    operation: "financialPeriods",
    query: "query ($id: ID!) { financialPeriods(clientId: $id) { end } }",
    variables: (target) => ({ id: target.client }),
    check: FORBIDDEN,
  },
  { operation: "regions", query: "{ regions { _id region } }", check: revealsNothing },
  { operation: "countries", query: "{ countries { _id name } }", check: revealsNothing },
  { operation: "audits", query: "{ audits { results { text } } }", check: FORBIDDEN },
  {
    operation: "invitedUser",
    query: '{ invitedUser(inviteToken: "guessed") { _id } }',
    check: nullAnswer("invitedUser"),
    writes: [COUNTED],
  },
  {
    operation: "validateToken",
    query: '{ validateToken(inviteToken: "guessed", verifyToken: "GUESSED") { success error { code } } }',
    check: refusedAsData("validateToken", "INVALID_TOKEN"),
    writes: [COUNTED],
  },
  {
    operation: "unregisteredUser",
    query:
      'query ($id: ID!) { unregisteredUser(userId: $id, inviteToken: "guessed", verifyToken: "GUESSED") { email } }',
    variables: (target) => ({ id: target.invited }),
    check: nullAnswer("unregisteredUser"),
    writes: [COUNTED],
  },
  {
    operation: "createClient",
    query: "mutation ($c: ClientInput!) { createClient(client: $c) { success } }",
    variables: () => ({ c: clientForm() }),
    check: FORBIDDEN,
  },
  {
    operation: "updateClient",
    query: "mutation ($id: ID!, $c: ClientInput!) { updateClient(clientId: $id, client: $c) { success } }",
    variables: (target) => ({ id: target.client, c: clientForm() }),
    check: FORBIDDEN,
  },
  {
    operation: "removeClient",
    query:
      "mutation ($id: ID!, $name: String!) { removeClient(clientId: $id, clientName: $name) { success } }",
    variables: (target) => ({ id: target.client, name: target.name }),
    check: FORBIDDEN,
  },
  {
    operation: "updateFinancialPeriods",
    query:
      "mutation ($id: ID!) { updateFinancialPeriods(clientId: $id, financialPeriods: [{ start: 20240101, end: 20241231 }]) { success } }",
    variables: (target) => ({ id: target.client }),
    check: FORBIDDEN,
  },
  {
    operation: "createUser",
    query: "mutation ($u: UserInput!) { createUser(user: $u) { success } }",
    variables: (target) => ({ u: { ...userForm(target), email: `newcomer@${target.key}.test` } }),
    check: FORBIDDEN,
  },
  {
    operation: "updateUserAsAdmin",
    query: "mutation ($id: ID!, $u: UserInput!) { updateUserAsAdmin(userId: $id, user: $u) { success } }",
    variables: (target) => ({ id: target.user, u: userForm(target) }),
    check: FORBIDDEN,
  },
  {
    operation: "reinviteUser",
    query: "mutation ($id: ID!) { reinviteUser(userId: $id) { success } }",
    variables: (target) => ({ id: target.invited }),
    check: FORBIDDEN,
  },
  {
    operation: "deleteUser",
    query: "mutation ($id: ID!) { deleteUser(userToDelete: $id) { success } }",
    variables: (target) => ({ id: target.user }),
    check: FORBIDDEN,
  },
  {
    operation: "updateUserPassword",
    query:
      'mutation ($id: ID!) { updateUserPassword(user: { _id: $id }, password: "Hijack-1234") { success } }',
    variables: (target) => ({ id: target.user }),
    check: FORBIDDEN,
  },
  {
    operation: "updateLanguage",
    query: 'mutation { updateLanguage(language: "fr") { success } }',
    check: revealsNothing,
    writes: [
      {
        collection: "users",
        documents: (document, { callerId }) => document._id === callerId,
        why: "a signed-in user sets their own language",
      },
      audited("updateLanguage", "the change of language is audited"),
    ],
  },
  {
    operation: "createValidationToken",
    query: 'mutation { createValidationToken(invitation: "guessed") { success error { code } } }',
    check: refusedAsData("createValidationToken", "INVALID_TOKEN"),
    writes: [COUNTED],
  },
  {
    operation: "updateUserFromRegistration",
    query:
      'mutation ($id: ID!) { updateUserFromRegistration(userId: $id, inviteToken: "guessed", verifyToken: "GUESSED", user: { firstName: "X" }) { success error { code } } }',
    variables: (target) => ({ id: target.invited }),
    check: refusedAsData("updateUserFromRegistration", "NO_USER"),
    writes: [COUNTED],
  },
  {
    operation: "updateDeclineReason",
    query:
      'mutation { updateDeclineReason(inviteId: "guessed", bounceReason: "x") { success error { code } } }',
    check: refusedAsData("updateDeclineReason", "INVALID_TOKEN"),
    writes: [COUNTED],
  },
  // The reset flow is public: anyone may ask for a code for an address, which is mailed to that address.
  {
    operation: "processEmailForReset",
    query: "mutation ($e: String!) { processEmailForReset(userEmail: $e) { success error { code } } }",
    variables: (target) => ({ e: target.email }),
    check: revealsNothing,
    writes: [
      COUNTED,
      {
        collection: "passwordResets",
        documents: (document, { target }) => document.userId === target.user,
        why: "a new reset code for the address's user replaces the last one",
      },
      {
        collection: "mailOutbox",
        documents: (document, { target }) => document.to === target.email,
        why: "the code is mailed to the address, never to the caller",
      },
      audited("processEmailForReset", "every reset request is audited"),
    ],
  },
  {
    operation: "processTokenForReset",
    query: 'mutation ($e: String!) { processTokenForReset(userEmail: $e, token: "GUESSED1") { _id } }',
    variables: (target) => ({ e: target.email }),
    check: nullAnswer("processTokenForReset"),
    writes: [COUNTED, audited("processTokenForReset", "a wrong reset code is audited")],
  },
  {
    operation: "updateUserPassword",
    query:
      'mutation ($e: String!) { updateUserPassword(user: { email: $e, token: "GUESSED1" }, password: "Hijack-1234") { success error { code } } }',
    variables: (target) => ({ e: target.email }),
    check: refusedAsData("updateUserPassword", "INVALID_TOKEN"),
    writes: [COUNTED],
  },
  // Reporting (issue 8).
  {
    operation: "reports",
    query: "{ reports(limit: 100) { results { _id client { _id name } } pageInfo { total } } }",
    check: revealsNothing,
  },
  {
    operation: "reports",
    query: "query ($c: ID) { reports(clientId: $c) { results { _id } } }",
    variables: (target) => ({ c: target.client }),
    check: FORBIDDEN,
  },
  { operation: "adminReports", query: "{ adminReports { results { _id } } }", check: FORBIDDEN },
  {
    operation: "wizard",
    query:
      'query ($c: String!, $k: String!) { wizard(clientId: $c, reportConfigKey: "mfiFinancialMonthly", reportInstanceKey: $k) { _id } }',
    variables: (target) => ({ c: target.key, k: target.report }),
    check: FORBIDDEN,
  },
  {
    operation: "wizard",
    query:
      'query ($c: String!, $k: String!) { wizard(clientId: $c, reportConfigKey: "mfiFinancialMonthly", reportInstanceKey: $k) { _id } }',
    variables: (target, home) => ({ c: home.client, k: target.report }),
    check: nullAnswer("wizard"),
  },
  { operation: "formConfig", query: '{ formConfig(key: "balanceSheet") { key } }', check: revealsNothing },
  {
    operation: "formsOfKey",
    query:
      'query ($c: ID!) { formsOfKey(key: "agroBalanceSheet", clientId: $c, date: 20141231) { data { values } } }',
    variables: (target) => ({ c: target.client }),
    check: FORBIDDEN,
  },
  {
    operation: "formData",
    query: 'query ($c: ID!) { formData(key: "agroBalanceSheet", clientId: $c, date: 20141231) { values } }',
    variables: (target) => ({ c: target.client }),
    check: FORBIDDEN,
  },
  {
    operation: "financeQuery",
    query:
      'query ($c: ID!) { financeQuery(formConfigId: "agroBalanceSheet", clientId: $c, range: [201412]) { values } }',
    variables: (target) => ({ c: target.client }),
    check: FORBIDDEN,
  },
  {
    operation: "fieldScope",
    query:
      'query ($c: ID!) { fieldScope(clientId: $c, numeric: 20141231, fields: ["agroBalanceSheet.totalAssets"]) { value } }',
    variables: (target) => ({ c: target.client }),
    check: FORBIDDEN,
  },
  {
    operation: "formStatusList",
    query: 'query ($c: ID!) { formStatusList(key: "agroBalanceSheet", clientId: $c) { numeric } }',
    variables: (target) => ({ c: target.client }),
    check: FORBIDDEN,
  },
  {
    operation: "formConfigs",
    query: "{ formConfigs { reportConfigs { key } categorisedForms { clientType } } }",
    check: revealsNothing,
  },
  { operation: "reportConfigs", query: "{ reportConfigs { key } }", check: revealsNothing },
  {
    operation: "searchClients",
    query: '{ searchClients(text: "Client") { _id name } }',
    check: revealsNothing,
  },
  { operation: "funds", query: "{ funds { _id } }", check: revealsNothing },
  {
    operation: "investmentManagers",
    query: "query ($c: ID) { investmentManagers(clientId: $c) { _id } }",
    variables: (target) => ({ c: target.client }),
    check: FORBIDDEN,
  },
  {
    operation: "dashboard",
    query: "query ($c: ID!) { dashboard(clientId: $c) { currency } }",
    variables: (target) => ({ c: target.client }),
    check: FORBIDDEN,
  },
  {
    operation: "insertReportInstance",
    query:
      'mutation ($c: ID!) { insertReportInstance(configId: "agroFinancialQuarterly", clientId: $c, numeric: 20131231) { success } }',
    variables: (target) => ({ c: target.client }),
    check: FORBIDDEN,
  },
  {
    operation: "deleteReportInstance",
    query: "mutation ($id: ID!) { deleteReportInstance(instanceId: $id, includeForms: true) { success } }",
    variables: (target) => ({ id: target.report }),
    check: FORBIDDEN,
  },
  {
    operation: "reopenReportInstance",
    query: "mutation ($id: ID!) { reopenReportInstance(instanceId: $id) { success } }",
    variables: (target) => ({ id: target.report }),
    check: FORBIDDEN,
  },
  {
    operation: "remindReport",
    query: "mutation ($id: ID!) { remindReport(instanceId: $id) { success sent } }",
    variables: (target) => ({ id: target.report }),
    check: FORBIDDEN,
  },
  {
    operation: "updateReportingStatus",
    query: 'mutation ($id: ID!) { updateReportingStatus(instanceId: $id, status: "approved") { success } }',
    variables: (target) => ({ id: target.report }),
    check: FORBIDDEN,
  },
  ...[
    "wizardStartSubmission",
    "wizardSubmit",
    "wizardReStartSubmission",
    "wizardStartReview",
    "wizardApprove",
    "wizardReject",
  ].map((operation): OperationCase => ({
    operation,
    query: `mutation ($id: ID!) { ${operation}(reportId: $id) { success } }`,
    variables: (target) => ({ id: target.report }),
    check: FORBIDDEN,
  })),
  {
    operation: "wizardSaveChanges",
    query:
      'mutation ($id: ID!) { wizardSaveChanges(reportId: $id, changeSet: { configId: "agroBalanceSheet", changes: [{ path: "cash", change: 1 }] }) { success } }',
    variables: (target) => ({ id: target.report }),
    check: FORBIDDEN,
  },
  {
    operation: "wizardAddNote",
    query:
      'mutation ($id: ID!) { wizardAddNote(reportId: $id, note: { configKey: "agroBalanceSheet", field: "cash", text: "x" }) { success } }',
    variables: (target) => ({ id: target.report }),
    check: FORBIDDEN,
  },
  {
    operation: "wizardResolveNote",
    query: 'mutation ($id: ID!) { wizardResolveNote(reportId: $id, noteId: "any") { success } }',
    variables: (target) => ({ id: target.report }),
    check: FORBIDDEN,
  },
  {
    operation: "covenantChecks",
    query: "query ($c: ID!, $id: ID!) { covenantChecks(clientId: $c, reportId: $id) { success } }",
    variables: (target) => ({ c: target.client, id: target.report }),
    check: FORBIDDEN,
  },
  {
    operation: "covenantChecks",
    query: "query ($c: ID!, $id: ID!) { covenantChecks(clientId: $c, reportId: $id) { success } }",
    variables: (target, home) => ({ c: home.client, id: target.report }),
    check: FORBIDDEN,
  },
  {
    operation: "exportTemplate",
    query: "mutation ($c: ID!, $id: ID!) { exportTemplate(clientId: $c, reportId: $id) { success file } }",
    variables: (target) => ({ c: target.client, id: target.report }),
    check: FORBIDDEN,
  },
  {
    operation: "exportTemplate",
    query: "mutation ($c: ID!, $id: ID!) { exportTemplate(clientId: $c, reportId: $id) { success file } }",
    variables: (target, home) => ({ c: home.client, id: target.report }),
    check: FORBIDDEN,
  },
  // Provider staff only: a client user is refused whatever the ids; staff see the clients of their scope.
  {
    operation: "covenantMonitor",
    query: "{ covenantMonitor { rows { client { _id name } } regions { _id } } }",
    check: FORBIDDEN,
    provider: revealsNothing,
  },
  // A client user explains their own client's covenants only.
  {
    operation: "covenantExplanation",
    query:
      "query ($id: ID!, $c: ID!) { covenantExplanation(investmentId: $id, covenantId: $c, period: 20250930) { label } }",
    variables: (target) => ({ id: target.investment, c: target.covenant }),
    check: FORBIDDEN,
  },
  // Investments, covenants and waivers (apps/api/src/modules/investments)
  {
    operation: "investment",
    query: "query ($id: ID!) { investment(id: $id) { importedId client { name } } }",
    variables: (target) => ({ id: target.investment }),
    check: FORBIDDEN,
  },
  {
    operation: "investmentsPaged",
    query: "{ investmentsPaged(limit: 100) { results { _id client { _id name } } pageInfo { total } } }",
    check: revealsNothing,
  },
  {
    operation: "investmentsPaged",
    query: "query ($c: ID!) { investmentsPaged(clientId: $c) { results { _id } } }",
    variables: (target) => ({ c: target.client }),
    check: FORBIDDEN,
  },
  {
    operation: "investments",
    query: "query ($c: ID!) { investments(clientId: $c) { _id client { name } } }",
    variables: (target) => ({ c: target.client }),
    check: FORBIDDEN,
  },
  {
    operation: "covenantList",
    query: "query ($c: ID!) { covenantList(clientId: $c) { value label } }",
    variables: (target) => ({ c: target.client }),
    check: FORBIDDEN,
  },
  // The covenant catalogue: provider staff read it (it belongs to no client), client users may not.
  {
    operation: "covenantConfig",
    query: "query ($id: ID!) { covenantConfig(id: $id) { internalName } }",
    variables: (target) => ({ id: target.config }),
    check: FORBIDDEN,
    provider: revealsNothing,
  },
  {
    operation: "covenantsConfig",
    query: "{ covenantsConfig { results { _id } } }",
    check: FORBIDDEN,
    provider: revealsNothing,
  },
  {
    operation: "createCovenantConfig",
    query: `mutation { createCovenantConfig(covenant: ${covenantForm("covScope", "Scope")}) { success } }`,
    check: FORBIDDEN,
  },
  {
    operation: "updateCovenantConfig",
    query: `mutation ($id: ID!) { updateCovenantConfig(covenantId: $id, covenant: ${covenantForm("covDscr", "Hijacked")}) { success } }`,
    variables: (target) => ({ id: target.config }),
    check: FORBIDDEN,
  },
  {
    operation: "archiveCovenantConfig",
    query: "mutation ($id: ID!) { archiveCovenantConfig(covenantId: $id, asFrom: 20200101) { success } }",
    variables: (target) => ({ id: target.config }),
    check: FORBIDDEN,
  },
  // The config studio: provider admins only.
  ...[
    ["templates", "{ templates { key } }"],
    ["publishedTemplates", '{ publishedTemplates(kind: "form") }'],
    ["template", '{ template(kind: "form", key: "agroBalanceSheet") { key } }'],
    ["checkTemplate", '{ checkTemplate(kind: "form", config: {}) { ok } }'],
    ["templateFieldUsages", '{ templateFieldUsages(formKey: "agroBalanceSheet", field: "cash") { where } }'],
    [
      "templateDiff",
      '{ templateDiff(kind: "form", key: "agroBalanceSheet", from: "1.0.0", to: "1.0.0") { path } }',
    ],
    ["templateImpact", '{ templateImpact(key: "agroBalanceSheet") { clientsChecked } }'],
    [
      "saveTemplateDraft",
      'mutation { saveTemplateDraft(kind: "form", key: "agroBalanceSheet", config: { key: "agroBalanceSheet" }) { success } }',
    ],
    [
      "discardTemplateDraft",
      'mutation { discardTemplateDraft(kind: "form", key: "agroBalanceSheet") { success } }',
    ],
    [
      "publishTemplate",
      'mutation { publishTemplate(kind: "form", key: "agroBalanceSheet", revision: 1) { success } }',
    ],
  ].map(([operation, query]): OperationCase => ({ operation: operation!, query: query!, check: FORBIDDEN })),
  {
    operation: "studioPreviewData",
    query: "query ($c: ID!) { studioPreviewData(clientId: $c, numeric: 20141231) { clientName formData } }",
    variables: (target) => ({ c: target.client }),
    check: FORBIDDEN,
  },
  // Exchange rates: the admin screens are for provider staff (rates belong to no client); loading a month for admins.
  {
    operation: "exchangeRates",
    query: "{ exchangeRates { results { _id } } }",
    check: FORBIDDEN,
    provider: revealsNothing,
  },
  {
    operation: "singleExchangeRate",
    query: "query ($id: ID!) { singleExchangeRate(exchangeId: $id) { _id } }",
    variables: (target) => ({ id: target.config }),
    check: FORBIDDEN,
    provider: revealsNothing,
  },
  {
    operation: "createExport",
    query:
      'mutation ($c: ID!) { createExport(exportType: "CLIENT", clients: [$c], currencies: ["USD"], periods: [202401], clientStatus: ["active"]) { success fileId } }',
    variables: (target) => ({ c: target.client }),
    check: FORBIDDEN,
  },
  ...["createReportsExport", "createExportInvestments"].map((operation): OperationCase => ({
    operation,
    query: `mutation ($c: ID!) { ${operation}(periods: [202401], clients: [$c]) { success fileId } }`,
    variables: (target) => ({ c: target.client }),
    check: FORBIDDEN,
  })),
  // The administration exports: provider staff and admins only; staff export the clients of their scope.
  {
    operation: "createExportCovenants",
    query: 'mutation { createExportCovenants(fieldType: "percentual") { success fileId } }',
    check: FORBIDDEN,
    provider: exportsNothing("createExportCovenants"),
    writes: [
      {
        collection: "exports.files",
        documents: (document, { callerId }) =>
          (document.metadata as { owner?: string } | undefined)?.owner === callerId,
        why: "the caller's own export file",
      },
      { collection: "exports.chunks", why: "the chunks of that file" },
      audited("createExportCovenants", "every export is audited"),
    ],
  },
  {
    operation: "createExportExchange",
    query: 'mutation { createExportExchange(currency: "EUR", periods: [202401]) { success fileId } }',
    check: FORBIDDEN,
  },
  ...["previewExchangeRates", "uploadExchangeRates"].map((operation): OperationCase => ({
    operation,
    query: `mutation { ${operation}(month: "2024-01", file: { name: "rates.csv", content: "Y3VycmVuY3kscmF0ZQpQRU4sMy43NQo=" }) { success } }`,
    check: FORBIDDEN,
  })),
  {
    operation: "updateInvestmentPeriodicity",
    query:
      'mutation ($id: ID!) { updateInvestmentPeriodicity(investmentId: $id, periodicity: "quarterly") { success } }',
    variables: (target) => ({ id: target.investment }),
    check: FORBIDDEN,
  },
  {
    operation: "createCovenant",
    query: "mutation ($id: ID!, $c: ID!) { createCovenant(investmentId: $id, covenantId: $c) { success } }",
    variables: (target) => ({ id: target.investment, c: target.config }),
    check: FORBIDDEN,
  },
  {
    operation: "updateCovenant",
    query:
      "mutation ($id: ID!, $c: ID!) { updateCovenant(investmentId: $id, covenantId: $c, covenant: { range: { min: 1, max: 2 }, alertThreshold: 1 }) { success } }",
    variables: (target) => ({ id: target.investment, c: target.covenant }),
    check: FORBIDDEN,
  },
  {
    operation: "deleteCovenant",
    query: "mutation ($id: ID!, $c: ID!) { deleteCovenant(investmentId: $id, covenantId: $c) { success } }",
    variables: (target) => ({ id: target.investment, c: target.covenant }),
    check: FORBIDDEN,
  },
  {
    operation: "validateCovenant",
    query: "mutation ($id: ID!, $c: ID!) { validateCovenant(investmentId: $id, covenantId: $c) { success } }",
    variables: (target) => ({ id: target.investment, c: target.covenant }),
    check: FORBIDDEN,
  },
  {
    operation: "createWaiver",
    query:
      'mutation ($id: ID!, $c: ID!) { createWaiver(investmentId: $id, covenantId: $c, waiver: { waiverType: "DISABLE", startDate: 20250101, endDate: 20250131 }) { success } }',
    variables: (target) => ({ id: target.investment, c: target.covenant }),
    check: FORBIDDEN,
  },
  {
    operation: "updateWaiver",
    query:
      'mutation ($id: ID!, $c: ID!, $w: ID!) { updateWaiver(investmentId: $id, covenantId: $c, waiverId: $w, waiver: { waiverType: "DISABLE", startDate: 20250101, endDate: 20250131 }) { success } }',
    variables: (target) => ({ id: target.investment, c: target.covenant, w: target.waiver }),
    check: FORBIDDEN,
  },
  {
    operation: "deleteWaiver",
    query:
      "mutation ($id: ID!, $c: ID!, $w: ID!) { deleteWaiver(investmentId: $id, covenantId: $c, waiverId: $w) { success } }",
    variables: (target) => ({ id: target.investment, c: target.covenant, w: target.waiver }),
    check: FORBIDDEN,
  },
  {
    operation: "validateWaiver",
    query:
      'mutation ($id: ID!, $c: ID!) { validateWaiver(investmentId: $id, covenantId: $c, waiver: { waiverType: "DISABLE", startDate: 20250101, endDate: 20250131 }) { success } }',
    variables: (target) => ({ id: target.investment, c: target.covenant }),
    check: FORBIDDEN,
  },
];

/** A short title for a case's tests. */
export function caseTitle(testCase: OperationCase): string {
  return `${testCase.operation}: ${testCase.query.slice(0, 70)}`;
}

// ---------------------------------------------------------------------------------------------------------
// The operations of the schema and their declarations.

export interface SchemaOperation {
  root: "Query" | "Mutation";
  field: string;
  /** What the resolver declares (operation.ts); undefined when it declares nothing. */
  declaration: OperationDeclaration | undefined;
}

/** Every query and mutation of the schema, with its resolver's declaration. */
export function schemaOperations(): SchemaOperation[] {
  const schema = buildSchema(schemaSource());
  const resolvers = modules.map((module) => module.resolvers ?? {}) as Array<
    Record<string, Record<string, unknown>>
  >;
  return (["Query", "Mutation"] as const).flatMap((root) => {
    const type = schema.getType(root);
    if (!isObjectType(type)) return [];
    return Object.keys(type.getFields()).map((field) => {
      const resolver = resolvers
        .map((map) => map[root]?.[field])
        .find((candidate) => candidate !== undefined);
      return { root, field, declaration: declarationOf(resolver) };
    });
  });
}

const declarations = new Map(schemaOperations().map(({ field, declaration }) => [field, declaration]));

/** What the operation's resolver declares it needs (undefined: no declaration, which a coverage test refuses). */
export function requirementOf(testCase: OperationCase): Requirement | undefined {
  return declarations.get(testCase.operation)?.requirement;
}

/** The provider key of the test configuration (testConfig in app.ts), known before any app is built. */
export const PROVIDER_KEY = readConfig({
  MONGODB_URI: "mongodb://127.0.0.1:1",
  JWT_SECRET: TEST_JWT_SECRET,
  PUBLIC_URL: "http://portal.test",
}).providerKey;

const roleTable = defaultRolePermissions(PROVIDER_KEY);

/** Whether `roles` (the seeded role table, reduced so that a deny wins, as Access does) allow the pair. */
export function rolesAllow(roles: readonly string[], [context, action]: readonly [string, string]): boolean {
  return reducePermissions(roles.flatMap((role) => roleTable[role] ?? [])).some(
    (entry) => entry.context === context && entry.action === action && entry.value === 1,
  );
}

/**
 * Whether a caller gets past the operation's declared requirement: `roles` of a valid session, or null
 * without one (no token, a forged one).
 */
export function meetsRequirement(testCase: OperationCase, roles: readonly string[] | null): boolean {
  const requirement = requirementOf(testCase);
  if (requirement === undefined) return false;
  if (requirement === "public") return true;
  if (roles === null) return false;
  return requirement === "session" || rolesAllow(roles, requirement);
}

/** The operations of the schema that no case calls. */
export function operationsWithoutCase(): string[] {
  const covered = new Set(cases.map((testCase) => testCase.operation));
  return schemaOperations()
    .map(({ field }) => field)
    .filter((field) => !covered.has(field));
}
