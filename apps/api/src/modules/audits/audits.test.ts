// Every mutation writes an audit entry: this runs each one successfully and then reads the log.
import { buildSchema, isObjectType } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import {
  AFRICA,
  COUNTRIES,
  errorCode,
  gql,
  linkIn,
  login,
  mailTo,
  seedCovenantConfig,
  seedInvestment,
  seedReference,
  seedUser,
} from "../../../test/fixtures";
import type { Loose } from "../../../test/fixtures";
import { demoData } from "../../../test/reporting";
import { schemaSource } from "../../app";
import type { ClientDoc } from "../../model/clients";
import type { AuditDoc } from "./repository";

const database = useTestDatabase("audits");
const app = useTestApp(database);

const secrets: string[] = [];
let adminToken: string;

async function mutate(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const answer = await gql(app(), query, variables, token ? { token } : {});
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  const result = Object.values(answer.data ?? {})[0] as { success?: boolean } | null;
  if (result && "success" in result) expect(result.success, JSON.stringify(answer.data)).toBe(true);
  return answer.data as Loose;
}

const clientForm = {
  name: "Audit Bank",
  officialName: "Audit Bank Ltd",
  clientType: "MFI",
  institutionalForm: "NGO",
  profitProfile: "nonprofit",
  status: "active",
  worldRegion: AFRICA,
  yearOfOperationalStart: 2010,
  address: {
    country: COUNTRIES[1]!._id,
    city: "Nairobi",
    postalcode: "00100",
    street: "Moi Avenue",
    nr: "1",
  },
  settings: { currency: "KES", reportingScale: 1 },
};

// The config studio's mutations, first (the log's newest entry is the client's removal below): a new form
// published, then a draft of it discarded.
beforeAll(async () => {
  const studio = await seedUser(database.db(), "sam.studio@provider.test", ["investor-admin"]);
  secrets.push(studio.password);
  const token = await login(app(), studio.email, studio.password);
  const config = {
    key: "auditForm",
    version: "1.0.0",
    name: { en: "Audit form" },
    context: { category: "statistics", periodType: "month", target: "client" },
    type: "form",
    clientTypes: ["MFI"],
    fields: [{ internalName: "staffCount", name: { en: "Staff" }, type: "numeric" }],
  };
  const save = `mutation ($c: JSON!) { saveTemplateDraft(kind: "form", key: "auditForm", config: $c) { success document { revision } } }`;
  const revision = (await mutate(save, { c: config }, token)).saveTemplateDraft.document.revision as number;
  await mutate(
    `mutation ($r: Int!) { publishTemplate(kind: "form", key: "auditForm", revision: $r) { success } }`,
    { r: revision },
    token,
  );
  await mutate(save, { c: config }, token);
  await mutate(`mutation { discardTemplateDraft(kind: "form", key: "auditForm") { success } }`, {}, token);
});

