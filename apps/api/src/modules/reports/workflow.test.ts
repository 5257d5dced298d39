// The submission and audit workflow against the database: every transition for every role and stored
// status, concurrent transitions (exactly one wins), and what each step writes.
import { addMonths, monthEnd, monthOf } from "@ledgerline/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { errorCode, gql, login, seedUser } from "../../../test/fixtures";
import type { Loose } from "../../../test/fixtures";
import { DEMO_CLIENTS, insertReport, recordFormDataChanges, seedReporting } from "../../../test/reporting";
import type { ClientDoc } from "../../model/clients";
import { formDataId } from "./model";
import type { FormDataDoc, ReportInstanceDoc } from "./model";
import type { TransitionDoc } from "./model";

const database = useTestDatabase("workflow");
const app = useTestApp(database);

type Role = "client" | "provider" | "manager" | "admin" | "otherManager";
const tokens = {} as Record<Role, string>;
let andes: ClientDoc;

beforeAll(async () => {
  const db = database.db();
  const { clients } = await seedReporting(db, [DEMO_CLIENTS.andes, DEMO_CLIENTS.jamii]);
  andes = clients[DEMO_CLIENTS.andes] as unknown as ClientDoc;
  const jamii = clients[DEMO_CLIENTS.jamii] as unknown as ClientDoc;
  const users: Record<Role, [string, string[], { ids?: string[]; regions?: string[] }]> = {
    client: ["carla.client@andes.test", ["CLIENT"], { ids: [andes._id] }],
    provider: ["paul.provider@investor.test", ["investor"], {}],
    manager: ["ines.manager@investor.test", ["investor-IM"], { regions: [andes.worldRegion] }],
    otherManager: ["otto.manager@investor.test", ["investor-IM"], { regions: [jamii.worldRegion] }],
    admin: ["ada.admin@investor.test", ["investor-admin"], {}],
  };
  for (const [role, [email, roles, scope]] of Object.entries(users) as Array<[Role, (typeof users)[Role]]>) {
    const seeded = await seedUser(db, email, roles, scope);
    tokens[role] = await login(app(), seeded.email, seeded.password);
  }
});

const STEP = (name: string, extra = "") =>
  `mutation ($id: ID!) { ${name}(reportId: $id${extra}) { success message error { code message } _id status reportedBy { fullName } auditedBy { fullName } } }`;
const MUTATIONS: Record<string, string> = {
  wizardStartSubmission: STEP(
    "wizardStartSubmission",
    ', settings: { currency: "USD", reportingScale: 1000 }',
  ),
  wizardSubmit: STEP("wizardSubmit"),
  wizardReStartSubmission: STEP("wizardReStartSubmission"),
  wizardStartReview: STEP("wizardStartReview"),
  wizardApprove: STEP("wizardApprove"),
  wizardReject: STEP(
    "wizardReject",
    ', reason: "Figures do not add up", notes: [{ configKey: "balanceSheet", field: "otherAssets", text: "What is in here?" }]',
  ),
  reopenReportInstance: `mutation ($id: ID!) { reopenReportInstance(instanceId: $id) { success message error { code message } _id status reportedBy { fullName } auditedBy { fullName } } }`,
};

/** The spec's table (2 §4) and docs/reporting.md: from → to, who. */
const TABLE: Record<string, { from: string[]; to: string; who: Role[]; message: string }> = {
  wizardStartSubmission: {
    from: ["created", "rejected"],
    to: "in_progress",
    who: ["client", "manager", "admin"],
    message: "Submission started",
  },
  wizardSubmit: {
    from: ["in_progress"],
    to: "submitted",
    who: ["client"],
    message: "Report send for approval",
  },
  wizardReStartSubmission: {
    from: ["submitted"],
    to: "in_progress",
    who: ["client"],
    message: "Submission restarted",
  },
  wizardStartReview: {
    from: ["submitted"],
    to: "in_review",
    who: ["manager", "admin"],
    message: "Review started",
  },
  wizardApprove: {
    from: ["in_review"],
    to: "approved",
    who: ["manager", "admin"],
    message: "Report approved.",
  },
  wizardReject: {
    from: ["in_review"],
    to: "rejected",
    who: ["manager", "admin"],
    message: "Report rejected.",
  },
  reopenReportInstance: {
    from: ["in_progress", "submitted", "in_review", "rejected", "approved"],
    to: "in_progress",
    who: ["admin"],
    message: "Report reopened",
  },
};
const STATUSES = ["created", "in_progress", "submitted", "in_review", "rejected", "approved"] as const;
const ROLES: Role[] = ["client", "provider", "manager", "admin"];

