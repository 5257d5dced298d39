// The config studio's API against the database: drafts and their conflicts, checks, diffs, usages, impact,
// publishing, and who may do what.
import { stableObjectId } from "@ledgerline/schemas";
import type { FieldDefinition, FormConfig } from "@ledgerline/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { errorCode, gql, login, seedCovenantConfig, seedUser } from "../../../test/fixtures";
import type { Loose } from "../../../test/fixtures";
import { DEMO_CLIENTS, demoData, seedReporting } from "../../../test/reporting";
import type { AuditDoc } from "../audits/repository";
import type { ClientDoc } from "../../model/clients";
import type { ReportInstanceDoc } from "../reports/model";
import { STALE_CLAIM_MS, claimId, draftId } from "./repository";
import type { TemplateDraftClaimDoc } from "./repository";
import { MAX_DRAFT_BYTES, draftInputProblem } from "./shared";

const database = useTestDatabase("template-configs");
const app = useTestApp(database);

type Role = "admin" | "otherAdmin" | "provider" | "client";
const tokens = {} as Record<Role, string>;
let andes: ClientDoc;

const DOC = `kind key status version config revision updatedBy { _id fullName } updatedAt`;
const PROBLEM = `path message code severity line column offset length`;
const ERROR = `success error { code message messageId params fields { field message messageId params } }`;
const Q = {
  list: `query ($kind: String, $clientType: String, $language: String) { templates(kind: $kind, clientType: $clientType, language: $language) { kind key label clientTypes publishedVersion publishedAt publishedBy { fullName } versions draft { revision baseVersion updatedBy { _id fullName } updatedAt } } }`,
  publishedTemplates: `query ($kind: String!) { publishedTemplates(kind: $kind) }`,
  one: `query ($kind: String!, $key: String!, $version: String) { template(kind: $kind, key: $key, version: $version) { ${DOC} } }`,
  check: `query ($kind: String!, $config: JSON!) { checkTemplate(kind: $kind, config: $config) { ok problems { ${PROBLEM} } } }`,
  usages: `query ($formKey: String!, $field: String!) { templateFieldUsages(formKey: $formKey, field: $field) { kind where formula } }`,
  diff: `query ($kind: String!, $key: String!, $from: String!, $to: String!) { templateDiff(kind: $kind, key: $key, from: $from, to: $to) { kind path before after } }`,
  impact: `query ($key: String!) { templateImpact(key: $key) { clientsChecked clients { clientId clientName reportId period values { field label before after } validations { field label before after } covenants { field label before after } } } }`,
  preview: `query ($clientId: ID!, $numeric: Int!) { studioPreviewData(clientId: $clientId, numeric: $numeric) { clientId clientName clientType currency reportingScale financialPeriods formData } }`,
  save: `mutation ($kind: String!, $key: String!, $config: JSON!, $revision: Int) { saveTemplateDraft(kind: $kind, key: $key, config: $config, revision: $revision) { ${ERROR} document { ${DOC} } } }`,
  discard: `mutation ($kind: String!, $key: String!) { discardTemplateDraft(kind: $kind, key: $key) { ${ERROR} document { ${DOC} } } }`,
  publish: `mutation ($kind: String!, $key: String!, $revision: Int!) { publishTemplate(kind: $kind, key: $key, revision: $revision) { ${ERROR} problems { ${PROBLEM} } document { ${DOC} } } }`,
  insertReport: `mutation ($clientId: ID!, $numeric: Int!) { insertReportInstance(configId: "mfiFinancialMonthly", clientId: $clientId, numeric: $numeric) { success error { code message } report { _id versions } } }`,
};

function db() {
  return database.db();
}

async function call(role: Role, query: string, variables: Record<string, unknown> = {}) {
  return gql<Loose>(app(), query, variables, { token: tokens[role] });
}

/** A fresh copy of a catalogue form (as published, without the publishing fields). */
function catalogueForm(key: string): FormConfig {
  const form = structuredClone(
    demoData().formConfigs.find((candidate) => candidate.key === key),
  ) as FormConfig;
  delete form._id;
  return form;
}