beforeAll(async () => {
  const db = database.db();
  await seedReference(db);
  const admin = await seedUser(db, "ada.admin@provider.test", ["investor-admin"]);
  secrets.push(admin.password);
  adminToken = await login(app(), admin.email, admin.password);

  const created = await mutate(
    `mutation ($c: ClientInput!) { createClient(client: $c) { success client { _id } } }`,
    { c: clientForm },
    adminToken,
  );
  const clientId = created.createClient.client._id;
  await mutate(
    `mutation ($id: ID!, $c: ClientInput!) { updateClient(clientId: $id, client: $c) { success } }`,
    { id: clientId, c: { ...clientForm, status: "workout" } },
    adminToken,
  );
  await mutate(
    `mutation ($id: ID!) { updateFinancialPeriods(clientId: $id, financialPeriods: [{ start: 20240101, end: 20241231 }]) { success } }`,
    { id: clientId },
    adminToken,
  );

  const invite = async (email: string) => {
    const answer = await mutate(
      `mutation ($u: UserInput!) { createUser(user: $u) { success user { _id } } }`,
      {
        u: {
          firstName: "Ike",
          lastName: "Invitee",
          email,
          roles: ["CLIENT"],
          language: "en",
          clients: { ids: [clientId] },
        },
      },
      adminToken,
    );
    const link = await linkIn(db, email, "/registration/");
    const inviteToken = decodeURIComponent(new URL(link).pathname.split("/")[2]!);
    secrets.push(inviteToken);
    return { userId: answer.createUser.user._id as string, inviteToken };
  };
  const joiner = await invite("ike.joiner@audit.test");
  await mutate(
    `mutation ($id: ID!, $u: UserInput!) { updateUserAsAdmin(userId: $id, user: $u) { success } }`,
    {
      id: joiner.userId,
      u: {
        firstName: "Ike",
        lastName: "Joiner",
        email: "ike.joiner@audit.test",
        roles: ["CLIENT"],
        language: "en",
      },
    },
    adminToken,
  );
  await mutate(
    `mutation ($id: ID!) { reinviteUser(userId: $id) { success } }`,
    { id: joiner.userId },
    adminToken,
  );
  const fresh = decodeURIComponent(
    new URL(await linkIn(db, "ike.joiner@audit.test", "/registration/")).pathname.split("/")[2]!,
  );
  secrets.push(fresh);
  await mutate(`mutation ($i: String!) { createValidationToken(invitation: $i) { success } }`, { i: fresh });
  const verifyToken = new URL(await linkIn(db, "ike.joiner@audit.test", "/registration/")).pathname.split(
    "/",
  )[3]!;
  secrets.push(verifyToken);
  const password = "Joiner-passw0rd";
  secrets.push(password);
  await mutate(
    `mutation ($id: ID!, $i: String!, $v: String!, $u: RegistrationInput!) { updateUserFromRegistration(userId: $id, inviteToken: $i, verifyToken: $v, user: $u) { success } }`,
    {
      id: joiner.userId,
      i: fresh,
      v: verifyToken,
      u: { firstName: "Ike", lastName: "Joiner", password, language: "en", address: clientForm.address },
    },
  );
  const decliner = await invite("dee.decliner@audit.test");
  await mutate(
    `mutation ($i: String!) { updateDeclineReason(inviteId: $i, bounceReason: "not for us") { success } }`,
    { i: decliner.inviteToken },
  );

  await mutate(`mutation { processEmailForReset(userEmail: "ike.joiner@audit.test") { success } }`);
  const code = /\n\n([A-Z0-9]{8})\n\n/.exec((await mailTo(db, "ike.joiner@audit.test"))[0]!.text)![1]!;
  secrets.push(code);
  await mutate(
    `mutation ($c: String!) { processTokenForReset(userEmail: "ike.joiner@audit.test", token: $c) { _id } }`,
    { c: code },
  );
  await mutate(
    `mutation ($c: String!) { updateUserPassword(user: { email: "ike.joiner@audit.test", token: $c }, password: "Reset-passw0rd") { success } }`,
    { c: code },
  );
  await mutate(
    `mutation ($id: ID!) { updateUserPassword(user: { _id: $id }, password: "Admin-passw0rd") { success } }`,
    { id: joiner.userId },
    adminToken,
  );
  secrets.push("Reset-passw0rd", "Admin-passw0rd");
  const joinerToken = await login(app(), "ike.joiner@audit.test", "Admin-passw0rd");
  await mutate(`mutation { updateLanguage(language: "pt") { success } }`, {}, joinerToken);
  await reportingMutations(clientId);
  await investmentMutations(clientId);
  await covenantConfigMutations();
  for (const mutation of ["createReportsExport", "createExportInvestments"])
    await mutate(`mutation { ${mutation}(periods: [202401]) { success fileId } }`, {}, adminToken);
  await mutate(
    `mutation ($c: ID!) { createExport(exportType: "CLIENT", clients: [$c], currencies: ["USD"], periods: [202401], clientStatus: ["active", "workout", "inactive"]) { success fileId } }`,
    { c: clientId },
    adminToken,
  );
  await mutate(
    `mutation { createExportCovenants(fieldType: "percentual") { success fileId } }`,
    {},
    adminToken,
  );
  await mutate(
    `mutation { createExportExchange(currency: "EUR", periods: [202401]) { success fileId } }`,
    {},
    adminToken,
  );
  for (const mutation of ["previewExchangeRates", "uploadExchangeRates"])
    await mutate(
      `mutation { ${mutation}(month: "2024-01", file: { name: "rates.csv", content: "Y3VycmVuY3kscmF0ZQpQRU4sMy43NQo=" }) { success } }`,
      {},
      adminToken,
    );
  await mutate(
    `mutation ($id: ID!) { deleteUser(userToDelete: $id) { success } }`,
    { id: joiner.userId },
    adminToken,
  );
  await mutate(
    `mutation ($id: ID!) { removeClient(clientId: $id, clientName: "Audit Bank") { success } }`,
    { id: clientId },
    adminToken,
  );
}, 30_000);

