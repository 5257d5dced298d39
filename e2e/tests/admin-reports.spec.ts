// Administration › Reports end to end (spec 3 §2, spec 2 §4): the provider admin opens the admin reports list
// from the menu, finds an overdue report of Banco Solidario del Pacífico, sends a reminder after confirming,
// sees 'Reminder sent to … users', and finds the reminder to one of that client's users, in their language,
// in the development mailbox (/dev/mail) with the link to the report. The list is checked with axe.
// No other spec reads Banco Solidario del Pacífico; the reminder changes no report. The API's scheduled round
// may have mailed the same report at start, so only mail sent after the click counts.
import { expect, test } from "../support/fixtures";
import { expectAccessible } from "../support/axe";
import { demo, demoLogin } from "../support/demo";
import { mailTo, openFromMenu, shot, signInAs } from "../support/portal";

const SLOW = { timeout: 30_000 };
const CLIENT = demo.clients.find((candidate) => candidate.key === "banco-solidario-del-pacifico")!;
const today = Number(new Date().toISOString().slice(0, 10).replace(/-/g, ""));
const OVERDUE = demo.reportInstances.filter(
  (report) =>
    String(report.client._id) === String(CLIENT._id) &&
    report.status === "created" &&
    report.schedule.due < today,
);
/** The subject's first word in each mail language (apps/api/src/modules/mail/templates.ts). */
const REMINDER_SUBJECT: Record<string, string> = {
  en: "Reminder: ",
  fr: "Rappel : ",
  es: "Recordatorio: ",
  pt: "Lembrete: ",
  ru: "Напоминание: ",
};
/** The client's users who can sign in: the ones a reminder goes to. */
const RECIPIENTS = demo.users.filter(
  (user) => user.status === "ACTIVE" && (user.clients?.ids ?? []).map(String).includes(String(CLIENT._id)),
);

test("the provider admin reminds the users of an overdue report, who are mailed", async ({
  page,
  request,
}, testInfo) => {
  // Without an overdue report and someone to remind, this journey would prove nothing.
  expect(OVERDUE.length).toBeGreaterThan(0);
  expect(RECIPIENTS.length).toBeGreaterThan(0);
  const admin = demoLogin("investor-admin");
  await signInAs(page, admin);
  await page.goto("/");
  await expect(page).toHaveURL(/\/investor\/$/, SLOW);

  // Administration › Reports from the menu.
  await openFromMenu(
    page,
    /(^|\s)Administration$/,
    (nav) => nav.locator('a[href="/investor/admin/reports"]'),
    /\/investor\/admin\/reports$/,
  );
  await expect(page.getByRole("heading", { level: 2, name: "Reports" })).toBeVisible();
  await expect(page.locator("tr.ant-table-row").first()).toBeVisible(SLOW);

  // The client's reports; an overdue one shows its status in words.
  await page.getByRole("searchbox", { name: "Filter reports" }).fill(CLIENT.name);
  const overdueRow = page
    .locator("tr.ant-table-row", { hasText: CLIENT.name })
    .filter({ has: page.locator('[data-status="overdue"]') })
    .first();
  await expect(overdueRow).toBeVisible(SLOW);
  await expect(overdueRow.locator('[data-status="overdue"]')).toHaveText("Overdue");
  await expect(page.locator("tr.ant-table-row").filter({ hasNotText: CLIENT.name })).toHaveCount(0, SLOW);
  // No refetch blurs the table before it is checked and clicked.
  await expect(page.locator(".ant-spin-blur")).toHaveCount(0, SLOW);
  await expectAccessible(page, "admin reports list");
  await shot(page, "admin-reports-en", testInfo);

  // Remind, confirm, and the count of users reached.
  const sentAfter = new Date().toISOString();
  await overdueRow.getByRole("button", { name: /^Send reminder: / }).click();
  const dialog = page
    .getByRole("dialog")
    .filter({ hasText: `Send a reminder to the users of ${CLIENT.name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Send reminder" }).click();
  await expect(page.getByText(/^Reminder sent to \d+ users?$/)).toBeVisible(SLOW);
  // The row click was the button's: the list is still shown.
  await expect(page).toHaveURL(/\/investor\/admin\/reports$/);

  // The reminder reached one of the client's users, in their language, with the link to a report.
  const recipient = RECIPIENTS[0]!;
  const mail = await mailTo(
    request,
    recipient.email,
    (candidate) => candidate.subject.includes(CLIENT.name),
    sentAfter,
  );
  expect(mail.subject.startsWith(REMINDER_SUBJECT[recipient.language] ?? REMINDER_SUBJECT.en!)).toBe(true);
  expect(mail.links.some((link) => link.includes(`/client/${CLIENT.key}/reports/`))).toBe(true);
  await page.goto("/dev/mail");
  const message = page.locator("article", { hasText: `To ${recipient.email}` }).first();
  await expect(message).toBeVisible(SLOW);
  await expect(message.getByRole("heading", { name: mail.subject })).toBeVisible();
});