function findField(fields: FieldDefinition[], name: string): FieldDefinition | undefined {
  for (const field of fields) {
    if (field.internalName === name) return field;
    const found = field.children ? findField(field.children, name) : undefined;
    if (found) return found;
  }
  return undefined;
}

function withoutField(fields: FieldDefinition[], name: string): FieldDefinition[] {
  return fields
    .filter((field) => field.internalName !== name)
    .map((field) => (field.children ? { ...field, children: withoutField(field.children, name) } : field));
}

/** balanceSheet with a mistyped reference in totalEquity's formula. */
function balanceSheetWithTypo(): FormConfig {
  const form = catalogueForm("balanceSheet");
  findField(form.fields, "totalEquity")!.formula =
    "add(paidInCapitl, donatedEquity, priorYearsRetainedEarnings, currentYearNetIncome, reserves, otherEquity)";
  return form;
}

/** balanceSheet with an added field and total assets doubled. */
function balanceSheetChanged(): FormConfig {
  const form = catalogueForm("balanceSheet");
  const totalAssets = findField(form.fields, "totalAssets")!;
  totalAssets.formula = `2 * ${totalAssets.formula}`;
  form.fields.push({ internalName: "intangibleAssets", name: { en: "Intangible assets" }, type: "currency" });
  return form;
}

function monthEndsBack(count: number): number {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count + 1, 0));
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

async function draftOf(kind: string, key: string) {
  return db()
    .collection<{ _id: string; revision: number }>("templateDrafts")
    .findOne({ _id: `${kind}:${key}` });
}

beforeAll(async () => {
  const { clients } = await seedReporting(db(), [DEMO_CLIENTS.andes]);
  andes = clients[DEMO_CLIENTS.andes] as unknown as ClientDoc;
  // A covenant that reads a balance sheet field directly.
  await seedCovenantConfig(db(), "covAssetsCheck", {
    formula: "divide(balanceSheet.totalEquity, balanceSheet.totalAssets)",
  });
  const users: Record<Role, [string, string[], { ids?: string[] }]> = {
    admin: ["ada.admin@investor.test", ["investor-admin"], {}],
    otherAdmin: ["bob.admin@investor.test", ["investor-admin"], {}],
    provider: ["paul.provider@investor.test", ["investor"], {}],
    client: ["carla.client@andes.test", ["CLIENT"], { ids: [andes._id] }],
  };
  for (const [role, [email, roles, scope]] of Object.entries(users) as Array<[Role, (typeof users)[Role]]>) {
    const seeded = await seedUser(db(), email, roles, scope);
    tokens[role] = await login(app(), seeded.email, seeded.password);
  }
});

describe("who may use the studio", () => {
  const operations: Array<[string, string, () => Record<string, unknown>]> = [
    ["templates", Q.list, () => ({})],
    ["publishedTemplates", Q.publishedTemplates, () => ({ kind: "form" })],
    ["template", Q.one, () => ({ kind: "form", key: "balanceSheet" })],
    ["checkTemplate", Q.check, () => ({ kind: "form", config: catalogueForm("balanceSheet") })],
    ["templateFieldUsages", Q.usages, () => ({ formKey: "balanceSheet", field: "totalAssets" })],
    ["templateDiff", Q.diff, () => ({ kind: "form", key: "balanceSheet", from: "1.0.0", to: "1.0.0" })],
    ["templateImpact", Q.impact, () => ({ key: "balanceSheet" })],
    ["studioPreviewData", Q.preview, () => ({ clientId: andes._id, numeric: 20250731 })],
    [
      "saveTemplateDraft",
      Q.save,
      () => ({ kind: "form", key: "balanceSheet", config: catalogueForm("balanceSheet") }),
    ],
    ["discardTemplateDraft", Q.discard, () => ({ kind: "form", key: "balanceSheet" })],
    ["publishTemplate", Q.publish, () => ({ kind: "form", key: "balanceSheet", revision: 1 })],
  ];

  for (const [operation, query, variables] of operations) {
    it(`refuses ${operation} to provider users who are not admins, to client users and to anonymous callers`, async () => {
      expect(errorCode(await call("provider", query, variables()))).toBe("FORBIDDEN");
      expect(errorCode(await call("client", query, variables()))).toBe("FORBIDDEN");
      expect(errorCode(await gql(app(), query, variables()))).toBe("UNAUTHENTICATED");
      expect(await db().collection("templateDrafts").countDocuments()).toBe(0);
      expect(await db().collection("formConfigs").countDocuments()).toBe(demoData().formConfigs.length);
    });
  }
});