/** Every mutation of the reporting area, once, successfully. */
async function reportingMutations(clientId: string) {
  const db = database.db();
  const data = demoData();
  await db.collection("formConfigs").insertMany(data.formConfigs.map((form) => ({ ...form })) as never[]);
  await db
    .collection("reportConfigs")
    .insertMany(data.reportConfigs.map((report) => ({ ...report })) as never[]);
  const reporter = await seedUser(db, "cleo.client@audit.test", ["CLIENT"], { ids: [clientId] });
  const clientToken = await login(app(), reporter.email, reporter.password);
  const insert = `mutation ($c: ID!, $n: Int!) { insertReportInstance(configId: "mfiFinancialMonthly", clientId: $c, numeric: $n) { success report { _id } } }`;
  const reportId = (await mutate(insert, { c: clientId, n: 20240131 }, clientToken)).insertReportInstance
    .report._id as string;
  const step = (name: string, token: string, extra = "") =>
    mutate(`mutation ($id: ID!) { ${name}(reportId: $id${extra}) { success } }`, { id: reportId }, token);
  await mutate(
    `mutation ($id: ID!, $c: ID!) { exportTemplate(reportId: $id, clientId: $c) { success filename } }`,
    { id: reportId, c: clientId },
    clientToken,
  );
  await step("wizardStartSubmission", clientToken, ', settings: { currency: "KES", reportingScale: 1 }');
  await mutate(
    `mutation ($id: ID!) { wizardSaveChanges(reportId: $id, changeSet: { configId: "balanceSheet", changes: [{ path: "otherAssets", change: 5 }] }) { success } }`,
    { id: reportId },
    clientToken,
  );
  const noted = await mutate(
    `mutation ($id: ID!) { wizardAddNote(reportId: $id, note: { configKey: "balanceSheet", field: "otherAssets", text: "A note" }) { success note { _id } } }`,
    { id: reportId },
    clientToken,
  );
  await mutate(
    `mutation ($id: ID!, $note: ID!) { wizardResolveNote(reportId: $id, noteId: $note) { success } }`,
    { id: reportId, note: noted.wizardAddNote.note._id },
    clientToken,
  );
  await step("wizardSubmit", clientToken);
  await step("wizardReStartSubmission", clientToken);
  await step("wizardSubmit", clientToken);
  await step("wizardStartReview", adminToken);
  await step("wizardReject", adminToken, ', reason: "Incomplete"');
  await step("wizardStartSubmission", clientToken);
  await step("wizardSubmit", clientToken);
  await step("wizardStartReview", adminToken);
  await step("wizardApprove", adminToken);
  await mutate(
    `mutation ($id: ID!) { reopenReportInstance(instanceId: $id) { success } }`,
    { id: reportId },
    adminToken,
  );
  await mutate(
    `mutation ($id: ID!) { updateReportingStatus(instanceId: $id, status: "approved") { success } }`,
    { id: reportId },
    adminToken,
  );
  const other = (await mutate(insert, { c: clientId, n: 20240229 }, adminToken)).insertReportInstance.report
    ._id as string;
  await mutate(
    `mutation ($id: ID!) { remindReport(instanceId: $id) { success sent } }`,
    { id: other },
    adminToken,
  );
  await mutate(
    `mutation ($id: ID!) { deleteReportInstance(instanceId: $id, includeForms: true) { success } }`,
    { id: other },
    adminToken,
  );
}

