// The scope suite: for every query and mutation of the API, a client user of client A (and a client admin of
// A) using client B's ids is refused with FORBIDDEN or learns nothing, and B's data stays exactly as it was.
// A new operation without a case here fails the coverage test at the end.
import { buildSchema, isObjectType } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { modules, schemaSource } from "../src/app";
import { declarationOf } from "../src/graphql/operation";
import { useTestApp } from "./app";
import { useTestDatabase } from "./database";
import {
  AFRICA,
  covenantOf,
  errorCode,
  gql,
  login,
  seedClient,
  seedCovenantConfig,
  seedInvestment,
  seedReference,
  seedUser,
} from "./fixtures";
import type { GraphQLAnswer, Loose } from "./fixtures";
import { demoData, insertReport } from "./reporting";

const database = useTestDatabase("scope");
const app = useTestApp(database);

const ids = {
  clientA: "",
  clientB: "",
  keyB: "",
  userB: "",
  invitedB: "",
  emailB: "",
  reportB: "",
  investmentB: "",
  covenantB: "",
  waiverB: "",
  configB: "",
};
const tokens = { client: "", clientAdmin: "" };

async function snapshotOfB() {
  const db = database.db();
  return {
    client: await db.collection("clients").findOne({ _id: ids.clientB as never }),
    users: await db.collection("users").find({ "clients.ids": ids.clientB }).sort({ _id: 1 }).toArray(),
    accounts: await db
      .collection("accounts")
      .find({ userId: { $in: [ids.userB, ids.invitedB] } })
      .sort({ _id: 1 })
      .toArray(),
    reports: await db.collection("reportInstances").find({ "client._id": ids.clientB }).toArray(),
    formData: await db.collection("formData").find({ clientId: ids.clientB }).toArray(),
    notes: await db.collection("reportNotes").find({ reportId: ids.reportB }).toArray(),
    investments: await db.collection("investments").find({ "client._id": ids.clientB }).toArray(),
    covenantConfig: await db.collection("covenantConfigs").findOne({ _id: ids.configB as never }),
    covenantConfigCount: await db.collection("covenantConfigs").countDocuments(),
  };
}

beforeAll(async () => {
  const db = database.db();
  await seedReference(db);
  const a = await seedClient(db, "Client A");
  const b = await seedClient(db, "Client B", {
    clientType: "AGRO",
    clientConfigType: "AGRO",
    worldRegion: AFRICA,
  });
  Object.assign(ids, { clientA: a._id, clientB: b._id, keyB: b.key });
  const configB = await seedCovenantConfig(db, "covDscr", { clientType: "AGRO" });
  const covenantB = covenantOf(configB, {
    waivers: [
      { _id: "6f10000000000000000000b1", waiverType: "DISABLE", startDate: 20240101, endDate: 20240131 },
    ],
  });
  const investmentB = await seedInvestment(db, b, { covenants: [covenantB] });
  Object.assign(ids, {
    investmentB: investmentB._id,
    covenantB: covenantB._id,
    waiverB: "6f10000000000000000000b1",
    configB: configB._id,
  });
  const data = demoData();
  await db.collection("formConfigs").insertMany(data.formConfigs.map((form) => ({ ...form })) as never[]);
  await db
    .collection("reportConfigs")
    .insertMany(data.reportConfigs.map((report) => ({ ...report })) as never[]);
  const reportB = await insertReport(db, b, "in_progress");
  ids.reportB = reportB._id;
  const sample = data.formData.find((document) => document.configKey === "agroBalanceSheet")!;
  await db.collection("formData").insertOne({
    ...sample,
    _id: "6b1000000000000000000b0b",
    clientId: b._id,
    reportId: reportB._id,
    context: { ...sample.context, numeric: reportB.context.numeric },
  } as never);
  const userB = await seedUser(db, "bea.b@b.test", ["CLIENT"], { ids: [b._id] });
  const invitedB = await seedUser(
    db,
    "ivo.invited@b.test",
    ["CLIENT"],
    { ids: [b._id] },
    {
      status: "INVITED",
      invitation: { expirationDate: "2999-01-01T00:00:00.000Z", fulfilled: false, tokenHash: "0".repeat(64) },
    },
  );
  await db.collection("accounts").deleteOne({ userId: invitedB.user._id });
  await db
    .collection("users")
    .updateOne({ _id: invitedB.user._id as never }, { $unset: { userAccountId: "" } });
  Object.assign(ids, { userB: userB.user._id, invitedB: invitedB.user._id, emailB: userB.email });
  const clientUser = await seedUser(db, "abe.a@a.test", ["CLIENT"], { ids: [a._id] });
  const clientAdmin = await seedUser(db, "ada.a@a.test", ["CLIENT", "CLIENT-ADMIN"], { ids: [a._id] });
  tokens.client = await login(app(), clientUser.email, clientUser.password);
  tokens.clientAdmin = await login(app(), clientAdmin.email, clientAdmin.password);
});