describe("workflow transitions", () => {
  for (const [action, rule] of Object.entries(TABLE)) {
    it(`${action}: ${rule.from.join("/")} → ${rule.to} for ${rule.who.join(", ")}; refused otherwise`, async () => {
      const db = database.db();
      for (const status of STATUSES) {
        for (const role of ROLES) {
          const report = await insertReport(db, andes, status);
          const answer = await gql(app(), MUTATIONS[action]!, { id: report._id }, { token: tokens[role] });
          const result = answer.data?.[action] as Loose | undefined;
          const stored = await db
            .collection<ReportInstanceDoc>("reportInstances")
            .findOne({ _id: report._id });
          const label = `${action} by ${role} on ${status}`;
          if (!rule.who.includes(role)) {
            expect(errorCode(answer), label).toBe("FORBIDDEN");
            expect(stored?.status, label).toBe(status);
          } else if (!rule.from.includes(status)) {
            expect(result, label).toMatchObject({ success: false, error: { code: "INVALID_STATUS" } });
            expect(result?.error.message, label).toMatch(/^Cannot .+: the report is /);
            expect(stored?.status, label).toBe(status);
            expect(stored?.revision ?? 0, label).toBe(0);
          } else {
            expect(result, label).toMatchObject({
              success: true,
              error: null,
              status: rule.to,
              message: rule.message,
              _id: report._id,
            });
            expect(stored, label).toMatchObject({ status: rule.to, revision: 1 });
            const claim = await db
              .collection<TransitionDoc>("reportTransitions")
              .findOne({ _id: `${report._id}:0` });
            expect(claim, label).toMatchObject({ action, from: status, to: rule.to });
            const audit = await db.collection("audits").findOne({ action, targets: report._id });
            expect(audit, label).not.toBeNull();
          }
        }
      }
    });
  }

  it("an overdue report (created, past due) can be started, and the start sets currency, scale and reportedBy", async () => {
    const db = database.db();
    const report = await insertReport(db, andes, "created", { schedule: { due: 20150101 } });
    const list = await gql(
      app(),
      `query ($c: ID) { reports(clientId: $c, status: ["overdue"], limit: 100) { results { _id overdue status } } }`,
      { c: andes._id },
      { token: tokens.client },
    );
    expect(list.data?.reports.results).toContainEqual({ _id: report._id, overdue: true, status: "created" });
    const started = await gql(
      app(),
      MUTATIONS.wizardStartSubmission!,
      { id: report._id },
      { token: tokens.client },
    );
    expect(started.data?.wizardStartSubmission).toMatchObject({
      success: true,
      status: "in_progress",
      reportedBy: { fullName: "Carla Client" },
    });
    const stored = await db.collection<ReportInstanceDoc>("reportInstances").findOne({ _id: report._id });
    expect(stored?.settings).toEqual({ currency: "USD", reportingScale: 1000 });
  });

  it("refuses wrong settings with the spec's message and changes nothing", async () => {
    const db = database.db();
    const report = await insertReport(db, andes, "created");
    const answer = await gql(
      app(),
      STEP("wizardStartSubmission", ', settings: { currency: "", reportingScale: 7 }'),
      { id: report._id },
      { token: tokens.client },
    );
    expect(answer.data?.wizardStartSubmission).toMatchObject({
      success: false,
      error: { code: "BAD_USER_INPUT", message: "Please select a currency!" },
    });
    expect(
      (await db.collection<ReportInstanceDoc>("reportInstances").findOne({ _id: report._id }))?.status,
    ).toBe("created");
  });

  it("keeps auditedBy on approval and the rejection's reason and notes for the wizard", async () => {
    const db = database.db();
    const report = await insertReport(db, andes, "in_review");
    const rejected = await gql(app(), MUTATIONS.wizardReject!, { id: report._id }, { token: tokens.manager });
    expect(rejected.data?.wizardReject).toMatchObject({
      success: true,
      status: "rejected",
      auditedBy: { fullName: "Ines Manager" },
    });
    const notes = await db.collection("reportNotes").find({ reportId: report._id }).toArray();
    expect(notes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "rejection", text: "Figures do not add up" }),
        expect.objectContaining({
          kind: "note",
          configKey: "balanceSheet",
          field: "otherAssets",
          text: "What is in here?",
        }),
      ]),
    );
  });

  it("refuses a manager outside the report's region as FORBIDDEN", async () => {
    const report = await insertReport(database.db(), andes, "in_review");
    expect(
      errorCode(
        await gql(app(), MUTATIONS.wizardApprove!, { id: report._id }, { token: tokens.otherManager }),
      ),
    ).toBe("FORBIDDEN");
    expect(
      errorCode(
        await gql(
          app(),
          MUTATIONS.wizardApprove!,
          { id: "64a000000000000000000999" },
          { token: tokens.client },
        ),
      ),
    ).toBe("FORBIDDEN");
  });

  it("updateReportingStatus sets any stored status (admins) and refuses unknown ones", async () => {
    const report = await insertReport(database.db(), andes, "approved");
    const query = `mutation ($id: ID!, $s: String!) { updateReportingStatus(instanceId: $id, status: $s) { success id status error { code } } }`;
    expect(
      (await gql(app(), query, { id: report._id, s: "submitted" }, { token: tokens.admin })).data
        ?.updateReportingStatus,
    ).toEqual({ success: true, id: report._id, status: "submitted", error: null });
    expect(
      (await gql(app(), query, { id: report._id, s: "overdue" }, { token: tokens.admin })).data
        ?.updateReportingStatus,
    ).toMatchObject({ success: false, error: { code: "BAD_USER_INPUT" } });
    expect(
      errorCode(await gql(app(), query, { id: report._id, s: "approved" }, { token: tokens.manager })),
    ).toBe("FORBIDDEN");
  });
});