describe("templates and template", () => {
  it("lists the published templates with their versions, labels in the language asked for", async () => {
    const answer = await call("admin", Q.list, { language: "fr" });
    expect(answer.errors).toBeUndefined();
    const list = answer.data?.templates as Loose[];
    const balanceSheet = list.find((entry) => entry.kind === "form" && entry.key === "balanceSheet");
    expect(balanceSheet).toMatchObject({
      publishedVersion: "1.0.0",
      versions: ["1.0.0"],
      clientTypes: ["MFI", "BANK"],
      draft: null,
    });
    expect(balanceSheet?.label).toBe(catalogueForm("balanceSheet").name.fr);
    expect(
      list.find((entry) => entry.kind === "report" && entry.key === "mfiFinancialMonthly"),
    ).toMatchObject({
      publishedVersion: "1.0.0",
    });
    const agro = (await call("admin", Q.list, { kind: "form", clientType: "AGRO" })).data
      ?.templates as Loose[];
    expect(agro.map((entry) => entry.key)).toContain("agroBalanceSheet");
    expect(agro.map((entry) => entry.key)).not.toContain("balanceSheet");
    expect(agro.every((entry) => entry.kind === "form")).toBe(true);
  });

  it("gives the latest published version when there is no draft, null for an unknown key", async () => {
    const answer = await call("admin", Q.one, { kind: "form", key: "balanceSheet" });
    expect(answer.data?.template).toMatchObject({
      kind: "form",
      key: "balanceSheet",
      status: "published",
      version: "1.0.0",
      revision: null,
      config: { key: "balanceSheet", version: "1.0.0" },
    });
    expect((await call("admin", Q.one, { kind: "form", key: "noSuchForm" })).data?.template).toBeNull();
  });
});