type Check = (answer: GraphQLAnswer<Loose>) => void;
const FORBIDDEN: Check = (answer) => {
  expect(errorCode(answer), JSON.stringify(answer.errors)).toBe("FORBIDDEN");
  expect(JSON.stringify(answer.data ?? {})).not.toContain("Client B");
};
const revealsNothingOfB: Check = (answer) => {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  const text = JSON.stringify(answer.data);
  for (const secret of [
    "Client B",
    "bea.b@b.test",
    "ivo.invited@b.test",
    ids.clientB,
    ids.userB,
    ids.invitedB,
  ])
    expect(text).not.toContain(secret);
};
const refusedAsData =
  (field: string, code: string): Check =>
  (answer) => {
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.[field]).toMatchObject({ success: false, error: { code } });
  };
const nullAnswer =
  (field: string): Check =>
  (answer) => {
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.[field]).toBeNull();
  };

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
const userForm = () => ({
  firstName: "Bea",
  lastName: "Hijacked",
  email: "bea.b@b.test",
  roles: ["CLIENT"],
  language: "en",
  clients: { ids: [ids.clientB] },
});

interface Case {
  operation: string;
  query: string;
  variables?: () => Record<string, unknown>;
  check: Check;
  /** The client admin too (default: both callers). */
  callers?: Array<keyof typeof tokens>;
}