describe("step validations on submit", () => {
  /**
   * An in_progress report whose month holds copies of Andes' data of June 2025 (every form; it passes its
   * validations), and whose previous month holds May 2025's, with the balance sheet's numbers scaled by
   * `previousScale` (a total-assets jump against last month is a warning).
   */
  async function reportWithData(previousScale = 1) {
    const db = database.db();
    const report = await insertReport(db, andes, "in_progress", {
      settings: { currency: "PEN", reportingScale: 1000 },
    });
    const numeric = report.context.numeric;
    const previous = monthEnd(addMonths(monthOf(numeric), -1));
    const copies: FormDataDoc[] = [];
    for (const [from, to] of [
      [20250630, numeric],
      [20250531, previous],
    ] as const) {
      const documents = await db
        .collection<FormDataDoc>("formData")
        .find({ clientId: andes._id, "context.numeric": from })
        .toArray();
      for (const document of documents) {
        const values = { ...document.values };
        if (to === previous && document.configKey === "balanceSheet" && previousScale !== 1) {
          for (const [key, value] of Object.entries(values))
            if (typeof value === "number") values[key] = Math.round(value * previousScale);
        }
        copies.push({
          ...document,
          _id: formDataId(document.clientId, document.configKey, to),
          reportId: to === numeric ? report._id : document.reportId,
          values,
          context: { ...document.context, numeric: to },
          numeric: to,
        });
      }
    }
    // insertReport counts months back: the previous month may be an earlier test's report month.
    await db
      .collection<FormDataDoc>("formData")
      .deleteMany({ clientId: andes._id, "context.numeric": { $in: [numeric, previous] } });
    await db.collection<FormDataDoc>("formData").insertMany(copies);
    await recordFormDataChanges(
      db,
      copies.map((copy) => copy._id),
    );
    return report;
  }

  const SUBMIT = `mutation ($id: ID!) { wizardSubmit(reportId: $id) { success status error { code message fields { field message } } } }`;

  it("submits when only warnings fail (a jump of total assets against last month)", async () => {
    const report = await reportWithData(0.25);
    const db = database.db();
    const save = await gql(
      app(),
      `mutation ($id: ID!) { wizardSaveChanges(reportId: $id, changeSet: { configId: "balanceSheet", changes: [] }) { success validations { validationType fields } } }`,
      { id: report._id },
      { token: tokens.client },
    );
    const validations = save.data?.wizardSaveChanges.validations as Loose[];
    expect(validations, JSON.stringify(validations)).toContainEqual(
      expect.objectContaining({ validationType: "warn", fields: ["totalAssets"] }),
    );
    expect(validations.filter((validation) => validation.validationType === "error")).toEqual([]);
    const answer = await gql(app(), SUBMIT, { id: report._id }, { token: tokens.client });
    expect(answer.data?.wizardSubmit, JSON.stringify(answer)).toMatchObject({
      success: true,
      status: "submitted",
      error: null,
    });
    expect(
      (await db.collection<ReportInstanceDoc>("reportInstances").findOne({ _id: report._id }))?.status,
    ).toBe("submitted");
  });

  it("refuses a submit while an error validation fails, naming the validations and their fields; submits once fixed", async () => {
    const report = await reportWithData();
    const db = database.db();
    const stored = await db
      .collection<FormDataDoc>("formData")
      .findOne({ reportId: report._id, configKey: "balanceSheet" });
    const otherAssets = stored!.values.otherAssets as number;
    // Typed in thousands: 5,000 thousand more other assets than before; the balance sheet no longer balances.
    const broken = await gql(
      app(),
      `mutation ($id: ID!, $v: JSON) { wizardSaveChanges(reportId: $id, changeSet: { configId: "balanceSheet", changes: [{ path: "otherAssets", change: $v }] }) { success } }`,
      { id: report._id, v: otherAssets / 100 / 1000 + 5000 },
      { token: tokens.client },
    );
    expect(broken.data?.wizardSaveChanges).toMatchObject({ success: true });

    const answer = await gql(app(), SUBMIT, { id: report._id }, { token: tokens.client });
    const result = answer.data?.wizardSubmit as Loose;
    expect(result, JSON.stringify(answer)).toMatchObject({
      success: false,
      status: "in_progress",
      error: { code: "VALIDATION_FAILED" },
    });
    expect(result.error.message).toMatch(
      /^Cannot submit: .*The balance sheet does not balance: total assets must equal total liabilities and equity\. \(balanceSheet\.totalAssets, balanceSheet\.totalLiabilitiesAndEquity\)/,
    );
    expect(result.error.fields).toEqual(
      expect.arrayContaining([
        {
          field: "balanceSheet.totalAssets",
          message: expect.stringMatching(/^The balance sheet does not balance/),
        },
        {
          field: "balanceSheet.totalLiabilitiesAndEquity",
          message: expect.stringMatching(/^The balance sheet does not balance/),
        },
      ]),
    );
    const after = await db.collection<ReportInstanceDoc>("reportInstances").findOne({ _id: report._id });
    expect(after).toMatchObject({ status: "in_progress", revision: 0 });
    expect(await db.collection("reportTransitions").countDocuments({ reportId: report._id })).toBe(0);

    // Put the stored figure back (as the client's next save would): the balance sheet balances again.
    await db
      .collection<FormDataDoc>("formData")
      .updateOne({ _id: stored!._id }, { $set: { "values.otherAssets": otherAssets } });
    await recordFormDataChanges(db, [stored!._id]);
    expect(
      (await gql(app(), SUBMIT, { id: report._id }, { token: tokens.client })).data?.wizardSubmit,
    ).toMatchObject({ success: true, status: "submitted" });
  });
});