describe("the audit log", () => {
  it("has an entry for every mutation of the schema", async () => {
    const mutationType = buildSchema(schemaSource()).getMutationType();
    const mutations = isObjectType(mutationType) ? Object.keys(mutationType.getFields()) : [];
    expect(mutations.length).toBeGreaterThanOrEqual(15);
    const actions = new Set(await database.db().collection<AuditDoc>("audits").distinct("action"));
    expect(mutations.filter((mutation) => !actions.has(mutation))).toEqual([]);
    expect(actions.has("POST /auth/login")).toBe(true);
  });

  it("names who did what, and never a password, token or code", async () => {
    const entries = await database.db().collection<AuditDoc>("audits").find().toArray();
    const created = entries.find((entry) => entry.action === "createClient");
    expect(created).toMatchObject({
      user: { fullName: "Ada Admin" },
      description: "Created client",
      text: "Audit Bank (audit-bank)",
    });
    const serialised = JSON.stringify(entries);
    for (const secret of secrets) expect(serialised).not.toContain(secret);
  });

  it("is read by provider admins, newest first, paged, searched and limited to a date range", async () => {
    const query = `query ($skip: Int, $limit: Int, $filter: String, $range: DateRange) { audits(skip: $skip, limit: $limit, filter: $filter, range: $range) { results { user { fullName } description text date } pageInfo { total limit offset } } }`;
    const all = await gql(app(), query, {}, { token: adminToken });
    const results = all.data?.audits.results as Array<{ date: string; description: string }>;
    expect(all.data?.audits.pageInfo).toMatchObject({ limit: 20, offset: 0 });
    expect(results.map((entry) => entry.date)).toEqual(
      [...results.map((entry) => entry.date)].sort().reverse(),
    );
    expect(results[0]?.description).toBe("Removed client");
    const searched = await gql(app(), query, { filter: "declined" }, { token: adminToken });
    expect(searched.data?.audits.results).toEqual([
      expect.objectContaining({
        description: "Declined the invitation",
        text: "Ike Invitee <dee.decliner@audit.test>: not for us",
      }),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await gql(
      app(),
      query,
      { range: { from: today, to: today }, limit: 1, skip: 1 },
      { token: adminToken },
    );
    expect(inRange.data?.audits.pageInfo).toEqual({
      total: all.data?.audits.pageInfo.total,
      limit: 1,
      offset: 1,
    });
    const past = await gql(app(), query, { range: { to: "2000-01-01" } }, { token: adminToken });
    expect(past.data?.audits.pageInfo.total).toBe(0);
    expect(errorCode(await gql(app(), query, { range: { from: "yesterday" } }, { token: adminToken }))).toBe(
      "BAD_USER_INPUT",
    );
  });
});

/** Every mutation of the central covenant catalogue, once, successfully. */
async function covenantConfigMutations() {
  const covenant = `{ internalName: "covAuditCentral", name: { en: "Audit covenant" }, links: [], fieldType: "numeric", range: { min: 0, max: 1000 }, alertThreshold: 500, clientType: "MFI", formula: "1" }`;
  const created = await mutate(
    `mutation { createCovenantConfig(covenant: ${covenant}) { success covenant { _id } } }`,
    {},
    adminToken,
  );
  const id = created.createCovenantConfig.covenant._id as string;
  await mutate(
    `mutation ($id: ID!) { updateCovenantConfig(covenantId: $id, covenant: ${covenant}) { success } }`,
    { id },
    adminToken,
  );
  await mutate(
    `mutation ($id: ID!) { archiveCovenantConfig(covenantId: $id, asFrom: 20300101) { success } }`,
    { id },
    adminToken,
  );
}

/** Every mutation of the investments area, once, successfully. */
async function investmentMutations(clientId: string) {
  const db = database.db();
  const client = (await db.collection<ClientDoc>("clients").findOne({ _id: clientId }))!;
  const config = await seedCovenantConfig(db, "covAudit");
  const id = (await seedInvestment(db, client))._id;
  await mutate(
    `mutation ($id: ID!) { updateInvestmentPeriodicity(investmentId: $id, periodicity: "quarterly") { success } }`,
    { id },
    adminToken,
  );
  const created = await mutate(
    `mutation ($id: ID!, $c: ID!) { createCovenant(investmentId: $id, covenantId: $c) { success covenant { _id } } }`,
    { id, c: config._id },
    adminToken,
  );
  const c = created.createCovenant.covenant._id as string;
  await mutate(
    `mutation ($id: ID!, $c: ID!) { validateCovenant(investmentId: $id, covenantId: $c) { success } }`,
    { id, c },
    adminToken,
  );
  await mutate(
    `mutation ($id: ID!, $c: ID!) { updateCovenant(investmentId: $id, covenantId: $c, covenant: { range: { min: 0, max: 600 }, alertThreshold: 500 }) { success } }`,
    { id, c },
    adminToken,
  );
  const waiver = `{ waiverType: "DISABLE", startDate: 20250101, endDate: 20250131 }`;
  await mutate(
    `mutation ($id: ID!, $c: ID!) { validateWaiver(investmentId: $id, covenantId: $c, waiver: ${waiver}) { success } }`,
    { id, c },
    adminToken,
  );
  const w = (
    await mutate(
      `mutation ($id: ID!, $c: ID!) { createWaiver(investmentId: $id, covenantId: $c, waiver: ${waiver}) { success waiver { _id } } }`,
      { id, c },
      adminToken,
    )
  ).createWaiver.waiver._id as string;
  await mutate(
    `mutation ($id: ID!, $c: ID!, $w: ID!) { updateWaiver(investmentId: $id, covenantId: $c, waiverId: $w, waiver: { waiverType: "ALTER", startDate: 20250101, endDate: 20250228, range: { min: 0, max: 700 }, alertThreshold: 600 }) { success } }`,
    { id, c, w },
    adminToken,
  );
  await mutate(
    `mutation ($id: ID!, $c: ID!, $w: ID!) { deleteWaiver(investmentId: $id, covenantId: $c, waiverId: $w) { success } }`,
    { id, c, w },
    adminToken,
  );
  await mutate(
    `mutation ($id: ID!, $c: ID!) { deleteCovenant(investmentId: $id, covenantId: $c) { success } }`,
    { id, c },
    adminToken,
  );
}