const cases: Case[] = [
  { operation: "health", query: "{ health { status } }", check: revealsNothingOfB },
  { operation: "version", query: "{ version }", check: revealsNothingOfB },
  {
    operation: "whoAmI",
    query: "{ whoAmI { _id clients { _id name } regions { _id } home clientKey } }",
    check: revealsNothingOfB,
  },
  {
    operation: "essentials",
    query: "{ essentials { formConfigs { key } reportConfigs { key } } }",
    check: revealsNothingOfB,
  },
  {
    operation: "users",
    query: "{ users(limit: 100) { results { _id email clients { ids nameList } } } }",
    check: revealsNothingOfB,
    callers: ["clientAdmin"],
  },
  { operation: "users", query: "{ users { results { _id } } }", check: FORBIDDEN, callers: ["client"] },
  {
    operation: "user",
    query: "query ($id: ID!) { user(userId: $id) { email } }",
    variables: () => ({ id: ids.userB }),
    check: FORBIDDEN,
  },
  {
    operation: "clients",
    query:
      '{ clients(limit: 100, status: ["active", "removed"]) { results { _id name } pageInfo { total } } }',
    check: revealsNothingOfB,
  },
  {
    operation: "client",
    query: "query ($id: ID!) { client(clientId: $id) { name } }",
    variables: () => ({ id: ids.clientB }),
    check: FORBIDDEN,
  },
  {
    operation: "client",
    query: "query ($key: String!) { client(key: $key) { name } }",
    variables: () => ({ key: ids.keyB }),
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
    variables: () => ({ id: ids.clientB }),
    check: FORBIDDEN,
  },
  { operation: "regions", query: "{ regions { _id region } }", check: revealsNothingOfB },
  { operation: "countries", query: "{ countries { _id name } }", check: revealsNothingOfB },
  { operation: "audits", query: "{ audits { results { text } } }", check: FORBIDDEN },
  {
    operation: "invitedUser",
    query: '{ invitedUser(inviteToken: "guessed") { _id } }',
    check: nullAnswer("invitedUser"),
  },
  {
    operation: "validateToken",
    query: '{ validateToken(inviteToken: "guessed", verifyToken: "GUESSED") { success error { code } } }',
    check: refusedAsData("validateToken", "INVALID_TOKEN"),
  },
  {
    operation: "unregisteredUser",
    query:
      'query ($id: ID!) { unregisteredUser(userId: $id, inviteToken: "guessed", verifyToken: "GUESSED") { email } }',
    variables: () => ({ id: ids.invitedB }),
    check: nullAnswer("unregisteredUser"),
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
    variables: () => ({ id: ids.clientB, c: clientForm() }),
    check: FORBIDDEN,
  },
  {
    operation: "removeClient",
    query: 'mutation ($id: ID!) { removeClient(clientId: $id, clientName: "Client B") { success } }',
    variables: () => ({ id: ids.clientB }),
    check: FORBIDDEN,
  },
  {
    operation: "updateFinancialPeriods",
    query:
      "mutation ($id: ID!) { updateFinancialPeriods(clientId: $id, financialPeriods: [{ start: 20240101, end: 20241231 }]) { success } }",
    variables: () => ({ id: ids.clientB }),
    check: FORBIDDEN,
  },
  {
    operation: "createUser",
    query: "mutation ($u: UserInput!) { createUser(user: $u) { success } }",
    variables: () => ({ u: { ...userForm(), email: "new@b.test" } }),
    check: FORBIDDEN,
  },
  {
    operation: "updateUserAsAdmin",
    query: "mutation ($id: ID!, $u: UserInput!) { updateUserAsAdmin(userId: $id, user: $u) { success } }",
    variables: () => ({ id: ids.userB, u: userForm() }),
    check: FORBIDDEN,
  },
  {
    operation: "reinviteUser",
    query: "mutation ($id: ID!) { reinviteUser(userId: $id) { success } }",
    variables: () => ({ id: ids.invitedB }),
    check: FORBIDDEN,
  },
  {
    operation: "deleteUser",
    query: "mutation ($id: ID!) { deleteUser(userToDelete: $id) { success } }",
    variables: () => ({ id: ids.userB }),
    check: FORBIDDEN,
  },
  {
    operation: "updateUserPassword",
    query:
      'mutation ($id: ID!) { updateUserPassword(user: { _id: $id }, password: "Hijack-1234") { success } }',
    variables: () => ({ id: ids.userB }),
    check: FORBIDDEN,
  },
  {
    operation: "updateUserPassword",
    query:
      'mutation ($e: String!) { updateUserPassword(user: { email: $e, token: "GUESSED1" }, password: "Hijack-1234") { success error { code } } }',
    variables: () => ({ e: ids.emailB }),
    check: refusedAsData("updateUserPassword", "INVALID_TOKEN"),
  },
  {
    operation: "updateLanguage",
    query: 'mutation { updateLanguage(language: "fr") { success } }',
    check: revealsNothingOfB,
  },
  {
    operation: "createValidationToken",
    query: 'mutation { createValidationToken(invitation: "guessed") { success error { code } } }',
    check: refusedAsData("createValidationToken", "INVALID_TOKEN"),
  },
  {
    operation: "updateUserFromRegistration",
    query:
      'mutation ($id: ID!) { updateUserFromRegistration(userId: $id, inviteToken: "guessed", verifyToken: "GUESSED", user: { firstName: "X" }) { success error { code } } }',
    variables: () => ({ id: ids.invitedB }),
    check: refusedAsData("updateUserFromRegistration", "NO_USER"),
  },
  {
    operation: "updateDeclineReason",
    query:
      'mutation { updateDeclineReason(inviteId: "guessed", bounceReason: "x") { success error { code } } }',
    check: refusedAsData("updateDeclineReason", "INVALID_TOKEN"),
  },
  {
    operation: "processEmailForReset",
    query: "mutation ($e: String!) { processEmailForReset(userEmail: $e) { success error { code } } }",
    variables: () => ({ e: ids.emailB }),
    check: revealsNothingOfB,
  },
  {
    operation: "processTokenForReset",
    query: 'mutation ($e: String!) { processTokenForReset(userEmail: $e, token: "GUESSED1") { _id } }',
    variables: () => ({ e: ids.emailB }),
    check: nullAnswer("processTokenForReset"),
  },
  // Reporting (issue 8).
  {
    operation: "reports",
    query: "{ reports(limit: 100) { results { _id client { _id name } } pageInfo { total } } }",
    check: revealsNothingOfB,
  },
  {
    operation: "reports",
    query: "query ($c: ID) { reports(clientId: $c) { results { _id } } }",
    variables: () => ({ c: ids.clientB }),
    check: FORBIDDEN,
  },
  { operation: "adminReports", query: "{ adminReports { results { _id } } }", check: FORBIDDEN },
  {
    operation: "wizard",
    query:
      'query ($c: String!, $k: String!) { wizard(clientId: $c, reportConfigKey: "mfiFinancialMonthly", reportInstanceKey: $k) { _id } }',
    variables: () => ({ c: ids.keyB, k: ids.reportB }),
    check: FORBIDDEN,
  },
  {
    operation: "wizard",
    query:
      'query ($c: String!, $k: String!) { wizard(clientId: $c, reportConfigKey: "mfiFinancialMonthly", reportInstanceKey: $k) { _id } }',
    variables: () => ({ c: ids.clientA, k: ids.reportB }),
    check: nullAnswer("wizard"),
  },
  { operation: "formConfig", query: '{ formConfig(key: "balanceSheet") { key } }', check: revealsNothingOfB },
  {
    operation: "formsOfKey",
    query:
      'query ($c: ID!) { formsOfKey(key: "agroBalanceSheet", clientId: $c, date: 20141231) { data { values } } }',
    variables: () => ({ c: ids.clientB }),
    check: FORBIDDEN,
  },
  {
    operation: "formData",
    query: 'query ($c: ID!) { formData(key: "agroBalanceSheet", clientId: $c, date: 20141231) { values } }',
    variables: () => ({ c: ids.clientB }),
    check: FORBIDDEN,
  },
  {
    operation: "financeQuery",
    query:
      'query ($c: ID!) { financeQuery(formConfigId: "agroBalanceSheet", clientId: $c, range: [201412]) { values } }',
    variables: () => ({ c: ids.clientB }),
    check: FORBIDDEN,
  },
  {
    operation: "fieldScope",
    query:
      'query ($c: ID!) { fieldScope(clientId: $c, numeric: 20141231, fields: ["agroBalanceSheet.totalAssets"]) { value } }',
    variables: () => ({ c: ids.clientB }),
    check: FORBIDDEN,
  },
  {
    operation: "formStatusList",
    query: 'query ($c: ID!) { formStatusList(key: "agroBalanceSheet", clientId: $c) { numeric } }',
    variables: () => ({ c: ids.clientB }),
    check: FORBIDDEN,
  },
  {
    operation: "formConfigs",
    query: "{ formConfigs { reportConfigs { key } categorisedForms { clientType } } }",
    check: revealsNothingOfB,
  },
  { operation: "reportConfigs", query: "{ reportConfigs { key } }", check: revealsNothingOfB },
  {
    operation: "searchClients",
    query: '{ searchClients(text: "Client") { _id name } }',
    check: revealsNothingOfB,
  },
  { operation: "funds", query: "{ funds { _id } }", check: revealsNothingOfB },
  {
    operation: "investmentManagers",
    query: "query ($c: ID) { investmentManagers(clientId: $c) { _id } }",
    variables: () => ({ c: ids.clientB }),
    check: FORBIDDEN,
  },
  {
    operation: "dashboard",
    query: "query ($c: ID!) { dashboard(clientId: $c) { currency } }",
    variables: () => ({ c: ids.clientB }),
    check: FORBIDDEN,
  },
  {
    operation: "insertReportInstance",
    query:
      'mutation ($c: ID!) { insertReportInstance(configId: "agroFinancialQuarterly", clientId: $c, numeric: 20131231) { success } }',
    variables: () => ({ c: ids.clientB }),
    check: FORBIDDEN,
  },
  {
    operation: "deleteReportInstance",
    query: "mutation ($id: ID!) { deleteReportInstance(instanceId: $id, includeForms: true) { success } }",
    variables: () => ({ id: ids.reportB }),
    check: FORBIDDEN,
  },
  {
    operation: "reopenReportInstance",
    query: "mutation ($id: ID!) { reopenReportInstance(instanceId: $id) { success } }",
    variables: () => ({ id: ids.reportB }),
    check: FORBIDDEN,
  },
  {
    operation: "remindReport",
    query: "mutation ($id: ID!) { remindReport(instanceId: $id) { success sent } }",
    variables: () => ({ id: ids.reportB }),
    check: FORBIDDEN,
  },
  {
    operation: "updateReportingStatus",
    query: 'mutation ($id: ID!) { updateReportingStatus(instanceId: $id, status: "approved") { success } }',
    variables: () => ({ id: ids.reportB }),
    check: FORBIDDEN,
  },
  ...[
    "wizardStartSubmission",
    "wizardSubmit",
    "wizardReStartSubmission",
    "wizardStartReview",
    "wizardApprove",
    "wizardReject",
  ].map((operation) => ({
    operation,
    query: `mutation ($id: ID!) { ${operation}(reportId: $id) { success } }`,
    variables: () => ({ id: ids.reportB }),
    check: FORBIDDEN,
  })),
  {
    operation: "wizardSaveChanges",
    query:
      'mutation ($id: ID!) { wizardSaveChanges(reportId: $id, changeSet: { configId: "agroBalanceSheet", changes: [{ path: "cash", change: 1 }] }) { success } }',
    variables: () => ({ id: ids.reportB }),
    check: FORBIDDEN,
  },
  {
    operation: "wizardAddNote",
    query:
      'mutation ($id: ID!) { wizardAddNote(reportId: $id, note: { configKey: "agroBalanceSheet", field: "cash", text: "x" }) { success } }',
    variables: () => ({ id: ids.reportB }),
    check: FORBIDDEN,
  },
  {
    operation: "wizardResolveNote",
    query: 'mutation ($id: ID!) { wizardResolveNote(reportId: $id, noteId: "any") { success } }',
    variables: () => ({ id: ids.reportB }),
    check: FORBIDDEN,
  },
  {
    operation: "covenantChecks",
    query: "query ($c: ID!, $id: ID!) { covenantChecks(clientId: $c, reportId: $id) { success } }",
    variables: () => ({ c: ids.clientB, id: ids.reportB }),
    check: FORBIDDEN,
  },
  {
    operation: "covenantChecks",
    query: "query ($c: ID!, $id: ID!) { covenantChecks(clientId: $c, reportId: $id) { success } }",
    variables: () => ({ c: ids.clientA, id: ids.reportB }),
    check: FORBIDDEN,
  },
  {
    operation: "exportTemplate",
    query: "mutation ($c: ID!, $id: ID!) { exportTemplate(clientId: $c, reportId: $id) { success file } }",
    variables: () => ({ c: ids.clientB, id: ids.reportB }),
    check: FORBIDDEN,
  },
  {
    operation: "exportTemplate",
    query: "mutation ($c: ID!, $id: ID!) { exportTemplate(clientId: $c, reportId: $id) { success file } }",
    variables: () => ({ c: ids.clientA, id: ids.reportB }),
    check: FORBIDDEN,
  },
  // Provider staff only: a client user is refused whatever the ids.
  {
    operation: "covenantMonitor",
    query: "{ covenantMonitor { rows { client { _id } } } }",
    check: FORBIDDEN,
  },
  // A client user explains their own client's covenants only.
  {
    operation: "covenantExplanation",
    query:
      "query ($id: ID!, $c: ID!) { covenantExplanation(investmentId: $id, covenantId: $c, period: 20250930) { label } }",
    variables: () => ({ id: ids.investmentB, c: ids.covenantB }),
    check: FORBIDDEN,
  },
  // Investments, covenants and waivers (apps/api/src/modules/investments)
  {
    operation: "investment",
    query: "query ($id: ID!) { investment(id: $id) { importedId client { name } } }",
    variables: () => ({ id: ids.investmentB }),
    check: FORBIDDEN,
  },
  {
    operation: "investmentsPaged",
    query: "{ investmentsPaged(limit: 100) { results { _id client { _id name } } pageInfo { total } } }",
    check: revealsNothingOfB,
  },
  {
    operation: "investmentsPaged",
    query: "query ($c: ID!) { investmentsPaged(clientId: $c) { results { _id } } }",
    variables: () => ({ c: ids.clientB }),
    check: FORBIDDEN,
  },
  {
    operation: "investments",
    query: "query ($c: ID!) { investments(clientId: $c) { _id client { name } } }",
    variables: () => ({ c: ids.clientB }),
    check: FORBIDDEN,
  },
  {
    operation: "covenantList",
    query: "query ($c: ID!) { covenantList(clientId: $c) { value label } }",
    variables: () => ({ c: ids.clientB }),
    check: FORBIDDEN,
  },
  {
    operation: "covenantConfig",
    query: "query ($id: ID!) { covenantConfig(id: $id) { internalName } }",
    variables: () => ({ id: ids.configB }),
    check: FORBIDDEN,
  },
  {
    operation: "covenantsConfig",
    query: "{ covenantsConfig { results { _id } } }",
    check: FORBIDDEN,
  },
  {
    operation: "createCovenantConfig",
    query:
      'mutation { createCovenantConfig(covenant: { internalName: "covScope", name: { en: "Scope" }, links: [], fieldType: "numeric", range: { min: 0, max: 10 }, alertThreshold: 5, clientType: "AGRO", formula: "1" }) { success } }',
    check: FORBIDDEN,
  },
  {
    operation: "updateCovenantConfig",
    query:
      'mutation ($id: ID!) { updateCovenantConfig(covenantId: $id, covenant: { internalName: "covDscr", name: { en: "Hijacked" }, links: [], fieldType: "numeric", range: { min: 0, max: 10 }, alertThreshold: 5, clientType: "AGRO", formula: "1" }) { success } }',
    variables: () => ({ id: ids.configB }),
    check: FORBIDDEN,
  },
  {
    operation: "archiveCovenantConfig",
    query: "mutation ($id: ID!) { archiveCovenantConfig(covenantId: $id, asFrom: 20200101) { success } }",
    variables: () => ({ id: ids.configB }),
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
  ].map(([operation, query]) => ({ operation: operation!, query: query!, check: FORBIDDEN })),
  {
    operation: "studioPreviewData",
    query: "query ($c: ID!) { studioPreviewData(clientId: $c, numeric: 20141231) { clientName formData } }",
    variables: () => ({ c: ids.clientB }),
    check: FORBIDDEN,
  },
  // Exchange rates: the admin screens are for provider staff; loading a month for admins.
  { operation: "exchangeRates", query: "{ exchangeRates { results { _id } } }", check: FORBIDDEN },
  {
    operation: "singleExchangeRate",
    query: "query ($id: ID!) { singleExchangeRate(exchangeId: $id) { _id } }",
    variables: () => ({ id: ids.configB }),
    check: FORBIDDEN,
  },
  {
    operation: "createExport",
    query:
      'mutation ($c: ID!) { createExport(exportType: "CLIENT", clients: [$c], currencies: ["USD"], periods: [202401], clientStatus: ["active"]) { success fileId } }',
    variables: () => ({ c: ids.clientB }),
    check: FORBIDDEN,
  },
  ...["createReportsExport", "createExportInvestments"].map((operation) => ({
    operation,
    query: `mutation ($c: ID!) { ${operation}(periods: [202401], clients: [$c]) { success fileId } }`,
    variables: () => ({ c: ids.clientB }),
    check: FORBIDDEN,
  })),
  // The administration exports: provider staff and admins only.
  {
    operation: "createExportCovenants",
    query: 'mutation { createExportCovenants(fieldType: "percentual") { success fileId } }',
    check: FORBIDDEN,
  },
  {
    operation: "createExportExchange",
    query: 'mutation { createExportExchange(currency: "EUR", periods: [202401]) { success fileId } }',
    check: FORBIDDEN,
  },
  ...["previewExchangeRates", "uploadExchangeRates"].map((operation) => ({
    operation,
    query: `mutation { ${operation}(month: "2024-01", file: { name: "rates.csv", content: "Y3VycmVuY3kscmF0ZQpQRU4sMy43NQo=" }) { success } }`,
    check: FORBIDDEN,
  })),
  {
    operation: "updateInvestmentPeriodicity",
    query:
      'mutation ($id: ID!) { updateInvestmentPeriodicity(investmentId: $id, periodicity: "quarterly") { success } }',
    variables: () => ({ id: ids.investmentB }),
    check: FORBIDDEN,
  },
  {
    operation: "createCovenant",
    query: "mutation ($id: ID!, $c: ID!) { createCovenant(investmentId: $id, covenantId: $c) { success } }",
    variables: () => ({ id: ids.investmentB, c: ids.configB }),
    check: FORBIDDEN,
  },
  {
    operation: "updateCovenant",
    query:
      "mutation ($id: ID!, $c: ID!) { updateCovenant(investmentId: $id, covenantId: $c, covenant: { range: { min: 1, max: 2 }, alertThreshold: 1 }) { success } }",
    variables: () => ({ id: ids.investmentB, c: ids.covenantB }),
    check: FORBIDDEN,
  },
  {
    operation: "deleteCovenant",
    query: "mutation ($id: ID!, $c: ID!) { deleteCovenant(investmentId: $id, covenantId: $c) { success } }",
    variables: () => ({ id: ids.investmentB, c: ids.covenantB }),
    check: FORBIDDEN,
  },
  {
    operation: "validateCovenant",
    query: "mutation ($id: ID!, $c: ID!) { validateCovenant(investmentId: $id, covenantId: $c) { success } }",
    variables: () => ({ id: ids.investmentB, c: ids.covenantB }),
    check: FORBIDDEN,
  },
  {
    operation: "createWaiver",
    query:
      'mutation ($id: ID!, $c: ID!) { createWaiver(investmentId: $id, covenantId: $c, waiver: { waiverType: "DISABLE", startDate: 20250101, endDate: 20250131 }) { success } }',
    variables: () => ({ id: ids.investmentB, c: ids.covenantB }),
    check: FORBIDDEN,
  },
  {
    operation: "updateWaiver",
    query:
      'mutation ($id: ID!, $c: ID!, $w: ID!) { updateWaiver(investmentId: $id, covenantId: $c, waiverId: $w, waiver: { waiverType: "DISABLE", startDate: 20250101, endDate: 20250131 }) { success } }',
    variables: () => ({ id: ids.investmentB, c: ids.covenantB, w: ids.waiverB }),
    check: FORBIDDEN,
  },
  {
    operation: "deleteWaiver",
    query:
      "mutation ($id: ID!, $c: ID!, $w: ID!) { deleteWaiver(investmentId: $id, covenantId: $c, waiverId: $w) { success } }",
    variables: () => ({ id: ids.investmentB, c: ids.covenantB, w: ids.waiverB }),
    check: FORBIDDEN,
  },
  {
    operation: "validateWaiver",
    query:
      'mutation ($id: ID!, $c: ID!) { validateWaiver(investmentId: $id, covenantId: $c, waiver: { waiverType: "DISABLE", startDate: 20250101, endDate: 20250131 }) { success } }',
    variables: () => ({ id: ids.investmentB, c: ids.covenantB }),
    check: FORBIDDEN,
  },
];