describe("concurrent transitions", () => {
  it("of two concurrent approve/reject calls exactly one wins, every time; the other gets a clear error", async () => {
    const db = database.db();
    for (let round = 0; round < 12; round++) {
      const report = await insertReport(db, andes, "in_review");
      const callers = round % 2 === 0 ? [tokens.manager, tokens.admin] : [tokens.admin, tokens.manager];
      const answers = await Promise.all([
        gql(app(), MUTATIONS.wizardApprove!, { id: report._id }, { token: callers[0]! }),
        gql(app(), MUTATIONS.wizardReject!, { id: report._id }, { token: callers[1]! }),
      ]);
      const results = [answers[0].data?.wizardApprove, answers[1].data?.wizardReject] as Loose[];
      const winners = results.filter((result) => result.success);
      expect(winners, JSON.stringify(results)).toHaveLength(1);
      const loser = results.find((result) => !result.success)!;
      expect(["CONFLICT", "INVALID_STATUS"]).toContain(loser.error.code);
      expect(loser.error.message).toMatch(/approved|rejected/);
      const stored = await db.collection<ReportInstanceDoc>("reportInstances").findOne({ _id: report._id });
      expect(stored).toMatchObject({ status: winners[0]!.status, revision: 1 });
      expect(await db.collection("reportTransitions").countDocuments({ reportId: report._id })).toBe(1);
      expect(
        await db
          .collection("audits")
          .countDocuments({ targets: report._id, action: { $in: ["wizardApprove", "wizardReject"] } }),
      ).toBe(1);
    }
  });

  it("of five concurrent identical calls exactly one wins", async () => {
    const db = database.db();
    const report = await insertReport(db, andes, "submitted");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        gql(app(), MUTATIONS.wizardStartReview!, { id: report._id }, { token: tokens.manager }),
      ),
    );
    expect(answers.filter((answer) => answer.data?.wizardStartReview.success)).toHaveLength(1);
    expect(await db.collection("reportTransitions").countDocuments({ reportId: report._id })).toBe(1);
  });
});

