// Report reminders: the admin's remindReport (who gets the mail, in which language, which statuses, the
// hourly guard, FORBIDDEN for others) and which reminder a report is due for (round.test.ts runs the round).
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { errorCode, gql, login, mailTo, seedClient, seedReference, seedUser } from "../../../test/fixtures";
import type { SeededUser } from "../../../test/fixtures";
import { insertReport } from "../../../test/reporting";
import type { ClientDoc } from "../../model/clients";
import type { OutboxDoc } from "../mail/repository";
import { reminderDue } from "./round";

const database = useTestDatabase("reminders");
const app = useTestApp(database);

const REMIND = `mutation ($id: ID!) { remindReport(instanceId: $id) { success error { code message } sent } }`;

let client: ClientDoc;
let admin: SeededUser;
let english: SeededUser;
let french: SeededUser;
let adminToken: string;

const reminders = (db: ReturnType<typeof database.db>) =>
  db.collection<OutboxDoc>("mailOutbox").find({ kind: "reportReminder" }).toArray();

beforeAll(async () => {
  const db = database.db();
  await seedReference(db);
  client = await seedClient(db, "Remind Bank");
  admin = await seedUser(db, "ada.admin@provider.test", ["investor-admin"]);
  english = await seedUser(db, "eve.client@remind.test", ["CLIENT"], { ids: [client._id] });
  french = await seedUser(
    db,
    "fleur.client@remind.test",
    ["CLIENT-ADMIN", "CLIENT"],
    { ids: [client._id] },
    {
      language: "fr",
    },
  );
  await seedUser(db, "del.client@remind.test", ["CLIENT"], { ids: [client._id] }, { status: "DELETED" });
  await seedUser(db, "ivy.invited@remind.test", ["CLIENT"], { ids: [client._id] }, { status: "INVITED" });
  adminToken = await login(app(), admin.email, admin.password);
});

describe("remindReport", () => {
  it("mails each active user of the client in their own language, with a link to the report, and audits it", async () => {
    const db = database.db();
    const report = await insertReport(db, client, "created", { schedule: { due: 20200131 } });
    const answer = await gql(app(), REMIND, { id: report._id }, { token: adminToken });
    expect(answer.data?.remindReport).toEqual({ success: true, error: null, sent: 2 });

    const [toEnglish] = await mailTo(db, english.email);
    const [toFrench] = await mailTo(db, french.email);
    const link = `http://portal.test/client/${client.key}/reports/mfiFinancialMonthly/${String(report.context.numeric).slice(0, 4)}-${String(report.context.numeric).slice(4, 6)}`;
    expect(toEnglish).toMatchObject({ kind: "reportReminder", language: "en", links: [link] });
    expect(toEnglish!.subject).toMatch(/^Reminder: .+, Remind Bank, /);
    expect(toEnglish!.text).toContain("Due on January 31, 2020");
    expect(toFrench).toMatchObject({ kind: "reportReminder", language: "fr", links: [link] });
    expect(toFrench!.subject).toMatch(/^Rappel : /);
    expect(await mailTo(db, "del.client@remind.test")).toEqual([]);
    expect(await mailTo(db, "ivy.invited@remind.test")).toEqual([]);
    expect(await mailTo(db, admin.email)).toEqual([]);

    const audit = await db.collection("audits").findOne({ action: "remindReport", targets: report._id });
    expect(audit).toMatchObject({ description: "Sent a report reminder", user: { _id: admin.user._id } });
    expect(audit!.text).toMatch(/Remind Bank: 2 users$/);
  });

  it("sends a report's reminder once per hour however often it is asked", async () => {
    const db = database.db();
    const report = await insertReport(db, client, "rejected");
    const answers = await Promise.all(
      [1, 2, 3].map(() => gql(app(), REMIND, { id: report._id }, { token: adminToken })),
    );
    const results = answers.map((answer) => answer.data?.remindReport);
    expect(results.filter((result) => result.success)).toEqual([{ success: true, error: null, sent: 2 }]);
    expect(results.filter((result) => !result.success).map((result) => result.error.code)).toEqual([
      "TOO_MANY_REQUESTS",
      "TOO_MANY_REQUESTS",
    ]);
    const mails = await reminders(db);
    expect(mails.filter((mail) => mail.text.includes(`, ${report.context.text}\n`))).toHaveLength(2);
  });

  it.each(["in_progress", "submitted", "in_review", "approved"] as const)(
    "refuses a report that is %s and sends nothing",
    async (status) => {
      const db = database.db();
      const report = await insertReport(db, client, status);
      const before = (await reminders(db)).length;
      const answer = await gql(app(), REMIND, { id: report._id }, { token: adminToken });
      expect(answer.data?.remindReport).toMatchObject({
        success: false,
        error: {
          code: "INVALID_STATUS",
          message: expect.stringMatching(/^Cannot remind: the report is /),
        },
        sent: 0,
      });
      expect((await reminders(db)).length).toBe(before);
    },
  );

  it("says so when the client has no active user", async () => {
    const db = database.db();
    const lonely = await seedClient(db, "Lonely Bank");
    const report = await insertReport(db, lonely, "created");
    const answer = await gql(app(), REMIND, { id: report._id }, { token: adminToken });
    expect(answer.data?.remindReport).toMatchObject({ success: false, error: { code: "NO_USER" }, sent: 0 });
  });

  it("is FORBIDDEN to everyone but admins, and sends nothing", async () => {
    const db = database.db();
    const report = await insertReport(db, client, "created");
    const director = await seedUser(db, "rita.director@provider.test", ["investor-RD"], {
      regions: [client.worldRegion],
    });
    const before = (await reminders(db)).length;
    for (const user of [english, french, director]) {
      const token = await login(app(), user.email, user.password);
      const answer = await gql(app(), REMIND, { id: report._id }, { token });
      expect(errorCode(answer), user.email).toBe("FORBIDDEN");
    }
    expect(errorCode(await gql(app(), REMIND, { id: report._id }))).toBe("UNAUTHENTICATED");
    expect((await reminders(db)).length).toBe(before);
  });
});

describe("reminderDue", () => {
  const created = (due: number) => ({ status: "created" as const, schedule: { due } });

  it("names due-soon reports from N days before the due date up to the due date itself", () => {
    expect(reminderDue(created(20310618), 20310615, 3)).toEqual({ kind: "due-soon", key: "due-soon" });
    expect(reminderDue(created(20310615), 20310615, 3)).toEqual({ kind: "due-soon", key: "due-soon" });
    expect(reminderDue(created(20310619), 20310615, 3)).toBeNull();
  });

  it("names overdue reports by their week overdue, the first week starting the day after the due date", () => {
    expect(reminderDue(created(20310614), 20310615, 3)).toEqual({ kind: "overdue", key: "overdue:1" });
    expect(reminderDue(created(20310608), 20310615, 3)).toEqual({ kind: "overdue", key: "overdue:1" });
    expect(reminderDue(created(20310607), 20310615, 3)).toEqual({ kind: "overdue", key: "overdue:2" });
    expect(reminderDue(created(20301231), 20310101, 3)).toEqual({ kind: "overdue", key: "overdue:1" });
  });

  it("leaves every other status alone", () => {
    for (const status of ["in_progress", "submitted", "in_review", "rejected", "approved"] as const)
      expect(reminderDue({ status, schedule: { due: 20310614 } }, 20310615, 3)).toBeNull();
  });
});