describe("saveTemplateDraft", () => {
  it("starts a draft from the published version at revision 1, and the studio reads it back", async () => {
    const config = catalogueForm("balanceSheet");
    const answer = await call("admin", Q.save, { kind: "form", key: "balanceSheet", config, revision: null });
    expect(answer.data?.saveTemplateDraft).toMatchObject({
      success: true,
      error: null,
      document: { status: "draft", version: "1.0.0", revision: 1, updatedBy: { fullName: "Ada Admin" } },
    });
    const read = await call("admin", Q.one, { kind: "form", key: "balanceSheet" });
    expect(read.data?.template).toMatchObject({ status: "draft", revision: 1, config });
    const list = (await call("admin", Q.list, { kind: "form" })).data?.templates as Loose[];
    expect(list.find((entry) => entry.key === "balanceSheet")?.draft).toMatchObject({
      revision: 1,
      baseVersion: "1.0.0",
      updatedBy: { fullName: "Ada Admin" },
    });
    expect(
      await db()
        .collection<AuditDoc>("audits")
        .countDocuments({ action: "saveTemplateDraft", targets: "form:balanceSheet" }),
    ).toBe(1);
  });

  it("saves an invalid config as it is (the studio saves as the admin types)", async () => {
    const config = balanceSheetWithTypo();
    const answer = await call("otherAdmin", Q.save, {
      kind: "form",
      key: "balanceSheet",
      config,
      revision: 1,
    });
    expect(answer.data?.saveTemplateDraft.document).toMatchObject({
      revision: 2,
      updatedBy: { fullName: "Bob Admin" },
      config,
    });
  });

  it("refuses a stale revision with CONFLICT naming who saved last, and keeps their draft", async () => {
    const answer = await call("admin", Q.save, {
      kind: "form",
      key: "balanceSheet",
      config: catalogueForm("balanceSheet"),
      revision: 1,
    });
    expect(answer.data?.saveTemplateDraft).toMatchObject({ success: false, error: { code: "CONFLICT" } });
    expect(answer.data?.saveTemplateDraft.error.message).toMatch(
      /^Changed by Bob Admin at \d{4}-.*; reload to see their changes$/,
    );
    expect(answer.data?.saveTemplateDraft.error).toMatchObject({
      messageId: "template-changed-by",
      params: { name: "Bob Admin" },
    });
    const restart = await call("admin", Q.save, {
      kind: "form",
      key: "balanceSheet",
      config: catalogueForm("balanceSheet"),
      revision: null,
    });
    expect(restart.data?.saveTemplateDraft.error).toMatchObject({ code: "CONFLICT" });
    expect(restart.data?.saveTemplateDraft.error.message).toContain("Bob Admin");
    expect((await draftOf("form", "balanceSheet"))?.revision).toBe(2);
  });

  it("refuses an unknown kind, a key that is no identifier, a config that is no object or names another key", async () => {
    const form = catalogueForm("balanceSheet");
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: "chart", key: "balanceSheet", config: form }, "kind"],
      [{ kind: "form", key: "Balance-Sheet", config: { ...form, key: "Balance-Sheet" } }, "key"],
      [{ kind: "form", key: "balanceSheet", config: [form] }, "config"],
      [{ kind: "form", key: "balanceSheet", config: "text" }, "config"],
      [{ kind: "form", key: "newForm", config: form }, "config.key"],
    ];
    for (const [variables, field] of cases) {
      const answer = await call("admin", Q.save, { ...variables, revision: null });
      expect(answer.data?.saveTemplateDraft, JSON.stringify(variables.kind)).toMatchObject({
        success: false,
        error: { code: "BAD_USER_INPUT", fields: [{ field }] },
        document: null,
      });
    }
    expect(await db().collection("templateDrafts").countDocuments()).toBe(1);
  });

  it("refuses a config of 2 MB or more", () => {
    const big = { key: "bigForm", padding: "x".repeat(MAX_DRAFT_BYTES) };
    expect(draftInputProblem("form", "bigForm", big)).toMatchObject({ field: "config" });
    expect(draftInputProblem("form", "bigForm", { key: "bigForm" })).toBeNull();
  });

  it("starts a new template at revision 1 without a base version", async () => {
    const config = { ...catalogueForm("extras"), key: "newForm" };
    const answer = await call("admin", Q.save, { kind: "form", key: "newForm", config, revision: null });
    expect(answer.data?.saveTemplateDraft.document).toMatchObject({ revision: 1, version: null });
    const list = (await call("admin", Q.list, { kind: "form" })).data?.templates as Loose[];
    expect(list.find((entry) => entry.key === "newForm")).toMatchObject({
      publishedVersion: null,
      versions: [],
      draft: { revision: 1, baseVersion: null },
    });
  });
});

describe("a claim whose change never landed", () => {
  it("blocks the draft while it may still be under way, and is taken over once stale", async () => {
    // newForm is at revision 1 (above); a change to revision 2 was claimed by a process that then stopped.
    const claims = db().collection<TemplateDraftClaimDoc>("templateDraftClaims");
    const id = claimId("form", "newForm", 2);
    await claims.insertOne({
      _id: id,
      draft: draftId("form", "newForm"),
      revision: 2,
      action: "save",
      by: { _id: null, fullName: "Carla Crashed" },
      at: new Date().toISOString(),
    });
    const config = { ...catalogueForm("extras"), key: "newForm" };
    const save = () => call("admin", Q.save, { kind: "form", key: "newForm", config, revision: 1 });

    const whileFresh = (await save()).data?.saveTemplateDraft;
    expect(whileFresh).toMatchObject({ success: false, error: { code: "CONFLICT" } });
    expect(whileFresh.error.message).toContain("Carla Crashed");
    expect((await draftOf("form", "newForm"))?.revision).toBe(1);

    await claims.updateOne(
      { _id: id },
      { $set: { at: new Date(Date.now() - STALE_CLAIM_MS - 5_000).toISOString() } },
    );
    const onceStale = (await save()).data?.saveTemplateDraft;
    expect(onceStale).toMatchObject({ success: true, document: { revision: 2 } });
    expect((await claims.findOne({ _id: id }))?.by.fullName).toBe("Ada Admin");
  });
});