describe("a client user of client A using client B's ids", () => {
  for (const testCase of cases) {
    for (const caller of testCase.callers ?? (["client", "clientAdmin"] as const)) {
      it(`${testCase.operation} (${caller}): ${testCase.query.slice(0, 70)}`, async () => {
        const before = await snapshotOfB();
        const answer = await gql(app(), testCase.query, testCase.variables?.() ?? {}, {
          token: tokens[caller],
        });
        testCase.check(answer);
        expect(await snapshotOfB()).toEqual(before);
      });
    }
  }
});

describe("coverage", () => {
  const schema = buildSchema(schemaSource());
  const operations = ["Query", "Mutation"].flatMap((root) => {
    const type = schema.getType(root);
    return isObjectType(type) ? Object.keys(type.getFields()).map((field) => ({ root, field })) : [];
  });

  it("has a scope case for every query and mutation", () => {
    const covered = new Set(cases.map((testCase) => testCase.operation));
    expect(operations.map(({ field }) => field).filter((field) => !covered.has(field))).toEqual([]);
  });

  it("declares the requirement and data scope of every query and mutation resolver", () => {
    const resolvers = modules.map((module) => module.resolvers ?? {}) as Array<
      Record<string, Record<string, unknown>>
    >;
    const undeclared = operations.filter(({ root, field }) => {
      const resolver = resolvers
        .map((map) => map[root]?.[field])
        .find((candidate) => candidate !== undefined);
      return declarationOf(resolver) === undefined;
    });
    expect(undeclared).toEqual([]);
  });
});
