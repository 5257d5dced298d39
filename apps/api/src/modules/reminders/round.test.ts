// The scheduled reminder round over a database of its own, so that every mail it sends is counted: due soon
// and overdue reports once each, overdue ones again each week, nothing twice when rounds overlap.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { mailTo, seedClient, seedReference, seedUser } from "../../../test/fixtures";
import type { SeededUser } from "../../../test/fixtures";
import { insertReport } from "../../../test/reporting";
import { HOUR, DAY } from "../../../src/platform/time";
import type { ReportInstanceDoc } from "../reports/model";
import { runReminders } from "./round";

const database = useTestDatabase("reminder_round");
const app = useTestApp(database);

// 15 June 2031, 06:00 UTC: today is 20310615. Due-soon reminders start 3 days ahead (the default).
const NOW = new Date("2031-06-15T06:00:00Z");
const at = (milliseconds: number) => new Date(NOW.getTime() + milliseconds);
const NOTHING = { reports: 0, sent: 0, failed: 0 };

let ana: SeededUser;
let paulo: SeededUser;
const reports = {} as Record<"dueToday" | "dueSoon" | "dueLater" | "overdue" | "started", ReportInstanceDoc>;

beforeAll(async () => {
  const db = database.db();
  await seedReference(db);
  const client = await seedClient(db, "Schedule Bank");
  ana = await seedUser(db, "ana.client@schedule.test", ["CLIENT"], { ids: [client._id] });
  paulo = await seedUser(
    db,
    "paulo.client@schedule.test",
    ["CLIENT"],
    { ids: [client._id] },
    {
      language: "pt",
    },
  );
  await seedUser(db, "ivo.invited@schedule.test", ["CLIENT"], { ids: [client._id] }, { status: "INVITED" });
  await seedUser(db, "dora.deleted@schedule.test", ["CLIENT"], { ids: [client._id] }, { status: "DELETED" });
  const report = (status: ReportInstanceDoc["status"], due: number) =>
    insertReport(db, client, status, { schedule: { due } });
  reports.dueToday = await report("created", 20310615);
  reports.dueSoon = await report("created", 20310618);
  reports.dueLater = await report("created", 20310630);
  reports.overdue = await report("created", 20310612);
  reports.started = await report("in_progress", 20310612);
  await report("rejected", 20310612);
});

/** The reminders `user` received about `report`. */
const mailsAbout = async (user: SeededUser, report: ReportInstanceDoc) =>
  (await mailTo(database.db(), user.email)).filter(
    (mail) => mail.kind === "reportReminder" && mail.text.includes(`, ${report.context.text}\n`),
  );

describe("runReminders", () => {
  it("mails due-soon and overdue created reports to each active user of their client, in their language", async () => {
    expect(await runReminders(app().services, NOW)).toEqual({ reports: 3, sent: 6, failed: 0 });
    for (const user of [ana, paulo]) {
      for (const report of [reports.dueToday, reports.dueSoon, reports.overdue])
        expect(await mailsAbout(user, report), `${user.email} ${report.schedule.due}`).toHaveLength(1);
      for (const report of [reports.dueLater, reports.started])
        expect(await mailsAbout(user, report)).toHaveLength(0);
    }
    expect(await mailTo(database.db(), "ivo.invited@schedule.test")).toEqual([]);
    expect(await mailTo(database.db(), "dora.deleted@schedule.test")).toEqual([]);
    expect(await mailsAbout(paulo, reports.overdue)).toMatchObject([
      { language: "pt", subject: expect.stringMatching(/^Lembrete: .+, Schedule Bank, /) },
    ]);
    const audit = await database
      .db()
      .collection("audits")
      .findOne({ action: "reminderRound", targets: reports.overdue._id });
    expect(audit).toMatchObject({
      description: "Sent overdue reminders",
      user: { fullName: "Scheduled reminders" },
    });
  });

  it("sends nothing more the same day, and only the new overdue reminder the next day", async () => {
    expect(await runReminders(app().services, NOW)).toEqual(NOTHING);
    expect(await runReminders(app().services, at(5 * HOUR))).toEqual(NOTHING);
    // 16 June: the report due on the 15th is overdue now; the others were reminded of what they are.
    expect(await runReminders(app().services, at(DAY))).toEqual({ reports: 1, sent: 2, failed: 0 });
    expect(await mailsAbout(ana, reports.dueToday)).toHaveLength(2);
  });

  it("reminds again each week a report stays overdue, once however many rounds run at the same time", async () => {
    // 22 June: the overdue report enters its second week, the one due on the 18th its first.
    const rounds = await Promise.all([1, 2, 3].map(() => runReminders(app().services, at(7 * DAY))));
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(4);
    for (const user of [ana, paulo]) {
      expect(await mailsAbout(user, reports.overdue)).toHaveLength(2);
      expect(await mailsAbout(user, reports.dueSoon)).toHaveLength(2);
      expect(await mailsAbout(user, reports.dueToday)).toHaveLength(2);
      expect(await mailsAbout(user, reports.dueLater)).toHaveLength(0);
    }
    expect(await runReminders(app().services, at(7 * DAY + 6 * HOUR))).toEqual(NOTHING);
  });
});