describe("discardTemplateDraft", () => {
  it("removes the draft (a later draft starts at revision 1 again) and answers NOT_FOUND when there is none", async () => {
    const answer = await call("admin", Q.discard, { kind: "form", key: "newForm" });
    expect(answer.data?.discardTemplateDraft).toMatchObject({ success: true, document: null });
    expect(await draftOf("form", "newForm")).toBeNull();
    const again = await call("admin", Q.discard, { kind: "form", key: "newForm" });
    expect(again.data?.discardTemplateDraft).toMatchObject({
      success: false,
      error: {
        code: "NOT_FOUND",
        message: "There is no draft of form newForm",
        messageId: "template-no-draft",
        params: { kind: "form", key: "newForm" },
      },
    });
    const restart = await call("admin", Q.save, {
      kind: "form",
      key: "newForm",
      config: { ...catalogueForm("extras"), key: "newForm" },
      revision: null,
    });
    expect(restart.data?.saveTemplateDraft.document).toMatchObject({ revision: 1 });
    await call("admin", Q.discard, { kind: "form", key: "newForm" });
    expect(await db().collection<AuditDoc>("audits").countDocuments({ action: "discardTemplateDraft" })).toBe(
      2,
    );
  });
});

describe("checkTemplate", () => {
  it("reports a mistyped field reference as unknown-reference at its line and column", async () => {
    const answer = await call("admin", Q.check, { kind: "form", config: balanceSheetWithTypo() });
    expect(answer.errors).toBeUndefined();
    const check = answer.data?.checkTemplate;
    expect(check.ok).toBe(false);
    const found = (check.problems as Loose[]).find((entry) => entry.code === "unknown-reference");
    expect(found).toMatchObject({ path: "fields.totalEquity", severity: "error", line: 1, column: 5 });
    expect(found?.message).toContain("paidInCapitl");
  });

  it("passes a published form unchanged, and reports schema problems with their path", async () => {
    const fine = await call("admin", Q.check, { kind: "form", config: catalogueForm("balanceSheet") });
    expect(fine.data?.checkTemplate).toEqual({ ok: true, problems: [] });
    const form = catalogueForm("balanceSheet");
    findField(form.fields, "cashAndDueFromBanks")!.type = "nmeric" as never;
    const answer = await call("admin", Q.check, { kind: "form", config: form });
    expect(answer.data?.checkTemplate.ok).toBe(false);
    expect(answer.data?.checkTemplate.problems).toContainEqual(
      expect.objectContaining({ code: "schema", severity: "error", path: expect.stringMatching(/type$/) }),
    );
  });

  it("refuses a report step whose form is not published or whose client types exceed the report's", async () => {
    const report = structuredClone(
      demoData().reportConfigs.find((candidate) => candidate.key === "mfiFinancialMonthly"),
    )!;
    report.steps[0]!.config.key = "noSuchForm";
    report.steps[1]!.clientTypes = ["AGRO"];
    const answer = await call("admin", Q.check, { kind: "report", config: report });
    const paths = (answer.data?.checkTemplate.problems as Loose[]).map((entry) => entry.path);
    expect(answer.data?.checkTemplate.ok).toBe(false);
    expect(paths).toEqual(expect.arrayContaining(["steps[0]", "steps[1].clientTypes"]));
  });
});