describe("a claim left by a process that died between claim and write", () => {
  async function stuck(
    status: ReportInstanceDoc["status"],
    claim: { action: string; to: string; secondsAgo: number },
  ) {
    const db = database.db();
    const report = await insertReport(db, andes, status);
    const user = { _id: "64a0000000000000000000aa", fullName: "Gone Process" };
    await db.collection<TransitionDoc>("reportTransitions").insertOne({
      _id: `${report._id}:0`,
      reportId: report._id,
      revision: 0,
      action: claim.action,
      from: status,
      to: claim.to as ReportInstanceDoc["status"],
      user,
      at: new Date(Date.now() - claim.secondsAgo * 1000).toISOString(),
      set: { auditedBy: user },
    });
    return report;
  }

  it("is completed (rolled forward) by the next transition once stale, which then takes its own step", async () => {
    const db = database.db();
    const report = await stuck("submitted", {
      action: "wizardStartReview",
      to: "in_review",
      secondsAgo: 120,
    });
    const answer = await gql(app(), MUTATIONS.wizardApprove!, { id: report._id }, { token: tokens.manager });
    expect(answer.data?.wizardApprove, JSON.stringify(answer)).toMatchObject({
      success: true,
      status: "approved",
      auditedBy: { fullName: "Ines Manager" },
    });
    const stored = await db.collection<ReportInstanceDoc>("reportInstances").findOne({ _id: report._id });
    expect(stored).toMatchObject({ status: "approved", revision: 2 });
    const claims = await db
      .collection<TransitionDoc>("reportTransitions")
      .find({ reportId: report._id })
      .sort({ revision: 1 })
      .toArray();
    expect(claims.map((claim) => [claim.revision, claim.action, claim.to])).toEqual([
      [0, "wizardStartReview", "in_review"],
      [1, "wizardApprove", "approved"],
    ]);
    expect(claims[0]?.rolledForward?.by.fullName).toBe("Ines Manager");
    const audit = await db.collection("audits").findOne({ action: "wizardStartReview", targets: report._id });
    expect(audit).toMatchObject({
      user: { fullName: "Gone Process" },
      description: expect.stringMatching(/completed by Ines Manager/),
    });
  });

  it("when the completed step makes the new one impossible, the caller gets INVALID_STATUS", async () => {
    const report = await stuck("in_review", { action: "wizardApprove", to: "approved", secondsAgo: 120 });
    const answer = await gql(app(), MUTATIONS.wizardReject!, { id: report._id }, { token: tokens.manager });
    expect(answer.data?.wizardReject).toMatchObject({
      success: false,
      error: { code: "INVALID_STATUS", message: "Cannot reject: the report is approved" },
    });
    expect(
      await database.db().collection<ReportInstanceDoc>("reportInstances").findOne({ _id: report._id }),
    ).toMatchObject({ status: "approved", revision: 1 });
  });

  it("a recent claim is not touched: the caller gets CONFLICT", async () => {
    const report = await stuck("in_review", { action: "wizardApprove", to: "approved", secondsAgo: 2 });
    const answer = await gql(app(), MUTATIONS.wizardReject!, { id: report._id }, { token: tokens.manager });
    expect(answer.data?.wizardReject).toMatchObject({
      success: false,
      error: { code: "CONFLICT", message: expect.stringMatching(/by Gone Process: it is now approved/) },
    });
    expect(
      await database.db().collection<ReportInstanceDoc>("reportInstances").findOne({ _id: report._id }),
    ).toMatchObject({ status: "in_review", revision: 0 });
  });
});