describe("publishTemplate refusals", () => {
  it("refuses a draft with a formula error, listing the problem, and changes nothing", async () => {
    const before = await db().collection("formConfigs").find().toArray();
    const draft = await draftOf("form", "balanceSheet");
    const answer = await call("admin", Q.publish, { kind: "form", key: "balanceSheet", revision: 2 });
    const result = answer.data?.publishTemplate;
    expect(result).toMatchObject({ success: false, error: { code: "BAD_USER_INPUT" }, document: null });
    expect(result.problems).toContainEqual(
      expect.objectContaining({ code: "unknown-reference", path: "fields.totalEquity" }),
    );
    expect(await db().collection("formConfigs").find().toArray()).toEqual(before);
    expect(await draftOf("form", "balanceSheet")).toEqual(draft);
  });

  it("refuses a draft that deletes a field other forms' formulas and a covenant use", async () => {
    const form = catalogueForm("balanceSheet");
    form.fields = withoutField(form.fields, "totalAssets");
    form.validations = [];
    const saved = await call("admin", Q.save, {
      kind: "form",
      key: "balanceSheet",
      config: form,
      revision: 2,
    });
    expect(saved.data?.saveTemplateDraft.document.revision).toBe(3);
    const before = await db().collection("formConfigs").countDocuments();
    const answer = await call("admin", Q.publish, { kind: "form", key: "balanceSheet", revision: 3 });
    const result = answer.data?.publishTemplate;
    expect(result).toMatchObject({ success: false, error: { code: "BAD_USER_INPUT" } });
    const dangling = (result.problems as Loose[]).filter((entry) => entry.code === "dangling-reference");
    expect(dangling.length).toBeGreaterThan(0);
    expect(dangling.every((entry) => entry.severity === "error")).toBe(true);
    expect(JSON.stringify(dangling)).toContain("covAssetsCheck");
    expect(await db().collection("formConfigs").countDocuments()).toBe(before);
    expect((await draftOf("form", "balanceSheet"))?.revision).toBe(3);
  });

  it("refuses a revision that is not the draft's current one with CONFLICT", async () => {
    const answer = await call("admin", Q.publish, { kind: "form", key: "balanceSheet", revision: 2 });
    expect(answer.data?.publishTemplate).toMatchObject({ success: false, error: { code: "CONFLICT" } });
    expect(answer.data?.publishTemplate.error.message).toContain("Ada Admin");
  });

  it("answers NOT_FOUND when there is no draft to publish", async () => {
    const answer = await call("admin", Q.publish, { kind: "form", key: "profitLoss", revision: 1 });
    expect(answer.data?.publishTemplate).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
  });
});

describe("diff, usages and impact of a draft", () => {
  it("lists an added field and a changed formula between 1.0.0 and the draft", async () => {
    const saved = await call("admin", Q.save, {
      kind: "form",
      key: "balanceSheet",
      config: balanceSheetChanged(),
      revision: 3,
    });
    expect(saved.data?.saveTemplateDraft.document.revision).toBe(4);
    const answer = await call("admin", Q.diff, {
      kind: "form",
      key: "balanceSheet",
      from: "1.0.0",
      to: "draft",
    });
    expect(answer.errors).toBeUndefined();
    const changes = answer.data?.templateDiff as Loose[];
    expect(changes).toContainEqual(
      expect.objectContaining({ kind: "added", path: expect.stringContaining("intangibleAssets") }),
    );
    expect(changes.some((change) => change.kind === "changed" && change.path.includes("totalAssets"))).toBe(
      true,
    );
    const none = await call("admin", Q.diff, {
      kind: "form",
      key: "balanceSheet",
      from: "1.0.0",
      to: "1.0.0",
    });
    expect(none.data?.templateDiff).toEqual([]);
  });

  it("answers NOT_FOUND for a version that does not exist", async () => {
    const answer = await call("admin", Q.diff, {
      kind: "form",
      key: "balanceSheet",
      from: "9.9.9",
      to: "draft",
    });
    expect(errorCode(answer)).toBe("NOT_FOUND");
  });

  it("lists the formulas and covenants that read balanceSheet.totalAssets", async () => {
    const answer = await call("admin", Q.usages, { formKey: "balanceSheet", field: "totalAssets" });
    expect(answer.errors).toBeUndefined();
    const usages = answer.data?.templateFieldUsages as Loose[];
    const kinds = new Set(usages.map((usage) => usage.kind));
    expect(kinds.has("formula")).toBe(true);
    expect(kinds.has("covenant")).toBe(true);
    expect(
      usages.find((usage) => usage.kind === "covenant" && usage.where.includes("covAssetsCheck")),
    ).toBeDefined();
  });

  it("recomputes the client's last approved report with the draft and lists the changed values", async () => {
    const answer = await call("admin", Q.impact, { key: "balanceSheet" });
    expect(answer.errors).toBeUndefined();
    const impact = answer.data?.templateImpact;
    expect(impact.clientsChecked).toBe(1);
    const andesImpact = (impact.clients as Loose[]).find((entry) => entry.clientId === andes._id);
    expect(andesImpact).toBeDefined();
    const lastApproved = await db()
      .collection<ReportInstanceDoc>("reportInstances")
      .find({ clientId: andes._id, status: "approved", "versions.balanceSheet": { $exists: true } })
      .sort({ numeric: -1 })
      .limit(1)
      .next();
    expect(andesImpact?.reportId).toBe(lastApproved?._id);
    const totalAssets = (andesImpact?.values as Loose[]).find((value) => value.field === "totalAssets");
    expect(typeof totalAssets?.before).toBe("number");
    expect(totalAssets?.after).toBe(2 * totalAssets?.before);
    // halving equity to assets moves Andes' equity-to-assets covenant out of its range
    expect(andesImpact?.covenants).toContainEqual({
      field: "covEquityToAssets",
      label: "Equity to assets",
      before: "ok",
      after: "breach",
    });
    expect(andesImpact?.validations).toContainEqual(
      expect.objectContaining({
        field: "balanceSheet.balanceSheetBalances",
        before: "passes",
        after: "fails",
      }),
    );
  });

  it("answers NOT_FOUND for a form without a draft", async () => {
    expect(errorCode(await call("admin", Q.impact, { key: "profitLoss" }))).toBe("NOT_FOUND");
  });
});

describe("publishTemplate", () => {
  let before: Loose;

  it("publishes the draft as 1.1.0: listed, draft gone, audited; new reports pin it, older ones keep 1.0.0", async () => {
    before = (await call("admin", Q.insertReport, { clientId: andes._id, numeric: monthEndsBack(1) })).data
      ?.insertReportInstance;
    expect(before).toMatchObject({ success: true, report: { versions: { balanceSheet: "1.0.0" } } });
    const answer = await call("admin", Q.publish, { kind: "form", key: "balanceSheet", revision: 4 });
    expect(answer.data?.publishTemplate).toMatchObject({
      success: true,
      error: null,
      document: { status: "published", version: "1.1.0", config: { key: "balanceSheet", version: "1.1.0" } },
    });
    expect(await draftOf("form", "balanceSheet")).toBeNull();
    const stored = await db()
      .collection<Loose>("formConfigs")
      .findOne({ _id: stableObjectId("formConfig:balanceSheet@1.1.0") as never });
    expect(stored).toMatchObject({ key: "balanceSheet", version: "1.1.0", status: "published" });
    expect(findField(stored?.fields as FieldDefinition[], "intangibleAssets")).toBeDefined();
    const list = (await call("admin", Q.list, { kind: "form" })).data?.templates as Loose[];
    expect(list.find((entry) => entry.key === "balanceSheet")).toMatchObject({
      publishedVersion: "1.1.0",
      publishedBy: { fullName: "Ada Admin" },
      versions: ["1.1.0", "1.0.0"],
      draft: null,
    });
    expect(stored?.publishedBy).toMatchObject({ fullName: "Ada Admin" });
    expect(
      await db()
        .collection<AuditDoc>("audits")
        .countDocuments({ action: "publishTemplate", targets: "form:balanceSheet" }),
    ).toBe(1);
    const latest = (await call("admin", Q.publishedTemplates, { kind: "form" })).data
      ?.publishedTemplates as Loose[];
    expect(latest.filter((form) => form.key === "balanceSheet").map((form) => form.version)).toEqual([
      "1.1.0",
    ]);
    expect(latest.length).toBe(new Set(latest.map((form) => form.key)).size);

    const after = (await call("admin", Q.insertReport, { clientId: andes._id, numeric: monthEndsBack(2) }))
      .data?.insertReportInstance;
    expect(after).toMatchObject({ success: true, report: { versions: { balanceSheet: "1.1.0" } } });
    const old = await db()
      .collection<ReportInstanceDoc>("reportInstances")
      .findOne({ _id: before.report._id });
    expect(old?.versions?.balanceSheet).toBe("1.0.0");
  });

  it("leaves published versions unchanged when a later draft changes the form", async () => {
    const published = await db().collection("formConfigs").find({ key: "balanceSheet" }).toArray();
    const config = { ...catalogueForm("balanceSheet"), name: { en: "Balance sheet (renamed)" } };
    const saved = await call("otherAdmin", Q.save, {
      kind: "form",
      key: "balanceSheet",
      config,
      revision: null,
    });
    // the claims of the published draft are gone: a new draft starts at 1 again, from 1.1.0
    expect(saved.data?.saveTemplateDraft.document).toMatchObject({ revision: 1, version: "1.1.0" });
    expect(await db().collection("formConfigs").find({ key: "balanceSheet" }).toArray()).toEqual(published);
    const version = await call("admin", Q.one, { kind: "form", key: "balanceSheet", version: "1.1.0" });
    expect(version.data?.template).toMatchObject({ status: "published", version: "1.1.0" });
    expect(version.data?.template.config.name.en).not.toBe("Balance sheet (renamed)");
    await call("otherAdmin", Q.discard, { kind: "form", key: "balanceSheet" });
  });

  it("publishes a report config with each step at the latest published version of its form", async () => {
    const report = structuredClone(
      demoData().reportConfigs.find((candidate) => candidate.key === "mfiFinancialMonthly"),
    )! as Loose;
    delete report._id;
    const saved = await call("admin", Q.save, {
      kind: "report",
      key: "mfiFinancialMonthly",
      config: report,
      revision: null,
    });
    expect(saved.data?.saveTemplateDraft.document).toMatchObject({ revision: 1, version: "1.0.0" });
    const answer = await call("admin", Q.publish, {
      kind: "report",
      key: "mfiFinancialMonthly",
      revision: 1,
    });
    expect(answer.data?.publishTemplate).toMatchObject({ success: true, document: { version: "1.1.0" } });
    const steps = answer.data?.publishTemplate.document.config.steps as Loose[];
    expect(steps.find((step) => step.config.key === "balanceSheet")?.config.version).toBe("1.1.0");
    expect(steps.find((step) => step.config.key === "profitLoss")?.config.version).toBe("1.0.0");
  });
});

describe("studioPreviewData", () => {
  it("gives the client and its form data of the 24 months up to the period", async () => {
    const answer = await call("admin", Q.preview, { clientId: andes._id, numeric: 20250731 });
    expect(answer.errors).toBeUndefined();
    const preview = answer.data?.studioPreviewData;
    expect(preview).toMatchObject({
      clientId: andes._id,
      clientName: andes.name,
      clientType: "MFI",
      currency: andes.settings.currency,
      reportingScale: andes.settings.reportingScale,
    });
    expect(preview.financialPeriods).toEqual(JSON.parse(JSON.stringify(andes.financialPeriods)));
    const numerics = (preview.formData as Loose[]).map((entry) => entry.numeric as number);
    expect(numerics.length).toBeGreaterThan(0);
    expect(Math.min(...numerics)).toBeGreaterThanOrEqual(20230731);
    expect(Math.max(...numerics)).toBeLessThanOrEqual(20250731);
    expect(numerics).toContain(20250731);
    expect(numerics).not.toContain(20230630);
    const stored = await db()
      .collection<Loose>("formData")
      .findOne({ clientId: andes._id, configKey: "balanceSheet", "context.numeric": 20250731 });
    expect(preview.formData).toContainEqual({
      formKey: "balanceSheet",
      numeric: 20250731,
      values: stored?.values,
    });
  });

  it("answers NOT_FOUND for an unknown client and BAD_USER_INPUT for a period that is no date", async () => {
    expect(
      errorCode(await call("admin", Q.preview, { clientId: "64a000000000000000000999", numeric: 20250731 })),
    ).toBe("NOT_FOUND");
    expect(errorCode(await call("admin", Q.preview, { clientId: andes._id, numeric: 20251345 }))).toBe(
      "BAD_USER_INPUT",
    );
  });
});
